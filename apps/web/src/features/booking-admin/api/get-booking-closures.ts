// GET /api/activities/{activityId}/booking-closures: the current activity's closed days and
// times (admins).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingClosureKeys = {
  all: ['bookingClosures'] as const,
  list: (activityId: number | null) => [...bookingClosureKeys.all, activityId] as const,
};

export const getBookingClosures = (activityId: number) =>
  api.get('/api/activities/{activityId}/booking-closures', {
    path: { activityId },
    noActivity: true,
  });

export const bookingClosuresQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingClosureKeys.list(activityId),
    queryFn: () => getBookingClosures(activityId as number),
    enabled: Boolean(activityId),
  });

export function useBookingClosures() {
  return useQuery(bookingClosuresQueryOptions(useSession().activityId));
}
