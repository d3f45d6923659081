// GET /api/activities/{id}/bookingoperators: who does the services (NO), or the rooms the tables
// are in (RO), with the services each does and the seats of each room.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOperator } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingOperatorKeys = {
  all: ['bookingOperators'] as const,
  list: (activityId: number | null) => [...bookingOperatorKeys.all, activityId] as const,
};

export const getBookingOperators = (activityId: number) =>
  http.get<BookingOperator[]>(`/api/activities/${activityId}/bookingoperators`, {
    noActivity: true,
  });

export const bookingOperatorsQueryOptions = (activityId: number | null, enabled = true) =>
  queryOptions({
    queryKey: bookingOperatorKeys.list(activityId),
    queryFn: () => getBookingOperators(activityId as number),
    enabled: Boolean(activityId) && enabled,
    staleTime: 60_000,
  });

/** Asked only where the activity has operators or rooms (NO, RO). */
export function useBookingOperators(enabled: boolean) {
  return useQuery(bookingOperatorsQueryOptions(useSession().activityId, enabled));
}
