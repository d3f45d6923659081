// GET /public/nations: the nations of the sign-up and profile forms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { api } from './client.ts';

export const nationKeys = { all: ['nations'] as const };

export const getNations = async (opts: { silent?: boolean } = {}) =>
  (await api.list('/public/nations', { noActivity: true, silent: opts.silent })).rows;

export const nationsQueryOptions = () =>
  queryOptions({
    queryKey: nationKeys.all,
    queryFn: ({ meta }) => getNations({ silent: meta?.silent }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useNations(config: QueryConfig<typeof nationsQueryOptions> = {}) {
  return useQuery({ ...nationsQueryOptions(), ...config });
}
