// GET /api/stores/{id}: one store of the current activity, with address, phone and opening hours.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api/client.ts';
import { storeKeys } from '../../../lib/api/stores.ts';
import { offlineWorthy } from '../../../lib/offline.ts';

type Store = Answer<'/api/stores/{id}', 'get'>;

export const getStore = (id: number) =>
  api.get('/api/stores/{id}', { path: { id }, noActivity: true });

export const storeQueryOptions = (id: number, placeholder?: Store) =>
  queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: () => getStore(id),
    enabled: Number.isInteger(id) && id > 0,
    // The list already holds the store: the detail shows at once while it is read again.
    placeholderData: placeholder,
    ...offlineWorthy,
  });

/** The store, drawn from the stores list while its own answer comes. */
export function useStore(id: number) {
  const client = useQueryClient();
  const fromList = client
    .getQueriesData<{ rows: Store[] }>({ queryKey: [...storeKeys.all, 'list'] })
    .flatMap(([, data]) => data?.rows ?? [])
    .find((s) => s.id === id);
  return useQuery(storeQueryOptions(id, fromList));
}
