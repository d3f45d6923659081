import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, vi } from 'vitest';
import { brandStore } from './components/Brand.tsx';
import { forgetReads } from './lib/http.ts';
import { loadAllTexts, setLanguage } from './lib/i18n.ts';
import { newOrdersStore } from './lib/newOrders.ts';
import { loadingStore, snackStore } from './lib/notify.ts';
import { offlineAttemptStore, onlineStore } from './lib/online.ts';
import { queryClient } from './lib/queryClient.ts';
import { sessionStore } from './lib/session.ts';

// Test files share their worker's modules and document (`isolate: false`, vitest.config.ts):
// this file runs before each of them and puts back what a fresh page would have.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');
document.title = '';
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}
document.body.replaceChildren();
// Emotion keeps its style elements and inserts new ones beside them: those stay.
for (const node of [...document.head.childNodes]) {
  if (!(node instanceof HTMLStyleElement && node.dataset.emotion)) node.remove();
}
// The modules' state as loaded with nothing stored.
sessionStore.set({ status: 'loggedOut', claims: null, activities: [], activityId: null });
brandStore.set(null);
onlineStore.set(true);
onlineManager.setOnline(true);
offlineAttemptStore.set(0);
snackStore.set(null);
loadingStore.set(0);
newOrdersStore.set(0);
queryClient.clear();
forgetReads();
// A screen answered through the API stand-in settles in two round trips (the first of a route also
// compiles its contract check): on a loaded 2-core machine that passed the 1 s default of findBy*.
configure({ asyncUtilTimeout: 3000 });
// TanStack's onlineManager follows the connection store (lib/queryClient.ts) while a client is
// mounted: in the app always, here too once a test's client is gone.
if (!onlineManager.hasListeners()) onlineManager.subscribe(() => {});
dayjs.locale('en');

// The app loads the stored language before its first render; tests start in Italian.
await setLanguage('it');
await loadAllTexts();
afterEach(() => {
  cleanup();
  // A test's answers do not reach the next test of the file through the cache: each mounts on
  // what its own stand-in answers (under load a stale answer could win the first render).
  queryClient.clear();
});
