// POST /api/activities/{activityId}/booking-closures: a closed day or time; with `tell` the
// bookings it hits are cancelled by the activity, each customer told (issue 26). Refusals are the
// dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingClosure } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingClosureKeys } from './get-booking-closures.ts';

export function useAddBookingClosure() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BookingClosure, 'id'> & { tell?: boolean; reason?: string }) =>
      api.post('/api/activities/{activityId}/booking-closures', {
        path: { activityId: activityId as number },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingClosureKeys.all }),
  });
}
