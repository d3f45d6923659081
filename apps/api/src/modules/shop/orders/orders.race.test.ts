// Orders under concurrent requests (issue 17), on PostgreSQL: 20 requests released together, 10
// rounds each on fresh data. Mutation-checked, each alone (issue 17's note):
// - the stock update unconditional (`stock is null or stock >= q` dropped): 10 of 10 rounds
//   break, the last item's 19 other buyers hitting the stock check constraint (422) instead of
//   hearing it is sold out (the constraint still keeps the stock from going below 0);
// - the card's row lock gone (cards' lockCard without FOR UPDATE): 10 of 10 rounds break, all 20
//   spend the 30 € balance;
// - no Idempotency-Key handling: 10 of 10 rounds break, 19 retries answered 422 (the cart was
//   taken) instead of the one order;
// - the cart lines read without FOR UPDATE: 10 of 10 rounds break, a quantity changed (the
//   cart's PUT) while the order is made joining it with stock taken for another quantity.
import { randomUUID } from 'node:crypto';
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
import { createCartLine, createShop, giveCredit } from '../../../test-support/shop.ts';

let t: TestApp;
let activity: Activity;
let staffToken: string;
/** Customers of the activity, one per contestant, and their tokens. */
let people: Person[];
let tokens: string[];

beforeAll(async () => {
  t = await bootRaceApp();
  activity = await createActivity(t);
  staffToken = await (await createStaff(t, activity.id)).token();
  people = await Promise.all(
    Array.from({ length: CONTESTANTS }, () => createCustomer(t, activity.id)),
  );
  tokens = await Promise.all(people.map((p) => p.token()));
});
afterAll(() => t?.close());

/** A new item of one size with `stock`, sold in store and paid there or by bank transfer. */
async function newItem(round: number, stock: number) {
  const shop = await createShop(t, activity.id, {
    items: [
      {
        name: `Maglia ${round}`,
        priceCents: 2000,
        colors: [{ name: null, sizes: [{ size: null, stock }] }],
      },
    ],
    shippings: [{ type: 'S' }],
    payments: ['ST'],
  });
  const item = shop.items[0] as { id: number; sizeIds: number[] };
  return {
    itemId: item.id,
    sizeId: item.sizeIds[0] as number,
    body: {
      activityId: activity.id,
      shippingId: shop.shippingId('S'),
      paymentId: shop.paymentId('ST'),
    },
  };
}

const place = (token: string, body: object, key: string = randomUUID()) =>
  t.call({
    method: 'POST',
    url: '/api/itemorders',
    as: { token },
    headers: { 'idempotency-key': key },
    payload: body,
  });

const stockOf = async (sizeId: number) =>
  (await t.rows<{ stock: number }>(sql`select stock from item_color_sizes where id = ${sizeId}`))[0]
    ?.stock;

/** A card's balance, the sum of its movements, and its movements by type. */
async function ledger(userId: number) {
  const [row] = await t.rows<{ balance: number; sum: number; types: string[] }>(sql`
    select c.balance_cents as balance, coalesce(sum(m.amount_cents), 0)::int as sum,
      coalesce(array_agg(m.type order by m.id) filter (where m.id is not null), '{}') as types
    from cards c left join card_movements m on m.card_id = c.id
    where c.activity_id = ${activity.id} and c.user_id = ${userId} group by c.id`);
  return row;
}

const ordersOf = (userId: number) =>
  t.rows<{ id: number; credit: number }>(sql`
    select id, credit_cents as credit from orders
    where activity_id = ${activity.id} and user_id = ${userId}`);

