// The menu of the console (menus.admin.ts): categories and entries added, saved, ordered and
// deleted; refusals in the caller's language change nothing; the activity's admins only; what
// customers see (GET /api/menus) follows at once, hidden categories and entries left out.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createMenuCategory,
  createStaff,
  createSuperAdmin,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const base = (activityId: number) => `/api/activities/${activityId}/menu`;
const headers = (lang = 'it', key: string = randomUUID()) => ({
  'idempotency-key': key,
  'accept-language': lang,
});
const get = (as: Person, url: string) => t.call({ url, as });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  as: Person,
  url: string,
  payload?: object,
  lang = 'it',
  key?: string,
) =>
  t.call({
    method,
    url,
    as,
    headers: headers(lang, key),
    ...(payload ? { payload } : {}),
  });

const entryBody = (categoryId: number, over: object = {}) => ({
  categoryId,
  name: 'Tagliatelle al ragù',
  description: 'Tirate a mano.',
  price: 12,
  allergens: ['GL', 'UO', 'CE'],
  typologies: [],
  imageFileName: null,
  visible: true,
  ...over,
});

/** An activity with its menu switched on, its admin and a customer. */
async function setUp() {
  const activity = await createActivity(t, { menu: { showMenuApp: true } });
  return {
    activity,
    admin: await createAdmin(t, activity.id),
    customer: await createCustomer(t, activity.id),
  };
}

/** What a customer reads: "Category: entry" in order. */
const customerMenu = async (activityId: number, as: Person) =>
  (await get(as, `/api/menus?filters[activityId]=${activityId}`))
    .json()
    .data.map((e: { category: { name: string }; name: string }) => `${e.category.name}: ${e.name}`);

/** The activity's menu as the database holds it. */
const menuRows = (activityId: number) =>
  t.rows(sql`select c.id as category, c.name as category_name, c.sort as category_sort,
      c.visible as category_visible, e.id, e.name, e.description, e.price_cents, e.allergens,
      e.typologies, e.image_file_name, e.sort, e.visible
    from menu_categories c left join menu_entries e on e.category_id = c.id
    where c.activity_id = ${activityId} order by c.id, e.id`);

