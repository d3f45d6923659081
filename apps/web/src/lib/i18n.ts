// Texts in five languages: Italian bundled, the others loaded when chosen. A small in-house
// replacement for i18next (see README, "Departures"): key lookup, {{name}} interpolation,
// Italian fallback, and a hook that re-renders on language change.
import type { LanguageCode } from '@tessera/domain';
import { useCallback } from 'react';
import it from '../locales/it.json';
import { languageStore, localeOf } from './language.ts';
import { KEYS } from './storage.ts';
import { useStore } from './store.ts';

type Messages = typeof it;
export type TFunction = (key: string, vars?: Record<string, string | number>) => string;

const loaders: Record<Exclude<LanguageCode, 'it'>, () => Promise<{ default: Messages }>> = {
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
  gb: () => import('../locales/en.json'),
};
const dayjsLocales: Record<Exclude<LanguageCode, 'it' | 'gb'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
};

const bundles: Partial<Record<LanguageCode, Messages>> = { it };

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(
  lang: LanguageCode,
  key: string,
  vars: Record<string, string | number> = {},
) {
  const text = lookup(bundles[lang], key) ?? lookup(it, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The current language's texts; components re-render when the language changes. */
export function useTranslation(): { t: TFunction; lang: LanguageCode } {
  const lang = useStore(languageStore);
  const t = useCallback<TFunction>((key, vars) => translate(lang, key, vars), [lang]);
  return { t, lang };
}

/** Date locale, applied by the signed-in layouts: /login shows no dates and skips dayjs. */
export async function applyDateLocale(code: LanguageCode) {
  const { default: dayjs } = await import('dayjs');
  if (code === 'it') await import('dayjs/locale/it');
  else if (code !== 'gb') await dayjsLocales[code]();
  dayjs.locale(localeOf(code));
}

/** Applies a language everywhere: texts, date locale, <html lang> and local storage. */
export async function setLanguage(code: LanguageCode) {
  if (!bundles[code] && code !== 'it') bundles[code] = (await loaders[code]()).default;
  document.documentElement.lang = localeOf(code);
  localStorage.setItem(KEYS.language, code);
  languageStore.set(code);
}
