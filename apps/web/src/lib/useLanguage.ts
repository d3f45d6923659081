import { type LanguageCode, localizePath } from '@tessera/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setLanguage } from './i18n.ts';
import { languageStore } from './language.ts';
import { useStore } from './store.ts';

/** The current language, a path builder with its prefix, and a switch that rewrites the route. */
export function useLanguage() {
  const lang = useStore(languageStore);
  const navigate = useNavigate();
  const location = useLocation();
  const to = useCallback((path: string) => localizePath(path, lang), [lang]);
  const change = useCallback(
    async (code: LanguageCode) => {
      await setLanguage(code);
      navigate(localizePath(location.pathname, code) + location.search, { replace: true });
    },
    [navigate, location.pathname, location.search],
  );
  return { lang, to, change };
}
