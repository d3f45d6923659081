// The cart (issue 17) on PGlite and PostgreSQL: reading it with today's prices, adding (one open
// line per size, prices a client sends ignored, the most per line, stock), changing a quantity,
// removing a line, an order's lines as ordered and re-ordering them; another customer's line or
// order and the shop switched off answer 404.
import type { CartLine, ReorderResult } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer, type Person } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { createCartLine, createOrderRow, createShop } from '../../../test-support/shop.ts';

const t = useTestApp();

/**
 * A clothing shop: Maglia 20,00 € discounted to 15,00 € (Blu M with 3 in stock, L sold out),
 * Jeans 50,00 € in one size (unlimited), Giacca 90,00 € no longer sold.
 */
async function clothing() {
  const activity = await createActivity(t);
  const shop = await createShop(t, activity.id, {
    items: [
      {
        name: 'Maglia',
        priceCents: 2000,
        discountCents: 1500,
        colors: [
          {
            name: 'Blu',
            sizes: [
              { size: 'M', stock: 3 },
              { size: 'L', stock: 0 },
            ],
          },
        ],
      },
      { name: 'Jeans', priceCents: 5000 },
      { name: 'Giacca', priceCents: 9000, active: false },
    ],
  });
  const maglia = shop.item('Maglia');
  const jeans = shop.item('Jeans');
  const giacca = shop.item('Giacca');
  const [ann, bea] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
  return {
    activity,
    shop,
    ann,
    bea,
    maglia: { id: maglia.id, m: maglia.sizeIds[0] as number, l: maglia.sizeIds[1] as number },
    jeans: { id: jeans.id, size: jeans.sizeIds[0] as number },
    giacca: { id: giacca.id, size: giacca.sizeIds[0] as number },
  };
}
type Shop = Awaited<ReturnType<typeof clothing>>;

const add = (as: Person, body: Record<string, unknown>, lang?: string) =>
  t.call({
    method: 'POST',
    url: '/api/itemcarts',
    as,
    payload: body,
    headers: lang ? { 'accept-language': lang } : {},
  });

const setQuantity = (as: Person, id: number, n: number | string, lang?: string) =>
  t.call({
    method: 'PUT',
    url: `/api/itemcarts/${id}/quantity/${n}`,
    as,
    headers: lang ? { 'accept-language': lang } : {},
  });

const remove = (as: Person, id: number) =>
  t.call({ method: 'DELETE', url: `/api/itemcarts/${id}`, as });

