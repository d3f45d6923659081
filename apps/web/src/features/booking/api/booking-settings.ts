// GET /api/activities/{id}/booking-settings: hours, step and seats (bookingNumberOfHour: a
// table's sitting counts against them, per room where the room sets none of its own).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSettings } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingSettingsKeys = {
  all: ['bookingSettings'] as const,
  detail: (activityId: number | null) => [...bookingSettingsKeys.all, activityId] as const,
};

export const getBookingSettings = (activityId: number) =>
  http.get<BookingSettings>(`/api/activities/${activityId}/booking-settings`, { noActivity: true });

export const bookingSettingsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingSettingsKeys.detail(activityId),
    queryFn: () => getBookingSettings(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 60_000,
  });

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions(useSession().activityId));
}
