// PUT /api/activities/{activityId}/booking-settings: the admin saves the settings. Refusals are
// the form's to show: silent. The answer is what every screen reading the settings shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings } from '@tessera/domain';
import { bookingSettingsKeys } from '../../../lib/api/booking-settings.ts';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export function useSaveBookingSettings() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettings) =>
      api.put('/api/activities/{id}/booking-settings', {
        path: { id: activityId as number },
        body,
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsKeys.detail(activityId), saved),
  });
}
