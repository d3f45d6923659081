// The catalogue set-up (issue 25, console item 4): categories and items added, saved, shown or
// hidden, ordered, deleted or archived; the shop's gallery; refusals in the caller's language
// change nothing; the activity's admins only, never another activity's ids; what customers see
// follows at once (hidden categories and items invisible, sold out shown as sold out).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createSuperAdmin,
  createUser,
  type Person,
} from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { createCartLine, createOrderRow, createShop } from '../../../test-support/shop.ts';
import {
  base,
  callsOf,
  catalogueRows,
  shopWithAdmin,
  storedPicture,
} from './catalogue-admin.testing.ts';

const t = useTestApp();
const { get, send } = callsOf(t);

const itemBody = (categoryId: number, over: object = {}) => ({
  categoryId,
  name: 'Shampoo delicato',
  sku: null,
  description: 'Per capelli fini.',
  price: 12.5,
  discountPrice: null,
  active: true,
  ...over,
});

/** What a customer browses: the categories, then each one's items (name, price, sold out). */
async function customerShop(activityId: number, as: Person) {
  const categories = (await get(as, `/api/app/activities/${activityId}/categories`)).json().data;
  const out: string[] = [];
  for (const c of categories as { id: number; name: string }[]) {
    const listed = (await get(as, `/api/app/items/itemsbycategory/${c.id}`)).json().data;
    for (const i of listed as { name: string; price: number; soldOut: boolean }[]) {
      out.push(`${c.name}: ${i.name} ${i.price}${i.soldOut ? ' (esaurito)' : ''}`);
    }
  }
  return out;
}

