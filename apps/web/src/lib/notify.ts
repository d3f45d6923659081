// Snackbar messages and the loading bar, reachable from the http client without React.
import { SNACKBAR_TIMEOUT } from '@tessera/domain';
import { createStore } from './store.ts';

export interface Snack {
  id: number;
  kind: 'success' | 'error';
  /** A ready text, or undefined for the default text of its kind. */
  message?: string;
  timeout: number;
  /** Undoes what the message tells (its Annulla button, which closes the message). */
  undo?: () => void;
}

export const snackStore = createStore<Snack | null>(null);
let nextId = 1;

export const notify = {
  success(message?: string, timeout: number = SNACKBAR_TIMEOUT.success) {
    snackStore.set({ id: nextId++, kind: 'success', message, timeout });
  },
  /** A success that can be undone while it shows (SPEC §9's typical timeout, 5 s). */
  undoable(message: string, undo: () => void, timeout: number = SNACKBAR_TIMEOUT.typical) {
    snackStore.set({ id: nextId++, kind: 'success', message, timeout, undo });
  },
  error(message?: string, timeout: number = SNACKBAR_TIMEOUT.error) {
    snackStore.set({ id: nextId++, kind: 'error', message, timeout });
  },
  close() {
    snackStore.set(null);
  },
};

/** Requests in flight; the loading bar shows while it is above zero. */
export const loadingStore = createStore(0);
export const loading = {
  start: () => loadingStore.set((n) => n + 1),
  stop: () => loadingStore.set((n) => Math.max(0, n - 1)),
  reset: () => loadingStore.set(0),
};
