// POST /api/activities/{activityId}/booking-closures/hits (issue 26): the bookings a closure would
// hit, asked before it is saved (the warning). Nothing is written; refusals are the dialog's.
import { useMutation } from '@tanstack/react-query';
import type { BookingClosure } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export function useBookingClosureHits() {
  const { activityId } = useSession();
  return useMutation({
    mutationFn: (body: Omit<BookingClosure, 'id'>) =>
      api.post('/api/activities/{activityId}/booking-closures/hits', {
        path: { activityId: activityId as number },
        body,
        noActivity: true,
        silent: true,
      }),
  });
}
