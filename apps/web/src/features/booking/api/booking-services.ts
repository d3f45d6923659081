// GET /api/activities/{id}/bookingservices: the services a customer books (name, minutes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingServiceKeys = {
  all: ['bookingServices'] as const,
  list: (activityId: number | null) => [...bookingServiceKeys.all, activityId] as const,
};

export const getBookingServices = (activityId: number) =>
  http.get<BookingService[]>(`/api/activities/${activityId}/bookingservices`, { noActivity: true });

export const bookingServicesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingServiceKeys.list(activityId),
    queryFn: () => getBookingServices(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 60_000,
  });

export function useBookingServices() {
  return useQuery(bookingServicesQueryOptions(useSession().activityId));
}
