// PUT /api/activities/{activityId}/booking-settings: the admin saves the settings. Refusals are
// the form's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings, BookingSettingsView } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { bookingSettingsKeys } from './get-booking-settings.ts';

export function useSaveBookingSettings() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettings) =>
      http.put<BookingSettingsView>(`/api/activities/${activityId}/booking-settings`, body, {
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsKeys.detail(activityId), saved),
  });
}
