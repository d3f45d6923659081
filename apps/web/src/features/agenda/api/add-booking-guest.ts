// POST /api/activities/{activityId}/booking-guests: staff add a guest (a walk-in or a caller who
// is not a member) by name and phone before booking for them; the same phone again is the same
// guest. Sent with an Idempotency-Key the form keeps until the guest is added.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingGuestRequest } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingCustomerKeys } from './get-booking-customers.ts';

export const addBookingGuest = (
  activityId: number,
  body: BookingGuestRequest,
  idempotencyKey: string,
) =>
  api.post('/api/activities/{activityId}/booking-guests', {
    path: { activityId },
    body,
    noActivity: true,
    silent: true,
    idempotencyKey,
  });

export function useAddBookingGuest() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingGuestRequest; idempotencyKey: string }) =>
      addBookingGuest(activityId as number, body, idempotencyKey),
    // The guest is found by the next search.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingCustomerKeys.all }),
  });
}
