// GET /api/activities/{activityId}/stores: the activity's stores as its admins see them, hidden
// ones too, main first then by name, a page at a time, searched by name, address and city. The
// key factory names every read of it, so a write reaches them all. Not offline-worthy: a form never
// edits last known data (lib/offline.ts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Row } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import type { PageParams } from '../../../../lib/usePageParams.ts';

export type AdminStore = Row<'/api/activities/{activityId}/stores'>;

export interface StoresQuery extends PageParams {
  /** What the search field holds: '' for every store. */
  q: string;
}

export const adminStoreKeys = {
  all: ['consoleStores'] as const,
  list: (activityId: number | null, q: StoresQuery) =>
    [...adminStoreKeys.all, activityId, q] as const,
};

export const getAdminStores = (activityId: number, q: StoresQuery) =>
  api.list('/api/activities/{activityId}/stores', {
    path: { activityId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
    filters: { q: q.q.trim() || undefined },
    noActivity: true,
  });

/** The admin edits them: read again whenever the screen opens; the page shown stays while the next loads. */
export const adminStoresQueryOptions = (activityId: number | null, q: StoresQuery) =>
  queryOptions({
    queryKey: adminStoreKeys.list(activityId, q),
    queryFn: () => getAdminStores(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminStores(q: StoresQuery) {
  return useQuery(adminStoresQueryOptions(useSession().activityId, q));
}
