// POST /api/activities/{activityId}/bookingoperators: a new operator (NO) with the services they
// do, or a room (RO) with its seats. Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingOperator } from '@tessera/domain';
import { bookingOperatorKeys } from '../../../lib/api/booking-operators.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type OperatorBody = Omit<BookingOperator, 'id'>;

export function useAddBookingOperator() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorBody) =>
      api.post('/api/activities/{id}/bookingoperators', {
        path: { id: activityId as number },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
  });
}
