// The shop's catalogue (issue 17) on PGlite and PostgreSQL: categories, items by category and by
// search (text, category, pages), an item colour with the item's colours and sizes, images,
// active shippings and payments, pick-up windows; sold-out flags; the shop switched off and
// another activity's ids answer 404.
import type { Item, ItemColorsView } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer, type Person } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { createShop, type ShopSpec } from '../../../test-support/shop.ts';

const t = useTestApp();

/**
 * A clothing shop: Maglia 20,00 € discounted to 15,00 € (Blu M with 2, L sold out; Rosso M
 * unlimited), Jeans 50,00 € (one size, sold out), Giacca (no longer sold); two categories.
 */
async function clothing(spec: Partial<ShopSpec> = {}) {
  const activity = await createActivity(t);
  const shop = await createShop(t, activity.id, {
    category: 'Donna',
    items: [
      {
        name: 'Maglia',
        priceCents: 2000,
        discountCents: 1500,
        colors: [
          {
            name: 'Blu',
            hex: '0000FF',
            sizes: [
              { size: 'M', stock: 2 },
              { size: 'L', stock: 0 },
            ],
          },
          { name: 'Rosso', hex: 'FF0000', sizes: [{ size: 'M' }] },
        ],
      },
      {
        name: 'Jeans',
        priceCents: 5000,
        colors: [{ name: null, sizes: [{ size: null, stock: 0 }] }],
      },
      { name: 'Giacca', priceCents: 9000, active: false },
    ],
    shippings: [
      { type: 'S' },
      { type: 'C', priceMinCents: 5000, offerCents: 200, standardCents: 700 },
    ],
    payments: ['S', 'BT', 'ST'],
    closeTimes: [
      { day: 2, startTime: '18:00', endTime: '21:00' },
      { day: 1, startTime: '12:00', endTime: '14:00' },
    ],
    ...spec,
  });
  const ann = await createCustomer(t, activity.id);
  return { activity, shop, ann };
}

const get = (url: string, as: Person, lang?: string) =>
  t.call({ url, as, headers: lang ? { 'accept-language': lang } : {} });

