// The privacy check's decision (SPEC §4), kept pure so it is tested without a router.
import {
  type LanguageCode,
  languageOfPath,
  localizePath,
  stripLanguagePrefix,
} from '@tessera/domain';

/** True on the privacy screen itself, with or without language prefix or trailing slash. */
export function isPrivacyPath(pathname: string): boolean {
  const bare = stripLanguagePrefix(pathname).replace(/\/+$/, '');
  return bare === '/privacy';
}

/**
 * Where the privacy check sends the customer: the localized /privacy when the informative
 * privacy is known not to be accepted and they are elsewhere, otherwise nowhere (null).
 * `accepted` is undefined while the check has not answered.
 */
export function privacyRedirect(
  pathname: string,
  lang: LanguageCode,
  accepted: boolean | undefined,
): string | null {
  if (accepted !== false || isPrivacyPath(pathname)) return null;
  return localizePath('/privacy', languageOfPath(pathname) ?? lang);
}

/** What the privacy check hands /privacy: the address the customer was going to. */
export interface PrivacyReturn {
  from: string;
}

/**
 * Where the customer goes once they have accepted: where the check stopped them (a path of the
 * app, kept in the navigation's state), or `home`.
 */
export function privacyReturnTo(state: unknown, home: string): string {
  const from = (state as Partial<PrivacyReturn> | null)?.from;
  const ok =
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !isPrivacyPath(from.split(/[?#]/)[0] ?? '');
  return ok ? from : home;
}
