// GET /api/activities/{activityId}/agenda?from=&to=: the bookings of the days from `from` to `to`
// (activity's dates), ordered by start, each with its customer, for staff of the activity.
// Read again at each change the live stream tells (agenda-live.ts), and every minute all the same;
// every 10 s while the stream is down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const agendaKeys = {
  all: ['agenda'] as const,
  range: (activityId: number | null, from: string, to: string) =>
    [...agendaKeys.all, activityId, from, to] as const,
};

export const getAgenda = async (activityId: number, from: string, to: string) =>
  (
    await api.list('/api/activities/{activityId}/agenda', {
      path: { activityId },
      noActivity: true,
      query: { from, to },
    })
  ).rows;

export function useAgenda(from: string, to: string, live = false) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: agendaKeys.range(activityId, from, to),
      queryFn: () => getAgenda(activityId as number, from, to),
      enabled: Boolean(activityId),
      refetchInterval: live ? 60_000 : 10_000,
    }),
  );
}
