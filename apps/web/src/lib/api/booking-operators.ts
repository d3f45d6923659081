// GET /api/activities/{id}/bookingoperators: who does the services (NO) or the rooms the tables
// are in (RO), with the services each does and a room's seats. Shared: the customer's booking
// screens, the staff's agenda and the admin's booking settings read them under one key, so the
// admin's change reaches the other two at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const bookingOperatorKeys = {
  all: ['bookingOperators'] as const,
  list: (activityId: number | null) => [...bookingOperatorKeys.all, activityId] as const,
};

export const getBookingOperators = async (activityId: number) =>
  (
    await api.list('/api/activities/{id}/bookingoperators', {
      path: { id: activityId },
      noActivity: true,
    })
  ).rows;

/** `enabled` false: the activity's booking kind has none (no request). */
export const bookingOperatorsQueryOptions = (activityId: number | null, enabled = true) =>
  queryOptions({
    queryKey: bookingOperatorKeys.list(activityId),
    queryFn: () => getBookingOperators(activityId as number),
    enabled: Boolean(activityId) && enabled,
    staleTime: 60_000,
  });

export function useBookingOperators({
  enabled,
  ...config
}: { enabled?: boolean } & Omit<QueryConfig<typeof bookingOperatorsQueryOptions>, 'enabled'> = {}) {
  return useQuery({ ...bookingOperatorsQueryOptions(useSession().activityId, enabled), ...config });
}
