// DELETE /api/activities/{activityId}/bookingoperators/{id}: the operator leaves use with their
// days off; bookings made keep them. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingOperatorKeys } from '../../../lib/api/booking-operators.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';

export function useDeleteBookingOperator() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/api/activities/{activityId}/bookingoperators/{id}', {
        path: { activityId: activityId as number, id },
        noActivity: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
      ]),
  });
}