describe('the shop categories of the console', () => {
  it('adds them last, lists hidden ones with their items, renames, hides and orders them', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t, { category: 'Novità' });
    const made = [];
    for (const name of ['Capelli', 'Viso']) {
      const res = await send('POST', admin, `${base(activity.id)}/categories`, {
        name: ` ${name} `,
        visible: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data);
    }
    expect(made).toEqual([
      { id: expect.any(Number), name: 'Capelli', sort: 1, visible: true, items: 0 },
      { id: expect.any(Number), name: 'Viso', sort: 2, visible: true, items: 0 },
    ]);
    const [capelli, viso] = made;
    const hidden = await send('PUT', admin, `${base(activity.id)}/categories/${shop.categoryId}`, {
      name: 'Novità 2027',
      visible: false,
    });
    expect(hidden.json().data).toMatchObject({ name: 'Novità 2027', visible: false, items: 1 });
    const ordered = await send('PUT', admin, `${base(activity.id)}/category-order`, {
      ids: [viso.id, shop.categoryId, capelli.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toEqual({
      data: [
        { id: viso.id, name: 'Viso', sort: 0, visible: true, items: 0 },
        { id: shop.categoryId, name: 'Novità 2027', sort: 1, visible: false, items: 1 },
        { id: capelli.id, name: 'Capelli', sort: 2, visible: true, items: 0 },
      ],
      totalRows: 3,
    });
    expect((await get(admin, `${base(activity.id)}/categories`)).json()).toEqual(ordered.json());
    // Customers: the hidden category and its item are nowhere to be seen.
    const theirs = (await get(customer, `/api/app/activities/${activity.id}/categories`)).json();
    expect(theirs.data.map((c: { name: string }) => c.name)).toEqual(['Viso', 'Capelli']);
    const search = await get(customer, `/api/app/items/search?filters[activityId]=${activity.id}`);
    expect(search.json()).toEqual({ data: [], totalRows: 0 });
    const byCategory = await get(customer, `/api/app/items/itemsbycategory/${shop.categoryId}`);
    expect(byCategory.json().data).toEqual([]);
    const color = shop.items[0]?.colorIds[0];
    expect((await get(customer, `/api/app/itemcolors/${color}`)).statusCode).toBe(404);
    expect((await get(customer, `/api/activities/${activity.id}/itemimages`)).json().data).toEqual(
      [],
    );
    await send('PUT', admin, `${base(activity.id)}/categories/${shop.categoryId}`, {
      name: 'Novità 2027',
      visible: true,
    });
    expect(await customerShop(activity.id, customer)).toEqual(['Novità 2027: Maglia 20']);
  });

  it('refuses an order of another list, in it and en, changing nothing', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t);
    const b = await createActivity(t);
    const theirs = await createShop(t, b.id);
    const two = (
      await send('POST', admin, `${base(activity.id)}/categories`, {
        name: 'Due',
        visible: true,
      })
    ).json().data;
    const before = await catalogueRows(t, activity.id);
    for (const ids of [[two.id], [two.id, shop.categoryId, theirs.categoryId], []]) {
      const res = await send('PUT', admin, `${base(activity.id)}/category-order`, { ids }, 'en');
      expect(res.statusCode, JSON.stringify(ids)).toBe(409);
      expect(res.json()).toEqual({
        code: 'order_stale',
        message: 'The list has changed meanwhile: reload the page and order it again',
      });
    }
    const it_ = await send('PUT', admin, `${base(activity.id)}/category-order`, { ids: [two.id] });
    expect(it_.json().message).toBe(
      "L'elenco è cambiato nel frattempo: ricarica la pagina e riordina di nuovo",
    );
    const twice = await send('PUT', admin, `${base(activity.id)}/category-order`, {
      ids: [two.id, two.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('deletes an empty category; one with items (archived too) is refused, saying how many', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t, {
      items: [
        { name: 'Maglia', priceCents: 2000 },
        { name: 'Gonna', priceCents: 3000 },
      ],
    });
    const empty = (
      await send('POST', admin, `${base(activity.id)}/categories`, {
        name: 'Vuota',
        visible: true,
      })
    ).json().data;
    await t.rows(sql`update items set active = false, archived_at = now()
      where id = ${shop.items[1]?.id}`);
    const before = await catalogueRows(t, activity.id);
    const refused = await send(
      'DELETE',
      admin,
      `${base(activity.id)}/categories/${shop.categoryId}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'category_not_empty',
      message:
        'La categoria contiene 2 prodotti: spostali in un’altra categoria o eliminali prima, oppure nascondi la categoria',
    });
    await t.rows(sql`delete from items where id = ${shop.items[0]?.id}`);
    const en = await send(
      'DELETE',
      admin,
      `${base(activity.id)}/categories/${shop.categoryId}`,
      undefined,
      'en',
    );
    expect(en.json().message).toBe(
      'The category lists one item: move it to another category or delete it first, or hide the category',
    );
    expect((await catalogueRows(t, activity.id)).categories).toEqual(before.categories);
    const gone = await send('DELETE', admin, `${base(activity.id)}/categories/${empty.id}`);
    expect(gone.json()).toEqual({ data: { deleted: true } });
    expect(
      (await send('DELETE', admin, `${base(activity.id)}/categories/${empty.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a bad category in the caller language, changing nothing', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t);
    const before = await catalogueRows(t, activity.id);
    for (const payload of [
      { name: ' ', visible: true },
      { name: 'x'.repeat(81), visible: true },
      { name: 'Capelli', visible: 'sì' },
      { name: 'Capelli', visible: true, sort: 3 },
      { name: 'Capelli' },
    ]) {
      const res = await send(
        'PUT',
        admin,
        `${base(activity.id)}/categories/${shop.categoryId}`,
        payload,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Dati non validi: /);
      const made = await send('POST', admin, `${base(activity.id)}/categories`, payload, 'en');
      expect(made.statusCode).toBe(400);
      expect(made.json().message).toMatch(/^Invalid data: /);
    }
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });
});

describe('the shop items of the console', () => {
  it('adds an item in euros with its gallery; customers see it once it has a colour and a size', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t);
    const [first, second] = [
      await storedPicture(t, 'item', activity.id),
      await storedPicture(t, 'item', activity.id),
    ];
    const res = await send(
      'POST',
      admin,
      `${base(activity.id)}/items`,
      itemBody(shop.categoryId, {
        name: ' Shampoo delicato ',
        sku: 'sh-250',
        description: '  ',
        price: 12.5,
        discountPrice: 9.9,
        pictures: [second, first],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      categoryId: shop.categoryId,
      categoryName: 'Novità',
      name: 'Shampoo delicato',
      sku: 'sh-250',
      description: null,
      price: 12.5,
      discountPrice: 9.9,
      active: true,
      archived: false,
      soldOut: true,
      stock: 0,
      colorCount: 0,
      imageUrl: `/images/item/${activity.id}/${second}`,
      sort: 1,
      allergens: [],
      typologies: [],
      pictures: [
        { fileName: second, url: `/images/item/${activity.id}/${second}` },
        { fileName: first, url: `/images/item/${activity.id}/${first}` },
      ],
      colors: [],
    });
    const [row] = await t.rows(
      sql`select price_cents, discount_cents from items where id = ${item.id}`,
    );
    expect(row).toEqual({ price_cents: 1250, discount_cents: 990 });
    // Without a colour customers do not see it; with one and a size they do.
    expect(await customerShop(activity.id, customer)).toEqual(['Novità: Maglia 20']);
    const color = await send('POST', admin, `${base(activity.id)}/items/${item.id}/colors`, {
      name: null,
      hex: null,
      imageFileName: null,
    });
    await send('POST', admin, `${base(activity.id)}/colors/${color.json().data.id}/sizes`, {
      size: '250 ml',
      stock: 4,
    });
    expect(await customerShop(activity.id, customer)).toEqual([
      'Novità: Maglia 20',
      'Novità: Shampoo delicato 12.5',
    ]);
    const detail = (await get(admin, `${base(activity.id)}/items/${item.id}`)).json().data;
    expect(detail).toMatchObject({ soldOut: false, stock: 4, colorCount: 1 });
  });

  it('lists items a page at a time, hidden, sold-out and (asked) archived ones marked, searched', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t, {
      items: [
        {
          name: 'Maglia blu',
          priceCents: 2000,
          colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 0 }] }],
        },
        { name: 'Gonna', priceCents: 3500, active: false },
        {
          name: 'Calzini 100% cotone',
          priceCents: 500,
          colors: [
            {
              name: null,
              sizes: [
                { size: null, stock: 3 },
                { size: 'L', stock: 2 },
              ],
            },
          ],
        },
        { name: 'Vecchia felpa', priceCents: 4000 },
      ],
    });
    await t.rows(sql`update items set active = false, archived_at = now()
      where id = ${shop.item('Vecchia felpa').id}`);
    await t.rows(
      sql`update items set sku = 'CAL-1' where id = ${shop.item('Calzini 100% cotone').id}`,
    );
    const url = `${base(activity.id)}/items`;
    const all = (await get(admin, url)).json();
    expect(all.totalRows).toBe(3);
    expect(
      all.data.map(
        (i: { name: string; active: boolean; soldOut: boolean; stock: number | null }) => [
          i.name,
          i.active,
          i.soldOut,
          i.stock,
        ],
      ),
    ).toEqual([
      ['Maglia blu', true, true, 0],
      ['Gonna', false, false, null],
      ['Calzini 100% cotone', true, false, 5],
    ]);
    const page = (
      await get(admin, `${url}?rowsPerPage=15&page=1&sortBy=price&descending=true`)
    ).json();
    expect(page.data.map((i: { price: number }) => i.price)).toEqual([35, 20, 5]);
    const names = async (query: string) =>
      (await get(admin, `${url}?${query}`)).json().data.map((i: { name: string }) => i.name);
    expect(await names('filters[q]=100%')).toEqual(['Calzini 100% cotone']);
    expect(await names('filters[q]=cal-1')).toEqual(['Calzini 100% cotone']);
    expect(await names('filters[q]=%25')).toEqual(['Calzini 100% cotone']);
    expect(await names(`filters[categoryId]=${shop.categoryId}&filters[q]=gonna`)).toEqual([
      'Gonna',
    ]);
    expect(await names('filters[archived]=true')).toEqual(['Vecchia felpa']);
    const archived = (await get(admin, `${url}?filters[archived]=true`)).json().data[0];
    expect(archived).toMatchObject({ active: false, archived: true });
    expect((await get(admin, `${url}?filters[archived]=forse`)).statusCode).toBe(400);
  });

  it("pages every category's items in order under one total, each sold out by its own sizes", async () => {
    const { activity, admin, shop } = await shopWithAdmin(t, {
      items: [
        {
          name: 'Esaurito',
          priceCents: 1000,
          colors: [
            { name: 'Rosso', sizes: [{ size: 'S', stock: 0 }] },
            { name: 'Blu', sizes: [{ size: 'M', stock: 0 }] },
          ],
        },
        {
          name: 'Illimitato',
          priceCents: 1000,
          colors: [
            {
              name: null,
              sizes: [
                { size: 'S', stock: 0 },
                { size: 'M', stock: null },
              ],
            },
          ],
        },
        {
          name: 'Ultimo pezzo',
          priceCents: 1000,
          colors: [
            {
              name: null,
              sizes: [
                { size: 'S', stock: 0 },
                { size: 'M', stock: 1 },
              ],
            },
          ],
        },
        { name: 'Senza taglie', priceCents: 1000, colors: [{ name: 'Nero', sizes: [] }] },
      ],
    });
    // Another activity's sizes of the same names change nothing here.
    await shopWithAdmin(t, { items: [{ name: 'Esaurito', priceCents: 1000 }] });
    const url = `${base(activity.id)}/items`;
    const category = await send('POST', admin, `${base(activity.id)}/categories`, {
      name: 'Saldi',
      visible: true,
    });
    const added = await send(
      'POST',
      admin,
      `${base(activity.id)}/items`,
      itemBody(category.json().data.id, { name: 'Nuovo' }),
    );
    expect(added.statusCode, added.body).toBe(200);

    const all = (await get(admin, `${url}?rowsPerPage=50`)).json();
    expect(all.totalRows).toBe(5);
    expect(all.data.map((i: { name: string; soldOut: boolean }) => [i.name, i.soldOut])).toEqual([
      ['Esaurito', true],
      ['Illimitato', false],
      ['Ultimo pezzo', false],
      ['Senza taglie', true],
      ['Nuovo', true],
    ]);
    expect(all.data[0].categoryId).toBe(shop.categoryId);
    const paged = [];
    for (let page = 1; page <= 3; page++) {
      const res = (await get(admin, `${url}?rowsPerPage=2&page=${page}`)).json();
      expect(res.totalRows).toBe(5);
      paged.push(...res.data);
    }
    expect(paged).toEqual(all.data);
    expect((await get(admin, `${url}?rowsPerPage=2&page=9`)).json()).toEqual({
      data: [],
      totalRows: 5,
    });
    const byPrice = (await get(admin, `${url}?sortBy=price&rowsPerPage=3&page=2`)).json();
    expect(byPrice.totalRows).toBe(5);
    expect(byPrice.data).toHaveLength(2);
  });

  it('saves an item, moves it to another category last, and shows or hides it', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t);
    const other = (
      await send('POST', admin, `${base(activity.id)}/categories`, {
        name: 'Saldi',
        visible: true,
      })
    ).json().data;
    const item = shop.items[0] as { id: number };
    const saved = await send(
      'PUT',
      admin,
      `${base(activity.id)}/items/${item.id}`,
      itemBody(other.id, { name: 'Maglia in saldo', price: 20, discountPrice: 14.99, sku: 'MG-1' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      categoryId: other.id,
      categoryName: 'Saldi',
      name: 'Maglia in saldo',
      price: 20,
      discountPrice: 14.99,
      sort: 0,
      sku: 'MG-1',
    });
    const seen = (await get(customer, `/api/app/items/itemsbycategory/${other.id}`)).json().data;
    expect(seen).toMatchObject([{ name: 'Maglia in saldo', price: 20, discountPrice: 14.99 }]);
    const hide = await send('PUT', admin, `${base(activity.id)}/items/${item.id}/active`, {
      active: false,
    });
    expect(hide.json().data).toMatchObject({ active: false, archived: false });
    expect(await customerShop(activity.id, customer)).toEqual([]);
    await send('PUT', admin, `${base(activity.id)}/items/${item.id}/active`, { active: true });
    expect(await customerShop(activity.id, customer)).toEqual(['Saldi: Maglia in saldo 20']);
  });

  it('refuses a bad item in the caller language, changing nothing', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t);
    const b = await createActivity(t);
    const theirs = await createShop(t, b.id);
    await t.rows(sql`update items set sku = 'MG-1' where id = ${shop.items[0]?.id}`);
    const extra = (
      await send('POST', admin, `${base(activity.id)}/items`, itemBody(shop.categoryId))
    ).json().data;
    const before = await catalogueRows(t, activity.id);
    const url = `${base(activity.id)}/items/${extra.id}`;
    const bad: [object, string][] = [
      [{ discountPrice: 12.5 }, 'discountPrice'],
      [{ discountPrice: 13 }, 'discountPrice'],
      [{ price: 12.505 }, 'price'],
      [{ price: -1 }, 'price'],
      [{ price: '12,50' }, 'price'],
      [{ name: '' }, 'name'],
      [{ sku: 'A B' }, 'sku'],
      [{ allergens: ['XX'] }, 'allergens.0'],
      [{ pictures: ['../../etc/passwd', '../../etc/passwd'] }, 'pictures'],
    ];
    for (const [over, field] of bad) {
      const res = await send('PUT', admin, url, itemBody(shop.categoryId, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: `Dati non validi: ${field}` });
      const en = await send(
        'POST',
        admin,
        `${base(activity.id)}/items`,
        itemBody(shop.categoryId, over),
        'en',
      );
      expect(en.json().message).toBe(`Invalid data: ${field}`);
    }
    const taken = await send('PUT', admin, url, itemBody(shop.categoryId, { sku: 'mg-1' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'sku_taken',
      message: 'Il codice mg-1 è già di un altro prodotto',
    });
    const takenEn = await send(
      'POST',
      admin,
      `${base(activity.id)}/items`,
      itemBody(shop.categoryId, { sku: 'MG-1' }),
      'en',
    );
    expect(takenEn.json().message).toBe('The code MG-1 already belongs to another item');
    const foreignCategory = await send('PUT', admin, url, itemBody(theirs.categoryId));
    expect(foreignCategory.json()).toMatchObject({ code: 'invalid_input' });
    for (const picture of [
      'nothere00000000000000000000000000.webp',
      await storedPicture(t, 'item', b.id),
      await storedPicture(t, 'shop', activity.id),
      '../shop/x.webp',
    ]) {
      const res = await send('PUT', admin, url, itemBody(shop.categoryId, { pictures: [picture] }));
      expect(res.statusCode, picture).toBe(400);
      expect(res.json().code).toBe('unknown_picture');
    }
    expect(await catalogueRows(t, activity.id)).toEqual(before);
  });

  it('deletes an item nobody ordered (and takes it out of carts); archives one that past orders name', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t, {
      items: [
        { name: 'Mai venduto', priceCents: 1000 },
        { name: 'Venduto', priceCents: 2500 },
      ],
    });
    const never = shop.item('Mai venduto');
    const sold = shop.item('Venduto');
    await createCartLine(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: never.id,
      itemColorSizeId: never.sizeIds[0] as number,
    });
    const order = await createOrderRow(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: sold.id,
      itemColorSizeId: sold.sizeIds[0] as number,
      priceCents: 2500,
    });
    const gone = await send('DELETE', admin, `${base(activity.id)}/items/${never.id}`);
    expect(gone.json()).toEqual({ data: { deleted: true, archived: false } });
    const kept = await send('DELETE', admin, `${base(activity.id)}/items/${sold.id}`);
    expect(kept.json()).toEqual({ data: { deleted: false, archived: true } });
    const rows = await catalogueRows(t, activity.id);
    expect(rows.items).toEqual([
      expect.objectContaining({ name: 'Venduto', active: false, archived_at: expect.anything() }),
    ]);
    expect(rows.cartLines).toEqual([expect.objectContaining({ order_id: order.id })]);
    // The order still reads its line; a re-order names it as no longer sold.
    const lines = (await get(customer, `/api/app/itemcarts/byorder/${order.id}`)).json().data;
    expect(lines).toMatchObject([{ name: 'Venduto', price: 25, available: false }]);
    const again = (await get(customer, `/api/app/itemcarts/byorder/${order.id}/re-order`)).json();
    expect(again.data).toEqual({ added: 0, skipped: [{ name: 'Venduto', reason: 'unavailable' }] });
    // Out of the list, in the archive; shown again it comes back.
    expect((await get(admin, `${base(activity.id)}/items`)).json().totalRows).toBe(0);
    const back = await send('PUT', admin, `${base(activity.id)}/items/${sold.id}/active`, {
      active: true,
    });
    expect(back.json().data).toMatchObject({ active: true, archived: false });
    expect((await get(admin, `${base(activity.id)}/items`)).json().totalRows).toBe(1);
  });

  it('orders a category’s items; a stale list is refused', async () => {
    const { activity, admin, customer, shop } = await shopWithAdmin(t, {
      items: [
        { name: 'Uno', priceCents: 100 },
        { name: 'Due', priceCents: 200 },
        { name: 'Tre', priceCents: 300 },
      ],
    });
    const ids = shop.items.map((i) => i.id);
    const url = `${base(activity.id)}/categories/${shop.categoryId}/item-order`;
    const res = await send('PUT', admin, url, { ids: [ids[2], ids[0], ids[1]] });
    expect(res.json().data.map((i: { name: string }) => i.name)).toEqual(['Tre', 'Uno', 'Due']);
    expect(await customerShop(activity.id, customer)).toEqual([
      'Novità: Tre 3',
      'Novità: Uno 1',
      'Novità: Due 2',
    ]);
    expect((await send('PUT', admin, url, { ids: [ids[0], ids[1]] })).statusCode).toBe(409);
  });

  it('adds once for a retried key, answering the same', async () => {
    const { activity, admin, shop } = await shopWithAdmin(t);
    const key = randomUUID();
    const url = `${base(activity.id)}/items`;
    const first = await send('POST', admin, url, itemBody(shop.categoryId), 'it', key);
    const again = await send('POST', admin, url, itemBody(shop.categoryId), 'it', key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await catalogueRows(t, activity.id)).items).toHaveLength(2);
  });
});

