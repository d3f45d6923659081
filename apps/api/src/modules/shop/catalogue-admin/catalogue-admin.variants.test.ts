// An item's colours, sizes and stock in the console (catalogue-admin.variants.ts): added, saved,
// ordered, deleted unless past orders name them; stock set against the stock seen or changed by
// pieces, refusals in the caller's language changing nothing; customers see colours, sizes and
// sold out as the admin left them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/harness.ts';
import { createCartLine, createOrderRow } from '../../../test-support/shop.ts';
import {
  base,
  callsOf,
  catalogueRows,
  shopWithAdmin,
  storedPicture,
} from './catalogue-admin.testing.ts';

const t = useTestApp();
const { get, send } = callsOf(t);

const stockOf = async (sizeId: number) =>
  (
    await t.rows<{ stock: number | null }>(
      sql`select stock from item_color_sizes where id = ${sizeId}`,
    )
  )[0]?.stock;

/** A shop of one item, Maglia, in Blu with sizes S (2 left) and M (unlimited). */
const maglia = () =>
  shopWithAdmin(t, {
    items: [
      {
        name: 'Maglia',
        priceCents: 2000,
        colors: [{ name: 'Blu', hex: '1F2A44', sizes: [{ size: 'S', stock: 2 }, { size: 'M' }] }],
      },
    ],
  });

