// PUT /api/activities/{activityId}/bookingoperators/{id}: an operator's name, seats and the whole
// set of services they do. Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingOperator } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import type { OperatorBody } from './add-booking-operator.ts';
import { bookingOperatorKeys } from './get-booking-operators.ts';

export function useUpdateBookingOperator() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OperatorBody }) =>
      http.put<BookingOperator>(`/api/activities/${activityId}/bookingoperators/${id}`, body, {
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
  });
}