describe('the shop’s own pictures', () => {
  it('adds uploaded shop pictures last, orders and removes them; customers see the gallery', async () => {
    const { activity, admin, customer } = await shopWithAdmin(t);
    const names = [
      await storedPicture(t, 'shop', activity.id),
      await storedPicture(t, 'shop', activity.id),
    ];
    const added = [];
    for (const fileName of names) {
      const res = await send('POST', admin, `${base(activity.id)}/shop-images`, { fileName });
      expect(res.statusCode, res.body).toBe(200);
      added.push(res.json().data);
    }
    expect(added[1]).toEqual({
      id: expect.any(Number),
      fileName: names[1],
      url: `/images/shop/${activity.id}/${names[1]}`,
      sort: 1,
    });
    const ordered = await send('PUT', admin, `${base(activity.id)}/shop-image-order`, {
      ids: [added[1].id, added[0].id],
    });
    expect(ordered.json().data.map((i: { fileName: string }) => i.fileName)).toEqual([
      names[1],
      names[0],
    ]);
    const theirs = (await get(customer, `/api/activities/${activity.id}/shop-images`)).json().data;
    expect(theirs.map((i: { url: string }) => i.url)).toEqual([
      `/images/shop/${activity.id}/${names[1]}`,
      `/images/shop/${activity.id}/${names[0]}`,
    ]);
    const removed = await send('DELETE', admin, `${base(activity.id)}/shop-images/${added[1].id}`);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect((await get(admin, `${base(activity.id)}/shop-images`)).json().totalRows).toBe(1);
    for (const fileName of [
      await storedPicture(t, 'item', activity.id),
      'x.webp',
      '../item/a.webp',
    ]) {
      const res = await send('POST', admin, `${base(activity.id)}/shop-images`, { fileName }, 'en');
      expect(res.statusCode, fileName).toBe(400);
      expect(res.json().code).toBe('unknown_picture');
    }
    expect((await get(admin, `${base(activity.id)}/shop-images`)).json().totalRows).toBe(1);
  });
});

