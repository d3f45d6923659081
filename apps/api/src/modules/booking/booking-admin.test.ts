// The booking set-up for admins (issue 16): settings, services, operators and closed days and
// times. Each write: its happy path, bad input refused in the caller's language with nothing
// changed, another activity's ids answered 404, customers and counter staff answered 403.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityCustomers } from '../../platform/tables.ts';
import { createBookingRow, createBookingSetup, createClosure } from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { closuresOf, operatorsOf, servicesOf, settingsOf } from './booking-settings.service.ts';

const t = useTestApp();

const SETTINGS = {
  startTime: '08:30',
  endTime: '20:00',
  timeCalendar: 15,
  bookingNumberOfHour: 32,
  confirmOnArrival: true,
  reminderHour: 17,
};

/** A salon (NO) with its admin, taglio 30 and colore 90, Anna doing both. */
async function salon() {
  const activity = await createActivity(t);
  const admin = await createAdmin(t, activity.id);
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [
      { name: 'Taglio', duration: 30 },
      { name: 'Colore', duration: 90 },
    ],
    operators: [{ name: 'Anna', surname: 'Rossi' }],
  });
  return { activity, admin, ...setup };
}

/**
 * Two salons; the first one's admin is also a customer of the second, so the platform's
 * membership check lets their ids through: only the route's own scoping stops them.
 */
async function twoSalons() {
  const mine = await salon();
  const theirs = await salon();
  await db()
    .insert(activityCustomers)
    .values({ activityId: theirs.activity.id, userId: mine.admin.id, roles: ['ROLE_USER'] });
  return { mine, theirs };
}

