// The query cache of the screens and the types the endpoint modules share (each endpoint has
// one module: its fetcher, key factory, query options and hook, as in bulletproof-react).
import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { HttpError } from './http.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows errors itself, so the http client does not. */
    queryMeta: { silent?: boolean };
  }
}

/** One cache for the screens; client errors (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof HttpError && error.status > 0) && count < 2,
    },
  },
});

/** Extra options a screen may add to an endpoint's query options (never its key or fetcher). */
export type QueryConfig<T extends (...args: never[]) => unknown> = Partial<
  Omit<ReturnType<T>, 'queryKey' | 'queryFn'>
>;

/** Options a screen may add to an endpoint's mutation (its own onSuccess runs after the hook's). */
export type MutationConfig<F extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>,
  'mutationFn'
>;
