// The stores of the console (stores.admin.ts): listed with hidden ones, added, saved with their
// hours, deleted; one visible main store; refusals in the caller's language change nothing; the
// activity's admins only; what customers see follows at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createStore,
  createSuperAdmin,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { createOrderRow, createShop } from '../../test-support/shop.ts';

const t = useTestApp();

const BODY = {
  name: 'Navile',
  address: 'Via Navile 40',
  city: 'Bologna',
  phone: '+39 051 876 5432',
  main: false,
  visible: true,
  openingHours: [
    { day: 6, from: '08:30', to: '13:00' },
    { day: 2, from: '15:00', to: '19:30' },
    { day: 2, from: '09:00', to: '13:00' },
  ],
};

const url = (activityId: number, id?: number) =>
  `/api/activities/${activityId}/stores${id === undefined ? '' : `/${id}`}`;
const headers = (lang = 'it', key: string = randomUUID()) => ({
  'idempotency-key': key,
  'accept-language': lang,
});
const listOf = (activityId: number, as: Person, query = '') =>
  t.call({ url: `${url(activityId)}${query}`, as });
const add = (activityId: number, as: Person, payload: object, lang = 'it', key?: string) =>
  t.call({ method: 'POST', url: url(activityId), as, headers: headers(lang, key), payload });
const save = (activityId: number, id: number, as: Person, payload: object, lang = 'it') =>
  t.call({ method: 'PUT', url: url(activityId, id), as, headers: headers(lang), payload });
const remove = (activityId: number, id: number, as: Person, lang = 'it') =>
  t.call({ method: 'DELETE', url: url(activityId, id), as, headers: { 'accept-language': lang } });

/** The activity's stores as the database holds them, by id. */
const rowsOf = (activityId: number) =>
  t.rows<{ id: number; name: string; main: boolean; visible: boolean; opening_hours: unknown }>(
    sql`select id, name, main, visible, opening_hours from stores
      where activity_id = ${activityId} order by id`,
  );
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** An activity (its main store named like it) and its admin. */
async function setUp() {
  const activity = await createActivity(t, { name: 'Centro' });
  return { activity, admin: await createAdmin(t, activity.id) };
}

