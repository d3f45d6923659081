// The cart (SPEC §3 Item cart, §5 cart quantity, §7): GET /api/app/itemcarts/activity/{id} (the
// open lines, prices from the server), POST /api/itemcarts, PUT /api/itemcarts/{id}/quantity/{n}
// (n > 0 only) and DELETE /api/itemcarts/{id}. Every change reads the cart again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { cartKeys } from '../../../lib/api/shop-keys.ts';
import { translate } from '../../../lib/i18n.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';

export const getCart = (activityId: number) =>
  api.list('/api/app/itemcarts/activity/{id}', { path: { id: activityId }, noActivity: true });

/** `enabled` false where the shop is off (the call would answer 404). */
export const cartQueryOptions = (activityId: number | null, enabled = true) =>
  queryOptions({
    queryKey: cartKeys.list(activityId),
    queryFn: () => getCart(activityId as number),
    enabled: Boolean(activityId) && enabled,
    staleTime: 30_000,
  });

/** The open lines of the caller's cart in the activity. */
export function useCart(activityId: number | null, enabled = true) {
  return useQuery(cartQueryOptions(activityId, enabled));
}

/** How many items the cart holds: the sum of its lines' quantities. */
export const cartItemCount = (lines: readonly CartLine[] | undefined) =>
  (lines ?? []).reduce((n, l) => n + l.quantity, 0);

export interface CartAddition {
  activityId: number;
  itemId: number;
  /** Left out for an item sold in one colour and size (a dish): the server takes that one. */
  itemColorSizeId?: number;
  quantity: number;
}

/** Adds to the open line of that size; no price is sent (the server's is the one). */
export const addToCart = (a: CartAddition) =>
  api.post('/api/itemcarts', {
    body: {
      itemColorSizeId: a.itemColorSizeId,
      itemId: a.itemId,
      activityId: a.activityId,
      quantity: a.quantity,
    },
  });

function useInvalidateCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** Adds to the cart and says 'Prodotto aggiornato al carrello' (SPEC §8). */
export function useAddToCart() {
  const invalidate = useInvalidateCart();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => notify.success(translate(currentLanguage(), 'shop.cart.updated')),
    onSettled: invalidate,
  });
}

/** SPEC §5: the quantity is updated only when it is greater than 0; 0 is never sent. */
export const setCartQuantity = ({ id, quantity }: { id: number; quantity: number }) => {
  if (!Number.isInteger(quantity) || quantity < 1) {
    return Promise.reject(new RangeError('A cart quantity is at least 1'));
  }
  // The contract types {n} as a numeric string (unlike the ids): same URL.
  return api.put('/api/itemcarts/{id}/quantity/{n}', { path: { id, n: String(quantity) } });
};

export function useCartQuantity() {
  const invalidate = useInvalidateCart();
  return useMutation({ mutationFn: setCartQuantity, onSettled: invalidate });
}

/** Takes a line out (the cart's lines offer to put it back: CartLines.tsx). */
export const removeCartLine = (id: number) => api.delete('/api/itemcarts/{id}', { path: { id } });
