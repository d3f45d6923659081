// GET /api/activities/{id}/bookingservices: the services in use, with their duration in
// minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingService } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const servicesKeys = {
  all: ['agendaSetup', 'services'] as const,
  of: (activityId: number | null) => [...servicesKeys.all, activityId] as const,
};

export const getBookingServices = (activityId: number) =>
  http.get<BookingService[]>(`/api/activities/${activityId}/bookingservices`, { noActivity: true });

export function useBookingServices() {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: servicesKeys.of(activityId),
      queryFn: () => getBookingServices(activityId as number),
      enabled: Boolean(activityId),
      staleTime: 60_000,
    }),
  );
}
