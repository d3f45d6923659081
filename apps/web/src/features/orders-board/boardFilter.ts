// What the board shows and what staff may do with an order. The status shown is in the address
// (`?status=paid`; open, the default, is left out), so Back, a reload or a shared link comes back
// to it; choosing another one goes back to the first page. The moves are ORDER_TRANSITIONS', less
// shipping an order the customer picks up in store.
import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type ShippingType,
} from '@tessera/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Open: every order not collected or cancelled; then each status. */
export const BOARD_FILTERS = ['open', ...ORDER_STATUSES] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

export type StaffMove = 'paid' | 'ready' | 'shipped' | 'collected' | 'cancelled';

/** Moves that change money (the cashback, the credit given back): staff are asked first. */
export const ASKED_FIRST: readonly StaffMove[] = ['paid', 'cancelled'];

const isFilter = (value: string | null): value is BoardFilter =>
  (BOARD_FILTERS as readonly (string | null)[]).includes(value);

export const filterOf = (params: URLSearchParams): BoardFilter => {
  const status = params.get('status');
  return isFilter(status) ? status : 'open';
};

/** The moves staff may make on an order, in the order of its life. */
export function movesOf(order: { status: OrderStatus; shippingType: ShippingType }): StaffMove[] {
  return ORDER_TRANSITIONS[order.status].filter(
    (to): to is StaffMove => !(to === 'shipped' && order.shippingType === 'S'),
  );
}

export function useBoardFilter() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const setFilter = useCallback(
    (next: BoardFilter) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('page');
          if (next === 'open') out.delete('status');
          else out.set('status', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, setFilter] as const;
}

/** The board's search (an order number or a name), in the address as `q`; a new one goes back to
 * the first page. */
export function useBoardSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQ = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.delete('page');
          if (next.trim()) out.set('q', next.trim());
          else out.delete('q');
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [q, setQ] as const;
}