describe('the colours and sizes of an item', () => {
  it('adds colours with a picture and sizes with stock, orders them; customers see them so', async () => {
    const { activity, admin, customer, shop } = await maglia();
    const item = shop.items[0] as { id: number; colorIds: number[]; sizeIds: number[] };
    const picture = await storedPicture(t, 'item', activity.id);
    const red = await send('POST', admin, `${base(activity.id)}/items/${item.id}/colors`, {
      name: ' Rosso ',
      hex: 'c0392b',
      imageFileName: picture,
    });
    expect(red.statusCode, red.body).toBe(200);
    expect(red.json().data).toEqual({
      id: expect.any(Number),
      itemId: item.id,
      name: 'Rosso',
      hex: 'C0392B',
      imageFileName: picture,
      imageUrl: `/images/item/${activity.id}/${picture}`,
      sort: 1,
      sizes: [],
    });
    const redId = red.json().data.id;
    const sizes = [];
    for (const [size, stock] of [
      ['L', 0],
      ['S', 5],
    ] as const) {
      const res = await send('POST', admin, `${base(activity.id)}/colors/${redId}/sizes`, {
        size,
        stock,
      });
      expect(res.statusCode, res.body).toBe(200);
      sizes.push(res.json().data);
    }
    expect(sizes[0]).toEqual({
      id: expect.any(Number),
      size: 'L',
      stock: 0,
      soldOut: true,
      sort: 0,
      ordered: false,
    });
    const sizeOrder = await send('PUT', admin, `${base(activity.id)}/colors/${redId}/size-order`, {
      ids: [sizes[1].id, sizes[0].id],
    });
    expect(sizeOrder.json().data.map((s: { size: string }) => s.size)).toEqual(['S', 'L']);
    const colorOrder = await send(
      'PUT',
      admin,
      `${base(activity.id)}/items/${item.id}/color-order`,
      {
        ids: [redId, item.colorIds[0]],
      },
    );
    expect(colorOrder.json().data.map((c: { name: string }) => c.name)).toEqual(['Rosso', 'Blu']);
    const renamed = await send('PUT', admin, `${base(activity.id)}/sizes/${item.sizeIds[1]}`, {
      size: ' XL ',
    });
    expect(renamed.json().data).toMatchObject({ size: 'XL', stock: null, soldOut: false });
    // The customer's item opens on its first colour, now red, with the sizes in order.
    const listed = (await get(customer, `/api/app/items/itemsbycategory/${shop.categoryId}`)).json()
      .data;
    expect(listed).toMatchObject([
      { itemColorId: redId, soldOut: false, imageUrl: `/images/item/${activity.id}/${picture}` },
    ]);
    const view = (await get(customer, `/api/app/itemcolors/${redId}`)).json().data;
    expect(
      view.itemColors.map(
        (c: { name: string; itemColorSizes: { size: string; stock: number | null }[] }) =>
          `${c.name}: ${c.itemColorSizes.map((s) => `${s.size} ${s.stock}`).join(', ')}`,
      ),
    ).toEqual(['Rosso: S 5, L 0', 'Blu: S 2, XL null']);
    const detail = (await get(admin, `${base(activity.id)}/items/${item.id}`)).json().data;
    expect(detail).toMatchObject({ soldOut: false, stock: null, colorCount: 2 });
  });

  it('shows an item whose every size is at 0 as sold out, to customers and the admin', async () => {
    const { activity, admin, customer, shop } = await maglia();
    const [s, m] = (shop.items[0] as { sizeIds: number[] }).sizeIds;
    await send('PUT', admin, `${base(activity.id)}/sizes/${s}/stock`, { stock: 0, expected: 2 });
    await send('PUT', admin, `${base(activity.id)}/sizes/${m}/stock`, { stock: 0, expected: null });
    const theirs = (
      await get(customer, `/api/app/items/itemsbycategory/${shop.categoryId}`)
    ).json();
    expect(theirs.data).toMatchObject([{ name: 'Maglia', soldOut: true }]);
    const ours = (await get(admin, `${base(activity.id)}/items`)).json().data;
    expect(ours).toMatchObject([{ name: 'Maglia', soldOut: true, stock: 0, active: true }]);
  });

  it('refuses a bad colour or size in the caller language, changing nothing', async () => {
    const { activity, admin, shop } = await maglia();
    const item = shop.items[0] as { id: number; colorIds: number[]; sizeIds: number[] };
    const before = await catalogueRows(t, activity.id);
    const cases: [string, string, object, string][] = [
      [
        'POST',
        `/items/${item.id}/colors`,
        { name: 'Blu', hex: '#1F2A44', imageFileName: null },
        'hex',
      ],
      ['PUT', `/colors/${item.colorIds[0]}`, { name: '', hex: null, imageFileName: null }, 'name'],
      ['POST', `/colors/${item.colorIds[0]}/sizes`, { size: 'L', stock: -1 }, 'stock'],
      ['POST', `/colors/${item.colorIds[0]}/sizes`, { size: 'L', stock: 1.5 }, 'stock'],
      ['POST', `/colors/${item.colorIds[0]}/sizes`, { size: 'L' }, 'stock'],
      ['PUT', `/sizes/${item.sizeIds[0]}`, { size: 'L', stock: 9 }, 'stock'],
    ];
    for (const [method, path, payload, field] of cases) {
      const res = await send(method as 'PUT', admin, `${base(activity.id)}${path}`, payload, 'en');
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(`Invalid data: ${field}`);
    }
    const unknown = await send('PUT', admin, `${base(activity.id)}/colors/${item.colorIds[0]}`, {
      name: 'Blu',
      hex: null,
      imageFileName: await storedPicture(t, 'shop', activity.id),
    });
    expect(unknown.json().code).toBe('unknown_picture');
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('deletes a size or colour nobody ordered (out of carts); refuses one that past orders name', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t, {
      items: [
        {
          name: 'Maglia',
          priceCents: 2000,
          colors: [
            {
              name: 'Blu',
              sizes: [
                { size: 'S', stock: 2 },
                { size: 'M', stock: 2 },
              ],
            },
            { name: 'Verde', sizes: [{ size: 'S', stock: 1 }] },
          ],
        },
      ],
    });
    const item = shop.items[0] as { id: number; colorIds: number[]; sizeIds: number[] };
    const [blueS, blueM, greenS] = item.sizeIds as [number, number, number];
    await createOrderRow(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: item.id,
      itemColorSizeId: blueS,
    });
    await createCartLine(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: item.id,
      itemColorSizeId: blueM,
    });
    await createCartLine(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: item.id,
      itemColorSizeId: greenS,
    });
    const before = await catalogueRows(t, activity.id);
    const size = await send('DELETE', admin, `${base(activity.id)}/sizes/${blueS}`);
    expect(size.statusCode).toBe(409);
    expect(size.json()).toEqual({
      code: 'size_ordered',
      message:
        'Questa taglia è in ordini già fatti e non si può eliminare: metti la disponibilità a 0 per non venderla più',
    });
    const color = await send(
      'DELETE',
      admin,
      `${base(activity.id)}/colors/${item.colorIds[0]}`,
      undefined,
      'en',
    );
    expect(color.json()).toEqual({
      code: 'color_ordered',
      message:
        'Past orders name this colour, so it cannot be deleted: set its sizes’ stock to 0 to stop selling it',
    });
    expect(await catalogueRows(t, activity.id)).toEqual(before);
    const detail = (await get(admin, `${base(activity.id)}/items/${item.id}`)).json().data;
    expect(detail.colors[0].sizes.map((s: { ordered: boolean }) => s.ordered)).toEqual([
      true,
      false,
    ]);
    expect((await send('DELETE', admin, `${base(activity.id)}/sizes/${blueM}`)).json()).toEqual({
      data: { deleted: true },
    });
    expect(
      (await send('DELETE', admin, `${base(activity.id)}/colors/${item.colorIds[1]}`)).json(),
    ).toEqual({
      data: { deleted: true },
    });
    const after = await catalogueRows(t, activity.id);
    expect(after.sizes.map((s) => (s as { id: number }).id)).toEqual([blueS]);
    // The open cart lines of what went are gone; the order's line stays.
    expect(after.cartLines).toEqual([
      expect.objectContaining({ item_color_size_id: blueS, order_id: expect.any(Number) }),
    ]);
  });
});