async function data<T>(url: string, as: Person): Promise<T> {
  const res = await get(url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const search = (as: Person, filters: Record<string, string | number>, page = '') =>
  get(
    `/api/app/items/search?${Object.entries(filters)
      .map(([k, v]) => `filters[${k}]=${encodeURIComponent(String(v))}`)
      .join('&')}${page}`,
    as,
  );

describe('categories and items', () => {
  it('lists the categories by their order', async () => {
    const { activity, shop, ann } = await clothing();
    await t.rows(sql`insert into shop_categories (activity_id, name, sort)
      values (${activity.id}, 'Uomo', -1), (${activity.id}, 'Saldi', 5)`);
    const rows = await data<{ id: number; name: string; sort: number }[]>(
      `/api/app/activities/${activity.id}/categories`,
      ann,
    );
    expect(rows.map((c) => c.name)).toEqual(['Uomo', 'Donna', 'Saldi']);
    expect(rows[1]).toEqual({ id: shop.categoryId, name: 'Donna', sort: 0 });
  });

  it('lists a category’s items still sold, in order, with prices in euros and sold-out flags', async () => {
    const { shop, ann } = await clothing();
    const rows = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(rows).toEqual([
      {
        id: shop.item('Maglia').id,
        categoryId: shop.categoryId,
        name: 'Maglia',
        description: null,
        price: 20,
        discountPrice: 15,
        imageUrl: null,
        itemColorId: shop.item('Maglia').colorIds[0],
        soldOut: false,
        allergens: [],
        typologies: [],
      },
      expect.objectContaining({ name: 'Jeans', price: 50, discountPrice: null, soldOut: true }),
    ]);
  });

  it('is sold out only when every size of every colour has stock 0 (none is unlimited)', async () => {
    const { shop, ann } = await clothing();
    await t.rows(
      sql`update item_color_sizes set stock = 0 where item_id = ${shop.item('Maglia').id}`,
    );
    let rows = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(rows.map((i) => i.soldOut)).toEqual([true, true]);
    await t.rows(
      sql`update item_color_sizes set stock = null where id = ${shop.item('Jeans').sizeIds[0]}`,
    );
    rows = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(rows.map((i) => i.soldOut)).toEqual([true, false]);
  });

  it('shows the item’s first picture, else its colour’s; a discount not lower is no discount', async () => {
    const { activity, shop, ann } = await clothing();
    const maglia = shop.item('Maglia');
    await t.rows(
      sql`update item_colors set image_file_name = 'blu.jpg' where id = ${maglia.colorIds[0]}`,
    );
    await t.rows(sql`update items set discount_cents = 5000 where id = ${shop.item('Jeans').id}`);
    let rows = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(rows[0]?.imageUrl).toBe(`/images/item/${activity.id}/blu.jpg`);
    expect(rows[1]?.discountPrice).toBeNull();
    await t.rows(sql`insert into shop_images (activity_id, item_id, file_name, sort)
      values (${activity.id}, ${maglia.id}, 'b.jpg', 2), (${activity.id}, ${maglia.id}, 'a b.jpg', 1)`);
    rows = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(rows[0]?.imageUrl).toBe(`/images/item/${activity.id}/a%20b.jpg`);
  });

  it('gives the allergens and typologies of a dish', async () => {
    const { shop, ann } = await clothing();
    await t.rows(sql`update items set allergens = array['GL','LA'], typologies = array['VG'],
      description = 'Al pomodoro' where id = ${shop.item('Maglia').id}`);
    const [first] = await data<Item[]>(`/api/app/items/itemsbycategory/${shop.categoryId}`, ann);
    expect(first).toMatchObject({
      allergens: ['GL', 'LA'],
      typologies: ['VG'],
      description: 'Al pomodoro',
    });
  });
});

describe('item search', () => {
  it('finds active items by name or description, without case, escaping % and _', async () => {
    const { activity, shop, ann } = await clothing();
    await t.rows(
      sql`update items set description = 'Cotone 100% bio' where id = ${shop.item('Jeans').id}`,
    );
    const names = async (text: string) =>
      (await search(ann, { activityId: activity.id, text })).json().data.map((i: Item) => i.name);
    expect(await names('MAGL')).toEqual(['Maglia']);
    expect(await names('cotone')).toEqual(['Jeans']);
    expect(await names('100%')).toEqual(['Jeans']);
    expect(await names('%')).toEqual(['Jeans']);
    expect(await names('_')).toEqual([]);
    expect(await names('giacca')).toEqual([]);
  });

  it('pages the results with their total, and filters by category', async () => {
    const { activity, shop, ann } = await clothing({
      items: Array.from({ length: 7 }, (_, i) => ({ name: `Capo ${i + 1}`, priceCents: 1000 })),
    });
    const page2 = await search(
      ann,
      { activityId: activity.id, text: 'capo' },
      '&page=2&rowsPerPage=3',
    );
    expect(page2.statusCode, page2.body).toBe(200);
    expect(page2.json().totalRows).toBe(7);
    expect(page2.json().data.map((i: Item) => i.name)).toEqual(['Capo 4', 'Capo 5', 'Capo 6']);
    const past = await search(ann, { activityId: activity.id }, '&page=9&rowsPerPage=3');
    expect(past.json()).toEqual({ data: [], totalRows: 7 });
    const [other] = await t.rows<{ id: number }>(sql`insert into shop_categories (activity_id, name)
      values (${activity.id}, 'Uomo') returning id`);
    await t.rows(sql`update items set category_id = ${other?.id} where name = 'Capo 2'`);
    const uomo = await search(ann, { activityId: activity.id, categoryId: other?.id as number });
    expect(uomo.json()).toEqual({
      data: [expect.objectContaining({ name: 'Capo 2' })],
      totalRows: 1,
    });
    const donna = await search(ann, { activityId: activity.id, categoryId: shop.categoryId });
    expect(donna.json().totalRows).toBe(6);
  });

  it('sorts by name or by what one costs now', async () => {
    const { activity, ann } = await clothing();
    const order = async (sort: string) =>
      (await search(ann, { activityId: activity.id }, sort)).json().data.map((i: Item) => i.name);
    expect(await order('&sortBy=name&descending=true')).toEqual(['Maglia', 'Jeans']);
    // Maglia costs 15,00 € (discounted), Jeans 50,00 €.
    expect(await order('&sortBy=price')).toEqual(['Maglia', 'Jeans']);
    expect(await order('&sortBy=price&sortDesc=true')).toEqual(['Jeans', 'Maglia']);
  });

  it('never lists another activity’s items, even by its category', async () => {
    const mine = await clothing();
    const theirs = await clothing();
    const res = await search(mine.ann, {
      activityId: mine.activity.id,
      categoryId: theirs.shop.categoryId,
    });
    expect(res.json()).toEqual({ data: [], totalRows: 0 });
    expect((await search(mine.ann, { activityId: theirs.activity.id })).statusCode).toBe(404);
  });

  it('refuses a text too long or a malformed category with a 400 in the caller’s language', async () => {
    const { activity, ann } = await clothing();
    const long = await search(ann, { activityId: activity.id, text: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    const bad = await get(
      `/api/app/items/search?filters[activityId]=${activity.id}&filters[categoryId]=abc`,
      ann,
      'de',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });
});

describe('an item colour', () => {
  it('answers the item, the colour asked for and all the colours with their sizes in order', async () => {
    const { activity, shop, ann } = await clothing();
    const maglia = shop.item('Maglia');
    const [blu, rosso] = maglia.colorIds;
    await t.rows(sql`update item_colors set image_file_name = 'rosso.jpg' where id = ${rosso}`);
    const view = await data<ItemColorsView>(`/api/app/itemcolors/${rosso}`, ann);
    expect(view.item).toMatchObject({ id: maglia.id, name: 'Maglia', itemColorId: blu });
    expect(view.itemColor).toEqual({
      id: rosso,
      itemId: maglia.id,
      name: 'Rosso',
      hex: 'FF0000',
      imageUrl: `/images/item/${activity.id}/rosso.jpg`,
      itemColorSizes: [{ id: maglia.sizeIds[2], size: 'M', stock: null }],
    });
    expect(view.itemColors).toEqual([
      {
        id: blu,
        itemId: maglia.id,
        name: 'Blu',
        hex: '0000FF',
        imageUrl: null,
        itemColorSizes: [
          { id: maglia.sizeIds[0], size: 'M', stock: 2 },
          { id: maglia.sizeIds[1], size: 'L', stock: 0 },
        ],
      },
      view.itemColor,
    ]);
  });

  it('answers 404 for an item no longer sold', async () => {
    const { shop, ann } = await clothing();
    const res = await get(`/api/app/itemcolors/${shop.item('Giacca').colorIds[0]}`, ann);
    expect(res.statusCode).toBe(404);
  });
});

describe('images, shippings, payments, pick-up windows', () => {
  it('lists the item images and the shop’s own images apart, in order', async () => {
    const { activity, shop, ann } = await clothing();
    const maglia = shop.item('Maglia').id;
    await t.rows(sql`insert into shop_images (activity_id, item_id, file_name, sort) values
      (${activity.id}, null, 'vetrina.jpg', 1), (${activity.id}, null, 'banco.jpg', 0),
      (${activity.id}, ${maglia}, 'maglia.jpg', 0)`);
    const items = await data<unknown[]>(`/api/activities/${activity.id}/itemimages`, ann);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        itemId: maglia,
        url: `/images/item/${activity.id}/maglia.jpg`,
        sort: 0,
      },
    ]);
    const own = await data<{ url: string }[]>(`/api/activities/${activity.id}/shop-images`, ann);
    expect(own.map((i) => i.url)).toEqual([
      `/images/shop/${activity.id}/banco.jpg`,
      `/images/shop/${activity.id}/vetrina.jpg`,
    ]);
  });

  it('lists the active shippings in euros and the active payments, not the others', async () => {
    const { activity, shop, ann } = await clothing();
    await t.rows(sql`update shippings set active = false where id = ${shop.shippingId('S')}`);
    await t.rows(sql`update payments set active = false where id = ${shop.paymentId('BT')}`);
    expect(await data(`/api/activities/${activity.id}/shippings/active`, ann)).toEqual([
      {
        id: shop.shippingId('C'),
        type: 'C',
        priceMin: 50,
        offerPrice: 2,
        standardPrice: 7,
        shippingDaysFrom: 2,
        shippingDaysTo: 5,
      },
    ]);
    expect(await data(`/api/activities/${activity.id}/payments/active`, ann)).toEqual([
      { id: shop.paymentId('S'), type: 'S', disabled: false },
      { id: shop.paymentId('ST'), type: 'ST', disabled: false },
    ]);
  });

  it('lists the pick-up windows by weekday', async () => {
    const { activity, ann } = await clothing();
    const rows = await data<unknown[]>(
      `/api/shop-setting-close-times?filters[activityId]=${activity.id}`,
      ann,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), day: 1, startTime: '12:00', endTime: '14:00' },
      { id: expect.any(Number), day: 2, startTime: '18:00', endTime: '21:00' },
    ]);
    const plain = await get(`/api/shop-setting-close-times?activityId=${activity.id}`, ann);
    expect(plain.json().data).toEqual(rows);
  });
});