describe('who sets up the catalogue', () => {
  it("is the activity's admin: another's admin, its counter staff and customers are refused; a super admin may", async () => {
    const {
      activity: a,
      admin,
      staff,
      customer,
      shop,
    } = await shopWithAdmin(t, {
      items: [
        {
          name: 'Mia',
          priceCents: 1000,
          colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 2 }] }],
        },
      ],
    });
    const b = await createActivity(t);
    const theirShop = await createShop(t, b.id, {
      category: 'Segreta',
      items: [
        {
          name: 'Ricetta segreta',
          priceCents: 900,
          colors: [{ name: 'Rosso', sizes: [{ size: 'S', stock: 7 }] }],
        },
      ],
    });
    const [theirImage] = await t.rows<{
      id: number;
    }>(sql`insert into shop_images (activity_id, file_name)
      values (${b.id}, 'segreta.webp') returning id`);
    const [myImage] = await t.rows<{
      id: number;
    }>(sql`insert into shop_images (activity_id, file_name)
      values (${a.id}, 'mia.webp') returning id`);
    const adminOfB = await createAdmin(t, b.id);
    const ids = (s: typeof shop, image: number) => ({
      category: s.categoryId,
      item: s.items[0]?.id as number,
      color: s.items[0]?.colorIds[0] as number,
      size: s.items[0]?.sizeIds[0] as number,
      image,
    });
    const calls = (at: number, o: ReturnType<typeof ids>) =>
      [
        ['GET', `${base(at)}/categories`],
        ['POST', `${base(at)}/categories`, { name: 'X', visible: true }],
        ['PUT', `${base(at)}/categories/${o.category}`, { name: 'X', visible: true }],
        ['DELETE', `${base(at)}/categories/${o.category}`],
        ['PUT', `${base(at)}/category-order`, { ids: [o.category] }],
        ['PUT', `${base(at)}/categories/${o.category}/item-order`, { ids: [o.item] }],
        ['GET', `${base(at)}/items`],
        ['GET', `${base(at)}/items/${o.item}`],
        ['POST', `${base(at)}/items`, itemBody(o.category)],
        ['PUT', `${base(at)}/items/${o.item}`, itemBody(o.category)],
        ['PUT', `${base(at)}/items/${o.item}/active`, { active: false }],
        ['DELETE', `${base(at)}/items/${o.item}`],
        [
          'POST',
          `${base(at)}/items/${o.item}/colors`,
          { name: 'X', hex: null, imageFileName: null },
        ],
        ['PUT', `${base(at)}/items/${o.item}/color-order`, { ids: [o.color] }],
        ['PUT', `${base(at)}/colors/${o.color}`, { name: 'X', hex: null, imageFileName: null }],
        ['DELETE', `${base(at)}/colors/${o.color}`],
        ['POST', `${base(at)}/colors/${o.color}/sizes`, { size: 'XL', stock: 1 }],
        ['PUT', `${base(at)}/colors/${o.color}/size-order`, { ids: [o.size] }],
        ['PUT', `${base(at)}/sizes/${o.size}`, { size: 'XS' }],
        ['PUT', `${base(at)}/sizes/${o.size}/stock`, { stock: 99, expected: 7 }],
        ['POST', `${base(at)}/sizes/${o.size}/stock-changes`, { change: 50 }],
        ['DELETE', `${base(at)}/sizes/${o.size}`],
        ['GET', `${base(at)}/shop-images`],
        ['POST', `${base(at)}/shop-images`, { fileName: 'x.webp' }],
        ['DELETE', `${base(at)}/shop-images/${o.image}`],
        ['PUT', `${base(at)}/shop-image-order`, { ids: [o.image] }],
        ['POST', `${base(at)}/items/import/preview`, { csv: 'nome;categoria;prezzo\nX;Y;1\n' }],
        ['POST', `${base(at)}/items/import`, { csv: 'nome;categoria;prezzo\nX;Y;1\n' }],
      ] as const;
    const before = [await catalogueRows(t, a.id), await catalogueRows(t, b.id)];
    const call = (who: Person, [method, url, payload]: readonly [string, string, object?]) =>
      method === 'GET' ? get(who, url) : send(method as 'PUT', who, url, payload);
    // Not A's admin: refused everything of A's.
    for (const who of [adminOfB, staff, customer]) {
      for (const c of calls(a.id, ids(shop, myImage?.id as number))) {
        const res = await call(who, c);
        expect(res.statusCode, `${who === staff ? 'staff' : 'other'} ${c[0]} ${c[1]}`).toBeOneOf([
          403, 404,
        ]);
      }
    }
    // A's admin (also a customer of B, or an admin of both) naming B's objects through A's path,
    // and A's admin through B's path: 404, nothing of B's told.
    const both = await createUser(t, { memberOf: [a.id, b.id], roles: ['ROLE_ADMIN'] });
    const alsoCustomer = await createAdmin(t, a.id);
    await t.rows(
      sql`insert into activity_customers (activity_id, user_id) values (${b.id}, ${alsoCustomer.id})`,
    );
    const foreign = calls(a.id, ids(theirShop, theirImage?.id as number)).filter(([, url]) =>
      /\/\d+(\/|$)/.test(url.slice(base(a.id).length)),
    );
    for (const who of [admin, both, alsoCustomer]) {
      for (const c of foreign) {
        const res = await call(who, c);
        expect(res.statusCode, `${c[0]} ${c[1]}`).toBe(404);
        expect(res.body).not.toContain('Segreta');
      }
    }
    for (const who of [admin, alsoCustomer]) {
      for (const c of calls(b.id, ids(theirShop, theirImage?.id as number))) {
        expect((await call(who, c)).statusCode, `${c[0]} ${c[1]}`).toBeOneOf([403, 404]);
      }
    }
    // B's category named in a body: not a category of A.
    expect(
      (await send('POST', admin, `${base(a.id)}/items`, itemBody(theirShop.categoryId))).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', admin, `${base(a.id)}/category-order`, { ids: [theirShop.categoryId] }))
        .statusCode,
    ).toBe(409);
    expect([await catalogueRows(t, a.id), await catalogueRows(t, b.id)]).toEqual(before);
    const superAdmin = await createSuperAdmin(t);
    expect(
      (await send('POST', superAdmin, `${base(a.id)}/items`, itemBody(shop.categoryId))).statusCode,
    ).toBe(200);
  });
});