async function cart(s: Shop, as: Person) {
  const res = await t.call({ url: `/api/app/itemcarts/activity/${s.activity.id}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: CartLine[]; totalRows: number };
}

const openLines = (s: Shop, who: Person) =>
  t.rows<{ id: number; item_color_size_id: number; quantity: number }>(
    sql`select id, item_color_size_id, quantity from cart_lines
      where activity_id = ${s.activity.id} and user_id = ${who.id} and order_id is null order by id`,
  );

describe('adding to the cart', () => {
  it('adds a size, answering the line with the server’s prices whatever the client sent', async () => {
    const s = await clothing();
    const res = await add(s.ann, {
      activityId: s.activity.id,
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      quantity: 2,
      price: 0.01,
      discountPrice: 0.01,
      lineTotal: 0.02,
      priceCents: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      name: 'Maglia',
      colorName: 'Blu',
      size: 'M',
      imageUrl: null,
      price: 20,
      discountPrice: 15,
      quantity: 2,
      lineTotal: 30,
      stock: 3,
      available: true,
    });
    const rows = await t.rows<{ price_cents: number | null }>(
      sql`select price_cents from cart_lines where user_id = ${s.ann.id}`,
    );
    expect(rows).toEqual([{ price_cents: null }]);
  });

  it('adds to the open line of the same size, one line per size', async () => {
    const s = await clothing();
    const body = { activityId: s.activity.id, itemId: s.maglia.id, itemColorSizeId: s.maglia.m };
    await add(s.ann, { ...body, quantity: 1 });
    const again = await add(s.ann, { ...body, quantity: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.quantity).toBe(3);
    await add(s.ann, { activityId: s.activity.id, itemId: s.jeans.id, quantity: 1 });
    expect(await openLines(s, s.ann)).toEqual([
      { id: again.json().data.id, item_color_size_id: s.maglia.m, quantity: 3 },
      { id: expect.any(Number), item_color_size_id: s.jeans.size, quantity: 1 },
    ]);
    // Another customer's cart is theirs.
    expect(await openLines(s, s.bea)).toEqual([]);
  });

  it('takes an item sold in one size without the size, and refuses that for one of several', async () => {
    const s = await clothing();
    const plain = await add(s.ann, { activityId: s.activity.id, itemId: s.jeans.id, quantity: 1 });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data.itemColorSizeId).toBe(s.jeans.size);
    const sized = await add(s.ann, {
      activityId: s.activity.id,
      itemId: s.maglia.id,
      itemColorSizeId: null,
      quantity: 1,
    });
    expect(sized.statusCode).toBe(400);
    expect(sized.json().code).toBe('invalid_input');
  });

  it('refuses a size of another item or activity, an unknown item, and an item no longer sold', async () => {
    const s = await clothing();
    const other = await clothing();
    const base = { activityId: s.activity.id, quantity: 1 };
    for (const body of [
      { ...base, itemId: s.jeans.id, itemColorSizeId: s.maglia.m },
      { ...base, itemId: s.maglia.id, itemColorSizeId: other.maglia.m },
      { ...base, itemId: other.maglia.id, itemColorSizeId: other.maglia.m },
      { ...base, itemId: 2_147_483_647 },
    ]) {
      const res = await add(s.ann, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const gone = await add(s.ann, { ...base, itemId: s.giacca.id, itemColorSizeId: s.giacca.size });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      code: 'item_unavailable',
      message: 'Giacca non è più in vendita',
    });
    expect(await openLines(s, s.ann)).toEqual([]);
  });

  it('refuses a quantity of 0, negative, fractional or over the most per line (400)', async () => {
    const s = await clothing();
    for (const quantity of [0, -1, 1.5, 100, '2', null]) {
      const res = await add(s.ann, {
        activityId: s.activity.id,
        itemId: s.jeans.id,
        quantity,
      });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await openLines(s, s.ann)).toEqual([]);
  });

  it('refuses a line past 99 pieces (422), keeping what was there', async () => {
    const s = await clothing();
    const body = { activityId: s.activity.id, itemId: s.jeans.id };
    expect((await add(s.ann, { ...body, quantity: 90 })).statusCode).toBe(200);
    const res = await add(s.ann, { ...body, quantity: 10 }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'quantity_too_large',
      message: 'At most 99 pieces of an item in the cart',
    });
    expect((await openLines(s, s.ann)).map((l) => l.quantity)).toEqual([90]);
  });

  it('refuses more than the stock left, saying how many in the customer’s language (409)', async () => {
    const s = await clothing();
    const body = { activityId: s.activity.id, itemId: s.maglia.id, itemColorSizeId: s.maglia.m };
    expect((await add(s.ann, { ...body, quantity: 2 })).statusCode).toBe(200);
    const more = await add(s.ann, { ...body, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ code: 'sold_out', message: 'Maglia: ne restano solo 3' });
    const de = await add(s.ann, { ...body, quantity: 2 }, 'de');
    expect(de.json().message).toBe('Maglia: nur noch 3 verfügbar');
    const soldOut = await add(s.ann, { ...body, itemColorSizeId: s.maglia.l, quantity: 1 });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ code: 'sold_out', message: 'Maglia è esaurito' });
    expect((await openLines(s, s.ann)).map((l) => l.quantity)).toEqual([2]);
  });

  it('answers 404 for another activity, and when the shop is off', async () => {
    const s = await clothing();
    const other = await clothing();
    const foreign = await add(s.ann, {
      activityId: other.activity.id,
      itemId: other.jeans.id,
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(404);
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${s.activity.id}`,
    );
    const off = await add(s.ann, { activityId: s.activity.id, itemId: s.jeans.id, quantity: 1 });
    expect(off.statusCode).toBe(404);
    expect(await openLines(s, s.ann)).toEqual([]);
  });
});

