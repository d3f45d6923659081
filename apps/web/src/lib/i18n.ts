// Texts in five languages, each loaded when chosen: first the core texts of /login (main.tsx
// loads them before the first render), the rest with the first other screen (`loadAllTexts`). A small in-house
// replacement for i18next (docs/decisions/0007): key lookup, {{name}} interpolation,
// Italian fallback, and a hook that re-renders on language change.
import type { LanguageCode } from '@tessera/domain';
import { useCallback } from 'react';
import type { MessageKey, PluralText } from '../locales/texts.ts';
import { languageStore, localeOf } from './language.ts';
import { KEYS } from './storage.ts';
import { useStore } from './store.ts';

export type { MessageKey } from '../locales/texts.ts';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;
export type Vars = Record<string, string | number>;
/** Translates a key (typed: a key Italian lacks fails tsc); `count` picks a plural form. */
export type TFunction = (key: MessageKey, vars?: Vars) => string;

const coreLoaders: Record<LanguageCode, Loader> = {
  it: () => import('virtual:texts/it/core'),
  es: () => import('virtual:texts/es/core'),
  fr: () => import('virtual:texts/fr/core'),
  de: () => import('virtual:texts/de/core'),
  gb: () => import('virtual:texts/gb/core'),
};
const restLoaders: Record<LanguageCode, Loader> = {
  it: () => import('virtual:texts/it/rest'),
  es: () => import('virtual:texts/es/rest'),
  fr: () => import('virtual:texts/fr/rest'),
  de: () => import('virtual:texts/de/rest'),
  gb: () => import('virtual:texts/gb/rest'),
};
const dayjsLocales: Record<Exclude<LanguageCode, 'it' | 'gb'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
};

const bundles: Partial<Record<LanguageCode, Messages>> = {};
const loaded = new Set<string>();
/** Set once a screen beyond /login asked for every text: later languages load them all. */
let wantAll = false;

async function load(code: LanguageCode, part: 'core' | 'rest') {
  if (loaded.has(`${code}/${part}`)) return;
  const texts = (await (part === 'core' ? coreLoaders : restLoaders)[code]()).default;
  bundles[code] = { ...bundles[code], ...texts };
  loaded.add(`${code}/${part}`);
}

/** Every text of the current language; screens other than /login wait for it. */
export async function loadAllTexts() {
  wantAll = true;
  await load(languageStore.get(), 'rest');
}

function lookup(messages: Messages | undefined, key: string): string | PluralText | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node === 'string') return node;
  return node && typeof node === 'object' && 'other' in node ? (node as PluralText) : undefined;
}

const pluralRules = new Map<LanguageCode, Intl.PluralRules>();

/** The form of a plural text for `count`, by the language's plural rules. */
function pluralForm(lang: LanguageCode, text: PluralText, count: number) {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf(lang));
    pluralRules.set(lang, rules);
  }
  return text[rules.select(count)] ?? text.other;
}

export function translate(lang: LanguageCode, key: MessageKey, vars: Vars = {}) {
  const own = lookup(bundles[lang], key);
  const found = own ?? lookup(bundles.it, key) ?? key;
  const text =
    typeof found === 'string'
      ? found
      : pluralForm(own ? lang : 'it', found, Number(vars.count ?? 0));
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Whether a key built at run time (a role name from the server, say) has a text. */
export function hasText(key: string): key is MessageKey {
  // The language in use: a first visit in another language never loads the Italian texts.
  return (lookup(bundles[languageStore.get()], key) ?? lookup(bundles.it, key)) !== undefined;
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
  await Promise.all([load(code, 'core'), wantAll ? load(code, 'rest') : undefined]);
  document.documentElement.lang = localeOf(code);
  localStorage.setItem(KEYS.language, code);
  languageStore.set(code);
}