describe('the stores of the console', () => {
  it('lists every store, hidden ones too, main first then by name; searches and pages', async () => {
    const { activity, admin } = await setUp();
    await createStore(t, activity.id, { name: 'Navile', city: 'Bologna' });
    await createStore(t, activity.id, { name: 'Anteprima', visible: false });
    await createStore(t, activity.id, { name: 'Bolognina', address: 'Via Navile 2' });
    const all = await listOf(activity.id, admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(names(all.json().data)).toEqual(['Centro', 'Anteprima', 'Bolognina', 'Navile']);
    expect(all.json().totalRows).toBe(4);
    const found = (await listOf(activity.id, admin, '?filters[q]=navile')).json();
    expect(names(found.data)).toEqual(['Bolognina', 'Navile']);
    const page = (await listOf(activity.id, admin, '?rowsPerPage=2&page=2')).json();
    expect(page).toMatchObject({ totalRows: 4 });
    expect(names(page.data)).toEqual(['Bolognina', 'Navile']);
    const none = (await listOf(activity.id, admin, '?filters[q]=%25')).json();
    expect(none).toEqual({ data: [], totalRows: 0 });
  });

  it('adds a store with its address, phone and hours; the customer sees the hours by day', async () => {
    const { activity, admin } = await setUp();
    const res = await add(activity.id, admin, BODY);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toEqual({
      id: expect.any(Number),
      activityId: activity.id,
      name: 'Navile',
      main: false,
      visible: true,
      address: 'Via Navile 40',
      city: 'Bologna',
      phone: '+39 051 876 5432',
      openingHours: [
        { day: 2, from: '09:00', to: '13:00' },
        { day: 2, from: '15:00', to: '19:30' },
        { day: 6, from: '08:30', to: '13:00' },
      ],
    });
    const customer = await createCustomer(t, activity.id);
    const seen = await t.call({ url: `/api/stores/${saved.id}`, as: customer });
    expect(seen.json().data).toEqual(saved);
  });

  it('saves a store: blank texts become null, a closed day has no ranges, trims the name', async () => {
    const { activity, admin } = await setUp();
    const id = activity.storeId;
    const res = await save(activity.id, id, admin, {
      ...BODY,
      name: '  Centro storico ',
      main: true,
      address: ' ',
      city: '',
      phone: null,
      openingHours: [{ day: 1, from: '00:00', to: '24:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Centro storico',
      main: true,
      address: null,
      city: null,
      phone: null,
      openingHours: [{ day: 1, from: '00:00', to: '24:00' }],
    });
  });

  it("makes the activity's first store its main one, whatever main says", async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await t.rows(sql`delete from stores where activity_id = ${activity.id}`);
    const first = await add(activity.id, admin, { ...BODY, main: false });
    expect(first.json().data.main).toBe(true);
    const second = await add(activity.id, admin, { ...BODY, name: 'Secondo', main: false });
    expect(second.json().data.main).toBe(false);
    // The first store of all cannot be hidden: it becomes the main store.
    const b = await createActivity(t);
    const adminOfB = await createAdmin(t, b.id);
    await t.rows(sql`delete from stores where activity_id = ${b.id}`);
    const hidden = await add(b.id, adminOfB, { ...BODY, visible: false }, 'en');
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toEqual({
      code: 'main_store_hidden',
      message: 'The main store is always visible to customers',
    });
    expect(await rowsOf(b.id)).toEqual([]);
  });

  it('moves the main flag: one main store, listed first to customers', async () => {
    const { activity, admin } = await setUp();
    const other = (await add(activity.id, admin, { ...BODY, name: 'Anteprima' })).json().data;
    const made = await save(activity.id, other.id, admin, {
      ...BODY,
      name: 'Anteprima',
      main: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await rowsOf(activity.id)).map((s) => [s.name, s.main])).toEqual([
      ['Centro', false],
      ['Anteprima', true],
    ]);
    const customer = await createCustomer(t, activity.id);
    const seen = await t.call({
      url: `/api/stores?filters[activityId]=${activity.id}`,
      as: customer,
    });
    expect(names(seen.json().data)).toEqual(['Anteprima', 'Centro']);
    // Saving the main store again as main changes nothing else.
    const again = await save(activity.id, other.id, admin, {
      ...BODY,
      name: 'Anteprima',
      main: true,
    });
    expect(again.statusCode).toBe(200);
    expect((await rowsOf(activity.id)).filter((s) => s.main)).toHaveLength(1);
  });

  it('refuses bad stores in the caller language, changing nothing', async () => {
    const { activity, admin } = await setUp();
    const before = await rowsOf(activity.id);
    const id = activity.storeId;
    const bad: object[] = [
      // Overlapping ranges of a day.
      {
        ...BODY,
        openingHours: [
          { day: 2, from: '09:00', to: '13:00' },
          { day: 2, from: '12:30', to: '19:00' },
        ],
      },
      // The end before the start, or equal to it.
      { ...BODY, openingHours: [{ day: 3, from: '19:00', to: '09:00' }] },
      { ...BODY, openingHours: [{ day: 3, from: '09:00', to: '09:00' }] },
      // Not HH:MM, or past 24:00.
      { ...BODY, openingHours: [{ day: 3, from: '9:00', to: '13:00' }] },
      { ...BODY, openingHours: [{ day: 3, from: '09:00', to: '24:30' }] },
      { ...BODY, openingHours: [{ day: 3, from: '09:00', to: '13:60' }] },
      // No such weekday; an unknown field of a range.
      { ...BODY, openingHours: [{ day: 8, from: '09:00', to: '13:00' }] },
      { ...BODY, openingHours: [{ day: 0, from: '09:00', to: '13:00' }] },
      { ...BODY, openingHours: [{ day: 1, from: '09:00', to: '13:00', closed: true }] },
      // Five ranges a day.
      {
        ...BODY,
        openingHours: ['08', '10', '12', '14', '16'].map((h) => ({
          day: 4,
          from: `${h}:00`,
          to: `${h}:30`,
        })),
      },
      // A hidden main store, a blank name, a phone that is no phone, an unknown field.
      { ...BODY, main: true, visible: false },
      { ...BODY, main: true, name: '   ' },
      { ...BODY, main: true, phone: 'chiamaci' },
      { ...BODY, main: true, email: 'negozio@test.example' },
      { ...BODY, main: 'yes' },
    ];
    for (const payload of bad) {
      const res = await save(activity.id, id, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().message).toMatch(/^Dati non validi: /);
      const created = await add(activity.id, admin, payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const overlap = await save(activity.id, id, admin, bad[0] as object, 'en');
    expect(overlap.json()).toEqual({
      code: 'invalid_input',
      message: 'Invalid data: openingHours.1.from',
    });
    expect(await rowsOf(activity.id)).toEqual(before);
  });

  it("keeps a main store: it is not unset, hidden nor deleted (409 in the caller's language)", async () => {
    const { activity, admin } = await setUp();
    const id = activity.storeId;
    const before = await rowsOf(activity.id);
    const unset = await save(activity.id, id, admin, { ...BODY, main: false });
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toEqual({
      code: 'main_store_required',
      message:
        "L'attività ha sempre un negozio principale: per cambiarlo rendi principale un altro negozio",
    });
    const en = await save(activity.id, id, admin, { ...BODY, main: false }, 'en');
    expect(en.json().message).toBe(
      'The business always has a main store: to change it, make another store the main one',
    );
    const deleted = await remove(activity.id, id, admin, 'en');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      code: 'main_store',
      message: 'The main store cannot be deleted: first make another store the main one',
    });
    expect(await rowsOf(activity.id)).toEqual(before);
  });

  it('deletes a store nobody used; one named by a card movement or an order is hidden instead', async () => {
    const activity = await createActivity(t, {
      cashBackType: 'E',
      cartValue: { valueBasisPoints: 500 },
    });
    const staff = await createStaff(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const code = (
      await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })
    ).json().data.cardCode as string;
    const admin = await createAdmin(t, activity.id);
    const spare = (await add(activity.id, admin, { ...BODY, name: 'Prova' })).json().data;
    const gone = await remove(activity.id, spare.id, admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ data: { deleted: true } });
    expect(names(await rowsOf(activity.id))).not.toContain('Prova');
    expect((await remove(activity.id, spare.id, admin)).statusCode).toBe(404);

    const used = (await add(activity.id, admin, { ...BODY, name: 'Usato' })).json().data;
    const moved = await t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/card-movements`,
      as: staff,
      headers: { 'idempotency-key': randomUUID() },
      payload: { cardCode: code, type: 'AA', spent: 20 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.rows(sql`update card_movements set store_id = ${used.id}
      where card_id = (select id from cards where code = ${code})`);
    const refused = await remove(activity.id, used.id, admin, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'store_in_use',
      message:
        "This store appears in customers' movements or orders: hide it instead of deleting it",
    });
    const flows = await t.call({
      url: `/api/app/activities/${activity.id}/userflows`,
      as: customer,
    });
    expect(flows.json().data[0].storeName).toBe('Usato');
    const hidden = await save(activity.id, used.id, admin, {
      ...BODY,
      name: 'Usato',
      visible: false,
    });
    expect(hidden.statusCode).toBe(200);

    // An order picked up at a store.
    const pickUp = (await add(activity.id, admin, { ...BODY, name: 'Ritiro' })).json().data;
    const shop = await createShop(t, activity.id);
    const item = shop.items[0];
    const order = await createOrderRow(t, {
      activityId: activity.id,
      userId: customer.id,
      itemId: item?.id as number,
      itemColorSizeId: item?.sizeIds[0] as number,
      shippingType: 'S',
    });
    await t.rows(sql`update orders set store_id = ${pickUp.id} where id = ${order.id}`);
    expect((await remove(activity.id, pickUp.id, admin)).json().code).toBe('store_in_use');
    expect(names(await rowsOf(activity.id))).toContain('Ritiro');
  });

  it('hides a store from customers at once: list and details; staff still see it', async () => {
    const { activity, admin } = await setUp();
    const s = (await add(activity.id, admin, BODY)).json().data;
    const customer = await createCustomer(t, activity.id);
    const customerList = () =>
      t.call({ url: `/api/stores?filters[activityId]=${activity.id}`, as: customer });
    expect(names((await customerList()).json().data)).toContain('Navile');
    expect((await save(activity.id, s.id, admin, { ...BODY, visible: false })).statusCode).toBe(
      200,
    );
    expect(names((await customerList()).json().data)).toEqual(['Centro']);
    expect((await t.call({ url: `/api/stores/${s.id}`, as: customer })).statusCode).toBe(404);
    expect(names((await listOf(activity.id, admin)).json().data)).toContain('Navile');
  });

  it("are the activity's admin's: others, its staff and customers are refused; a super admin may", async () => {
    const { activity: a, admin } = await setUp();
    const b = await createActivity(t, { name: 'Segreto' });
    const adminOfB = await createAdmin(t, b.id);
    const staff = await createStaff(t, a.id);
    const customer = await createCustomer(t, a.id);
    const id = a.storeId;
    const before = await rowsOf(a.id);
    for (const who of [adminOfB, staff, customer]) {
      expect((await listOf(a.id, who)).statusCode).toBeOneOf([403, 404]);
      expect((await add(a.id, who, BODY)).statusCode).toBeOneOf([403, 404]);
      expect((await save(a.id, id, who, { ...BODY, main: true })).statusCode).toBeOneOf([403, 404]);
      expect((await remove(a.id, id, who)).statusCode).toBeOneOf([403, 404]);
    }
    expect((await listOf(a.id, staff)).statusCode).toBe(403);
    expect((await listOf(a.id, customer)).statusCode).toBe(403);
    // A's admin naming B's store through A's path: B's store is not found.
    const theirs = await createStore(t, b.id, { name: 'Segreto due' });
    expect((await save(a.id, theirs.id, admin, BODY)).statusCode).toBe(404);
    expect((await remove(a.id, theirs.id, admin)).statusCode).toBe(404);
    // ...even when A's admin is also B's admin or customer.
    const both = await createUser(t, { memberOf: [a.id, b.id], roles: ['ROLE_ADMIN'] });
    const alsoCustomer = await createAdmin(t, a.id);
    await t.rows(
      sql`insert into activity_customers (activity_id, user_id) values (${b.id}, ${alsoCustomer.id})`,
    );
    for (const who of [both, alsoCustomer]) {
      const res = await save(a.id, theirs.id, who, BODY);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Segreto');
      expect((await remove(a.id, theirs.id, who)).statusCode).toBe(404);
    }
    expect(await rowsOf(a.id)).toEqual(before);
    expect(names(await rowsOf(b.id))).toEqual(['Segreto', 'Segreto due']);
    const superAdmin = await createSuperAdmin(t);
    expect((await add(a.id, superAdmin, BODY)).statusCode).toBe(200);
  });

  it('adds once for a retried key, answering the same', async () => {
    const { activity, admin } = await setUp();
    const key = randomUUID();
    const first = await add(activity.id, admin, BODY, 'it', key);
    const again = await add(activity.id, admin, BODY, 'it', key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(names(await rowsOf(activity.id))).toEqual(['Centro', 'Navile']);
    const changed = await add(activity.id, admin, { ...BODY, name: 'Altro' }, 'it', key);
    expect(changed.statusCode).toBe(422);
    const unkeyed = await t.call({
      method: 'POST',
      url: url(activity.id),
      as: admin,
      payload: BODY,
    });
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().code).toBe('idempotency_key_required');
  });
});