describe('reading the cart', () => {
  it('lists the open lines with today’s prices, line totals, stock and whether still sold', async () => {
    const s = await clothing();
    const first = await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      quantity: 2,
    });
    await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.giacca.id,
      itemColorSizeId: s.giacca.size,
    });
    // An ordered line and another customer's are not in the cart.
    await createOrderRow(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.jeans.id,
      itemColorSizeId: s.jeans.size,
    });
    await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.bea.id,
      itemId: s.jeans.id,
      itemColorSizeId: s.jeans.size,
    });
    await t.rows(sql`update items set price_cents = 2500 where id = ${s.maglia.id}`);
    const { data, totalRows } = await cart(s, s.ann);
    expect(totalRows).toBe(2);
    expect(data).toEqual([
      expect.objectContaining({
        id: first.id,
        price: 25,
        discountPrice: 15,
        lineTotal: 30,
        stock: 3,
      }),
      expect.objectContaining({
        name: 'Giacca',
        colorName: null,
        size: null,
        price: 90,
        lineTotal: 90,
        stock: null,
        available: false,
      }),
    ]);
  });

  it('answers 404 for another activity’s cart and once the shop is off', async () => {
    const s = await clothing();
    const other = await clothing();
    const foreign = await t.call({
      url: `/api/app/itemcarts/activity/${other.activity.id}`,
      as: s.ann,
    });
    expect(foreign.statusCode).toBe(404);
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${s.activity.id}`,
    );
    const off = await t.call({ url: `/api/app/itemcarts/activity/${s.activity.id}`, as: s.ann });
    expect(off.statusCode).toBe(404);
  });
});

describe('changing a quantity and removing a line', () => {
  const lineOf = (s: Shop, who: Person, quantity = 1) =>
    createCartLine(t, {
      activityId: s.activity.id,
      userId: who.id,
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      quantity,
    });

  it('sets the quantity of an open line of the caller’s', async () => {
    const s = await clothing();
    const line = await lineOf(s, s.ann);
    const res = await setQuantity(s.ann, line.id, 3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: line.id, quantity: 3, lineTotal: 45 });
  });

  it('takes the activity the web adds, and only the line’s own', async () => {
    const s = await clothing();
    const other = await clothing();
    const both = await createCustomer(t, s.activity.id, other.activity.id);
    const line = await lineOf(s, both);
    const put = (activityId: number) =>
      t.call({
        method: 'PUT',
        url: `/api/itemcarts/${line.id}/quantity/2`,
        as: both,
        payload: { activityId },
      });
    expect((await put(other.activity.id)).statusCode).toBe(404);
    expect((await put(s.activity.id)).statusCode).toBe(200);
    const del = (activityId: number) =>
      t.call({
        method: 'DELETE',
        url: `/api/itemcarts/${line.id}?filters[activityId]=${activityId}`,
        as: both,
      });
    expect((await del(other.activity.id)).statusCode).toBe(404);
    expect((await del(s.activity.id)).statusCode).toBe(200);
  });

  it('refuses 0, negative, fractional or too big a quantity (400), changing nothing', async () => {
    const s = await clothing();
    const line = await lineOf(s, s.ann, 2);
    for (const n of ['0', '-1', '1.5', 'abc', '100', '1e1']) {
      const res = await setQuantity(s.ann, line.id, n);
      expect(res.statusCode, n).toBe(400);
      expect(res.json().code, n).toBe('invalid_input');
    }
    expect((await openLines(s, s.ann)).map((l) => l.quantity)).toEqual([2]);
  });

  it('refuses more than the stock left (409), and an item no longer sold (422)', async () => {
    const s = await clothing();
    const line = await lineOf(s, s.ann);
    const res = await setQuantity(s.ann, line.id, 4, 'fr');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Maglia : il n’en reste que 3');
    await t.rows(sql`update items set active = false where id = ${s.maglia.id}`);
    const gone = await setQuantity(s.ann, line.id, 2);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().code).toBe('item_unavailable');
    expect((await openLines(s, s.ann)).map((l) => l.quantity)).toEqual([1]);
  });

  it('removes an open line, also of an item no longer sold', async () => {
    const s = await clothing();
    const line = await lineOf(s, s.ann);
    await t.rows(sql`update items set active = false where id = ${s.maglia.id}`);
    const res = await remove(s.ann, line.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: line.id });
    expect(await openLines(s, s.ann)).toEqual([]);
    expect((await remove(s.ann, line.id)).statusCode).toBe(404);
  });

  it('refuses to change or remove an ordered line (409)', async () => {
    const s = await clothing();
    const order = await createOrderRow(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      quantity: 2,
    });
    const [ordered] = await t.rows<{ id: number }>(
      sql`select id from cart_lines where order_id = ${order.id}`,
    );
    const id = ordered?.id as number;
    const changed = await setQuantity(s.ann, id, 1);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('line_ordered');
    expect((await remove(s.ann, id)).statusCode).toBe(409);
    const [still] = await t.rows<{ quantity: number }>(
      sql`select quantity from cart_lines where id = ${id}`,
    );
    expect(still?.quantity).toBe(2);
  });

  it('answers 404 for another customer’s line, and once the shop is off', async () => {
    const s = await clothing();
    const theirs = await lineOf(s, s.bea);
    expect((await setQuantity(s.ann, theirs.id, 2)).statusCode).toBe(404);
    expect((await remove(s.ann, theirs.id)).statusCode).toBe(404);
    const mine = await lineOf(s, s.ann);
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${s.activity.id}`,
    );
    expect((await setQuantity(s.ann, mine.id, 2)).statusCode).toBe(404);
    expect((await remove(s.ann, mine.id)).statusCode).toBe(404);
    expect(await openLines(s, s.bea)).toHaveLength(1);
    expect(await openLines(s, s.ann)).toEqual([
      { id: mine.id, item_color_size_id: s.maglia.m, quantity: 1 },
    ]);
  });
});

