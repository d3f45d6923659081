// The top bar's back arrow: one step back within the app, or home when there is no step back
// in the app (a page opened directly, from a link or a bookmark), so it never leaves the app.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from './useLanguage.ts';

/**
 * Whether the browser's previous entry is one of the app's screens. The router numbers the
 * entries it pushes (`history.state.idx`, 0 for the page the app was opened on; a redirect
 * replaces and keeps the number).
 */
export function canGoBackInApp() {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

export function useBack() {
  const navigate = useNavigate();
  const { to } = useLanguage();
  return useCallback(() => {
    if (canGoBackInApp()) navigate(-1);
    else navigate(to('/'), { replace: true });
  }, [navigate, to]);
}
