// GET /app/version: the running version and the minimum app versions (README Departures).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import type { QueryConfig } from '../queryClient.ts';

export interface VersionInfo {
  version: string;
  minAppVersion: { ios: string; android: string };
}

export const versionKeys = { all: ['version'] as const };

export const getVersion = (opts: { silent?: boolean } = {}) =>
  http.get<VersionInfo>('/app/version', { noActivity: true, silent: opts.silent });

export const versionQueryOptions = () =>
  queryOptions({
    queryKey: versionKeys.all,
    queryFn: ({ meta }) => getVersion({ silent: meta?.silent }),
  });

/** `meta: { silent: true }` where a failure only means a fallback (the devices screen). */
export function useVersion(config: QueryConfig<typeof versionQueryOptions> = {}) {
  return useQuery({ ...versionQueryOptions(), ...config });
}
