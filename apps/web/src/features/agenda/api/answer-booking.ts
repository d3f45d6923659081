// PUT /api/activities/{activityId}/bookings/{id}/status {confirm: 'Y' | 'N', reason?}: staff
// confirm a booking or decline it, with an optional reason the customer is told (a declined one
// is final: the server answers 409, shown as its message).
// Either way the agenda is read again, so the screen shows what the server holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingPendingKeys } from '../../../lib/api/booking-pending.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { agendaKeys } from './get-agenda.ts';

export interface Answer {
  id: number;
  confirm: 'Y' | 'N';
  /** Why it is declined or cancelled; none when empty. */
  reason?: string;
}

export const answerBooking = (activityId: number, { id, confirm, reason }: Answer) =>
  api.put('/api/activities/{activityId}/bookings/{id}/status', {
    path: { activityId, id },
    body: { confirm, ...(confirm === 'N' && reason && { reason }) },
    noActivity: true,
  });

export function useAnswerBooking() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) => answerBooking(activityId as number, answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingPendingKeys.all }),
      ]),
  });
}
