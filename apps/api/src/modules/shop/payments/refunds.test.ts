// Refunds at the provider (issue 22), on PGlite and PostgreSQL: staff cancel a paid online order
// and its money goes back at Stripe or PayPal (the official SDKs against local stand-ins), once;
// a provider that refuses is asked again after a pause, and after REFUND_TRIES the refund stays
// failed on the board with the provider's words until staff try again.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { settableClock } from '../../../test-support/booking.ts';
import {
  CASHBACK_10,
  paidOnline,
  pickUpBody,
  shopWithCart,
} from '../../../test-support/checkout.ts';
import { createActivity, createStaff, type Person } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { startPaypalStandIn } from '../../../test-support/paypal-stand-in.ts';
import { startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';
import { createProviders } from './providers.ts';
import { REFUND_TRIES, runRefunds } from './refunds.service.ts';

const stripe = await startStripeStandIn();
const paypal = await startPaypalStandIn();
afterAll(async () => {
  await stripe.close();
  await paypal.close();
});
const clock = settableClock('2026-05-11T08:00:00Z');
const t = useTestApp({ env: { ...stripe.env, ...paypal.env }, clock });

/** Maglia at 20,00 €, store pick-up, card and PayPal; the customer has 2 in the cart. */
async function shopWithStaff() {
  const s = await shopWithCart(t);
  return { ...s, staff: await createStaff(t, s.activity.id) };
}
type Shop = Awaited<ReturnType<typeof shopWithStaff>>;

/** The order paid online: 40,00 € at Stripe (S) or PayPal (P). */
const paidOrder = async (s: Shop, payment: 'S' | 'P') =>
  (await paidOnline(t, s, payment, (id) => (payment === 'S' ? stripe.pay(id) : paypal.approve(id))))
    .orderId;

const cancel = (s: Shop, orderId: number, as: Person = s.staff) =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${s.activity.id}/orders/${orderId}/status`,
    as,
    payload: { status: 'cancelled' },
  });

async function refundsOf(orderId: number) {
  return t.rows<{ id: number; amount: number; status: string; attempts: number; error: string }>(
    sql`select id, amount_cents as amount, status, attempts, last_error as error
      from order_refunds where order_id = ${orderId} order by id`,
  );
}

/** Runs the refunds that are due now, as the app's runner does every minute. */
const runDue = async () =>
  runRefunds(t.app.ctx, await createProviders(t.app.ctx.config, t.app.ctx.db, clock));

/** Waits for the runner the cancellation woke to have asked the provider. */
async function settled(orderId: number) {
  for (;;) {
    const rows = await refundsOf(orderId);
    if (rows.length && rows.every((r) => r.attempts > 0)) return rows;
    await new Promise((r) => setImmediate(r));
  }
}

describe('cancelling a paid online order', () => {
  it('refunds it at Stripe once, recorded and shown on the board', async () => {
    const s = await shopWithStaff();
    const orderId = await paidOrder(s, 'S');
    const before = stripe.refunds.length;
    const res = await cancel(s, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds).toMatchObject([
      { amount: 40, reason: 'cancelled', status: 'pending', error: null },
    ]);
    const [refund] = await settled(orderId);
    expect(refund).toMatchObject({ amount: 4000, status: 'succeeded', attempts: 1 });
    const given = stripe.refunds.slice(before);
    expect(given).toEqual([
      expect.objectContaining({ id: `re_refund-${refund?.id}`, amount: 4000, status: 'succeeded' }),
    ]);
    // Cancelling again is refused and refunds nothing more; running again asks nothing.
    expect((await cancel(s, orderId)).statusCode).toBe(409);
    await runDue();
    expect(stripe.refunds.length).toBe(before + 1);
    const board = await t.call({
      url: `/api/activities/${s.activity.id}/orders?status=cancelled`,
      as: s.staff,
    });
    expect(board.json().data[0].refunds).toMatchObject([{ amount: 40, status: 'succeeded' }]);
    const mine = await t.call({ url: `/api/app/itemorders/activity/${s.activity.id}`, as: s.ann });
    expect(mine.json().data[0].refunds).toEqual([
      {
        id: refund?.id,
        amount: 40,
        reason: 'cancelled',
        status: 'succeeded',
        created: expect.any(String),
      },
    ]);
  });

  it('refunds a PayPal order on its capture', async () => {
    const s = await shopWithStaff();
    const orderId = await paidOrder(s, 'P');
    const before = paypal.refunds.length;
    expect((await cancel(s, orderId)).statusCode).toBe(200);
    const [refund] = await settled(orderId);
    expect(refund).toMatchObject({ status: 'succeeded', amount: 4000 });
    const captured = paypal.order(
      (
        await t.rows<{ sessionId: string }>(
          sql`select session_id as "sessionId" from orders where id = ${orderId}`,
        )
      )[0]?.sessionId as string,
    ) as unknown as { purchase_units: { payments: { captures: { id: string }[] } }[] };
    expect(paypal.refunds.slice(before)).toEqual([
      {
        id: expect.any(String),
        captureId: captured.purchase_units[0]?.payments.captures[0]?.id,
        amount: '40.00',
      },
    ]);
  });

  it('asks again after a refusal, and gives the money back once', async () => {
    const s = await shopWithStaff();
    const orderId = await paidOrder(s, 'S');
    const before = stripe.refunds.length;
    stripe.refuseRefunds(1);
    expect((await cancel(s, orderId)).statusCode).toBe(200);
    const [first] = await settled(orderId);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.error).toContain('The refund could not be processed right now.');
    // Not due yet: nothing is asked.
    await runDue();
    expect((await refundsOf(orderId))[0]?.attempts).toBe(1);
    clock.set('2026-05-11T08:01:01Z');
    expect(await runDue()).toBe(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(stripe.refunds.length).toBe(before + 1);
    clock.set('2026-05-11T08:00:00Z');
  });

  it('leaves a refund failed after its tries, with the provider’s words, until staff try again', async () => {
    const s = await shopWithStaff();
    const orderId = await paidOrder(s, 'S');
    stripe.refuseRefunds(REFUND_TRIES);
    expect((await cancel(s, orderId)).statusCode).toBe(200);
    await settled(orderId);
    for (let at = 1; at < REFUND_TRIES; at++) {
      clock.set(new Date(Date.parse('2026-05-11T08:00:00Z') + at * 3 * 3_600_000).toISOString());
      await runDue();
    }
    const [failed] = await refundsOf(orderId);
    expect(failed).toMatchObject({ status: 'failed', attempts: REFUND_TRIES });
    const board = await t.call({
      url: `/api/activities/${s.activity.id}/orders?status=cancelled`,
      as: s.staff,
    });
    expect(board.json().data[0].refunds).toMatchObject([
      { status: 'failed', error: expect.stringContaining('could not be processed') },
    ]);
    // The customer sees the state, never the provider's words.
    const mine = await t.call({ url: `/api/app/itemorders/activity/${s.activity.id}`, as: s.ann });
    expect(mine.json().data[0].refunds[0]).not.toHaveProperty('error');

    const url = `/api/activities/${s.activity.id}/orders/${orderId}/refunds/${failed?.id}/retry`;
    const stranger = await createStaff(t, (await createActivity(t)).id);
    expect((await t.call({ method: 'POST', url, as: stranger })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url, as: s.ann })).statusCode).toBe(403);
    const again = await t.call({ method: 'POST', url, as: s.staff });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.refunds).toMatchObject([{ status: 'succeeded', error: null }]);
    const twice = await t.call({ method: 'POST', url, as: s.staff });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('refund_not_failed');
    clock.set('2026-05-11T08:00:00Z');
  });

  it('refunds nothing for an order paid in store or a pending one', async () => {
    const s = await shopWithStaff();
    const placed = await t.call({
      method: 'POST',
      url: '/api/itemorders',
      as: s.ann,
      headers: { 'idempotency-key': randomUUID() },
      payload: pickUpBody(s, 'ST'),
    });
    const id = placed.json().data.id as number;
    const paid = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/orders/${id}/status`,
      as: s.staff,
      payload: { status: 'paid' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await cancel(s, id)).json().data.refunds).toEqual([]);
    expect(await refundsOf(id)).toEqual([]);
  });
});

