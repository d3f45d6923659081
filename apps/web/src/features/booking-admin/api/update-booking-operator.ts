// PUT /api/activities/{activityId}/bookingoperators/{id}: an operator's name, seats and the whole
// set of services they do. Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingOperatorKeys } from '../../../lib/api/booking-operators.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import type { OperatorBody } from './add-booking-operator.ts';

export function useUpdateBookingOperator() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OperatorBody }) =>
      api.put('/api/activities/{activityId}/bookingoperators/{id}', {
        path: { activityId: activityId as number, id },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingOperatorKeys.all }),
  });
}
