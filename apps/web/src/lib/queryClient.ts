// The query cache of the screens and the types the endpoint modules share (each endpoint has
// one module: its fetcher, key factory, query options and hook, as in bulletproof-react).
import { onlineManager, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { forgetReads, HttpError } from './http.ts';
import { isOnline, onlineStore } from './online.ts';
import { persistQueries } from './queryPersistence.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `silent`: the caller shows errors itself, so the http client does not. `offline`: kept
     * for offline use with the time it was fetched (lib/offline.ts, lib/queryPersistence.ts).
     */
    queryMeta: { silent?: boolean; offline?: boolean };
  }
}

// Queries know the connection from the same store as the offline banner: they pause when it
// drops and fetch again when it returns.
onlineManager.setEventListener((setOnline) => {
  setOnline(isOnline());
  return onlineStore.subscribe(() => setOnline(isOnline()));
});

/**
 * One cache for the screens; client errors (4xx) are not retried. A mutation runs even offline
 * (TanStack would pause it, leaving its button busy without a word): the http client refuses it
 * at once and the offline banner says the action was not carried out.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof HttpError && error.status > 0) && count < 2,
    },
    mutations: { networkMode: 'always' },
  },
});

// An invalidated query is read again from the server, never from a read the transport shares
// (lib/http.ts: identical reads within a second share one answer).
queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'updated' && event.action.type === 'invalidate') forgetReads();
});

/** Offline-worthy queries come back from the last visit, then are kept (lib/queryPersistence.ts). */
export const queriesRestored = persistQueries(queryClient);

/** Extra options a screen may add to an endpoint's query options (never its key or fetcher). */
export type QueryConfig<T extends (...args: never[]) => unknown> = Partial<
  Omit<ReturnType<T>, 'queryKey' | 'queryFn'>
>;

/** Options a screen may add to an endpoint's mutation (its own onSuccess runs after the hook's). */
export type MutationConfig<F extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>,
  'mutationFn'
>;
