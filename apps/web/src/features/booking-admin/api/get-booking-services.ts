// GET /api/activities/{id}/bookingservices: the current activity's services in use.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingServiceKeys = {
  all: ['bookingServices'] as const,
  list: (activityId: number | null) => [...bookingServiceKeys.all, activityId] as const,
};

export const getBookingServices = (activityId: number) =>
  http.get<BookingService[]>(`/api/activities/${activityId}/bookingservices`, {
    noActivity: true,
  });

export const bookingServicesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingServiceKeys.list(activityId),
    queryFn: () => getBookingServices(activityId as number),
    enabled: Boolean(activityId),
  });

/** `wanted` false: the activity's booking kind has none (no request). */
export function useBookingServices(wanted = true) {
  const options = bookingServicesQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: options.enabled && wanted });
}
