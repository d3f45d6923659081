// GET /api/activities/{id}/booking-settings: the current activity's booking settings, with its
// booking type (set in the activity's configuration) and time zone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSettingsView } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingSettingsKeys = {
  all: ['bookingSettings'] as const,
  detail: (activityId: number | null) => [...bookingSettingsKeys.all, activityId] as const,
};

export const getBookingSettings = (activityId: number) =>
  http.get<BookingSettingsView>(`/api/activities/${activityId}/booking-settings`, {
    noActivity: true,
  });

export const bookingSettingsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingSettingsKeys.detail(activityId),
    queryFn: () => getBookingSettings(activityId as number),
    enabled: Boolean(activityId),
  });

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions(useSession().activityId));
}
