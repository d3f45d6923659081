// The checkout's reads (SPEC §7): the activity's active shippings (S store, C courier, H home)
// and payments (P PayPal, S card, BT bank transfer, ST store), and its shop close times, whose
// row for today gives a take-away order's pick-up times (shopType R). Then the order: placed
// (POST /api/itemorders) or paid online (POST …/paid/checkout, then the provider's page), each
// with an Idempotency-Key the screen keeps for the same order until it is answered.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderCreate } from '@tessera/domain';
import { checkoutKeys } from '../../../lib/api/checkout-keys.ts';
import { api } from '../../../lib/api/client.ts';
import { cartKeys } from '../../../lib/api/shop-keys.ts';
import { cardKeys } from '../../../lib/api/user-card.ts';
import { useSession } from '../../../lib/session.ts';
import { myOrderKeys } from './orders.ts';

export const getShippings = (activityId: number) =>
  api.get('/api/activities/{id}/shippings/active', { path: { id: activityId }, noActivity: true });

export const getPayments = (activityId: number) =>
  api.get('/api/activities/{id}/payments/active', { path: { id: activityId }, noActivity: true });

export const getCloseTimes = (activityId: number) =>
  api.get('/api/shop-setting-close-times', {
    noActivity: true,
    filters: { activityId },
  });

const options = <T>(
  key: readonly unknown[],
  activityId: number | null,
  get: (id: number) => Promise<T>,
) =>
  queryOptions({
    queryKey: key,
    queryFn: () => get(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 60_000,
  });

export function useShippings() {
  const activityId = useSession().activityId;
  return useQuery(options(checkoutKeys.shippings(activityId), activityId, getShippings));
}

export function usePayments() {
  const activityId = useSession().activityId;
  return useQuery(options(checkoutKeys.payments(activityId), activityId, getPayments));
}

/** Asked for a take-away shop (shopType R) only. */
export function useCloseTimes(enabled: boolean) {
  const activityId = useSession().activityId;
  const o = options(checkoutKeys.closeTimes(activityId), activityId, getCloseTimes);
  return useQuery({ ...o, enabled: enabled && o.enabled });
}

/** A placed order or a started payment: the body and the key its retries share. */
export interface PlaceOrder {
  body: OrderCreate;
  idempotencyKey: string;
}

/** POST /api/itemorders: bank transfer, in store, or all paid with card credit. */
export const placeOrder = ({ body, idempotencyKey }: PlaceOrder) =>
  api.post('/api/itemorders', { body, idempotencyKey });

/** POST /api/itemorders/paid/checkout: a session at the provider, paid on its page (P, S). */
export const startCheckout = ({ body, idempotencyKey }: PlaceOrder) =>
  api.post('/api/itemorders/paid/checkout', { body, idempotencyKey });

/** Where the browser goes to pay: the provider's page, or the simulated one in the app. */
export const browser = { assign: (url: string) => window.location.assign(url) };

/**
 * The cart, the card and my orders change with an order (or its refusal: read them again). Not
 * waited for: the screen moves on at once, and the cart it leaves is not drawn empty first.
 */
function useAfterOrder() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [cartKeys.all, cardKeys.all, myOrderKeys.all, checkoutKeys.all])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder, onSettled: useAfterOrder() });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSettled: useAfterOrder() });
}
