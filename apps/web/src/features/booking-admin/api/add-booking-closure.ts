// POST /api/activities/{activityId}/booking-closures: a closed day or time. Refusals are the
// dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingClosure } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';

export function useAddBookingClosure() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BookingClosure, 'id'>) =>
      http.post<BookingClosure>(`/api/activities/${activityId}/booking-closures`, body, {
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
  });
}
