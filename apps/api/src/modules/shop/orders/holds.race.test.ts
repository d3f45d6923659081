// Short holds under concurrent checkouts (issue 22), on PostgreSQL: 20 customers go for the last
// 2 pieces at once (card payment at the Stripe stand-in), and every other one who gets a piece
// abandons it at once, freeing it for those still trying. Whatever the interleaving, the pieces
// in stock plus those held by pending or paid orders are always 2; once the holds run out, two
// sweeps at once (two instances) give every held piece back exactly once. Mutation-checked:
// - lockOrder without FOR UPDATE (orders.money.ts): the two sweeps both release the same orders
//   and the stock ends above 2;
// - the sweep by the old 24-hour age instead of holdUntil: pieces still held after 30 minutes.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settableClock } from '../../../test-support/booking.ts';
import { type Activity, createActivity, createCustomer } from '../../../test-support/factories.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race } from '../../../test-support/race.ts';
import { createCartLine, createShop } from '../../../test-support/shop.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';
import { createProviders } from '../payments/providers.ts';
import { sweepPendingOrders } from './orders.service.ts';
import { HOLD_MS } from './placement.ts';

const START = '2026-05-11T08:00:00Z';
const clock = settableClock(START);
let t: TestApp;
let stripe: StripeStandIn;
let activity: Activity;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await bootRaceApp({ env: stripe.env, clock });
  activity = await createActivity(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** The last 2 pieces of a new item, and 20 customers with one each in their cart. */
async function lastTwo(round: number) {
  clock.set(START);
  const shop = await createShop(t, activity.id, {
    items: [
      {
        name: `Kimono ${round}`,
        priceCents: 5000,
        colors: [{ name: null, sizes: [{ size: null, stock: 2 }] }],
      },
    ],
    shippings: [{ type: 'S' }],
    payments: ['S'],
  });
  const item = shop.items[0] as { id: number; sizeIds: number[] };
  const sizeId = item.sizeIds[0] as number;
  const people = await Promise.all(
    Array.from({ length: CONTESTANTS }, async () => {
      const person = await createCustomer(t, activity.id);
      await createCartLine(t, {
        activityId: activity.id,
        userId: person.id,
        itemId: item.id,
        itemColorSizeId: sizeId,
      });
      return { person, token: await person.token() };
    }),
  );
  const body = {
    activityId: activity.id,
    shippingId: shop.shippingId('S'),
    paymentId: shop.paymentId('S'),
  };
  return { sizeId, people, body };
}
type Round = Awaited<ReturnType<typeof lastTwo>>;

/** Pieces in stock, and pieces held by orders still pending or paid. */
async function pieces(sizeId: number) {
  const [row] = await t.rows<{ stock: number; held: number; pending: number }>(sql`
    select s.stock,
      (select coalesce(sum(l.quantity), 0)::int from cart_lines l join orders o on o.id = l.order_id
        where l.item_color_size_id = s.id and o.status <> 'cancelled') as held,
      (select count(*)::int from cart_lines l join orders o on o.id = l.order_id
        where l.item_color_size_id = s.id and o.status = 'pending') as pending
    from item_color_sizes s where s.id = ${sizeId}`);
  return row as { stock: number; held: number; pending: number };
}

const sweep = async () =>
  sweepPendingOrders(t.app.ctx, await createProviders(t.app.ctx.config, t.app.ctx.db, clock));

it('holds the last 2 pieces exactly, gives each back once when its hold ends', async () => {
  await race(t, {
    setup: lastTwo,
    async attempt(round: Round, i) {
      const { token } = round.people[i] as Round['people'][number];
      const res = await t.call({
        method: 'POST',
        url: '/api/itemorders/paid/checkout',
        as: { token },
        headers: { 'idempotency-key': randomUUID() },
        payload: round.body,
      });
      if (res.statusCode !== 200 || i % 2 === 1) return res.statusCode;
      // Half of those who got a piece abandon it at once.
      const { sessionId } = res.json().data as { sessionId: string };
      const back = await t.call({
        method: 'DELETE',
        url: `/api/itemorders/paid/session/${sessionId}`,
        as: { token },
      });
      return back.statusCode === 200 ? 'abandoned' : back.statusCode;
    },
    async check(results, round) {
      expect(results.filter((r) => r !== 200 && r !== 409 && r !== 'abandoned')).toEqual([]);
      expect(results.filter((r) => r === 200 || r === 'abandoned').length).toBeGreaterThanOrEqual(
        2,
      );
      const during = await pieces(round.sizeId);
      expect(during.stock + during.held).toBe(2);
      expect(during.stock).toBeGreaterThanOrEqual(0);
      // Before the hold ends nothing is given back; after it, two instances sweep at once.
      clock.set(new Date(Date.parse(START) + HOLD_MS - 1000).toISOString());
      await sweep();
      expect(await pieces(round.sizeId)).toEqual(during);
      clock.set(new Date(Date.parse(START) + HOLD_MS + 1000).toISOString());
      await Promise.all([sweep(), sweep()]);
      expect(await pieces(round.sizeId)).toEqual({ stock: 2, held: 0, pending: 0 });
    },
  });
});