/** A picture uploaded for the activity's menu, as the pictures upload names it. */
async function storedPicture(activityId: number) {
  const dir = join(t.dataDir, 'images', 'menu', String(activityId));
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replaceAll('-', '')}.webp`;
  await writeFile(join(dir, name), 'webp');
  return name;
}

describe('the menu categories of the console', () => {
  it('adds categories last, lists them in order with their entries, saves and orders them', async () => {
    const { activity, admin, customer } = await setUp();
    const names = ['Antipasti', 'Primi', 'Dolci'];
    const made = [];
    for (const name of names) {
      const res = await send('POST', admin, `${base(activity.id)}/categories`, {
        name,
        visible: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json().data);
    }
    expect(made.map((c) => c.sort)).toEqual([0, 1, 2]);
    expect(made[0]).toEqual({
      id: expect.any(Number),
      name: 'Antipasti',
      sort: 0,
      visible: true,
      entries: 0,
    });
    const [antipasti, primi, dolci] = made;
    await send('POST', admin, `${base(activity.id)}/entries`, entryBody(primi.id));
    const listed = (await get(admin, `${base(activity.id)}/categories`)).json();
    expect(listed.totalRows).toBe(3);
    expect(listed.data.map((c: { name: string; entries: number }) => [c.name, c.entries])).toEqual([
      ['Antipasti', 0],
      ['Primi', 1],
      ['Dolci', 0],
    ]);
    const renamed = await send('PUT', admin, `${base(activity.id)}/categories/${primi.id}`, {
      name: '  Primi piatti ',
      visible: true,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Primi piatti', sort: 1, entries: 1 });
    // Dolci moved up twice: the new list first to last.
    const ordered = await send('PUT', admin, `${base(activity.id)}/category-order`, {
      ids: [dolci.id, antipasti.id, primi.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(
      ordered.json().data.map((c: { name: string; sort: number }) => [c.name, c.sort]),
    ).toEqual([
      ['Dolci', 0],
      ['Antipasti', 1],
      ['Primi piatti', 2],
    ]);
    expect(await customerMenu(activity.id, customer)).toEqual([
      'Primi piatti: Tagliatelle al ragù',
    ]);
  });

  it('refuses an order of another list: one missing, one more, another activity’s, twice', async () => {
    const { activity, admin } = await setUp();
    const b = await createActivity(t);
    const theirs = await createMenuCategory(t, b.id);
    const one = await createMenuCategory(t, activity.id, { name: 'Uno', sort: 0 });
    const two = await createMenuCategory(t, activity.id, { name: 'Due', sort: 1 });
    const before = await menuRows(activity.id);
    for (const ids of [[two.id], [two.id, one.id, theirs.id], [two.id, theirs.id], []]) {
      const res = await send('PUT', admin, `${base(activity.id)}/category-order`, { ids }, 'en');
      expect(res.statusCode, JSON.stringify(ids)).toBe(409);
      expect(res.json()).toEqual({
        code: 'order_stale',
        message: 'The list has changed meanwhile: reload the page and order it again',
      });
    }
    const twice = await send('PUT', admin, `${base(activity.id)}/category-order`, {
      ids: [one.id, one.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(await menuRows(activity.id)).toEqual(before);
    expect((await menuRows(b.id))[0]).toMatchObject({ category_sort: 0 });
  });

  it('deletes an empty category; one with entries is refused, saying how many, in it and en', async () => {
    const { activity, admin } = await setUp();
    const empty = await createMenuCategory(t, activity.id);
    const full = await createMenuCategory(t, activity.id, { entries: [{}, {}] });
    const single = await createMenuCategory(t, activity.id, { entries: [{}] });
    const before = await menuRows(activity.id);
    const refused = await send('DELETE', admin, `${base(activity.id)}/categories/${full.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'category_not_empty',
      message: 'La categoria contiene 2 voci: spostale in un’altra categoria o eliminale prima',
    });
    const en = await send(
      'DELETE',
      admin,
      `${base(activity.id)}/categories/${single.id}`,
      undefined,
      'en',
    );
    expect(en.json().message).toBe(
      'The category lists one entry: move it to another category or delete it first',
    );
    expect(await menuRows(activity.id)).toEqual(before);
    const gone = await send('DELETE', admin, `${base(activity.id)}/categories/${empty.id}`);
    expect(gone.json()).toEqual({ data: { deleted: true } });
    const again = await send('DELETE', admin, `${base(activity.id)}/categories/${empty.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a bad category in the caller language, changing nothing', async () => {
    const { activity, admin } = await setUp();
    const c = await createMenuCategory(t, activity.id, { name: 'Primi' });
    const before = await menuRows(activity.id);
    for (const payload of [
      { name: ' ', visible: true },
      { name: 'x'.repeat(81), visible: true },
      { name: 'Primi', visible: 'yes' },
      { name: 'Primi', visible: true, sort: 3 },
      { name: 'Primi' },
    ]) {
      const res = await send('PUT', admin, `${base(activity.id)}/categories/${c.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Dati non validi: /);
      const created = await send('POST', admin, `${base(activity.id)}/categories`, payload, 'en');
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toMatch(/^Invalid data: /);
    }
    expect(await menuRows(activity.id)).toEqual(before);
  });
});

