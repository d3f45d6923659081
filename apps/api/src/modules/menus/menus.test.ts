import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createCustomer,
  createMenuCategory,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** An activity whose menu is switched on (showMenuApp) unless said. */
const menuActivity = (showMenuApp = true) => createActivity(t, { menu: { showMenuApp } });

const menu = (activityId: number, as: { token(): Promise<string> }) =>
  t.call({ url: `/api/menus?filters[activityId]=${activityId}`, as });

describe('GET /api/menus', () => {
  it('lists the entries by category sort, then entry sort and name, with their category', async () => {
    const a = await menuActivity();
    await createMenuCategory(t, a.id, {
      name: 'Dolci',
      sort: 30,
      entries: [{ name: 'Zuppa inglese', sort: 1 }],
    });
    await createMenuCategory(t, a.id, {
      name: 'Primi',
      sort: 10,
      entries: [
        { name: 'Tortellini in brodo', sort: 2 },
        { name: 'Tagliatelle al ragù', sort: 1 },
        { name: 'Lasagne', sort: 2 },
      ],
    });
    const res = await menu(a.id, await createCustomer(t, a.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRows).toBe(4);
    expect(
      body.data.map(
        (e: { category: { name: string }; name: string }) => `${e.category.name}: ${e.name}`,
      ),
    ).toEqual([
      'Primi: Tagliatelle al ragù',
      'Primi: Lasagne',
      'Primi: Tortellini in brodo',
      'Dolci: Zuppa inglese',
    ]);
    expect(body.data[0].category).toEqual({ id: expect.any(Number), name: 'Primi', sort: 10 });
  });

  it('gives prices in euros from integer cents, with description, allergens and typologies', async () => {
    const a = await menuActivity();
    await createMenuCategory(t, a.id, {
      name: 'Antipasti',
      entries: [
        {
          name: 'Parmigiano e balsamico',
          description: 'Scaglie di Parmigiano 30 mesi.',
          priceCents: 850,
          // SF is not a code of SPEC §3: it travels as it is, and the app shows 'Non gestito'.
          allergens: ['LA', 'SF'],
          typologies: ['VG', 'GF', 'XX'],
        },
        { name: 'Grissini', priceCents: 199 },
        { name: 'Acqua', priceCents: 0 },
      ],
    });
    const rows = (await menu(a.id, await createCustomer(t, a.id))).json().data;
    expect(rows.map((e: { price: number }) => e.price)).toEqual([0, 1.99, 8.5]);
    const parmigiano = rows.find((e: { name: string }) => e.name === 'Parmigiano e balsamico');
    expect(parmigiano).toEqual({
      id: expect.any(Number),
      name: 'Parmigiano e balsamico',
      description: 'Scaglie di Parmigiano 30 mesi.',
      price: 8.5,
      allergens: ['LA', 'SF'],
      // Unknown typologies are left out: the contract names GF, VG and VE only.
      typologies: ['VG', 'GF'],
      imageUrl: null,
      sort: 0,
      category: expect.objectContaining({ name: 'Antipasti' }),
    });
    const grissini = rows.find((e: { name: string }) => e.name === 'Grissini');
    expect(grissini).toMatchObject({ description: null, allergens: [], typologies: [] });
  });

  it('leaves hidden entries out and gives an empty list for an activity without a menu', async () => {
    const a = await menuActivity();
    await createMenuCategory(t, a.id, {
      entries: [{ name: 'Visibile' }, { name: 'Nascosto', visible: false }],
    });
    const me = await createCustomer(t, a.id);
    expect((await menu(a.id, me)).json().data.map((e: { name: string }) => e.name)).toEqual([
      'Visibile',
    ]);
    const empty = await menuActivity();
    expect((await menu(empty.id, await createCustomer(t, empty.id))).json()).toEqual({
      data: [],
      totalRows: 0,
    });
  });

  it('serves a picture under /images/menu with its type and a cache header', async () => {
    const a = await menuActivity();
    const dir = join(t.dataDir, 'images', 'menu', String(a.id));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'ragu.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await createMenuCategory(t, a.id, { entries: [{ name: 'Ragù', imageFileName: 'ragu.svg' }] });
    const [entry] = (await menu(a.id, await createCustomer(t, a.id))).json().data;
    expect(entry.imageUrl).toBe(`/images/menu/${a.id}/ragu.svg`);
    const image = await t.call({ url: entry.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it("answers 404 for another activity's menu, without its entries", async () => {
    const a = await menuActivity();
    await createMenuCategory(t, a.id, { entries: [{ name: 'Ricetta segreta' }] });
    const stranger = await createCustomer(t, (await menuActivity()).id);
    const res = await menu(a.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(res.body).not.toContain('Ricetta segreta');
  });

  it('refuses a missing or malformed activity with a 400 in the envelope', async () => {
    const a = await menuActivity();
    const me = await createCustomer(t, a.id);
    for (const url of ['/api/menus', '/api/menus?filters[activityId]=abc', '/api/menus?page=2']) {
      const res = await t.call({ url, as: me });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it("refuses an entry in another activity's category or with a negative price (database)", async () => {
    const a = await menuActivity();
    const b = await menuActivity();
    const theirs = await createMenuCategory(t, b.id);
    await expect(
      t.rows(sql`insert into menu_entries (activity_id, category_id, name, price_cents)
        values (${a.id}, ${theirs.id}, 'Intruso', 100)`),
    ).rejects.toThrow();
    await expect(
      t.rows(sql`insert into menu_entries (activity_id, category_id, name, price_cents)
        values (${b.id}, ${theirs.id}, 'Gratis', -1)`),
    ).rejects.toThrow();
  });

  it('answers 404 when the activity switched its menu off (showMenuApp), without its entries', async () => {
    const a = await menuActivity(false);
    await createMenuCategory(t, a.id, { entries: [{ name: 'Piatto spento' }] });
    const res = await t.call({
      url: `/api/menus?filters[activityId]=${a.id}`,
      as: await createCustomer(t, a.id),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    expect(res.body).not.toContain('Piatto spento');
  });
});
