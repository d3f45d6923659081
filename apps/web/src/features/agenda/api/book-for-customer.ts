// POST /api/activities/{activityId}/bookings: staff book for a customer of the activity (a phone
// call), under the customer's rules. Sent with an Idempotency-Key the form keeps until it is
// booked, so pressing again after a lost answer books once. Errors are the form's to show
// (booking errors last SNACKBAR_TIMEOUT.bookingError).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBookingRequest } from '@tessera/domain';
import { bookingAvailabilityKeys } from '../../../lib/api/booking-availability.ts';
import { bookingPendingKeys } from '../../../lib/api/booking-pending.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { agendaKeys } from './get-agenda.ts';

export const bookForCustomer = (
  activityId: number,
  body: StaffBookingRequest,
  idempotencyKey: string,
) =>
  api.post('/api/activities/{id}/bookings', {
    path: { id: activityId },
    body,
    noActivity: true,
    silent: true,
    idempotencyKey,
  });

export function useBookForCustomer() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StaffBookingRequest; idempotencyKey: string }) =>
      bookForCustomer(activityId as number, body, idempotencyKey),
    // Booked or refused, the slots taken may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingPendingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingAvailabilityKeys.all }),
      ]),
  });
}
