import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createStore,
  createSuperAdmin,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** An activity whose main store is "Centro", with three more stores, one of them hidden. */
async function chain() {
  const a = await createActivity(t, { name: 'Centro' });
  await createStore(t, a.id, { name: 'Navile', address: 'Via Navile 40', city: 'Bologna' });
  await createStore(t, a.id, { name: 'Bolognina' });
  await createStore(t, a.id, { name: 'Anteprima', visible: false });
  return a;
}

const list = (activityId: number, as: { token(): Promise<string> }, query = '') =>
  t.call({ url: `/api/stores?filters[activityId]=${activityId}${query}`, as });

describe('GET /api/stores', () => {
  it('lists the visible stores main first, then by name, with the total', async () => {
    const a = await chain();
    const res = await list(a.id, await createCustomer(t, a.id), '&filters[visible]=true');
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).toEqual(['Centro', 'Bolognina', 'Navile']);
    expect(res.json().totalRows).toBe(3);
    expect(res.json().data[0]).toMatchObject({ main: true, visible: true, activityId: a.id });
  });

  it('sorts by name alone when asked, in either direction', async () => {
    const a = await chain();
    const me = await createCustomer(t, a.id);
    expect(names((await list(a.id, me, '&sortBy=name')).json().data)).toEqual([
      'Bolognina',
      'Centro',
      'Navile',
    ]);
    expect(names((await list(a.id, me, '&sortBy=name&descending=true')).json().data)).toEqual([
      'Navile',
      'Centro',
      'Bolognina',
    ]);
  });

  it('pages: page 2 of 2 rows, the total counting every page', async () => {
    const a = await chain();
    const me = await createCustomer(t, a.id);
    const page = (await list(a.id, me, '&page=2&rowsPerPage=2')).json();
    expect(names(page.data)).toEqual(['Navile']);
    expect(page.totalRows).toBe(3);
    const beyond = (await list(a.id, me, '&page=5&rowsPerPage=2')).json();
    expect(beyond).toEqual({ data: [], totalRows: 3 });
  });

  it('never shows a customer a hidden store, even asked for; staff see and filter them', async () => {
    const a = await chain();
    const customer = await createCustomer(t, a.id);
    expect(names((await list(a.id, customer)).json().data)).not.toContain('Anteprima');
    expect((await list(a.id, customer, '&filters[visible]=false')).json()).toEqual({
      data: [],
      totalRows: 0,
    });
    for (const staff of [await createStaff(t, a.id), await createAdmin(t, a.id)]) {
      expect(names((await list(a.id, staff)).json().data)).toEqual([
        'Centro',
        'Anteprima',
        'Bolognina',
        'Navile',
      ]);
      expect(names((await list(a.id, staff, '&filters[visible]=false')).json().data)).toEqual([
        'Anteprima',
      ]);
    }
  });

  it('answers 404 for an activity the caller is not in, without its stores', async () => {
    const a = await chain();
    const stranger = await createCustomer(t, (await createActivity(t)).id);
    const res = await list(a.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(res.body).not.toContain('Navile');
  });

  it('refuses a missing activity or a malformed filter with a 400 in the language asked', async () => {
    const a = await chain();
    const me = await createCustomer(t, a.id);
    const missing = await t.call({ url: '/api/stores', as: me });
    expect(missing.statusCode).toBe(400);
    const bad = await t.call({
      url: `/api/stores?filters[activityId]=${a.id}&filters[visible]=maybe`,
      as: me,
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), code: 'invalid_input' });
  });
});

describe('GET /api/stores/{id}', () => {
  it('gives a store with its address, phone and opening hours sorted by day and time', async () => {
    const a = await createActivity(t);
    const s = await createStore(t, a.id, {
      name: 'Navile',
      address: 'Via Navile 40',
      city: 'Bologna',
      phone: '+39 051 876 5432',
      openingHours: [
        { day: 6, from: '08:30', to: '13:00' },
        { day: 2, from: '14:30', to: '19:00' },
        { day: 2, from: '09:00', to: '12:30' },
      ],
    });
    const res = await t.call({ url: `/api/stores/${s.id}`, as: await createCustomer(t, a.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: s.id,
      activityId: a.id,
      name: 'Navile',
      main: false,
      visible: true,
      address: 'Via Navile 40',
      city: 'Bologna',
      phone: '+39 051 876 5432',
      openingHours: [
        { day: 2, from: '09:00', to: '12:30' },
        { day: 2, from: '14:30', to: '19:00' },
        { day: 6, from: '08:30', to: '13:00' },
      ],
    });
  });

  it("answers 404 for another activity's store, an unknown one, and a hidden one to a customer", async () => {
    const a = await createActivity(t);
    const other = await createActivity(t);
    const theirs = await createStore(t, other.id, { name: 'Segreto', phone: '+39 000' });
    const hidden = await createStore(t, a.id, { visible: false });
    const customer = await createCustomer(t, a.id);
    for (const id of [theirs.id, hidden.id, 2147483647]) {
      const res = await t.call({ url: `/api/stores/${id}`, as: customer });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(res.body).not.toContain('Segreto');
    }
    const staff = await createStaff(t, a.id);
    expect((await t.call({ url: `/api/stores/${hidden.id}`, as: staff })).statusCode).toBe(200);
    expect((await t.call({ url: `/api/stores/${theirs.id}`, as: staff })).statusCode).toBe(404);
  });

  it('answers 404 to a switched-off membership; a super admin reaches active activities only', async () => {
    const a = await createActivity(t);
    const s = await createStore(t, a.id);
    const off = await createCustomer(t, a.id);
    expect((await t.call({ url: `/api/stores/${s.id}`, as: off })).statusCode).toBe(200);
    await t.rows(
      sql`update activity_customers set active = false where user_id = ${off.id} and activity_id = ${a.id}`,
    );
    expect((await t.call({ url: `/api/stores/${s.id}`, as: off })).statusCode).toBe(404);
    const inactive = await createActivity(t, { active: false });
    const sup = await createSuperAdmin(t);
    expect((await t.call({ url: `/api/stores/${s.id}`, as: sup })).statusCode).toBe(200);
    expect((await t.call({ url: `/api/stores/${inactive.storeId}`, as: sup })).statusCode).toBe(
      404,
    );
  });
});
