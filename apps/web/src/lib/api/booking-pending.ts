// GET /api/activities/{id}/agenda/pending/count: how many booking requests wait for an answer.
// Shared: the drawer shows it beside the agenda's entry, the agenda beside its inbox; both read it
// under one key, which the agenda's answers and its live stream invalidate (`bookingPendingKeys.all`
// also covers the inbox's pages, features/agenda/api/get-pending.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const bookingPendingKeys = {
  all: ['bookingPending'] as const,
  count: (activityId: number | null) => [...bookingPendingKeys.all, 'count', activityId] as const,
  page: (activityId: number | null, page: number, rowsPerPage: number) =>
    [...bookingPendingKeys.all, 'page', activityId, page, rowsPerPage] as const,
};

export const getPendingCount = async (activityId: number) =>
  (
    await api.get('/api/activities/{activityId}/agenda/pending/count', {
      path: { activityId },
      noActivity: true,
    })
  ).count;

/** The count, read again every minute (the agenda's stream invalidates it sooner while open). */
export function usePendingCount(enabled: boolean) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: bookingPendingKeys.count(activityId),
      queryFn: () => getPendingCount(activityId as number),
      enabled: enabled && Boolean(activityId),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  );
}
