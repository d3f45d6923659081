// Checkout factories (issue 17, 22): a customer with a cart ready to order, the calls that order
// it (online checkout, payment at the provider's stand-in, the return), and the request the app
// sends a payment provider. Each call builds new rows; money in cents.
import { randomUUID } from 'node:crypto';
import type { PaymentType } from '@tessera/domain';
import { expect } from 'vitest';
import type { CheckoutRequest } from '../modules/shop/orders/checkout-provider.ts';
import { type ActivityOptions, createActivity, createCustomer } from './factories.ts';
import type { TestApp } from './harness.ts';
import { createCartLine, createShop, giveCredit, type ItemSpec, type ShopSpec } from './shop.ts';

/** Cashback of 10 % of what is paid and a point per 0,10 € of it, both earned (EP). */
export const CASHBACK_10: ActivityOptions = {
  cashBackType: 'EP',
  cartValue: { valueBasisPoints: 1000, pointValueCents: 10 },
};

/** Maglia at 20,00 €, Blu M with 3 in stock. */
export const MAGLIA: ItemSpec = {
  name: 'Maglia',
  priceCents: 2000,
  colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 3 }] }],
};

export interface CartSpec {
  /** The activity: createActivity's defaults (no cashback) unless given. */
  activity?: ActivityOptions;
  /** The shop: MAGLIA, store pick-up and every payment unless given. */
  shop?: ShopSpec;
  /** The customer's cart: [item name, quantity] of the first size; 2 Maglia unless given. */
  cart?: [item: string, quantity: number][];
  /** Card credit the customer holds (a bonus) before ordering. */
  creditCents?: number;
}

/**
 * A shop and a customer (ann) with a cart ready to order: by default Maglia at 20,00 € (3 in
 * stock), store pick-up, every payment, and 2 Maglia in the cart. `size` is the first line's size.
 */
export async function shopWithCart(t: TestApp, spec: CartSpec = {}) {
  const activity = await createActivity(t, spec.activity);
  const shop = await createShop(t, activity.id, { items: [MAGLIA], ...spec.shop });
  const ann = await createCustomer(t, activity.id);
  if (spec.creditCents) await giveCredit(t, activity.id, ann.id, spec.creditCents);
  const sizes: number[] = [];
  for (const [name, quantity] of spec.cart ?? [['Maglia', 2]]) {
    const item = shop.item(name);
    const line = await createCartLine(t, {
      activityId: activity.id,
      userId: ann.id,
      itemId: item.id,
      itemColorSizeId: item.sizeIds[0] as number,
      quantity,
    });
    sizes.push(line.itemColorSizeId);
  }
  return { activity, shop, ann, size: sizes[0] as number };
}
export type ShopWithCart = Awaited<ReturnType<typeof shopWithCart>>;

/** What the customer sends to order the cart for store pick-up (S), paying by `payment`. */
export const pickUpBody = (
  s: ShopWithCart,
  payment: PaymentType,
  more: Record<string, unknown> = {},
) => ({
  activityId: s.activity.id,
  shippingId: s.shop.shippingId('S'),
  paymentId: s.shop.paymentId(payment),
  ...more,
});

/** Checks the cart out online (POST /api/itemorders/paid/checkout, a new Idempotency-Key). */
export const checkoutCart = (
  t: TestApp,
  s: ShopWithCart,
  payment: PaymentType,
  more: Record<string, unknown> = {},
) =>
  t.call({
    method: 'POST',
    url: '/api/itemorders/paid/checkout',
    as: s.ann,
    headers: { 'idempotency-key': randomUUID() },
    payload: pickUpBody(s, payment, more),
  });

/** Checks the cart out online and expects the session the customer is sent to. */
export async function startCheckout(
  t: TestApp,
  s: ShopWithCart,
  payment: PaymentType,
  more: Record<string, unknown> = {},
) {
  const res = await checkoutCart(t, s, payment, more);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sessionId: string; url: string; orderId: number };
}

/**
 * An order paid online: checked out, paid at the provider (`pay`, the stand-in's), and the
 * customer back (PUT /api/itemorders/paid/session/:id) to a paid order, the answer's `order`.
 */
export async function paidOnline(
  t: TestApp,
  s: ShopWithCart,
  payment: PaymentType,
  pay: (sessionId: string) => void,
  more: Record<string, unknown> = {},
) {
  const { sessionId, orderId } = await startCheckout(t, s, payment, more);
  pay(sessionId);
  const done = await t.call({
    method: 'PUT',
    url: `/api/itemorders/paid/session/${sessionId}`,
    as: s.ann,
  });
  expect(done.json().data?.status, done.body).toBe('paid');
  return { orderId, sessionId, order: done.json().data as Record<string, unknown> };
}

let nextOrder = 100;
/** What the app asks a payment provider for an order of 45,90 €: a new order id each time. */
export function checkoutRequest(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  const orderId = nextOrder++;
  return {
    orderId,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    activityId: 7,
    userId: 3,
    amountCents: 4590,
    description: `Ordine #${orderId}`,
    successUrl: 'http://localhost:3000/shop/pay/success?session_id={SESSION_ID}',
    cancelUrl: 'http://localhost:3000/shop/cart?cancelled={SESSION_ID}',
    idempotencyKey: `order-${orderId}`,
    ...over,
  };
}
