// My orders (SPEC §7): GET /api/app/itemorders/activity/{id} (not archived, newest first, a page
// at a time; filters[archived]=true: the archived ones), an order's lines as ordered (GET /api/app/itemcarts/byorder/{id}), re-order
// (GET …/byorder/{id}/re-order: the lines still sold go back in the cart) and archive
// (PUT /api/app/item-orders/{id}/archive: only a finished order, else 422 order_not_finished).
// Offline-worthy: a customer checks an order anywhere.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { cartKeys } from '../../../lib/api/shop-keys.ts';
import { offlineWorthy } from '../../../lib/offline.ts';
import { useSession } from '../../../lib/session.ts';

/** A page of orders: 0-based as the pagination counts (the API's page is 1-based). */
export interface MyOrdersPage {
  page: number;
  rowsPerPage: number;
  /** The archived orders instead of the others. */
  archived?: boolean;
}

export const myOrderKeys = {
  all: ['myOrders'] as const,
  list: (activityId: number | null, q: MyOrdersPage) =>
    [...myOrderKeys.all, 'list', activityId, q] as const,
  lines: (orderId: number) => [...myOrderKeys.all, 'lines', orderId] as const,
};

export const getMyOrders = (activityId: number, q: MyOrdersPage) =>
  api.list('/api/app/itemorders/activity/{activityId}', {
    path: { activityId },
    noActivity: true,
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
    filters: q.archived ? { archived: true } : undefined,
  });

/** The previous page stays shown while the next one loads. */
export const myOrdersQueryOptions = (activityId: number | null, q: MyOrdersPage) =>
  queryOptions({
    queryKey: myOrderKeys.list(activityId, q),
    queryFn: () => getMyOrders(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
    ...offlineWorthy,
  });

export function useMyOrders(q: MyOrdersPage) {
  return useQuery(myOrdersQueryOptions(useSession().activityId, q));
}

export const getOrderLines = async (orderId: number) =>
  (await api.list('/api/app/itemcarts/byorder/{orderId}', { path: { orderId }, noActivity: true }))
    .rows;

/** An order's lines, asked when its dialog opens (null: none open). */
export function useOrderLines(orderId: number | null) {
  return useQuery({
    queryKey: myOrderKeys.lines(orderId ?? 0),
    queryFn: () => getOrderLines(orderId as number),
    enabled: orderId !== null,
    ...offlineWorthy,
  });
}

export const reorder = (orderId: number) =>
  api.get('/api/app/itemcarts/byorder/{orderId}/re-order', { path: { orderId }, noActivity: true });

/** Puts the order's lines still sold back in the cart. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const archiveOrder = (orderId: number) =>
  api.put('/api/app/item-orders/{orderId}/archive', { path: { orderId }, noActivity: true });

/** Archives an order; the list is read again. */
export function useArchiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrderKeys.all }),
  });
}