describe('orders under concurrent requests', () => {
  it('sells the last item once: 1 of 20 customers orders it, the others hear it is sold out', async () => {
    await race(t, {
      async setup(round) {
        const item = await newItem(round, 1);
        // The last round's losers start with an empty cart again.
        await t.rows(
          sql`delete from cart_lines where activity_id = ${activity.id} and order_id is null`,
        );
        for (const p of people) {
          await createCartLine(t, {
            activityId: activity.id,
            userId: p.id,
            itemId: item.itemId,
            itemColorSizeId: item.sizeId,
          });
        }
        return { ...item, round };
      },
      attempt: ({ body }, i) => place(tokens[i] as string, body),
      async check(results, { sizeId, itemId, round }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 1, 409: CONTESTANTS - 1 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json()).toEqual({ code: 'sold_out', message: `Maglia ${round} è esaurito` });
        }
        expect(await stockOf(sizeId)).toBe(0);
        const [sold] = await t.rows<{ orders: number; open: number }>(sql`
          select count(distinct order_id)::int as orders,
            count(*) filter (where order_id is null)::int as open
          from cart_lines where item_id = ${itemId}`);
        // One order; the others' lines stay in their carts.
        expect(sold).toEqual({ orders: 1, open: CONTESTANTS - 1 });
      },
    });
  });

  it('lets one balance pay exactly what it holds: an order and 19 counter consumptions of 10 € on 30 €', async () => {
    await race(t, {
      async setup(round) {
        const customer = await createCustomer(t, activity.id);
        await giveCredit(t, activity.id, customer.id, 3000);
        const item = await newItem(round, 5);
        await createCartLine(t, {
          activityId: activity.id,
          userId: customer.id,
          itemId: item.itemId,
          itemColorSizeId: item.sizeId,
        });
        const card = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
        return {
          customer,
          token: await customer.token(),
          code: card.json().data.cardCode as string,
          ...item,
        };
      },
      attempt: (s, i) =>
        i === 0
          ? place(s.token, { ...s.body, checkCreditUse: true, usedCreditValue: 10 })
          : t.call({
              method: 'POST',
              url: `/api/activities/${activity.id}/card-movements`,
              as: { token: staffToken },
              headers: { 'idempotency-key': randomUUID() },
              payload: { cardCode: s.code, type: 'C', amount: 10 },
            }),
      async check(results, s) {
        const counts = statusCounts(results);
        expect(
          results.filter((r) => r.statusCode === 200),
          JSON.stringify(counts),
        ).toHaveLength(3);
        const book = await ledger(s.customer.id);
        expect(book?.balance).toBe(0);
        expect(book?.sum).toBe(0);
        const order = results[0];
        const placed = await ordersOf(s.customer.id);
        if (order?.statusCode === 200) {
          expect(placed).toEqual([{ id: order.json().data.id, credit: 1000 }]);
          expect(book?.types.filter((x) => x === 'PU')).toHaveLength(1);
          expect(await stockOf(s.sizeId)).toBe(4);
        } else {
          expect(order?.json().code, order?.body).toBe('balance_changed');
          expect(placed).toEqual([]);
          expect(book?.types).not.toContain('PU');
          expect(await stockOf(s.sizeId)).toBe(5);
        }
        for (const r of results.slice(1).filter((x) => x.statusCode !== 200)) {
          expect(r.json().code).toBe('insufficient_balance');
        }
      },
    });
  });

  it('makes one order and one card movement of 20 retries with one Idempotency-Key', async () => {
    await race(t, {
      async setup(round) {
        const customer = await createCustomer(t, activity.id);
        await giveCredit(t, activity.id, customer.id, 500);
        const item = await newItem(round, 10);
        await createCartLine(t, {
          activityId: activity.id,
          userId: customer.id,
          itemId: item.itemId,
          itemColorSizeId: item.sizeId,
          quantity: 2,
        });
        return { customer, token: await customer.token(), key: randomUUID(), ...item };
      },
      attempt: (s) =>
        place(s.token, { ...s.body, checkCreditUse: true, usedCreditValue: 5 }, s.key),
      async check(results, s) {
        const counts = statusCounts(results);
        for (const r of results) expect([200, 409], JSON.stringify(counts)).toContain(r.statusCode);
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json().code).toBe('idempotency_in_flight');
        }
        const placed = await ordersOf(s.customer.id);
        expect(placed).toHaveLength(1);
        for (const r of results.filter((x) => x.statusCode === 200)) {
          expect(r.json().data.id).toBe(placed[0]?.id);
        }
        expect((await ledger(s.customer.id))?.types).toEqual(['B', 'PU']);
        expect(await stockOf(s.sizeId)).toBe(8);
        const later = await place(
          s.token,
          { ...s.body, checkCreditUse: true, usedCreditValue: 5 },
          s.key,
        );
        expect(later.headers['idempotent-replayed']).toBe('true');
        expect(later.json().data.id).toBe(placed[0]?.id);
      },
    });
  });

  it('neither loses nor counts twice a cart line whose quantity changes while the order is made', async () => {
    await race(t, {
      async setup(round) {
        const customer = await createCustomer(t, activity.id);
        const item = await newItem(round, 100);
        const line = await createCartLine(t, {
          activityId: activity.id,
          userId: customer.id,
          itemId: item.itemId,
          itemColorSizeId: item.sizeId,
        });
        return { customer, token: await customer.token(), lineId: line.id, ...item };
      },
      // One contestant orders; the others change the line's quantity (2 to 20) at once.
      attempt: (s, i) =>
        i === 0
          ? place(s.token, s.body)
          : t.call({
              method: 'PUT',
              url: `/api/itemcarts/${s.lineId}/quantity/${i + 1}`,
              as: { token: s.token },
            }),
      async check(results, s) {
        expect(results[0]?.statusCode, results[0]?.body).toBe(200);
        // A change after the order is refused: the line is the order's now.
        for (const r of results.slice(1).filter((x) => x.statusCode !== 200)) {
          expect(r.statusCode, r.body).toBe(409);
        }
        const [line] = await t.rows<{ quantity: number; orderId: number | null }>(sql`
          select quantity, order_id as "orderId" from cart_lines where id = ${s.lineId}`);
        expect(line?.orderId).not.toBeNull();
        // The stock taken is the quantity the order holds, and the cart is empty.
        expect(100 - ((await stockOf(s.sizeId)) ?? 0)).toBe(line?.quantity);
        const [order] = await t.rows<{ subtotal: number }>(sql`
          select subtotal_cents as subtotal from orders where id = ${line?.orderId}`);
        expect(order?.subtotal).toBe(2000 * (line?.quantity ?? 0));
        const [open] = await t.rows<{ n: number }>(sql`
          select count(*)::int as n from cart_lines
          where user_id = ${s.customer.id} and order_id is null`);
        expect(open?.n).toBe(0);
      },
    });
  });
});
