// The chosen language: kept in local storage, applied to UI texts, dates, <html lang> and routes.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@tessera/domain';
import { KEYS } from './storage.ts';
import { createStore } from './store.ts';

function stored(): LanguageCode {
  const value = localStorage.getItem(KEYS.language);
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export const languageStore = createStore<LanguageCode>(stored());

export const currentLanguage = () => languageStore.get();

/** BCP 47 tag of a language code; `gb` is English. */
export const localeOf = (code: LanguageCode) => (code === 'gb' ? 'en' : code);
