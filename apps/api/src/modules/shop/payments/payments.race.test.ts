// Stripe's webhook under concurrent deliveries (issue 17), on PostgreSQL: 20 requests released
// together, 10 rounds each on a fresh paid session. Mutation-checked:
// - the de-dup insert's answer ignored (every delivery acts): the first race breaks 10 of 10
//   rounds (20 deliveries act, not 1); the cashback stays once, held by the order's row lock;
// - that and the order lock gone too (lockOrder without FOR UPDATE): both races break 10 of 10
//   rounds, the second with more than one cashback (AA) movement for one order.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASHBACK_10 } from '../../../test-support/checkout.ts';
import { type Activity, createActivity, createCustomer } from '../../../test-support/factories.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../../test-support/race.ts';
import { createCartLine, createShop } from '../../../test-support/shop.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';

let t: TestApp;
let stripe: StripeStandIn;
let activity: Activity;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await bootRaceApp({ env: stripe.env });
  activity = await createActivity(t, CASHBACK_10);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A customer's card order of 20,00 € at Stripe, paid there: its completed event, signed. */
async function paidSession(round: number) {
  const shop = await createShop(t, activity.id, {
    items: [{ name: `Maglia ${round}`, priceCents: 2000 }],
    shippings: [{ type: 'S' }],
    payments: ['S'],
  });
  const item = shop.items[0] as { id: number; sizeIds: number[] };
  const customer = await createCustomer(t, activity.id);
  await createCartLine(t, {
    activityId: activity.id,
    userId: customer.id,
    itemId: item.id,
    itemColorSizeId: item.sizeIds[0] as number,
  });
  const res = await t.call({
    method: 'POST',
    url: '/api/itemorders/paid/checkout',
    as: customer,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      activityId: activity.id,
      shippingId: shop.shippingId('S'),
      paymentId: shop.paymentId('S'),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId, orderId } = res.json().data as { sessionId: string; orderId: number };
  stripe.pay(sessionId);
  const delivery = stripe.event('checkout.session.completed', sessionId);
  return {
    customer,
    token: await customer.token(),
    sessionId,
    orderId,
    delivery,
    eventId: JSON.parse(delivery.payload).id as string,
  };
}
type Paid = Awaited<ReturnType<typeof paidSession>>;

const deliver = (p: Paid) =>
  t.call({
    method: 'POST',
    url: '/public/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': p.delivery.signature },
    body: p.delivery.payload,
  });

/** The order's status, its cashback movements and the events kept for it. */
async function outcome(p: Paid) {
  const [order] = await t.rows<{ status: string }>(
    sql`select status from orders where id = ${p.orderId}`,
  );
  const cashback = await t.rows<{ amount: number; points: number }>(sql`
    select m.amount_cents as amount, m.points from card_movements m join cards c on c.id = m.card_id
    where c.activity_id = ${activity.id} and c.user_id = ${p.customer.id} and m.type = 'AA'`);
  const events = await t.rows<{ n: number }>(
    sql`select count(*)::int as n from payment_events where event_id = ${p.eventId}`,
  );
  return { status: order?.status, cashback, events: events[0]?.n };
}

describe('Stripe webhook races (PostgreSQL)', () => {
  it('acts once on the same event delivered 20 times at once', async () => {
    await race(t, {
      setup: paidSession,
      attempt: (p) => deliver(p),
      async check(results, p) {
        expect(statusCounts(results)).toEqual({ 200: results.length });
        const acted = results.filter((r) => r.json().data.replayed === false);
        expect(acted).toHaveLength(1);
        expect(await outcome(p)).toEqual({
          status: 'paid',
          cashback: [{ amount: 200, points: 20 }],
          events: 1,
        });
      },
    });
  });

  it('credits the cashback once when the webhook and the returning browser come at once', async () => {
    await race(t, {
      setup: paidSession,
      // Half deliver the event, half are the customer's browser reading the session back.
      attempt: (p, i) =>
        i % 2
          ? deliver(p)
          : t.call({
              method: 'PUT',
              url: `/api/itemorders/paid/session/${p.sessionId}`,
              as: { token: p.token },
            }),
      async check(results, p) {
        expect(statusCounts(results)).toEqual({ 200: results.length });
        expect(await outcome(p)).toEqual({
          status: 'paid',
          cashback: [{ amount: 200, points: 20 }],
          events: 1,
        });
      },
    });
  });
});
