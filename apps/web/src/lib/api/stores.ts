// GET /api/stores: the current activity's visible stores, main first then by name (SPEC §3, §7).
// Shared: the side navigation counts them (plural label above one), the stores screen lists them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

/** Stores an activity has are few: one page holds them all. */
const ALL = 100;

export const storeKeys = {
  all: ['stores'] as const,
  list: (activityId: number | null) => [...storeKeys.all, 'list', activityId] as const,
  detail: (id: number) => [...storeKeys.all, 'detail', id] as const,
};

export const getStores = (activityId: number) =>
  api.list('/api/stores', {
    filters: { activityId, visible: true },
    query: { rowsPerPage: ALL },
  });

export const storesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: storeKeys.list(activityId),
    queryFn: () => getStores(activityId as number),
    enabled: Boolean(activityId),
    // Where the shop is and when it opens is worth having with no signal.
    ...offlineWorthy,
  });

export function useStores() {
  return useQuery(storesQueryOptions(useSession().activityId));
}
