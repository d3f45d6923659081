// POST /api/activities/{activityId}/bookingservices: a new service, name and duration in minutes.
// Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingServiceKeys } from './get-booking-services.ts';

export type ServiceBody = Omit<BookingService, 'id'>;

export function useAddBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceBody) =>
      http.post<BookingService>(`/api/activities/${activityId}/bookingservices`, body, {
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
  });
}
