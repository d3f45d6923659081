// GET /api/activities/{id}/bookingoperators: the current activity's operators (or rooms) in use,
// each with the services they do.
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

export const bookingOperatorsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingOperatorKeys.list(activityId),
    queryFn: () => getBookingOperators(activityId as number),
    enabled: Boolean(activityId),
  });

/** `wanted` false: the activity's booking kind has none (no request). */
export function useBookingOperators(wanted = true) {
  const options = bookingOperatorsQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: options.enabled && wanted });
}