const call = (
  as: Person,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'it',
) =>
  t.call({
    method,
    url,
    as,
    headers: { 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const db = () => t.database.db;

/** Every booking set-up row of the activity, to show a refusal changed nothing. */
const snapshot = (activityId: number) =>
  t.rows<Record<string, unknown>>(sql`select
    (select row_to_json(s) from booking_settings s where s.activity_id = ${activityId}) as settings,
    (select json_agg(v order by v.id) from booking_services v where v.activity_id = ${activityId}) as services,
    (select json_agg(o order by o.id) from booking_operators o where o.activity_id = ${activityId}) as operators,
    (select json_agg(l order by l.booking_operator_id, l.booking_service_id)
       from booking_operator_services l
       join booking_operators o on o.id = l.booking_operator_id
       where o.activity_id = ${activityId}) as links,
    (select json_agg(c order by c.id) from booking_closures c where c.activity_id = ${activityId}) as closures`);

describe('PUT /api/activities/:activityId/booking-settings', () => {
  it('saves the settings and answers them with the booking type; saving again updates them', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const url = `/api/activities/${activity.id}/booking-settings`;
    const first = await call(admin, 'PUT', url, SETTINGS);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      ...SETTINGS,
      // Fairness left out: the defaults (issue 26).
      maxUpcomingBookings: 3,
      maxPartySize: 12,
      cancelCutoffHours: null,
      bookingType: 'N',
      timeZone: 'Europe/Rome',
    });
    const again = await call(admin, 'PUT', url, {
      ...SETTINGS,
      timeCalendar: 60,
      endTime: '24:00',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await settingsOf(db(), activity.id)).toMatchObject({
      timeCalendar: 60,
      endTime: '24:00',
      bookingNumberOfHour: 32,
    });
    const fair = { maxUpcomingBookings: 5, maxPartySize: 20, cancelCutoffHours: 24 };
    const third = await call(admin, 'PUT', url, { ...SETTINGS, ...fair });
    expect(third.json().data).toMatchObject(fair);
    // Left out again: unchanged.
    expect((await call(admin, 'PUT', url, SETTINGS)).json().data).toMatchObject(fair);
    for (const bad of [
      { maxUpcomingBookings: 0 },
      { maxPartySize: 1001 },
      { cancelCutoffHours: 0 },
      { maxPartySize: 2.5 },
    ]) {
      expect((await call(admin, 'PUT', url, { ...SETTINGS, ...bad })).statusCode).toBe(400);
    }
  });

  it('lets a super admin save them too', async () => {
    const activity = await createActivity(t);
    const res = await call(
      await createSuperAdmin(t),
      'PUT',
      `/api/activities/${activity.id}/booking-settings`,
      SETTINGS,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses closing before opening in the caller language, changing nothing', async () => {
    const { activity, admin } = await salon();
    const url = `/api/activities/${activity.id}/booking-settings`;
    const before = await snapshot(activity.id);
    const it = await call(admin, 'PUT', url, { ...SETTINGS, startTime: '19:00', endTime: '09:00' });
    expect(it.statusCode).toBe(400);
    expect(it.json()).toEqual({
      code: 'invalid_hours',
      message: "L'orario di chiusura deve essere successivo a quello di apertura",
    });
    const gb = await call(admin, 'PUT', url, { ...SETTINGS, endTime: SETTINGS.startTime }, 'gb');
    expect(gb.json().message).toBe('The closing time must come after the opening time');
    expect(await snapshot(activity.id)).toEqual(before);
  });

  it('refuses a step, seats, hour or time out of the contract, and unknown fields', async () => {
    const { activity, admin } = await salon();
    const url = `/api/activities/${activity.id}/booking-settings`;
    const before = await snapshot(activity.id);
    for (const bad of [
      { timeCalendar: 45 },
      { bookingNumberOfHour: 0 },
      { reminderHour: 24 },
      { startTime: '9:00' },
      { endTime: '25:00' },
      { confirmOnArrival: 'yes' },
      { activityId: activity.id },
    ]) {
      const res = await call(admin, 'PUT', url, { ...SETTINGS, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(res.json().message).toMatch(/^Dati non validi: /);
    }
    const missing = await call(admin, 'PUT', url, { startTime: '09:00', endTime: '18:00' });
    expect(missing.statusCode).toBe(400);
    expect(await snapshot(activity.id)).toEqual(before);
  });

  it('never touches the bookings already made', async () => {
    const { activity, admin, serviceId, operatorId } = await salon();
    const customer = await createCustomer(t, activity.id);
    const booking = await createBookingRow(t, {
      activityId: activity.id,
      userId: customer.id,
      date: '2099-03-02',
      startTime: '18:30',
      duration: 90,
      bookingServiceId: serviceId('Colore'),
      bookingOperatorId: operatorId('Anna'),
    });
    const rowOf = async () =>
      (await t.rows(sql`select * from bookings where id = ${booking.id}`))[0];
    const before = await rowOf();
    await call(admin, 'PUT', `/api/activities/${activity.id}/booking-settings`, {
      ...SETTINGS,
      endTime: '12:00',
    });
    await call(
      admin,
      'PUT',
      `/api/activities/${activity.id}/bookingservices/${serviceId('Colore')}`,
      {
        name: 'Colore lungo',
        duration: 120,
      },
    );
    await call(
      admin,
      'DELETE',
      `/api/activities/${activity.id}/bookingoperators/${operatorId('Anna')}`,
    );
    expect(await rowOf()).toEqual(before);
  });
});

describe('booking services', () => {
  it('adds, edits and removes a service; customers see the change', async () => {
    const { activity, admin } = await salon();
    const base = `/api/activities/${activity.id}/bookingservices`;
    const added = await call(admin, 'POST', base, { name: '  Piega ', duration: 45 });
    expect(added.statusCode, added.body).toBe(200);
    const piega = added.json().data;
    expect(piega).toEqual({
      id: expect.any(Number),
      name: 'Piega',
      duration: 45,
      price: null,
      description: null,
      capacity: 1,
    });
    expect(await servicesOf(db(), activity.id)).toContainEqual(piega);

    const edited = await call(admin, 'PUT', `${base}/${piega.id}`, {
      name: 'Piega lunga',
      duration: 60,
    });
    expect(edited.json().data).toEqual({ ...piega, name: 'Piega lunga', duration: 60 });
    expect(await servicesOf(db(), activity.id)).toContainEqual(edited.json().data);

    const removed = await call(admin, 'DELETE', `${base}/${piega.id}`);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect((await servicesOf(db(), activity.id)).map((s) => s.name)).toEqual(['Colore', 'Taglio']);
  });

  it('a removed service leaves the operators and stays on its bookings; it is gone for edits', async () => {
    const { activity, admin, serviceId, operatorId } = await salon();
    const customer = await createCustomer(t, activity.id);
    const booking = await createBookingRow(t, {
      activityId: activity.id,
      userId: customer.id,
      date: '2099-03-02',
      startTime: '10:00',
      bookingServiceId: serviceId('Taglio'),
      bookingOperatorId: operatorId('Anna'),
    });
    const url = `/api/activities/${activity.id}/bookingservices/${serviceId('Taglio')}`;
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(200);
    const [anna] = await operatorsOf(db(), activity.id);
    expect(anna?.bookingServiceIds).toEqual([serviceId('Colore')]);
    const [kept] = await t.rows<{ booking_service_id: number }>(
      sql`select booking_service_id from bookings where id = ${booking.id}`,
    );
    expect(kept?.booking_service_id).toBe(serviceId('Taglio'));
    const [row] = await t.rows<{ name: string; active: boolean }>(
      sql`select name, active from booking_services where id = ${serviceId('Taglio')}`,
    );
    expect(row).toEqual({ name: 'Taglio', active: false });
    // Removed: neither edited, removed again nor given to an operator.
    expect((await call(admin, 'PUT', url, { name: 'Taglio', duration: 30 })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    const operator = await call(admin, 'POST', `/api/activities/${activity.id}/bookingoperators`, {
      name: 'Bruno',
      surname: null,
      bookingServiceIds: [serviceId('Taglio')],
      seats: null,
    });
    expect(operator.statusCode).toBe(400);
    // Its name is free again.
    const again = await call(admin, 'POST', `/api/activities/${activity.id}/bookingservices`, {
      name: 'Taglio',
      duration: 25,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a name in use (any case), and a name or duration out of bounds, changing nothing', async () => {
    const { activity, admin, serviceId } = await salon();
    const base = `/api/activities/${activity.id}/bookingservices`;
    const before = await snapshot(activity.id);
    const taken = await call(admin, 'POST', base, { name: 'taglio', duration: 20 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'service_name_taken',
      message: 'Esiste già un servizio con il nome taglio',
    });
    const renamed = await call(
      admin,
      'PUT',
      `${base}/${serviceId('Colore')}`,
      { name: 'TAGLIO', duration: 90 },
      'de',
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Es gibt bereits eine Leistung namens TAGLIO');
    for (const bad of [
      { name: '', duration: 30 },
      { name: '   ', duration: 30 },
      { name: 'x'.repeat(81), duration: 30 },
      { name: 'Barba', duration: 4 },
      { name: 'Barba', duration: 601 },
      { name: 'Barba', duration: 30.5 },
      { name: 'Barba' },
      { name: 'Barba', duration: 30, active: false },
    ]) {
      const res = await call(admin, 'POST', base, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await snapshot(activity.id)).toEqual(before);
    // Keeping its own name, in another case, is no clash.
    const same = await call(admin, 'PUT', `${base}/${serviceId('Colore')}`, {
      name: 'colore',
      duration: 90,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("answers 404 to another activity's service, changing it not", async () => {
    const { mine, theirs } = await twoSalons();
    const before = await snapshot(theirs.activity.id);
    const url = `/api/activities/${mine.activity.id}/bookingservices/${theirs.serviceId('Taglio')}`;
    for (const [method, body] of [
      ['PUT', { name: 'Preso', duration: 10 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(mine.admin, method, url, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // Nor through their activity's path: a customer there.
    const theirPath = `/api/activities/${theirs.activity.id}/bookingservices`;
    expect(
      (await call(mine.admin, 'POST', theirPath, { name: 'X', duration: 10 })).statusCode,
    ).toBe(403);
    expect(await snapshot(theirs.activity.id)).toEqual(before);
  });
});

describe('booking operators', () => {
  it('adds an operator with the services they do, edits them, removes them', async () => {
    const { activity, admin, serviceId } = await salon();
    const base = `/api/activities/${activity.id}/bookingoperators`;
    const added = await call(admin, 'POST', base, {
      name: 'Bruno',
      surname: 'Verdi',
      bookingServiceIds: [serviceId('Colore'), serviceId('Taglio'), serviceId('Colore')],
      seats: null,
    });
    expect(added.statusCode, added.body).toBe(200);
    const bruno = added.json().data;
    expect(bruno).toEqual({
      id: expect.any(Number),
      name: 'Bruno',
      surname: 'Verdi',
      bookingServiceIds: [serviceId('Taglio'), serviceId('Colore')].sort((a, b) => a - b),
      seats: null,
      hours: [],
    });
    expect(await operatorsOf(db(), activity.id)).toContainEqual(bruno);

    const edited = await call(admin, 'PUT', `${base}/${bruno.id}`, {
      name: 'Bruno',
      surname: null,
      bookingServiceIds: [serviceId('Taglio')],
      seats: null,
    });
    expect(edited.json().data).toEqual({
      ...bruno,
      surname: null,
      bookingServiceIds: [serviceId('Taglio')],
    });
    expect(await operatorsOf(db(), activity.id)).toContainEqual(edited.json().data);

    expect((await call(admin, 'DELETE', `${base}/${bruno.id}`)).json()).toEqual({
      data: { deleted: true },
    });
    expect((await operatorsOf(db(), activity.id)).map((o) => o.name)).toEqual(['Anna']);
    expect(
      (
        await call(admin, 'PUT', `${base}/${bruno.id}`, {
          name: 'Bruno',
          surname: null,
          bookingServiceIds: [],
          seats: null,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a room (RO) has its seats', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await createBookingSetup(t, activity.id, { bookingType: 'RO' });
    const res = await call(admin, 'POST', `/api/activities/${activity.id}/bookingoperators`, {
      name: 'Veranda',
      surname: null,
      bookingServiceIds: [],
      seats: 24,
    });
    expect(res.json().data).toMatchObject({ name: 'Veranda', seats: 24, bookingServiceIds: [] });
    expect(await operatorsOf(db(), activity.id)).toEqual([res.json().data]);
  });

  it("refuses another activity's service or an unknown one with a 400, adding and changing nothing", async () => {
    const { mine, theirs } = await twoSalons();
    const base = `/api/activities/${mine.activity.id}/bookingoperators`;
    const before = await snapshot(mine.activity.id);
    for (const ids of [[theirs.serviceId('Taglio')], [mine.serviceId('Taglio'), 2_000_000_000]]) {
      const body = { name: 'Bruno', surname: null, bookingServiceIds: ids, seats: null };
      const added = await call(mine.admin, 'POST', base, body);
      expect(added.statusCode).toBe(400);
      expect(added.json()).toEqual({
        code: 'unknown_booking_service',
        message:
          "Uno dei servizi scelti non è tra quelli dell'attività: ricarica la pagina e riprova",
      });
      const edited = await call(
        mine.admin,
        'PUT',
        `${base}/${mine.operatorId('Anna')}`,
        body,
        'fr',
      );
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toMatch(/^L'un des services choisis/);
    }
    for (const bad of [
      { name: '', surname: null, bookingServiceIds: [], seats: null },
      { name: 'B', bookingServiceIds: [], seats: null },
      { name: 'B', surname: null, bookingServiceIds: [0], seats: null },
      { name: 'B', surname: null, bookingServiceIds: [], seats: 0 },
    ]) {
      const res = await call(mine.admin, 'POST', base, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot(mine.activity.id)).toEqual(before);
  });

  it("answers 404 to another activity's operator, changing it not", async () => {
    const { mine, theirs } = await twoSalons();
    const before = await snapshot(theirs.activity.id);
    const url = `/api/activities/${mine.activity.id}/bookingoperators/${theirs.operatorId('Anna')}`;
    const body = { name: 'Preso', surname: null, bookingServiceIds: [], seats: null };
    expect((await call(mine.admin, 'PUT', url, body)).statusCode).toBe(404);
    expect((await call(mine.admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await snapshot(theirs.activity.id)).toEqual(before);
  });

  it('a removed operator takes their days off along and stays on their bookings', async () => {
    const { activity, admin, operatorId, serviceId } = await salon();
    const customer = await createCustomer(t, activity.id);
    const booking = await createBookingRow(t, {
      activityId: activity.id,
      userId: customer.id,
      date: '2099-03-02',
      startTime: '10:00',
      bookingServiceId: serviceId('Taglio'),
      bookingOperatorId: operatorId('Anna'),
    });
    await createClosure(t, activity.id, { weekday: 3, bookingOperatorId: operatorId('Anna') });
    const lunch = await createClosure(t, activity.id, { startTime: '13:00', endTime: '14:00' });
    await call(
      admin,
      'DELETE',
      `/api/activities/${activity.id}/bookingoperators/${operatorId('Anna')}`,
    );
    expect((await closuresOf(db(), activity.id)).map((c) => c.id)).toEqual([lunch.id]);
    const [kept] = await t.rows<{ booking_operator_id: number }>(
      sql`select booking_operator_id from bookings where id = ${booking.id}`,
    );
    expect(kept?.booking_operator_id).toBe(operatorId('Anna'));
  });
});

describe('closed days and times', () => {
  it('adds a weekly closed day, a holiday, a lunch break and a day off, lists and deletes them', async () => {
    const { activity, admin, operatorId } = await salon();
    const base = `/api/activities/${activity.id}/booking-closures`;
    const none = {
      date: null,
      weekday: null,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    };
    const bodies = [
      { ...none, weekday: 7 },
      { ...none, weekday: 1 },
      { ...none, date: '2026-12-25' },
      { ...none, startTime: '13:00', endTime: '14:30' },
      { ...none, weekday: 3, bookingOperatorId: operatorId('Anna') },
      { ...none, date: '2026-12-24', startTime: '15:00', endTime: '24:00' },
    ];
    const added: { id: number }[] = [];
    for (const body of bodies) {
      const res = await call(admin, 'POST', base, body);
      expect(res.statusCode, res.body).toBe(200);
      const { cancelled, ...closure } = res.json().data;
      // Nothing booked: the closure cancels nothing (issue 26).
      expect(cancelled).toEqual([]);
      expect(closure).toEqual({ id: expect.any(Number), ...body, dateTo: null });
      added.push(closure);
    }
    // Listed by date, then by weekday, then every day's (issue 25).
    const byDate = [5, 2, 1, 4, 0, 3].map((i) => added[i]);
    const listed = await call(admin, 'GET', base);
    expect(listed.json()).toEqual({ data: byDate });

    const monday = added[1]?.id;
    const removed = await call(admin, 'DELETE', `${base}/${monday}`);
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect((await call(admin, 'GET', base)).json().data).toEqual(
      byDate.filter((c) => c?.id !== monday),
    );
    expect((await call(admin, 'DELETE', `${base}/${monday}`)).statusCode).toBe(404);
  });

  it('refuses a closure that does not make sense, in the caller language, adding nothing', async () => {
    const { mine, theirs } = await twoSalons();
    const base = `/api/activities/${mine.activity.id}/booking-closures`;
    const none = {
      date: null,
      weekday: null,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    };
    const before = await snapshot(mine.activity.id);
    const refusals: [object, string, string][] = [
      [
        { ...none, date: '2026-12-25', weekday: 5 },
        'invalid_closure_day',
        'Choose a date or a day of the week, not both',
      ],
      [
        { ...none, weekday: 1, startTime: '13:00' },
        'invalid_closure_times',
        'Give both the start and the end of the closure, or neither',
      ],
      [
        { ...none, weekday: 1, endTime: '14:00' },
        'invalid_closure_times',
        'Give both the start and the end of the closure, or neither',
      ],
      [
        { ...none, startTime: '14:00', endTime: '13:00' },
        'invalid_closure_times',
        'The end of the closure must come after its start',
      ],
      [
        { ...none, startTime: '14:00', endTime: '14:00' },
        'invalid_closure_times',
        'The end of the closure must come after its start',
      ],
      [
        none,
        'invalid_closure_day',
        'A closure on every day needs a time range (a lunch break, say)',
      ],
      [
        { ...none, weekday: 2, bookingOperatorId: theirs.operatorId('Anna') },
        'unknown_booking_operator',
        "The chosen operator is not one of the activity's: reload the page and try again",
      ],
    ];
    for (const [body, code, message] of refusals) {
      const res = await call(mine.admin, 'POST', base, body, 'gb');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ code, message });
    }
    for (const bad of [
      { ...none, weekday: 8 },
      { ...none, weekday: 0 },
      { ...none, date: '2026-02-30' },
      { ...none, date: '25-12-2026' },
      { ...none, startTime: '13:60', endTime: '14:00' },
      { weekday: 1 },
      { ...none, weekday: 1, id: 5 },
    ]) {
      const res = await call(mine.admin, 'POST', base, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await snapshot(mine.activity.id)).toEqual(before);
  });

  it("a removed operator's day off cannot be added", async () => {
    const { activity, admin, operatorId } = await salon();
    await call(
      admin,
      'DELETE',
      `/api/activities/${activity.id}/bookingoperators/${operatorId('Anna')}`,
    );
    const res = await call(admin, 'POST', `/api/activities/${activity.id}/booking-closures`, {
      date: null,
      weekday: 2,
      startTime: null,
      endTime: null,
      bookingOperatorId: operatorId('Anna'),
    });
    expect(res.json().code).toBe('unknown_booking_operator');
  });

  it("answers 404 to another activity's closure and lists only the activity's own", async () => {
    const { mine, theirs } = await twoSalons();
    const theirClosure = await createClosure(t, theirs.activity.id, { weekday: 7 });
    const url = `/api/activities/${mine.activity.id}/booking-closures/${theirClosure.id}`;
    expect((await call(mine.admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await closuresOf(db(), theirs.activity.id)).toHaveLength(1);
    expect(
      (
        await call(mine.admin, 'GET', `/api/activities/${mine.activity.id}/booking-closures`)
      ).json(),
    ).toEqual({
      data: [],
    });
    const theirList = `/api/activities/${theirs.activity.id}/booking-closures`;
    expect((await call(mine.admin, 'GET', theirList)).statusCode).toBe(403);
    const stranger = await createAdmin(t, (await createActivity(t)).id);
    expect((await call(stranger, 'GET', theirList)).statusCode).toBe(404);
  });
});

describe('customers see the set-up through the booking calls', () => {
  it('the settings, services and operators an admin saves, and nothing removed', async () => {
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    const admin = await createAdmin(t, activity.id);
    await createBookingSetup(t, activity.id, { bookingType: 'NO' });
    const customer = await createCustomer(t, activity.id);
    const a = `/api/activities/${activity.id}`;
    await call(admin, 'PUT', `${a}/booking-settings`, SETTINGS);
    const piega = (
      await call(admin, 'POST', `${a}/bookingservices`, { name: 'Piega', duration: 45 })
    ).json().data;
    const barba = (
      await call(admin, 'POST', `${a}/bookingservices`, { name: 'Barba', duration: 20 })
    ).json().data;
    const bruno = (
      await call(admin, 'POST', `${a}/bookingoperators`, {
        name: 'Bruno',
        surname: null,
        bookingServiceIds: [piega.id, barba.id],
        seats: null,
      })
    ).json().data;
    const read = async (path: string) => (await call(customer, 'GET', `${a}/${path}`)).json().data;
    expect(await read('booking-settings')).toMatchObject(SETTINGS);
    expect(await read('bookingservices')).toEqual([barba, piega]);
    expect(await read('bookingoperators')).toEqual([bruno]);

    await call(admin, 'DELETE', `${a}/bookingservices/${barba.id}`);
    expect(await read('bookingservices')).toEqual([piega]);
    expect(await read('bookingoperators')).toEqual([{ ...bruno, bookingServiceIds: [piega.id] }]);
    await call(admin, 'DELETE', `${a}/bookingoperators/${bruno.id}`);
    expect(await read('bookingoperators')).toEqual([]);
  });
});

describe('only the activity admins change the set-up', () => {
  it('answers 403 to its customers and counter staff on every call, changing nothing', async () => {
    const { activity, serviceId, operatorId } = await salon();
    const closure = await createClosure(t, activity.id, { weekday: 7 });
    const a = `/api/activities/${activity.id}`;
    const operator = { name: 'X', surname: null, bookingServiceIds: [], seats: null };
    const closureBody = {
      date: null,
      weekday: 1,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    };
    const calls: [Parameters<typeof call>[1], string, unknown][] = [
      ['PUT', `${a}/booking-settings`, SETTINGS],
      ['POST', `${a}/bookingservices`, { name: 'X', duration: 10 }],
      ['PUT', `${a}/bookingservices/${serviceId('Taglio')}`, { name: 'X', duration: 10 }],
      ['DELETE', `${a}/bookingservices/${serviceId('Taglio')}`, undefined],
      ['POST', `${a}/bookingoperators`, operator],
      ['PUT', `${a}/bookingoperators/${operatorId('Anna')}`, operator],
      ['DELETE', `${a}/bookingoperators/${operatorId('Anna')}`, undefined],
      ['GET', `${a}/booking-closures`, undefined],
      ['POST', `${a}/booking-closures`, closureBody],
      ['DELETE', `${a}/booking-closures/${closure.id}`, undefined],
    ];
    const before = await snapshot(activity.id);
    for (const who of [await createCustomer(t, activity.id), await createStaff(t, activity.id)]) {
      for (const [method, url, body] of calls) {
        const res = await call(who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    expect(await snapshot(activity.id)).toEqual(before);
  });
});
