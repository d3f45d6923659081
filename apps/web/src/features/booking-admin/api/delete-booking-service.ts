// DELETE /api/activities/{activityId}/bookingservices/{id}: the service leaves use (customers no
// longer see it, no operator does it); bookings made keep it. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingOperatorKeys } from '../../../lib/api/booking-operators.ts';
import { bookingServiceKeys } from '../../../lib/api/booking-services.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export function useDeleteBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/api/activities/{activityId}/bookingservices/{id}', {
        path: { activityId: activityId as number, id },
        noActivity: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
      ]),
  });
}
