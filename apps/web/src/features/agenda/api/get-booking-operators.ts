// GET /api/activities/{id}/bookingoperators: the operators (NO) or rooms (RO), with the
// services each does and a room's seats.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOperator } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const operatorsKeys = {
  all: ['agendaSetup', 'operators'] as const,
  of: (activityId: number | null) => [...operatorsKeys.all, activityId] as const,
};

export const getBookingOperators = (activityId: number) =>
  http.get<BookingOperator[]>(`/api/activities/${activityId}/bookingoperators`, {
    noActivity: true,
  });

export function useBookingOperators() {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: operatorsKeys.of(activityId),
      queryFn: () => getBookingOperators(activityId as number),
      enabled: Boolean(activityId),
      staleTime: 60_000,
    }),
  );
}
