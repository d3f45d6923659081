import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { languageStore } from '../../../lib/language.ts';
import { useStore } from '../../../lib/store.ts';
import { usePrivacyCheck } from '../api/get-privacy-check.ts';
import { isPrivacyPath, type PrivacyReturn, privacyRedirect } from '../privacyCheck.ts';

/**
 * SPEC §4 privacy check: on every page change except to /privacy, a customer who has not
 * accepted the informative privacy of the current activity is sent to /privacy, which takes
 * them on to where they were going once they accept (issue 15).
 */
export function PrivacyCheck() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const lang = useStore(languageStore);
  const accepted = usePrivacyCheck(!isPrivacyPath(pathname)).data?.checkInformativePrivacy;
  const target = privacyRedirect(pathname, lang, accepted);
  const from = pathname + search + hash;
  useEffect(() => {
    if (target) navigate(target, { replace: true, state: { from } satisfies PrivacyReturn });
  }, [target, navigate, from]);
  return null;
}