describe('the menu entries of the console', () => {
  it('adds an entry with price, allergens, typologies and picture; customers see it', async () => {
    const { activity, admin, customer } = await setUp();
    const c = await createMenuCategory(t, activity.id, {
      name: 'Primi',
      entries: [{ name: 'Lasagne' }],
    });
    const picture = await storedPicture(activity.id);
    const res = await send(
      'POST',
      admin,
      `${base(activity.id)}/entries`,
      entryBody(c.id, {
        name: ' Tortelloni ',
        description: '',
        price: 13.5,
        allergens: ['GL', 'LA'],
        typologies: ['VG'],
        imageFileName: picture,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      categoryId: c.id,
      name: 'Tortelloni',
      description: null,
      price: 13.5,
      allergens: ['GL', 'LA'],
      typologies: ['VG'],
      imageFileName: picture,
      imageUrl: `/images/menu/${activity.id}/${picture}`,
      // Last of its category.
      sort: 1,
      visible: true,
    });
    const seen = (await get(customer, `/api/menus?filters[activityId]=${activity.id}`)).json().data;
    expect(seen.find((e: { name: string }) => e.name === 'Tortelloni')).toMatchObject({
      price: 13.5,
      allergens: ['GL', 'LA'],
      typologies: ['VG'],
      imageUrl: `/images/menu/${activity.id}/${picture}`,
    });
    const image = await t.call({ url: `/images/menu/${activity.id}/${picture}` });
    expect(image.statusCode).toBe(200);
  });

  it('lists entries a page at a time, by category or searched; hidden ones too', async () => {
    const { activity, admin } = await setUp();
    const primi = await createMenuCategory(t, activity.id, {
      name: 'Primi',
      sort: 0,
      entries: [
        { name: 'Lasagne', sort: 0 },
        { name: 'Passatelli', sort: 1, visible: false },
      ],
    });
    await createMenuCategory(t, activity.id, {
      name: 'Dolci',
      sort: 1,
      entries: [{ name: 'Zuppa inglese', description: 'Con alchermes' }],
    });
    const names = (res: { json(): { data: { name: string }[] } }) =>
      res.json().data.map((e) => e.name);
    const all = await get(admin, `${base(activity.id)}/entries`);
    expect(all.statusCode, all.body).toBe(200);
    expect(names(all)).toEqual(['Lasagne', 'Passatelli', 'Zuppa inglese']);
    expect(all.json().data[1]).toMatchObject({ visible: false, categoryId: primi.id });
    const page = await get(admin, `${base(activity.id)}/entries?rowsPerPage=2&page=2`);
    expect(page.json().totalRows).toBe(3);
    expect(names(page)).toEqual(['Zuppa inglese']);
    expect(
      names(await get(admin, `${base(activity.id)}/entries?filters[categoryId]=${primi.id}`)),
    ).toEqual(['Lasagne', 'Passatelli']);
    expect(names(await get(admin, `${base(activity.id)}/entries?filters[q]=ALCHERMES`))).toEqual([
      'Zuppa inglese',
    ]);
    expect(
      names(await get(admin, `${base(activity.id)}/entries?sortBy=name&descending=true`)),
    ).toEqual(['Zuppa inglese', 'Passatelli', 'Lasagne']);
    const none = await get(admin, `${base(activity.id)}/entries?filters[q]=_`);
    expect(none.json()).toEqual({ data: [], totalRows: 0 });
  });

  it('saves an entry; moved to another category it goes last there; orders a category', async () => {
    const { activity, admin, customer } = await setUp();
    const primi = await createMenuCategory(t, activity.id, {
      name: 'Primi',
      sort: 0,
      entries: [
        { name: 'Lasagne', sort: 0 },
        { name: 'Tortellini', sort: 1 },
        { name: 'Gramigna', sort: 2 },
      ],
    });
    const secondi = await createMenuCategory(t, activity.id, {
      name: 'Secondi',
      sort: 1,
      entries: [{ name: 'Cotoletta', sort: 0 }],
    });
    const [lasagne, tortellini, gramigna] = primi.entries;
    const moved = await send(
      'PUT',
      admin,
      `${base(activity.id)}/entries/${gramigna?.id}`,
      entryBody(secondi.id, { name: 'Gramigna alla salsiccia', price: 11.1 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ categoryId: secondi.id, sort: 1, price: 11.1 });
    // Euros in the JSON, cents in the table.
    const [stored] = await t.rows<{ cents: number }>(
      sql`select price_cents as cents from menu_entries where id = ${gramigna?.id}`,
    );
    expect(stored?.cents).toBe(1110);
    const ordered = await send(
      'PUT',
      admin,
      `${base(activity.id)}/categories/${primi.id}/entry-order`,
      {
        ids: [tortellini?.id, lasagne?.id],
      },
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(
      ordered.json().data.map((e: { name: string; sort: number }) => [e.name, e.sort]),
    ).toEqual([
      ['Tortellini', 0],
      ['Lasagne', 1],
    ]);
    expect(await customerMenu(activity.id, customer)).toEqual([
      'Primi: Tortellini',
      'Primi: Lasagne',
      'Secondi: Cotoletta',
      'Secondi: Gramigna alla salsiccia',
    ]);
    // The moved entry is no longer Primi's: an order naming it is another list.
    const stale = await send(
      'PUT',
      admin,
      `${base(activity.id)}/categories/${primi.id}/entry-order`,
      {
        ids: [tortellini?.id, lasagne?.id, gramigna?.id],
      },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('order_stale');
    const gone = await send('DELETE', admin, `${base(activity.id)}/entries/${lasagne?.id}`);
    expect(gone.json()).toEqual({ data: { deleted: true } });
    expect(await customerMenu(activity.id, customer)).not.toContain('Primi: Lasagne');
  });

  it('refuses bad entries in the caller language, changing nothing: unknown allergen and more', async () => {
    const { activity, admin } = await setUp();
    const c = await createMenuCategory(t, activity.id, { entries: [{ name: 'Lasagne' }] });
    const id = c.entries[0]?.id;
    const b = await createActivity(t);
    const theirs = await createMenuCategory(t, b.id);
    const before = await menuRows(activity.id);
    const bad: [object, string][] = [
      // SF (sulphites) is not a SPEC §3 code; codes are upper case; each once.
      [entryBody(c.id, { allergens: ['GL', 'SF'] }), 'allergens.1'],
      [entryBody(c.id, { allergens: ['gl'] }), 'allergens.0'],
      [entryBody(c.id, { allergens: ['GL', 'GL'] }), 'allergens'],
      [entryBody(c.id, { typologies: ['VEGAN'] }), 'typologies.0'],
      [entryBody(c.id, { typologies: ['VE', 'VE'] }), 'typologies'],
      [entryBody(c.id, { price: -0.01 }), 'price'],
      // More than 2 decimals: euros carry whole cents (DESIGN §4).
      [entryBody(c.id, { price: 1.005 }), 'price'],
      [entryBody(c.id, { price: 12.345 }), 'price'],
      [entryBody(c.id, { price: '12,50' }), 'price'],
      [entryBody(c.id, { price: 10_000.01 }), 'price'],
      // The old field in cents is no longer taken.
      [entryBody(c.id, { priceCents: 1250 }), 'priceCents'],
      [entryBody(c.id, { name: '  ' }), 'name'],
      [entryBody(c.id, { description: 'x'.repeat(1001) }), 'description'],
      [entryBody(c.id, { sort: 4 }), 'sort'],
      [entryBody(c.id, { categoryId: theirs.id }), 'categoryId'],
      [entryBody(c.id, { categoryId: 2147483647 }), 'categoryId'],
    ];
    for (const [payload, field] of bad) {
      const res = await send('PUT', admin, `${base(activity.id)}/entries/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({
        code: 'invalid_input',
        message: `Dati non validi: ${field}`,
      });
      const created = await send('POST', admin, `${base(activity.id)}/entries`, payload, 'en');
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(`Invalid data: ${field}`);
    }
    expect(await menuRows(activity.id)).toEqual(before);
    expect(await menuRows(b.id)).toHaveLength(1);
  });

  it('takes a picture uploaded for its menu only; keeps an entry’s own picture as it is', async () => {
    const { activity, admin } = await setUp();
    const c = await createMenuCategory(t, activity.id, {
      entries: [{ name: 'Ragù', imageFileName: 'ragu.svg' }],
    });
    const id = c.entries[0]?.id;
    const b = await createActivity(t);
    const ofB = await storedPicture(b.id);
    const before = await menuRows(activity.id);
    for (const imageFileName of [
      `${'a'.repeat(32)}.webp`,
      ofB,
      `../${b.id}/${ofB}`,
      'ragu.svg.webp',
      '../../../secrets.json',
    ]) {
      const res = await send(
        'PUT',
        admin,
        `${base(activity.id)}/entries/${id}`,
        entryBody(c.id, { imageFileName }),
        'en',
      );
      expect(res.statusCode, imageFileName).toBe(400);
      expect(res.json().code).toBe('unknown_picture');
      expect(
        (
          await send(
            'POST',
            admin,
            `${base(activity.id)}/entries`,
            entryBody(c.id, { imageFileName }),
          )
        ).statusCode,
      ).toBe(400);
    }
    expect(await menuRows(activity.id)).toEqual(before);
    // The demo's own picture, sent back unchanged with a new price.
    const kept = await send(
      'PUT',
      admin,
      `${base(activity.id)}/entries/${id}`,
      entryBody(c.id, {
        name: 'Ragù',
        imageFileName: 'ragu.svg',
        price: 9,
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ imageFileName: 'ragu.svg', price: 9 });
    const picture = await storedPicture(activity.id);
    const replaced = await send(
      'PUT',
      admin,
      `${base(activity.id)}/entries/${id}`,
      entryBody(c.id, { imageFileName: picture }),
    );
    expect(replaced.json().data.imageUrl).toBe(`/images/menu/${activity.id}/${picture}`);
    const removed = await send('PUT', admin, `${base(activity.id)}/entries/${id}`, entryBody(c.id));
    expect(removed.json().data).toMatchObject({ imageFileName: null, imageUrl: null });
  });

  it('keeps hidden entries and the entries of hidden categories from customers', async () => {
    const { activity, admin, customer } = await setUp();
    const primi = await createMenuCategory(t, activity.id, {
      name: 'Primi',
      sort: 0,
      entries: [{ name: 'Lasagne' }, { name: 'Tortellini' }],
    });
    const dolci = await createMenuCategory(t, activity.id, {
      name: 'Dolci',
      sort: 1,
      entries: [{ name: 'Zuppa inglese' }],
    });
    const tortellini = primi.entries[1];
    const hide = await send(
      'PUT',
      admin,
      `${base(activity.id)}/entries/${tortellini?.id}`,
      entryBody(primi.id, { name: 'Tortellini', visible: false }),
    );
    expect(hide.statusCode).toBe(200);
    const hideCategory = await send('PUT', admin, `${base(activity.id)}/categories/${dolci.id}`, {
      name: 'Dolci',
      visible: false,
    });
    expect(hideCategory.json().data).toMatchObject({ visible: false, entries: 1 });
    expect(await customerMenu(activity.id, customer)).toEqual(['Primi: Lasagne']);
    const adminSees = (await get(admin, `${base(activity.id)}/entries`)).json().data;
    expect(adminSees.map((e: { name: string }) => e.name)).toEqual([
      'Lasagne',
      'Tortellini',
      'Zuppa inglese',
    ]);
    // The console's menu step counts what customers see.
    await send(
      'PUT',
      admin,
      `${base(activity.id)}/entries/${primi.entries[0]?.id}`,
      entryBody(primi.id, { visible: false }),
    );
    expect(await customerMenu(activity.id, customer)).toEqual([]);
  });

  it("are the activity's admin's: others, its staff and customers are refused; a super admin may", async () => {
    const { activity: a, admin, customer } = await setUp();
    const mine = await createMenuCategory(t, a.id, { entries: [{ name: 'Mio' }] });
    const b = await createActivity(t);
    const theirs = await createMenuCategory(t, b.id, {
      name: 'Segreta',
      entries: [{ name: 'Ricetta segreta' }],
    });
    const adminOfB = await createAdmin(t, b.id);
    const staff = await createStaff(t, a.id);
    const before = [await menuRows(a.id), await menuRows(b.id)];
    const calls = (c: { id: number; entries: { id: number }[] }) =>
      [
        ['GET', `${base(a.id)}/categories`],
        ['GET', `${base(a.id)}/entries`],
        ['POST', `${base(a.id)}/categories`, { name: 'X', visible: true }],
        ['PUT', `${base(a.id)}/categories/${c.id}`, { name: 'X', visible: true }],
        ['DELETE', `${base(a.id)}/categories/${c.id}`],
        ['PUT', `${base(a.id)}/category-order`, { ids: [c.id] }],
        ['POST', `${base(a.id)}/entries`, entryBody(c.id)],
        ['PUT', `${base(a.id)}/entries/${c.entries[0]?.id}`, entryBody(c.id)],
        ['DELETE', `${base(a.id)}/entries/${c.entries[0]?.id}`],
        ['PUT', `${base(a.id)}/categories/${c.id}/entry-order`, { ids: [c.entries[0]?.id] }],
      ] as const;
    for (const who of [adminOfB, staff, customer]) {
      for (const [method, url, payload] of calls(mine)) {
        const res = method === 'GET' ? await get(who, url) : await send(method, who, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBeOneOf([403, 404]);
      }
    }
    // A's admin naming B's category and entry through A's path, also as B's admin or customer.
    const both = await createUser(t, { memberOf: [a.id, b.id], roles: ['ROLE_ADMIN'] });
    const alsoCustomer = await createAdmin(t, a.id);
    await t.rows(
      sql`insert into activity_customers (activity_id, user_id) values (${b.id}, ${alsoCustomer.id})`,
    );
    for (const who of [admin, both, alsoCustomer]) {
      for (const [method, url, payload] of calls(theirs).filter(([, u]) =>
        /\/\d+(\/|$)/.test(u.slice(base(a.id).length)),
      )) {
        const res = await send(method as 'PUT' | 'DELETE', who, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('Segreta');
      }
      // B's category named in a body: not a category of A.
      expect(
        (await send('POST', who, `${base(a.id)}/entries`, entryBody(theirs.id))).statusCode,
      ).toBe(400);
      expect(
        (await send('PUT', who, `${base(a.id)}/category-order`, { ids: [theirs.id] })).statusCode,
      ).toBe(409);
    }
    expect([await menuRows(a.id), await menuRows(b.id)]).toEqual(before);
    const superAdmin = await createSuperAdmin(t);
    expect(
      (await send('POST', superAdmin, `${base(a.id)}/entries`, entryBody(mine.id))).statusCode,
    ).toBe(200);
  });

  it('adds once for a retried key, answering the same', async () => {
    const { activity, admin } = await setUp();
    const c = await createMenuCategory(t, activity.id);
    const key = randomUUID();
    const url = `${base(activity.id)}/entries`;
    const first = await send('POST', admin, url, entryBody(c.id), 'it', key);
    const again = await send('POST', admin, url, entryBody(c.id), 'it', key);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await menuRows(activity.id)).toHaveLength(1);
    const category = `${base(activity.id)}/categories`;
    const made = await send('POST', admin, category, { name: 'Vini', visible: true }, 'it', key);
    const remade = await send('POST', admin, category, { name: 'Vini', visible: true }, 'it', key);
    expect(remade.json()).toEqual(made.json());
    const categories = (await get(admin, category)).json();
    expect(categories.totalRows).toBe(2);
  });
});
