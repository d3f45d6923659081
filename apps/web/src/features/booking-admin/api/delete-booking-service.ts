// DELETE /api/activities/{activityId}/bookingservices/{id}: the service leaves use (customers no
// longer see it, no operator does it); bookings made keep it. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingOperatorKeys } from './get-booking-operators.ts';
import { bookingServiceKeys } from './get-booking-services.ts';

export function useDeleteBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ deleted: true }>(`/api/activities/${activityId}/bookingservices/${id}`, {
        noActivity: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
      ]),
  });
}