describe('who sees the catalogue', () => {
  it('answers 404 on every call once the shop is switched off', async () => {
    const { activity, shop, ann } = await clothing();
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${activity.id}`,
    );
    for (const url of [
      `/api/app/activities/${activity.id}/categories`,
      `/api/app/items/itemsbycategory/${shop.categoryId}`,
      `/api/app/items/search?filters[activityId]=${activity.id}`,
      `/api/app/itemcolors/${shop.item('Maglia').colorIds[0]}`,
      `/api/activities/${activity.id}/itemimages`,
      `/api/activities/${activity.id}/shop-images`,
      `/api/activities/${activity.id}/shippings/active`,
      `/api/activities/${activity.id}/payments/active`,
      `/api/shop-setting-close-times?filters[activityId]=${activity.id}`,
    ]) {
      const res = await get(url, ann);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('not_found');
    }
  });

  it('answers 404 for another activity’s category or item colour', async () => {
    const mine = await clothing();
    const theirs = await clothing();
    for (const url of [
      `/api/app/items/itemsbycategory/${theirs.shop.categoryId}`,
      `/api/app/itemcolors/${theirs.shop.item('Maglia').colorIds[0]}`,
      `/api/app/activities/${theirs.activity.id}/categories`,
    ]) {
      expect((await get(url, mine.ann)).statusCode, url).toBe(404);
    }
  });

  it('answers a customer of two activities both shops', async () => {
    const a = await clothing();
    const b = await clothing();
    const both = await createCustomer(t, a.activity.id, b.activity.id);
    for (const s of [a, b]) {
      const rows = await data<Item[]>(`/api/app/items/itemsbycategory/${s.shop.categoryId}`, both);
      expect(rows.map((i) => i.id)).toContain(s.shop.item('Maglia').id);
    }
    // The web adds the current activity: it must be the one the id belongs to.
    const color = a.shop.item('Maglia').colorIds[0];
    for (const url of [
      `/api/app/items/itemsbycategory/${a.shop.categoryId}`,
      `/api/app/itemcolors/${color}`,
    ]) {
      const same = await get(`${url}?filters[activityId]=${a.activity.id}`, both);
      expect(same.statusCode, url).toBe(200);
      const other = await get(`${url}?filters[activityId]=${b.activity.id}`, both);
      expect(other.statusCode, url).toBe(404);
    }
  });
});
