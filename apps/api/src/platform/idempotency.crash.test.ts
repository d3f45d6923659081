// A keyed write's answer lost after its commit (the process died, the connection dropped): the
// retry gets the first answer replayed and nothing is written twice, because the answer is
// recorded in the write's own transaction. The lost answer is played by an onSend hook that
// fails the first answer of a write. Before (issue 23), the answer was saved after the commit and
// the retry wrote again: 2 movements, 2 orders (mutation: record the answer in an onSend hook).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterCard } from '../test-support/counter.ts';
import { bootApi, type TestApp } from '../test-support/harness.ts';
import { createCartLine, createShop } from '../test-support/shop.ts';

let t: TestApp;
/** Requests whose answer is lost once, by their Idempotency-Key. */
const lose = new Set<string>();

beforeAll(async () => {
  t = await bootApi({
    extend(app) {
      app.addHook('onSend', async (req) => {
        const key = req.headers['idempotency-key'];
        if (typeof key === 'string' && lose.delete(key)) throw new Error('the answer was lost');
      });
    },
  });
});
afterAll(() => t?.close());

describe('a keyed write whose answer is lost after the commit', () => {
  it('is not made again by the retry: one counter consumption, the first answer replayed', async () => {
    const c = await counterCard(t);
    expect((await c.move({ type: 'AM', amount: 5 })).statusCode).toBe(200);
    const key = randomUUID();
    lose.add(key);
    const lost = await c.move({ type: 'C', amount: 1 }, key);
    expect(lost.statusCode).toBe(500);
    const retry = await c.move({ type: 'C', amount: 1 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await c.ledger()).toEqual({ balance: 400, consumptions: 1, movements: 2 });
  });

  it('is not made again by the retry: one order paying 1,00 € of card credit', async () => {
    const c = await counterCard(t);
    const { activity, customer } = c;
    const shop = await createShop(t, activity.id, {
      items: [
        {
          name: 'Sapone',
          priceCents: 500,
          colors: [{ name: null, sizes: [{ size: null, stock: 5 }] }],
        },
      ],
      shippings: [{ type: 'S' }],
      payments: ['ST'],
    });
    const item = shop.item('Sapone');
    await createCartLine(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: item.id,
      itemColorSizeId: item.sizeIds[0] as number,
    });
    expect((await c.move({ type: 'AM', amount: 3 })).statusCode).toBe(200);
    const key = randomUUID();
    const place = () =>
      t.call({
        method: 'POST',
        url: '/api/itemorders',
        as: customer,
        headers: { 'idempotency-key': key },
        payload: {
          activityId: activity.id,
          shippingId: shop.shippingId('S'),
          paymentId: shop.paymentId('ST'),
          customerAddressId: null,
          usedCreditValue: 1,
          checkCreditUse: true,
          orderTimeRequest: null,
        },
      });
    lose.add(key);
    expect((await place()).statusCode).toBe(500);
    const retry = await place();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const [made] = await t.rows<{ orders: number; balance: number; stock: number }>(sql`
      select (select count(*)::int from orders where user_id = ${customer.id}) as orders,
        (select balance_cents from cards where user_id = ${customer.id}
          and activity_id = ${activity.id}) as balance,
        (select stock from item_color_sizes where id = ${item.sizeIds[0] as number}) as stock`);
    expect(made).toEqual({ orders: 1, balance: 200, stock: 4 });
    expect(retry.json().data.id).toBeTypeOf('number');
  });
});
