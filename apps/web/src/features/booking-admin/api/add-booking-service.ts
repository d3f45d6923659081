// POST /api/activities/{activityId}/bookingservices: a new service, name and duration in minutes.
// Refusals are the dialog's to show: silent. The booking screens and the agenda see it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { bookingServiceKeys } from '../../../lib/api/booking-services.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type ServiceBody = Omit<BookingService, 'id'>;

export function useAddBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceBody) =>
      api.post('/api/activities/{id}/bookingservices', {
        path: { id: activityId as number },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
  });
}
