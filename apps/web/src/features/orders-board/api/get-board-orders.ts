// GET /api/activities/{activityId}/orders?status=&page=&rowsPerPage=: a page of the activity's
// orders, newest first, for its staff. Read again every minute: an order placed meanwhile shows
// up at the counter. Kept in memory only (customers' names and phones stay off the device's
// storage); a failed read keeps showing the last known page with its time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardOrder } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import type { BoardFilter } from '../boardFilter.ts';

/** A page of the board: 0-based as the pagination counts (the API's page is 1-based). */
export interface BoardPage {
  status: BoardFilter;
  page: number;
  rowsPerPage: number;
}

export const boardKeys = {
  all: ['ordersBoard'] as const,
  page: (activityId: number | null, q: BoardPage) => [...boardKeys.all, activityId, q] as const,
};

export const getBoardOrders = (activityId: number, q: BoardPage) =>
  http.list<BoardOrder>(`/api/activities/${activityId}/orders`, {
    noActivity: true,
    query: { status: q.status, page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

export function useBoardOrders(q: BoardPage) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: boardKeys.page(activityId, q),
      queryFn: () => getBoardOrders(activityId as number, q),
      enabled: Boolean(activityId),
      placeholderData: keepPreviousData,
      refetchInterval: 60_000,
    }),
  );
}
