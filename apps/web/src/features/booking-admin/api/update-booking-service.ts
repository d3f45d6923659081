// PUT /api/activities/{activityId}/bookingservices/{id}: a service renamed or given a new
// duration; bookings made keep their times. Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import type { ServiceBody } from './add-booking-service.ts';
import { bookingServiceKeys } from './get-booking-services.ts';

export function useUpdateBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceBody }) =>
      http.put<BookingService>(`/api/activities/${activityId}/bookingservices/${id}`, body, {
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
  });
}
