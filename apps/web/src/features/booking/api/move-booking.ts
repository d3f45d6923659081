// PUT /api/app/bookings/{id}/move {date, startTime} (issue 26): the customer moves a booking not
// yet started to another day or time; same id, the same checks as a booking (its refusals are the
// screen's to show). The same move again is harmless. The list and the calendar are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingMove } from '@tessera/domain';
import { bookingAvailabilityKeys } from '../../../lib/api/booking-availability.ts';
import { api } from '../../../lib/api/client.ts';
import { myBookingKeys } from './my-bookings.ts';

export const moveBooking = ({ id, body }: { id: number; body: BookingMove }) =>
  api.put('/api/app/bookings/{id}/move', { path: { id }, body, silent: true, noActivity: true });

export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingAvailabilityKeys.all }),
      ]),
  });
}
