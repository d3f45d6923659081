import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { languageStore } from '../../../lib/language.ts';
import { useStore } from '../../../lib/store.ts';
import { usePrivacyCheck } from '../api/get-privacy-check.ts';
import { isPrivacyPath, privacyRedirect } from '../privacyCheck.ts';

/**
 * SPEC §4 privacy check: on every page change except to /privacy, a customer who has not
 * accepted the informative privacy of the current activity is sent to /privacy.
 */
export function PrivacyCheck() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lang = useStore(languageStore);
  const accepted = usePrivacyCheck(!isPrivacyPath(pathname)).data?.checkInformativePrivacy;
  const target = privacyRedirect(pathname, lang, accepted);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}
