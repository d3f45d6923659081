// DELETE /api/activities/{activityId}/booking-closures/{id}. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';

export function useDeleteBookingClosure() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/api/activities/{activityId}/booking-closures/{id}', {
        path: { activityId: activityId as number, id },
        noActivity: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
  });
}
