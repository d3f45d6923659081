// DELETE /api/activities/{activityId}/booking-closures/{id}. Refusals show in the snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';

export function useDeleteBookingClosure() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http.delete<{ deleted: true }>(`/api/activities/${activityId}/booking-closures/${id}`, {
        noActivity: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
  });
}