describe('the stock of a size', () => {
  it('is set to a count against the stock the admin saw; changed meanwhile, nothing is written', async () => {
    const { activity, admin, shop } = await maglia();
    const [s, m] = (shop.items[0] as { sizeIds: number[] }).sizeIds;
    const url = (id: number) => `${base(activity.id)}/sizes/${id}/stock`;
    const set = await send('PUT', admin, url(s as number), { stock: 5, expected: 2 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ size: 'S', stock: 5, soldOut: false });
    // The admin still thinks 2 are left: a customer bought (or another admin counted) meanwhile.
    const stale = await send('PUT', admin, url(s as number), { stock: 3, expected: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'stock_changed',
      message:
        'Nel frattempo la disponibilità è cambiata: ora è 5 pezzi. Ricontrolla e salva di nuovo',
    });
    await t.rows(sql`update item_color_sizes set stock = 1 where id = ${s}`);
    const one = await send('PUT', admin, url(s as number), { stock: 3, expected: 5 }, 'en');
    expect(one.json().message).toBe(
      'The stock has changed meanwhile: it is now 1 piece. Check it and save again',
    );
    const unlimited = await send('PUT', admin, url(m as number), { stock: 3, expected: 0 });
    expect(unlimited.json()).toEqual({
      code: 'stock_changed',
      message:
        'Nel frattempo la disponibilità è cambiata: ora è illimitata. Ricontrolla e salva di nuovo',
    });
    expect([await stockOf(s as number), await stockOf(m as number)]).toEqual([1, null]);
    // Unlimited to a count and back.
    await send('PUT', admin, url(m as number), { stock: 4, expected: null });
    expect(await stockOf(m as number)).toBe(4);
    await send('PUT', admin, url(m as number), { stock: null, expected: 4 });
    expect(await stockOf(m as number)).toBe(null);
    for (const payload of [{ stock: -1, expected: 1 }, { stock: 2 }, { stock: 1.5, expected: 1 }]) {
      expect((await send('PUT', admin, url(s as number), payload)).statusCode).toBe(400);
    }
    expect(await stockOf(s as number)).toBe(1);
  });

  it('is changed by pieces, never below 0, once for a retried key', async () => {
    const { activity, admin, shop } = await maglia();
    const [s, m] = (shop.items[0] as { sizeIds: number[] }).sizeIds;
    const url = (id: number) => `${base(activity.id)}/sizes/${id}/stock-changes`;
    const key = randomUUID();
    const added = await send('POST', admin, url(s as number), { change: 10 }, 'it', key);
    const retried = await send('POST', admin, url(s as number), { change: 10 }, 'it', key);
    expect(retried.json()).toEqual(added.json());
    expect(added.json().data).toMatchObject({ stock: 12 });
    const removed = await send('POST', admin, url(s as number), { change: -12 });
    expect(removed.json().data).toMatchObject({ stock: 0, soldOut: true });
    await send('POST', admin, url(s as number), { change: 1 });
    const tooMany = await send('POST', admin, url(s as number), { change: -2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'stock_too_low',
      message: 'Ne resta solo 1 pezzo: non puoi toglierne di più',
    });
    const unlimited = await send('POST', admin, url(m as number), { change: 5 }, 'en');
    expect(unlimited.json()).toEqual({
      code: 'stock_unlimited',
      message: 'This size has unlimited stock: first say how many pieces there are',
    });
    expect((await send('POST', admin, url(s as number), { change: 0 })).statusCode).toBe(400);
    expect([await stockOf(s as number), await stockOf(m as number)]).toEqual([1, null]);
  });
});
