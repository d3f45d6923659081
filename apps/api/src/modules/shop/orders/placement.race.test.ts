// A size's stock switched by the console while an order is placed (issue 25), on PostgreSQL. The
// order reads its cart under the cart lines' lock; the test holds that lock, the order waits for
// it, the console's switch commits meanwhile, then the lock is let go: the cart's read is from
// before the switch, and the order must judge the size as it is when it takes the stock.
// Mutation-checked: with takeStock skipping the sizes the cart read as unlimited (the code
// before), the first order takes nothing from the new count (stock stays 1) and the second
// refuses an unlimited size as sold out (409).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pickUpBody, shopWithCart } from '../../../test-support/checkout.ts';
import { databaseUrl } from '../../../test-support/counter.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { bootRaceApp } from '../../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: 4 });
});
afterAll(() => t?.close());

type Cart = Awaited<ReturnType<typeof shopWithCart>>;

/** Holds the customer's cart lines on a connection of the test's own; answers its pid. */
async function holdCart(s: Cart) {
  const client = new pg.Client({ connectionString: databaseUrl(t) });
  await client.connect();
  await client.query('begin');
  await client.query('select id from cart_lines where user_id = $1 for update', [s.ann.id]);
  const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
  return {
    pid: row?.pid as number,
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Resolves once a session waits for the lock `pid` holds. */
async function waitingOn(pid: number) {
  for (;;) {
    const rows = await t.rows(
      sql`select 1 from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`,
    );
    if (rows.length) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Places the cart (paid in store) while the console sets the size's stock to `stock`. */
async function orderDuringSwitch(s: Cart, stock: number | null) {
  const cart = await holdCart(s);
  const order = t.call({
    method: 'POST',
    url: '/api/itemorders',
    as: s.ann,
    headers: { 'idempotency-key': randomUUID() },
    payload: pickUpBody(s, 'ST'),
  });
  await waitingOn(cart.pid);
  await t.rows(sql`update item_color_sizes set stock = ${stock}::int where id = ${s.size}`);
  await cart.release();
  return order;
}

const stockOf = async (sizeId: number) =>
  (
    await t.rows<{ stock: number | null }>(
      sql`select stock from item_color_sizes where id = ${sizeId}`,
    )
  )[0]?.stock;

it('takes the piece from a size switched from unlimited to counted while it ordered', async () => {
  const s = await shopWithCart(t, {
    shop: {
      items: [
        {
          name: 'Maglia',
          priceCents: 2000,
          colors: [{ name: null, sizes: [{ size: null, stock: null }] }],
        },
      ],
    },
    cart: [['Maglia', 1]],
  });
  const res = await orderDuringSwitch(s, 1);
  expect(res.statusCode, res.body).toBe(200);
  expect(await stockOf(s.size)).toBe(0);
});

it('does not refuse a size switched from counted to unlimited while it ordered', async () => {
  const s = await shopWithCart(t, {
    shop: {
      items: [
        {
          name: 'Maglia',
          priceCents: 2000,
          colors: [{ name: null, sizes: [{ size: null, stock: 1 }] }],
        },
      ],
    },
    cart: [['Maglia', 2]],
  });
  const res = await orderDuringSwitch(s, null);
  expect(res.statusCode, res.body).toBe(200);
  expect(await stockOf(s.size)).toBeNull();
});
