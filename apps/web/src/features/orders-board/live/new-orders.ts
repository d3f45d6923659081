// Which orders are new to the open board (issue 22 §5): the activity's newest orders, read with
// the board (the stream's change reads them again), compared with those already seen. An order
// counts once, when it first shows up ready to be handled: placed or paid, not while it waits for
// its online payment (a customer may still give up); orders there when the board opened do not
// count.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { boardKeys } from '../api/get-board-orders.ts';

/** How many of the newest orders are compared. */
const NEWEST = 20;

export const newestKey = (activityId: number | null) =>
  [...boardKeys.all, activityId, 'newest'] as const;

/** Calls `onNew` with how many orders are new since the last read. */
export function useNewOrders(pollMs: number | false, onNew: (count: number) => void) {
  const { activityId } = useSession();
  const newest = useQuery({
    queryKey: newestKey(activityId),
    queryFn: () =>
      api.list('/api/activities/{activityId}/orders', {
        path: { activityId: activityId as number },
        noActivity: true,
        query: { page: 1, rowsPerPage: NEWEST },
      }),
    enabled: Boolean(activityId),
    refetchInterval: pollMs,
  });
  const seen = useRef<{ activityId: number | null; ids: Set<number> } | null>(null);
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    const rows = newest.data?.rows;
    if (!rows) return;
    const ready = rows.filter((o) => o.status !== 'pending');
    if (seen.current?.activityId !== activityId) {
      seen.current = { activityId, ids: new Set(ready.map((o) => o.id)) };
      return;
    }
    const ids = seen.current.ids;
    const fresh = ready.filter((o) => !ids.has(o.id) && o.status !== 'cancelled');
    for (const o of ready) ids.add(o.id);
    if (fresh.length) latest.current(fresh.length);
  }, [newest.data, activityId]);
}
