import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/** One cache for the signed-in screens; client errors (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof HttpError && error.status > 0) && count < 2,
    },
  },
});
