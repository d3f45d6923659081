// PUT /api/activities/{activityId}/bookingservices/{id}: a service renamed or given a new
// duration; bookings made keep their times. Refusals are the dialog's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingServiceKeys } from '../../../lib/api/booking-services.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import type { ServiceBody } from './add-booking-service.ts';

export function useUpdateBookingService() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceBody }) =>
      api.put('/api/activities/{activityId}/bookingservices/{id}', {
        path: { activityId: activityId as number, id },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingServiceKeys.all }),
  });
}