describe('removing a line of an order (staff)', () => {
  /**
   * Maglia 20,00 € ×2 and Gonna 15,00 € ×1, store pick-up; cashback 10 %, a point per 0,10 €;
   * 10,00 € of card credit used. Paid at Stripe: 55,00 − 10,00 = 45,00; earns 4,50 and 45 points.
   */
  async function twoLines(payment: 'S' | 'ST') {
    const cart = await shopWithCart(t, {
      activity: CASHBACK_10,
      shop: {
        items: [
          {
            name: 'Maglia',
            priceCents: 2000,
            colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 5 }] }],
          },
          {
            name: 'Gonna',
            priceCents: 1500,
            colors: [{ name: 'Rossa', sizes: [{ size: 'S', stock: 5 }] }],
          },
        ],
      },
      cart: [
        ['Maglia', 2],
        ['Gonna', 1],
      ],
      creditCents: 1000,
    });
    const s = { ...cart, staff: await createStaff(t, cart.activity.id) };
    const credit = { checkCreditUse: true, usedCreditValue: 10 };
    let orderId: number;
    if (payment === 'S') {
      const paid = await paidOnline(t, s, 'S', (id) => stripe.pay(id), credit);
      expect(paid.order).toMatchObject({ status: 'paid', total: 45, cashback: 4.5 });
      orderId = paid.orderId;
    } else {
      const res = await t.call({
        method: 'POST',
        url: '/api/itemorders',
        as: s.ann,
        headers: { 'idempotency-key': randomUUID() },
        payload: pickUpBody(s, payment, credit),
      });
      orderId = res.json().data.id;
    }
    const lines = await t.rows<{ id: number; name: string }>(sql`
      select l.id, i.name from cart_lines l join items i on i.id = l.item_id
      where l.order_id = ${orderId} order by l.id`);
    const lineOf = (name: string) => lines.find((l) => l.name === name)?.id as number;
    return { ...s, orderId, lineOf };
  }
  type Two = Awaited<ReturnType<typeof twoLines>>;

  const remove = (s: Two, lineId: number, as: Person = s.staff) =>
    t.call({
      method: 'DELETE',
      url: `/api/activities/${s.activity.id}/orders/${s.orderId}/lines/${lineId}`,
      as,
    });

  async function money(s: Two) {
    const [card] = await t.rows<{ balance: number; points: number }>(sql`
      select balance_cents as balance, points from cards
      where activity_id = ${s.activity.id} and user_id = ${s.ann.id}`);
    const stock = await t.rows<{ name: string; stock: number }>(sql`
      select i.name, z.stock from item_color_sizes z join item_colors c on c.id = z.item_color_id
      join items i on i.id = c.item_id where i.activity_id = ${s.activity.id} order by i.name`);
    return { card, stock: Object.fromEntries(stock.map((r) => [r.name, r.stock])) };
  }

  it('refunds the line’s worth at Stripe, shrinks the cashback, and a later cancel refunds the rest', async () => {
    const s = await twoLines('S');
    expect(await money(s)).toEqual({
      card: { balance: 450, points: 45 },
      stock: { Gonna: 4, Maglia: 3 },
    });
    const before = stripe.refunds.length;
    const res = await remove(s, s.lineOf('Maglia'));
    expect(res.statusCode, res.body).toBe(200);
    // 15,00 − 10,00 = 5,00 paid now: 40,00 back; it earns 5/45 of 4,50 = 0,50 and 5 points.
    expect(res.json().data).toMatchObject({
      subtotal: 15,
      usedCredit: 10,
      total: 5,
      cashback: 0.5,
      points: 5,
      itemCount: 1,
      refunds: [{ amount: 40, reason: 'line', status: 'pending' }],
    });
    await settled(s.orderId);
    expect(stripe.refunds.slice(before).map((r) => r.amount)).toEqual([4000]);
    expect(await money(s)).toEqual({
      card: { balance: 50, points: 5 },
      stock: { Gonna: 4, Maglia: 5 },
    });
    // The last line: cancel the order instead.
    const last = await remove(s, s.lineOf('Gonna'));
    expect(last.statusCode).toBe(422);
    expect(last.json().code).toBe('last_line');
    // Cancelled: the rest (5,00) back at Stripe, the credit (10,00) back, the cashback taken back.
    const cancelled = await cancel(s, s.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const all = await settled(s.orderId);
    expect(all.map((r) => [r.amount, r.status])).toEqual([
      [4000, 'succeeded'],
      [500, 'succeeded'],
    ]);
    expect(stripe.refunds.slice(before).map((r) => r.amount)).toEqual([4000, 500]);
    expect(await money(s)).toEqual({
      card: { balance: 1000, points: 0 },
      stock: { Gonna: 5, Maglia: 5 },
    });
  });

  it('gives the credit beyond the new subtotal back to the card of an order paid in store, refunding nothing', async () => {
    const s = await twoLines('ST');
    // Placed: 55,00 − 10,00 = 45,00 to pay at the counter; removing Maglia (40,00) leaves 15,00.
    const res = await remove(s, s.lineOf('Maglia'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ subtotal: 15, usedCredit: 10, total: 5, refunds: [] });
    const gonna = await remove(s, s.lineOf('Gonna'));
    expect(gonna.statusCode).toBe(422);
    expect((await money(s)).card).toEqual({ balance: 0, points: 0 });
    expect(await refundsOf(s.orderId)).toEqual([]);
  });

  it('refuses a shipped order’s line (409), another activity’s (404) and a customer (403), changing nothing', async () => {
    const s = await twoLines('S');
    const stranger = await createStaff(t, (await createActivity(t)).id);
    expect((await remove(s, s.lineOf('Maglia'), stranger)).statusCode).toBe(404);
    expect((await remove(s, s.lineOf('Maglia'), s.ann)).statusCode).toBe(403);
    await t.rows(sql`update orders set status = 'shipped' where id = ${s.orderId}`);
    const shipped = await remove(s, s.lineOf('Maglia'));
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toEqual({
      code: 'line_not_removable',
      message: 'Un articolo si può togliere solo da un ordine non ancora spedito né consegnato',
    });
    expect(await money(s)).toEqual({
      card: { balance: 450, points: 45 },
      stock: { Gonna: 4, Maglia: 3 },
    });
    expect(await refundsOf(s.orderId)).toEqual([]);
  });
});
