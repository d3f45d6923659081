// The orders board under concurrent moves (issue 17), on PostgreSQL: 20 requests released
// together, 10 rounds each on a fresh order. Mutation-checked: with lockOrder's FOR UPDATE
// dropped (orders.money.ts) both break 10 of 10 rounds (20 paid answered 200; 10 cancels).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Activity,
  createActivity,
  createCustomer,
  createStaff,
  type Person,
} from '../../../test-support/factories.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../../test-support/race.ts';
import { createOrderRow, createShop, giveCredit } from '../../../test-support/shop.ts';
import { lockedBalance, spendCard } from '../../cards/index.ts';

let t: TestApp;
let activity: Activity;
let staffToken: string;
const clock = { now: () => new Date() };

beforeAll(async () => {
  t = await bootRaceApp();
  activity = await createActivity(t, { cashBackType: 'E', cartValue: { valueBasisPoints: 1000 } });
  staffToken = await (await createStaff(t, activity.id)).token();
});
afterAll(() => t?.close());

/**
 * A new customer with 10,00 € on the card and a placed order of 2 × 20,00 € (stock 1 left of 3)
 * paid 5,00 € with the card, earning 3,50 € when paid.
 */
async function placedOrder(round: number) {
  const customer: Person = await createCustomer(t, activity.id);
  const shop = await createShop(t, activity.id, {
    items: [
      {
        name: `Maglia ${round}`,
        priceCents: 2000,
        colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 1 }] }],
      },
    ],
  });
  const item = shop.items[0] as { id: number; sizeIds: number[] };
  const sizeId = item.sizeIds[0] as number;
  const order = await createOrderRow(t, {
    activityId: activity.id,
    userId: customer.id,
    itemId: item.id,
    itemColorSizeId: sizeId,
    quantity: 2,
  });
  await giveCredit(t, activity.id, customer.id, 1000);
  await t.database.db.transaction(async (tx) => {
    const { cardId } = await lockedBalance(tx, clock, activity.id, customer.id);
    const movement = await spendCard(tx, clock, cardId, 500, `order ${order.id}`);
    await tx.execute(sql`update orders set credit_cents = 500, total_cents = 3500,
      cashback_cents = 350, credit_movement_id = ${movement} where id = ${order.id}`);
  });
  return { orderId: order.id, userId: customer.id, sizeId };
}

const move = (orderId: number, status: string) =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${activity.id}/orders/${orderId}/status`,
    as: { token: staffToken },
    payload: { status },
  });

async function after(o: { orderId: number; userId: number; sizeId: number }) {
  const [row] = await t.rows<{ status: string; balance: number; stock: number }>(sql`
    select o.status,
      (select balance_cents from cards where activity_id = ${activity.id} and user_id = ${o.userId}) as balance,
      (select stock from item_color_sizes where id = ${o.sizeId}) as stock
    from orders o where o.id = ${o.orderId}`);
  const moves = await t.rows<{ type: string }>(sql`
    select m.type from card_movements m join cards c on c.id = m.card_id
    where c.activity_id = ${activity.id} and c.user_id = ${o.userId} order by m.id`);
  const count = (type: string) => moves.filter((m) => m.type === type).length;
  return { ...row, aa: count('AA'), sm: count('SM') };
}

describe('orders board races', () => {
  it('marks an order paid once: 20 staff at once, one 200, 19 × 409, one cashback', async () => {
    await race(t, {
      setup: placedOrder,
      attempt: (o) => move(o.orderId, 'paid'),
      async check(results, o) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 1, 409: CONTESTANTS - 1 });
        // 10,00 − 5,00 + 3,50.
        expect(await after(o)).toEqual({ status: 'paid', balance: 850, stock: 1, aa: 1, sm: 0 });
      },
    });
  });

  it('paid and cancelled at once: cancelled once, the credit and stock back once, a cashback credited taken back', async () => {
    await race(t, {
      setup: placedOrder,
      attempt: (o, i) => move(o.orderId, i % 2 ? 'paid' : 'cancelled'),
      async check(results, o) {
        const ok = (status: string) =>
          results.filter((r) => r.statusCode === 200 && r.json().data.status === status).length;
        const counts = statusCounts(results);
        expect(counts[200], JSON.stringify(counts)).toBe(ok('paid') + ok('cancelled'));
        expect(ok('cancelled')).toBe(1);
        expect(ok('paid')).toBeLessThanOrEqual(1);
        expect(counts[409]).toBe(CONTESTANTS - 1 - ok('paid'));
        expect(await after(o)).toEqual({
          status: 'cancelled',
          balance: 1000,
          stock: 3,
          aa: ok('paid'),
          sm: 1 + ok('paid'),
        });
      },
    });
  });
});
