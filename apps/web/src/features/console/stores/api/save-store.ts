// POST /api/activities/{activityId}/stores and PUT …/stores/{id} (both keyed): a new store, or a
// store saved whole. Refusals are the dialog's to show: silent. The console's list and what
// customers see of the stores (list, details, the side navigation's count) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreBody } from '@tessera/domain';
import { api } from '../../../../lib/api/client.ts';
import { storeKeys } from '../../../../lib/api/stores.ts';
import { useSession } from '../../../../lib/session.ts';
import { adminStoreKeys } from './get-admin-stores.ts';

export interface SaveStore {
  /** null for a new store. */
  id: number | null;
  body: StoreBody;
  idempotencyKey: string;
}

export function useSaveStore() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: SaveStore) => {
      const options = { body, idempotencyKey, noActivity: true, silent: true } as const;
      return id === null
        ? api.post('/api/activities/{activityId}/stores', {
            path: { activityId: activityId as number },
            ...options,
          })
        : api.put('/api/activities/{activityId}/stores/{id}', {
            path: { activityId: activityId as number, id },
            ...options,
          });
    },
    onSettled: () => invalidateStores(queryClient),
  });
}

/** Every read of the stores: the console's and the customers'. */
export const invalidateStores = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  ]);
