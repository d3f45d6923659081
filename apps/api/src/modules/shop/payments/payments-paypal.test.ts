// PayPal through the app (issue 17), on PGlite and PostgreSQL: the official server SDK against
// the local stand-in of PayPal's endpoints. Checkout with PayPal (P), the return addresses PayPal
// sends the browser to, the order paid only once PayPal's order is approved and captured (once),
// and an abandoned order given back and never captured, even if approved afterwards.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CASHBACK_10, shopWithCart, startCheckout } from '../../../test-support/checkout.ts';
import type { Person } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { startPaypalStandIn } from '../../../test-support/paypal-stand-in.ts';

const paypal = await startPaypalStandIn();
afterAll(() => paypal.close());
const t = useTestApp({ env: paypal.env });

/** Maglia at 20,00 € (3 in stock), 2 in the customer's cart; cashback 10 %. */
async function checkoutWithPaypal() {
  const s = await shopWithCart(t, { activity: CASHBACK_10 });
  return { ...s, ...(await startCheckout(t, s, 'P')) };
}
type Checkout = Awaited<ReturnType<typeof checkoutWithPaypal>>;

const session = (as: Person, method: 'PUT' | 'DELETE', sessionId: string) =>
  t.call({ method, url: `/api/itemorders/paid/session/${sessionId}`, as });

async function state(c: Checkout) {
  const [order] = await t.rows<{ status: string; provider: string }>(
    sql`select status, provider from orders where id = ${c.orderId}`,
  );
  const cashback = await t.rows<{ amount: number }>(sql`
    select m.amount_cents as amount from card_movements m join cards k on k.id = m.card_id
    where k.activity_id = ${c.activity.id} and k.user_id = ${c.ann.id} and m.type = 'AA'`);
  const [size] = await t.rows<{ stock: number }>(
    sql`select stock from item_color_sizes where id = ${c.size}`,
  );
  const captures = paypal.seen.filter(
    (s) => s.path === `/v2/checkout/orders/${c.sessionId}/capture`,
  );
  return { order, cashback, stock: size?.stock, captures: captures.length };
}

describe('PayPal checkout (the SDK against the local stand-in)', () => {
  it('sends the customer to PayPal, and back to the success page with the order id', async () => {
    const c = await checkoutWithPaypal();
    expect(c.url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${c.sessionId}`);
    expect(paypal.order(c.sessionId).purchase_units).toEqual([
      expect.objectContaining({ amount: { currency_code: 'EUR', value: '40.00' } }),
    ]);
    expect((await state(c)).order).toEqual({ status: 'pending', provider: 'paypal' });
    const back = await t.call({
      url: `/public/payments/paypal/return?token=${c.sessionId}&PayerID=QYR5Z8XDVJNXQ`,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/shop/pay/success?session_id=${c.sessionId}`);
    const cancel = await t.call({ url: `/public/payments/paypal/cancel?token=${c.sessionId}` });
    expect(cancel.statusCode).toBe(302);
    expect(cancel.headers.location).toBe(`/shop/cart?cancelled=${c.sessionId}`);
    const bad = await t.call({ url: '/public/payments/paypal/return?token=%2F%2Fevil.test' });
    expect(bad.statusCode).toBe(400);
  });

  it('pays the order once PayPal’s order is approved: captured once, cashback once', async () => {
    const c = await checkoutWithPaypal();
    const early = await session(c.ann, 'PUT', c.sessionId);
    expect(early.statusCode).toBe(409);
    expect((await state(c)).captures).toBe(0);
    paypal.approve(c.sessionId);
    const paid = await session(c.ann, 'PUT', c.sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', total: 40, cashback: 4 });
    expect((await session(c.ann, 'PUT', c.sessionId)).json().data.status).toBe('paid');
    expect(await state(c)).toMatchObject({ cashback: [{ amount: 400 }], captures: 1, stock: 1 });
  });

  it('gives an abandoned order back, and never captures it when approved afterwards', async () => {
    const c = await checkoutWithPaypal();
    const gone = await session(c.ann, 'DELETE', c.sessionId);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.status).toBe('cancelled');
    paypal.approve(c.sessionId);
    const late = await session(c.ann, 'PUT', c.sessionId);
    expect(late.json().data?.status ?? late.json().code).not.toBe('paid');
    expect(await state(c)).toMatchObject({
      order: { status: 'cancelled' },
      cashback: [],
      stock: 3,
      captures: 0,
    });
  });
});
