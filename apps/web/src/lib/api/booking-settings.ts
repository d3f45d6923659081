// GET /api/activities/{id}/booking-settings: hours, step, seats (bookingNumberOfHour: a table's
// sitting counts against them, per room where the room sets none of its own), confirmation and
// reminder, with the activity's booking type and time zone. Shared: the customer's table booking,
// the staff's agenda and the admin's booking settings read them under one key, so what the admin
// saves is what the other two show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const bookingSettingsKeys = {
  all: ['bookingSettings'] as const,
  detail: (activityId: number | null) => [...bookingSettingsKeys.all, activityId] as const,
};

export const getBookingSettings = (activityId: number) =>
  api.get('/api/activities/{id}/booking-settings', { path: { id: activityId }, noActivity: true });

export const bookingSettingsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingSettingsKeys.detail(activityId),
    queryFn: () => getBookingSettings(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 60_000,
  });

export function useBookingSettings(config: QueryConfig<typeof bookingSettingsQueryOptions> = {}) {
  return useQuery({ ...bookingSettingsQueryOptions(useSession().activityId), ...config });
}
