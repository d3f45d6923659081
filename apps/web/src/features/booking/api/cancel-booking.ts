// PUT /api/bookings/confirm/{id} {confirm: 'N', sendEmailToActivity: 'Y'} (SPEC §7): the
// customer cancels a booking not yet started; its slot or seats are free at once, and the
// activity gets an e-mail. The list and the calendar are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingAvailabilityKeys } from '../../../lib/api/booking-availability.ts';
import { api } from '../../../lib/api/client.ts';
import { myBookingKeys } from './my-bookings.ts';

export const cancelBooking = (id: number) =>
  api.put('/api/bookings/confirm/{id}', {
    path: { id },
    body: { confirm: 'N', sendEmailToActivity: 'Y' },
    noActivity: true,
  });

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
