// GET /app/version: the running version and the minimum app versions (docs/decisions/0003).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { api } from './client.ts';

export const versionKeys = { all: ['version'] as const };

export const getVersion = (opts: { silent?: boolean } = {}) =>
  api.get('/app/version', { noActivity: true, silent: opts.silent });

export const versionQueryOptions = () =>
  queryOptions({
    queryKey: versionKeys.all,
    queryFn: ({ meta }) => getVersion({ silent: meta?.silent }),
  });

/** `meta: { silent: true }` where a failure only means a fallback (the devices screen). */
export function useVersion(config: QueryConfig<typeof versionQueryOptions> = {}) {
  return useQuery({ ...versionQueryOptions(), ...config });
}
