// GET /api/activities/{activityId}/agenda?from=&to=: the bookings of the days from `from` to `to`
// (activity's dates), ordered by start, each with its customer, for staff of the activity, and
// `open`: when the activity and each operator work each day (none told: the opening hours).
// Read again at each change the live stream tells (agenda-live.ts), and every minute all the same;
// every 10 s while the stream is down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaOpen } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const agendaKeys = {
  all: ['agenda'] as const,
  range: (activityId: number | null, from: string, to: string) =>
    [...agendaKeys.all, activityId, from, to] as const,
};

export const getAgenda = async (activityId: number, from: string, to: string) => {
  const page = await api.list('/api/activities/{activityId}/agenda', {
    path: { activityId },
    noActivity: true,
    query: { from, to },
  });
  // `open` rides beside the rows in the answer's envelope.
  const { open } = page as { open?: AgendaOpen[] };
  return { rows: page.rows, open };
};

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
