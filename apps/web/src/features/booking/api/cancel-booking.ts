// PUT /api/bookings/confirm/{id} {confirm: 'N', sendEmailToActivity: 'Y'} (SPEC §7): the
// customer cancels a booking not yet started; its slot or seats are free at once, and the
// activity gets an e-mail. The list and the calendar are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { bookingAvailabilityKeys } from './booking-availability.ts';
import { myBookingKeys } from './my-bookings.ts';

export const cancelBooking = (id: number) =>
  http.put<Booking>(
    `/api/bookings/confirm/${id}`,
    { confirm: 'N', sendEmailToActivity: 'Y' },
    { noActivity: true },
  );

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingAvailabilityKeys.all }),
      ]),
  });
}
