// DELETE /api/activities/{activityId}/stores/{id}: refused for the main store and for a store
// customers' movements or orders name (409, in the admin's language): the screen shows the
// refusal (silent here). The console's list and the customers' stores are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import { invalidateStores } from './save-store.ts';

export function useDeleteStore() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/api/activities/{activityId}/stores/{id}', {
        path: { activityId: activityId as number, id },
        noActivity: true,
        silent: true,
      }),
    onSettled: () => invalidateStores(queryClient),
  });
}