describe('an order’s lines and re-ordering', () => {
  async function ordered(s: Shop) {
    const order = await createOrderRow(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.maglia.id,
      itemColorSizeId: s.maglia.m,
      quantity: 2,
      priceCents: 1800,
    });
    await t.rows(sql`insert into cart_lines
      (activity_id, user_id, item_id, item_color_size_id, quantity, order_id, price_cents, discount_cents, created_at)
      values
      (${s.activity.id}, ${s.ann.id}, ${s.jeans.id}, ${s.jeans.size}, 1, ${order.id}, 5000, 4000, now()),
      (${s.activity.id}, ${s.ann.id}, ${s.giacca.id}, ${s.giacca.size}, 1, ${order.id}, 9000, null, now()),
      (${s.activity.id}, ${s.ann.id}, ${s.maglia.id}, ${s.maglia.l}, 1, ${order.id}, 1800, null, now())`);
    return order;
  }

  it('lists an order’s lines with the prices as ordered', async () => {
    const s = await clothing();
    const order = await ordered(s);
    const res = await t.call({ url: `/api/app/itemcarts/byorder/${order.id}`, as: s.ann });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalRows).toBe(4);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Maglia',
        size: 'M',
        price: 18,
        discountPrice: null,
        quantity: 2,
        lineTotal: 36,
      }),
      expect.objectContaining({ name: 'Jeans', price: 50, discountPrice: 40, lineTotal: 40 }),
      expect.objectContaining({ name: 'Giacca', price: 90, available: false }),
      expect.objectContaining({ name: 'Maglia', size: 'L', stock: 0 }),
    ]);
  });

  it('puts the lines back in the cart, skipping what is no longer sold or sold out', async () => {
    const s = await clothing();
    const order = await ordered(s);
    await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.jeans.id,
      itemColorSizeId: s.jeans.size,
      quantity: 2,
    });
    const res = await t.call({ url: `/api/app/itemcarts/byorder/${order.id}/re-order`, as: s.ann });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as ReorderResult).toEqual({
      added: 2,
      skipped: [
        { name: 'Giacca', reason: 'unavailable' },
        { name: 'Maglia', reason: 'sold_out' },
      ],
    });
    expect(await openLines(s, s.ann)).toEqual([
      { id: expect.any(Number), item_color_size_id: s.jeans.size, quantity: 3 },
      { id: expect.any(Number), item_color_size_id: s.maglia.m, quantity: 2 },
    ]);
    // The order keeps its lines.
    const [kept] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from cart_lines where order_id = ${order.id}`,
    );
    expect(kept?.n).toBe(4);
  });

  it('puts back no more than the stock left and 99 pieces', async () => {
    const s = await clothing();
    const order = await ordered(s);
    await t.rows(sql`update item_color_sizes set stock = 1 where id = ${s.maglia.m}`);
    await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: s.jeans.id,
      itemColorSizeId: s.jeans.size,
      quantity: 99,
    });
    const res = await t.call({ url: `/api/app/itemcarts/byorder/${order.id}/re-order`, as: s.ann });
    expect(res.statusCode, res.body).toBe(200);
    expect((await openLines(s, s.ann)).map((l) => l.quantity)).toEqual([99, 1]);
  });

  it('answers 404 for another customer’s order, and once the shop is off', async () => {
    const s = await clothing();
    const order = await ordered(s);
    for (const url of [
      `/api/app/itemcarts/byorder/${order.id}`,
      `/api/app/itemcarts/byorder/${order.id}/re-order`,
    ]) {
      expect((await t.call({ url, as: s.bea })).statusCode, url).toBe(404);
    }
    expect(await openLines(s, s.bea)).toEqual([]);
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${s.activity.id}`,
    );
    for (const url of [
      `/api/app/itemcarts/byorder/${order.id}`,
      `/api/app/itemcarts/byorder/${order.id}/re-order`,
    ]) {
      expect((await t.call({ url, as: s.ann })).statusCode, url).toBe(404);
    }
    expect(await openLines(s, s.ann)).toEqual([]);
  });
});
