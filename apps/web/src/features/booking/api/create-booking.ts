// POST /api/app/bookings: a booking request, sent with an Idempotency-Key the screen keeps until
// it is answered or the choice changes, so a retry after a lost answer books nothing more. Its
// refusals (409 slot taken or seats, 422 past, closed, after closing) are the screen's to show,
// for SPEC's 3500 ms; the calendar and the list are read again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@tessera/domain';
import { bookingAvailabilityKeys } from '../../../lib/api/booking-availability.ts';
import { api } from '../../../lib/api/client.ts';
import { myBookingKeys } from './my-bookings.ts';

export interface CreateBooking {
  body: BookingRequest;
  idempotencyKey: string;
}

export const createBooking = ({ body, idempotencyKey }: CreateBooking) =>
  api.post('/api/app/bookings', { body, silent: true, idempotencyKey });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingAvailabilityKeys.all }),
        queryClient.invalidateQueries({ queryKey: myBookingKeys.all }),
      ]),
  });
}
