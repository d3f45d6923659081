// GET /api/activities/{activityId}/orders?status=&q=&page=&rowsPerPage=: a page of the activity's
// orders for its staff (take-away ones still to hand over first, by pick-up time; then newest
// first), by status and search. Read again on every change the board's stream tells, and every
// 15 s while the stream is down (issue 22). Kept in memory only (customers' names and phones stay off the device's
// storage); a failed read keeps showing the last known page with its time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import type { BoardFilter } from '../boardFilter.ts';

/** A page of the board: 0-based as the pagination counts (the API's page is 1-based). */
export interface BoardPage {
  status: BoardFilter;
  /** An order number or part of the customer's name; empty: every order. */
  q: string;
  page: number;
  rowsPerPage: number;
}

export const boardKeys = {
  all: ['ordersBoard'] as const,
  page: (activityId: number | null, q: BoardPage) => [...boardKeys.all, activityId, q] as const,
};

export const getBoardOrders = (activityId: number, q: BoardPage) =>
  api.list('/api/activities/{activityId}/orders', {
    path: { activityId },
    noActivity: true,
    query: {
      status: q.status,
      q: q.q || undefined,
      page: q.page + 1,
      rowsPerPage: q.rowsPerPage,
    },
  });

/** `pollMs`: how often to read again by itself (the stream down), or false (the stream live). */
export function useBoardOrders(q: BoardPage, pollMs: number | false = 60_000) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: boardKeys.page(activityId, q),
      queryFn: () => getBoardOrders(activityId as number, q),
      enabled: Boolean(activityId),
      placeholderData: keepPreviousData,
      refetchInterval: pollMs,
    }),
  );
}
