// DELETE /api/activities/{activityId}/bookingoperators/{id}: the operator leaves use with their
// days off; bookings made keep them. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';
import { bookingOperatorKeys } from './get-booking-operators.ts';

export function useDeleteBookingOperator() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ deleted: true }>(`/api/activities/${activityId}/bookingoperators/${id}`, {
        noActivity: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
      ]),
  });
}
