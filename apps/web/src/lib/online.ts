// Whether the device has a connection (navigator.onLine, kept current by the online and offline
// events), and the actions attempted without one. The offline banner shows both; the http client
// refuses to send while offline; TanStack Query's onlineManager follows this store
// (lib/queryClient.ts), so queries pause and resume when the banner comes and goes.
import { createStore } from './store.ts';

export const onlineStore = createStore(typeof navigator === 'undefined' || navigator.onLine);

/** Actions (form submits) attempted offline since the connection dropped; 0 once it is back. */
export const offlineAttemptStore = createStore(0);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    offlineAttemptStore.set(0);
    onlineStore.set(true);
  });
  window.addEventListener('offline', () => onlineStore.set(false));
}

export const isOnline = () => onlineStore.get();

/** An action was refused for want of a connection: the banner says so. */
export const offlineAttempt = () => offlineAttemptStore.set((n) => n + 1);
