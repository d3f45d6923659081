// PUT /api/activities/{activityId}/bookings/{id}/move {date, startTime} (issue 26): staff move a
// booking (same id, status kept, the customer told); the server's refusal is shown in its words.
// The agenda and the inbox are read again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingMove } from '@tessera/domain';
import { bookingPendingKeys } from '../../../lib/api/booking-pending.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { agendaKeys } from './get-agenda.ts';

export const moveBooking = (activityId: number, id: number, body: BookingMove) =>
  api.put('/api/activities/{activityId}/bookings/{id}/move', {
    path: { activityId, id },
    body,
    silent: true,
    noActivity: true,
  });

export function useMoveBooking() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BookingMove }) =>
      moveBooking(activityId as number, id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingPendingKeys.all }),
      ]),
  });
}
