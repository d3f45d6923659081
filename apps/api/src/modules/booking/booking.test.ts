// Booking's calls (issue 16) on PGlite and PostgreSQL: the calendar, booking, cancelling, the
// staff's agenda, answers and bookings on a member's behalf. Each test sets the service clock it
// needs and builds its own activity; the races are in booking.race.test.ts.
import { randomUUID } from 'node:crypto';
import { addDays, type Booking, type BookingCalendar } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingSetupOptions,
  bookSlot,
  createBookingRow,
  createBookingSetup,
  createClosure,
  createSalon,
  MONDAY_8AM,
  SPEC_OVERLAP,
  SPEC_SEATS,
  settableClock,
  TAGLIO_COLORE,
  TODAY,
  TUESDAY,
} from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { requestQueries, useTestApp } from '../../test-support/harness.ts';

const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO): Taglio 30 and Colore 90; Anna does both, Bruno only Taglio; 09:00–19:00 by 15. */
async function salon(opts: BookingSetupOptions = {}) {
  clock.set(MONDAY_8AM);
  const { activity, service, operator } = await createSalon(t, {
    services: TAGLIO_COLORE,
    operators: [{ name: 'Anna' }, { name: 'Bruno', services: ['Taglio'] }],
    ...opts,
  });
  const [ann, bea] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
  return {
    activity,
    ann,
    bea,
    taglio: service('Taglio'),
    colore: service('Colore'),
    anna: operator('Anna'),
    bruno: operator('Bruno'),
  };
}

/** A trattoria (R): 10 seats, 12:00–23:00 by 30; a party up to all its seats. */
async function trattoria(seats = 10) {
  clock.set(MONDAY_8AM);
  const activity = await createActivity(t, { menu: {} });
  await createBookingSetup(t, activity.id, {
    bookingType: 'R',
    settings: {
      startTime: '12:00',
      endTime: '23:00',
      timeCalendar: 30,
      bookingNumberOfHour: seats,
      maxPartySize: seats,
    },
  });
  const guests = await Promise.all(Array.from({ length: 3 }, () => createCustomer(t, activity.id)));
  return { activity, guests };
}

function dates(as: Person, activityId: number, filters: Record<string, string | number> = {}) {
  const query = Object.entries({ activityId, ...filters })
    .map(([k, v]) => `filters[${k}]=${encodeURIComponent(String(v))}`)
    .join('&');
  return t.call({ url: `/api/app/bookings/dates?${query}`, as });
}

const calendar = async (...args: Parameters<typeof dates>) => {
  const res = await dates(...args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BookingCalendar;
};

const cancel = (as: Person, id: number, lang?: string) =>
  t.call({
    method: 'PUT',
    url: `/api/bookings/confirm/${id}`,
    as,
    headers: lang ? { 'accept-language': lang } : {},
    payload: { confirm: 'N', sendEmailToActivity: 'Y' },
  });

const answer = (as: Person, activityId: number, id: number, confirm: 'Y' | 'N') =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${activityId}/bookings/${id}/status`,
    as,
    payload: { confirm },
  });

const bookingRows = (activityId: number) =>
  t.rows<{ id: number; confirmed: string; created_by: number | null }>(
    sql`select id, confirmed, created_by from bookings where activity_id = ${activityId} order by id`,
  );

/** The people of the activity's tables not declined. */
const seatsTaken = async (activityId: number) =>
  (
    await t.rows<{ taken: number }>(
      sql`select coalesce(sum(number_of_people), 0)::int as taken from bookings
          where activity_id = ${activityId} and confirmed <> 'N' and booking_service_id is null`,
    )
  )[0]?.taken;

describe('booking a service', () => {
  it('books an operator’s slot: waiting (I), with its end, instants and operator', async () => {
    const s = await salon();
    const res = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.colore,
      bookingOperator: s.anna,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      endTime: '11:30',
      startsAt: '2026-05-12T08:00:00.000Z',
      endsAt: '2026-05-12T09:30:00.000Z',
      numberOfPeople: 1,
      confirmed: 'I',
      endedBy: null,
      ended: null,
      reason: null,
      bookingService: { id: s.colore.id, name: 'Colore', duration: 90 },
      bookingOperator: { id: s.anna.id, name: 'Anna', surname: null },
    });
    const cal = await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id });
    // The calendar shows the caller's own booking in full, as booking it answered.
    expect(cal.mine).toEqual([res.json().data]);
    expect(cal.busy).toEqual([
      { date: TUESDAY, startTime: '10:00', endTime: '11:30', bookingOperatorId: s.anna.id },
    ]);
  });

  it('confirms at once (Y) when the activity confirms on arrival', async () => {
    const s = await salon({ settings: { confirmOnArrival: true } });
    const res = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '09:00',
      bookingService: s.taglio,
    });
    expect(res.json().data.confirmed).toBe('Y');
  });

  it('refuses an overlapping slot with SPEC’s message and the service’s minutes, in the caller’s language', async () => {
    const s = await salon();
    const first = { activityId: s.activity.id, date: TUESDAY, bookingOperator: s.anna };
    await bookSlot(t, s.ann, { ...first, startTime: '11:00', bookingService: s.taglio });
    const overlapping = { ...first, startTime: '10:00', bookingService: s.colore };
    const it_ = await bookSlot(t, s.bea, overlapping);
    expect(it_.statusCode).toBe(409);
    expect(it_.json()).toEqual({ code: 'slot_taken', message: SPEC_OVERLAP(90) });
    const en = await bookSlot(t, s.bea, overlapping, { lang: 'en-GB,en;q=0.8' });
    expect(en.json()).toEqual({
      code: 'slot_taken',
      message: 'This cannot be booked: the service takes 90 minutes',
    });
    const de = await bookSlot(t, s.bea, overlapping, { lang: 'de' });
    expect(de.json().message).toBe('Buchung nicht möglich: die Leistung dauert 90 Minuten');
    expect(await bookingRows(s.activity.id)).toHaveLength(1);
  });

  it('gives "any operator" the next free one who does the service, then refuses', async () => {
    const s = await salon();
    const any = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '15:00',
      bookingService: s.taglio,
    };
    const first = await bookSlot(t, s.ann, any);
    const second = await bookSlot(t, s.bea, any);
    expect(first.json().data.bookingOperator.name).toBe('Anna');
    expect(second.json().data.bookingOperator.name).toBe('Bruno');
    // Ann's own booking is at 15:00 (overlaps_own): a third customer.
    const third = await bookSlot(t, await createCustomer(t, s.activity.id), any);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(SPEC_OVERLAP(30));
    // Colore is Anna's only: "any" at 15:00 has nobody left.
    const colore = await bookSlot(t, await createCustomer(t, s.activity.id), {
      ...any,
      startTime: '14:30',
      bookingService: s.colore,
    });
    expect(colore.json().message).toBe(SPEC_OVERLAP(90));
  });

  it('books an N activity’s service on the activity itself, one at a time', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'N',
      services: [{ name: 'Visita', duration: 60 }],
    });
    const [a, b] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
    const body = {
      activityId: activity.id,
      date: TUESDAY,
      startTime: '09:00',
      bookingService: { id: setup.serviceId('Visita') },
    };
    expect((await bookSlot(t, a, body)).json().data.bookingOperator).toBeNull();
    expect((await bookSlot(t, b, { ...body, startTime: '09:30' })).statusCode).toBe(409);
    expect((await bookSlot(t, b, { ...body, startTime: '10:00' })).statusCode).toBe(201);
  });

  it('answers the first answer to a retry with the same key and books nothing more', async () => {
    const s = await salon();
    const key = randomUUID();
    const body = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '12:00',
      bookingService: s.taglio,
      bookingOperator: s.bruno,
    };
    const first = await bookSlot(t, s.ann, body, { key });
    const retry = await bookSlot(t, s.ann, body, { key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await bookingRows(s.activity.id)).toHaveLength(1);
    const noKey = await t.call({
      method: 'POST',
      url: '/api/app/bookings',
      as: s.ann,
      payload: { ...body, numberOfPeople: 1 },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('idempotency_key_required');
  });

  it('refuses bad input with a 400 and books nothing', async () => {
    const s = await salon();
    const good = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      numberOfPeople: 1,
      bookingService: s.taglio,
      bookingOperator: null,
    };
    for (const bad of [
      { date: '2026-02-30' },
      { date: '12/05/2026' },
      { startTime: '25:00' },
      { startTime: '10:00:00' },
      { numberOfPeople: 0 },
      { numberOfPeople: 1.5 },
      { bookingService: null },
      { bookingService: { id: 'x' } },
      { userId: 1 },
    ]) {
      const res = await bookSlot(t, s.ann, { ...good, ...bad } as typeof good);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code, JSON.stringify(bad)).toBe('invalid_input');
    }
    expect(await bookingRows(s.activity.id)).toEqual([]);
  });

  it('answers 404 for another activity’s service or operator, and 422 for an operator who does not do it', async () => {
    const s = await salon();
    const other = await salon();
    const body = { activityId: s.activity.id, date: TUESDAY, startTime: '10:00' };
    expect((await bookSlot(t, s.ann, { ...body, bookingService: other.taglio })).statusCode).toBe(
      404,
    );
    const theirOperator = await bookSlot(t, s.ann, {
      ...body,
      bookingService: s.taglio,
      bookingOperator: other.anna,
    });
    expect(theirOperator.statusCode).toBe(404);
    const notHis = await bookSlot(t, s.ann, {
      ...body,
      bookingService: s.colore,
      bookingOperator: s.bruno,
    });
    expect(notHis.statusCode).toBe(422);
    expect(notHis.json().code).toBe('operator_not_for_service');
    expect(await bookingRows(s.activity.id)).toEqual([]);
  });
});

describe('bad input', () => {
  it('gets a 400 on every call and changes nothing', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.activity.id);
    const id = (
      await bookSlot(t, s.ann, {
        activityId: s.activity.id,
        date: TUESDAY,
        startTime: '10:00',
        bookingService: s.taglio,
      })
    ).json().data.id as number;
    const base = `/api/app/bookings/dates?filters[activityId]=${s.activity.id}`;
    for (const bad of [
      'filters[date]=2026-13-01',
      'filters[numberOfPeoples]=0',
      'filters[numberOfPeoples]=two',
      'filters[bookingServiceId]=-1',
      'filters[color]=red',
    ]) {
      const res = await t.call({ url: `${base}&${bad}`, as: s.ann });
      expect(res.statusCode, bad).toBe(400);
    }
    const agenda = `/api/activities/${s.activity.id}/agenda`;
    for (const bad of ['', '?from=2026-05-12', '?from=2026-05-12&to=2026-05-11', '?from=x&to=y']) {
      expect((await t.call({ url: `${agenda}${bad}`, as: staff })).statusCode, bad).toBe(400);
    }
    for (const payload of [{ confirm: 'Y' }, { confirm: 'N', sendEmailToActivity: 'X' }, {}]) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/bookings/confirm/${id}`,
        as: s.ann,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const payload of [{ confirm: 'I' }, { confirm: 'Y', extra: 1 }]) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/activities/${s.activity.id}/bookings/${id}/status`,
        as: staff,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const onBehalf = await t.call({
      method: 'POST',
      url: `/api/activities/${s.activity.id}/bookings`,
      as: staff,
      headers: { 'idempotency-key': randomUUID() },
      payload: { date: TUESDAY, startTime: '11:00', numberOfPeople: 1, bookingService: s.taglio },
    });
    expect(onBehalf.statusCode).toBe(400);
    expect(await bookingRows(s.activity.id)).toEqual([{ id, confirmed: 'I', created_by: null }]);
  });

  it('refuses an operator where the activity books none (N), in the calendar and in a booking', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'N',
      services: [{ name: 'Visita', duration: 60 }],
      operators: [{ name: 'Anna' }],
    });
    const customer = await createCustomer(t, activity.id);
    const cal = await dates(customer, activity.id, { bookingOperatorId: setup.operatorId('Anna') });
    expect(cal.statusCode).toBe(400);
    const res = await bookSlot(t, customer, {
      activityId: activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: { id: setup.serviceId('Visita') },
      bookingOperator: { id: setup.operatorId('Anna') },
    });
    expect(res.statusCode).toBe(400);
    expect(await bookingRows(activity.id)).toEqual([]);
  });
});

describe('refused slots (SPEC §5)', () => {
  it('refuses a service that would end after closing time', async () => {
    const s = await salon();
    const body = { activityId: s.activity.id, date: TUESDAY, bookingService: s.colore };
    const late = await bookSlot(t, s.ann, { ...body, startTime: '18:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      code: 'slot_after_closing',
      message: 'Il servizio finirebbe dopo l’orario di chiusura',
    });
    expect((await bookSlot(t, s.ann, { ...body, startTime: '17:30' })).statusCode).toBe(201);
  });

  it('refuses a closed day and says so in the calendar', async () => {
    const s = await salon();
    await createClosure(t, s.activity.id, { weekday: 2 });
    const res = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.taglio,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('slot_closed');
    const cal = await calendar(s.ann, s.activity.id);
    expect(cal.dates.find((d) => d.date === TUESDAY)?.open).toBe(false);
    expect(cal.dates.find((d) => d.date === addDays(TUESDAY, 7))?.open).toBe(false);
    expect(cal.dates.find((d) => d.date === TODAY)?.open).toBe(true);
  });

  it('refuses the lunch break, and an operator’s day off but not the other operator', async () => {
    const s = await salon();
    await createClosure(t, s.activity.id, { startTime: '13:00', endTime: '14:00' });
    await createClosure(t, s.activity.id, { date: TUESDAY, bookingOperatorId: s.anna.id });
    const body = { activityId: s.activity.id, date: TUESDAY, bookingService: s.taglio };
    const lunch = await bookSlot(t, s.ann, { ...body, startTime: '12:45' });
    expect(lunch.statusCode).toBe(422);
    expect(lunch.json().code).toBe('slot_closed');
    const anna = await bookSlot(t, s.ann, { ...body, startTime: '10:00', bookingOperator: s.anna });
    expect(anna.statusCode).toBe(422);
    const any = await bookSlot(t, s.ann, { ...body, startTime: '10:00' });
    expect(any.json().data.bookingOperator.name).toBe('Bruno');
    const cal = await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id });
    expect(cal.closedTimes).toContainEqual({
      date: TUESDAY,
      startTime: '00:00',
      endTime: '24:00',
      bookingOperatorId: s.anna.id,
    });
    expect(cal.closedTimes).toContainEqual({
      date: TODAY,
      startTime: '13:00',
      endTime: '14:00',
      bookingOperatorId: null,
    });
    // Colore is Anna's only, and Anna is off on Tuesday: the day is full for it.
    expect(cal.fullReservations).toContain(TUESDAY);
    expect(cal.fullReservations).not.toContain(addDays(TUESDAY, 1));
  });

  it('refuses past times of today by the service clock, and a start off the step', async () => {
    const s = await salon();
    clock.set('2026-05-11T08:20:00Z'); // 10:20 in Rome
    const body = { activityId: s.activity.id, date: TODAY, bookingService: s.taglio };
    const past = await bookSlot(t, s.ann, { ...body, startTime: '10:15' });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('slot_past');
    const yesterday = await bookSlot(t, s.ann, { ...body, date: '2026-05-10', startTime: '12:00' });
    expect(yesterday.json().code).toBe('slot_past');
    const offGrid = await bookSlot(t, s.ann, { ...body, startTime: '10:37' });
    expect(offGrid.json().code).toBe('slot_closed');
    expect((await bookSlot(t, s.ann, { ...body, startTime: '10:30' })).statusCode).toBe(201);
    const cal = await calendar(s.ann, s.activity.id);
    expect(cal).toMatchObject({ today: TODAY, now: '10:20', timeZone: 'Europe/Rome' });
  });

  it('offers 35 days from today and refuses the 36th', async () => {
    const s = await salon();
    const cal = await calendar(s.ann, s.activity.id);
    expect(cal.dates).toHaveLength(35);
    expect(cal.dates[0]?.date).toBe(TODAY);
    expect(cal.dates.at(-1)?.date).toBe('2026-06-14');
    const later = await calendar(s.ann, s.activity.id, { date: '2026-06-10' });
    expect(later.dates.map((d) => d.date)).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    const past = await calendar(s.ann, s.activity.id, { date: '2026-01-01' });
    expect(past.dates[0]?.date).toBe(TODAY);
    const body = { activityId: s.activity.id, startTime: '10:00', bookingService: s.taglio };
    expect((await bookSlot(t, s.ann, { ...body, date: '2026-06-14' })).statusCode).toBe(201);
    const beyond = await bookSlot(t, s.ann, { ...body, date: '2026-06-15' });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().code).toBe('slot_closed');
  });
});

describe('others’ bookings', () => {
  it('shows another customer’s booking as busy times only, never in mine; its id is a 404', async () => {
    const s = await salon();
    const theirs = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.taglio,
      bookingOperator: s.anna,
    });
    const id = theirs.json().data.id as number;
    const res = await dates(s.bea, s.activity.id, { bookingServiceId: s.taglio.id });
    const cal = res.json().data as BookingCalendar;
    expect(cal.mine).toEqual([]);
    expect(cal.busy).toEqual([
      { date: TUESDAY, startTime: '10:00', endTime: '10:30', bookingOperatorId: s.anna.id },
    ]);
    expect(res.body).not.toContain('Taglio');
    expect(res.body).not.toContain(`"id":${id}`);
    expect((await cancel(s.bea, id)).statusCode).toBe(404);
    const list = await t.call({ url: `/api/activities/${s.activity.id}/bookings`, as: s.bea });
    expect(list.json()).toEqual({ data: [], totalRows: 0 });
    // Nor does another activity's staff reach it.
    const other = await salon();
    const staff = await createStaff(t, other.activity.id);
    expect((await answer(staff, other.activity.id, id, 'Y')).statusCode).toBe(404);
    expect((await answer(staff, s.activity.id, id, 'Y')).statusCode).toBe(404);
    expect((await bookingRows(s.activity.id))[0]?.confirmed).toBe('I');
  });

  it('answers 404 to every customer call while booking is off, its staff still read the set-up', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: { showBookingApp: false } });
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'NO',
      services: [{ name: 'Taglio', duration: 30 }],
    });
    const customer = await createCustomer(t, activity.id);
    const staff = await createStaff(t, activity.id);
    const own = await createBookingRow(t, {
      activityId: activity.id,
      userId: customer.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingServiceId: setup.serviceId('Taglio'),
    });
    for (const url of [
      `/api/app/bookings/dates?filters[activityId]=${activity.id}`,
      `/api/activities/${activity.id}/bookings`,
      `/api/activities/${activity.id}/booking-settings`,
      `/api/activities/${activity.id}/bookingservices`,
      `/api/activities/${activity.id}/bookingoperators`,
    ]) {
      expect((await t.call({ url, as: customer })).statusCode, url).toBe(404);
    }
    const booked = await bookSlot(t, customer, {
      activityId: activity.id,
      date: TUESDAY,
      startTime: '11:00',
      bookingService: { id: setup.serviceId('Taglio') },
    });
    expect(booked.statusCode).toBe(404);
    expect((await cancel(customer, own.id)).statusCode).toBe(404);
    const settings = await t.call({
      url: `/api/activities/${activity.id}/booking-settings`,
      as: staff,
    });
    expect(settings.statusCode).toBe(200);
  });
});

describe('cancelling (SPEC §4: confirm N)', () => {
  it('frees the slot at once: another customer books it; cancelling again is a 409', async () => {
    const s = await salon();
    const body = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '16:00',
      bookingService: s.colore,
      bookingOperator: s.anna,
    };
    const mine = (await bookSlot(t, s.ann, body)).json().data as Booking;
    expect((await bookSlot(t, s.bea, body)).statusCode).toBe(409);
    const res = await cancel(s.ann, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: mine.id, confirmed: 'N' });
    expect((await bookSlot(t, s.bea, body)).statusCode).toBe(201);
    const again = await cancel(s.ann, mine.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_final');
    // The declined booking stays in the customer's calendar (red), not in the busy slots.
    const cal = await calendar(s.ann, s.activity.id);
    expect(cal.mine).toContainEqual(expect.objectContaining({ id: mine.id, confirmed: 'N' }));
    expect(cal.busy).toHaveLength(1);
  });

  it('refuses to cancel a booking that has started, by the service clock', async () => {
    const s = await salon();
    const booked = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.taglio,
    });
    clock.set('2026-05-12T08:00:00Z'); // Tuesday 10:00 in Rome
    const res = await cancel(s.ann, booked.json().data.id, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'booking_started',
      message: 'Une réservation déjà commencée ne peut pas être annulée',
    });
    clock.set('2026-05-12T07:59:00Z');
    expect((await cancel(s.ann, booked.json().data.id)).statusCode).toBe(200);
  });

  it('lists the customer’s own bookings: the coming ones soonest first, then the past latest first', async () => {
    const s = await salon();
    const at = (date: string, startTime: string, userId = s.ann.id) =>
      createBookingRow(t, {
        activityId: s.activity.id,
        userId,
        date,
        startTime,
        bookingServiceId: s.taglio.id,
      });
    const pastOld = await at('2026-05-01', '10:00');
    const soon = await at('2026-05-12', '10:00');
    const pastNew = await at('2026-05-08', '10:00');
    const later = await at('2026-05-20', '10:00');
    await at('2026-05-13', '10:00', s.bea.id);
    const res = await t.call({ url: `/api/activities/${s.activity.id}/bookings`, as: s.ann });
    expect(res.json().totalRows).toBe(4);
    expect(res.json().data.map((b: Booking) => b.id)).toEqual([
      soon.id,
      later.id,
      pastNew.id,
      pastOld.id,
    ]);
    const page = await t.call({
      url: `/api/activities/${s.activity.id}/bookings?rowsPerPage=2&page=2`,
      as: s.ann,
    });
    expect(page.json().data.map((b: Booking) => b.id)).toEqual([pastNew.id, pastOld.id]);
  });
});

describe('tables (R, RO): seats counted over time', () => {
  it('counts the people at table at every instant and refuses more than are free, with the real n', async () => {
    const { activity, guests } = await trattoria(10);
    const [g1, g2, g3] = guests as [Person, Person, Person];
    const table = (people: number, startTime: string) => ({
      activityId: activity.id,
      date: TUESDAY,
      startTime,
      numberOfPeople: people,
    });
    const first = await bookSlot(t, g1, table(4, '20:00'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ endTime: '22:00', numberOfPeople: 4 });
    expect((await bookSlot(t, g2, table(4, '19:00'))).statusCode).toBe(201);
    // 20:30–22:30 meets both between 20:30 and 21:00: 8 people, 2 seats free.
    const refused = await bookSlot(t, g3, table(4, '20:30'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'not_enough_seats', message: SPEC_SEATS(2) });
    const en = await bookSlot(t, g3, table(4, '20:30'), { lang: 'en' });
    expect(en.json().message).toBe('For this selection only 2 seats are available');
    // At 21:00 the 19:00 table has left: 6 free.
    expect((await bookSlot(t, g3, table(4, '21:00'))).statusCode).toBe(201);
    const cal = await calendar(g3, activity.id, { numberOfPeoples: 4 });
    const piece = (startTime: string, endTime: string, taken: number) => ({
      date: TUESDAY,
      startTime,
      endTime,
      bookingOperatorId: null,
      taken,
    });
    expect(cal.seatsTaken).toEqual([
      piece('19:00', '20:00', 4),
      piece('20:00', '22:00', 8),
      piece('22:00', '23:00', 4),
    ]);
    expect(cal.busy).toEqual([]);
    // A cancellation frees its seats at once.
    expect((await cancel(g1, first.json().data.id)).statusCode).toBe(200);
    expect((await bookSlot(t, g1, table(6, '20:30'))).statusCode).toBe(201);
    expect(await seatsTaken(activity.id)).toBe(14);
  });

  it('refuses a table at 18:00 over one of 17:00 that fills the seats (issue 26)', async () => {
    const { activity, guests } = await trattoria(40);
    const [g1, g2] = guests as [Person, Person];
    const table = (startTime: string) => ({
      activityId: activity.id,
      date: TUESDAY,
      startTime,
      numberOfPeople: 40,
    });
    expect((await bookSlot(t, g1, table('17:00'))).statusCode).toBe(201);
    const refused = await bookSlot(t, g2, table('18:00'));
    expect(refused.json()).toEqual({ code: 'not_enough_seats', message: SPEC_SEATS(0) });
    expect((await bookSlot(t, g2, table('19:00'))).statusCode).toBe(201);
    const cal = await calendar(g2, activity.id, { numberOfPeoples: 40 });
    expect(cal.days.find((d) => d.date === TUESDAY)?.starts).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '21:00',
    ]);
  });

  it('says there is 1 seat left in the singular, and 0 in the plural', async () => {
    const { activity, guests } = await trattoria(5);
    const body = { activityId: activity.id, date: TUESDAY, startTime: '20:00' };
    await bookSlot(t, guests[0] as Person, { ...body, numberOfPeople: 4 });
    const one = await bookSlot(t, guests[1] as Person, { ...body, numberOfPeople: 2 });
    expect(one.json().message).toBe('Per questa selezione c’è solo 1 posto disponibile');
    await bookSlot(t, guests[2] as Person, { ...body, numberOfPeople: 1 });
    const none = await bookSlot(t, guests[1] as Person, { ...body, numberOfPeople: 1 });
    expect(none.json().message).toBe(SPEC_SEATS(0));
  });

  it('counts a room’s seats (RO) and puts "any room" in the next room with space', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: {} });
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'RO',
      settings: { startTime: '18:00', endTime: '23:00', timeCalendar: 30, bookingNumberOfHour: 8 },
      operators: [{ name: 'Sala', seats: 6 }, { name: 'Veranda' }],
    });
    const [a, b, c] = [
      await createCustomer(t, activity.id),
      await createCustomer(t, activity.id),
      await createCustomer(t, activity.id),
    ];
    const body = { activityId: activity.id, date: TUESDAY, startTime: '20:00', numberOfPeople: 5 };
    const sala = await bookSlot(t, a, {
      ...body,
      bookingOperator: { id: setup.operatorId('Sala') },
    });
    expect(sala.json().data.bookingOperator.name).toBe('Sala');
    const any = await bookSlot(t, b, body);
    expect(any.json().data.bookingOperator.name).toBe('Veranda');
    const full = await bookSlot(t, c, body);
    expect(full.json()).toEqual({ code: 'not_enough_seats', message: SPEC_SEATS(3) });
    // Declined by staff: the seats are free again.
    const admin = await createAdmin(t, activity.id);
    expect((await answer(admin, activity.id, sala.json().data.id, 'N')).statusCode).toBe(200);
    expect((await bookSlot(t, c, body)).json().data.bookingOperator.name).toBe('Sala');
  });

  it('refuses a service on a table booking and an operator where there are none', async () => {
    const { activity, guests } = await trattoria();
    const body = { activityId: activity.id, date: TUESDAY, startTime: '20:00' };
    const service = await bookSlot(t, guests[0] as Person, { ...body, bookingService: { id: 1 } });
    expect(service.statusCode).toBe(400);
    expect(service.json().code).toBe('invalid_input');
    expect(await seatsTaken(activity.id)).toBe(0);
  });
});

describe('the two days the clocks change (Europe/Rome, 2026)', () => {
  it('offers and books the usual wall-clock times with the right instants', async () => {
    const s = await salon();
    for (const [now, day, tenAt] of [
      ['2026-03-20T08:00:00Z', '2026-03-29', '2026-03-29T08:00:00.000Z'],
      ['2026-10-20T08:00:00Z', '2026-10-25', '2026-10-25T09:00:00.000Z'],
    ] as const) {
      clock.set(now);
      const cal = await calendar(s.ann, s.activity.id, { bookingServiceId: s.taglio.id });
      expect(cal.dates.find((d) => d.date === day)?.open).toBe(true);
      expect(cal.fullReservations).not.toContain(day);
      const body = { activityId: s.activity.id, date: day, bookingService: s.taglio };
      const ten = await bookSlot(t, s.ann, { ...body, startTime: '10:00' });
      expect(ten.json().data).toMatchObject({
        startTime: '10:00',
        endTime: '10:30',
        startsAt: tenAt,
        endsAt: new Date(Date.parse(tenAt) + 30 * 60_000).toISOString(),
      });
      const last = await bookSlot(t, s.bea, { ...body, startTime: '18:30' });
      expect(last.json().data.endTime).toBe('19:00');
      const after = await calendar(s.ann, s.activity.id);
      expect(after.busy.filter((b) => b.date === day).map((b) => b.startTime)).toEqual([
        '10:00',
        '18:30',
      ]);
    }
  });
});

describe('the calendar’s cost', () => {
  it('shows only the selection’s operators, each one’s busy time merged per day', async () => {
    const s = await salon();
    const row = (userId: number, operatorId: number, startTime: string, duration = 30) =>
      createBookingRow(t, {
        activityId: s.activity.id,
        userId,
        date: TUESDAY,
        startTime,
        duration,
        bookingServiceId: s.taglio.id,
        bookingOperatorId: operatorId,
      });
    // Anna: 10:00–10:30, 10:30–11:00 and 11:00–11:30 make one; 12:00–12:30 is apart.
    await row(s.ann.id, s.anna.id, '10:00');
    await row(s.bea.id, s.anna.id, '10:30');
    await row(s.bea.id, s.anna.id, '11:00');
    await row(s.bea.id, s.anna.id, '12:00');
    await createBookingRow(t, {
      activityId: s.activity.id,
      userId: s.bea.id,
      date: TUESDAY,
      startTime: '15:00',
      bookingServiceId: s.taglio.id,
      bookingOperatorId: s.anna.id,
      confirmed: 'N',
    });
    await row(s.bea.id, s.bruno.id, '09:00');
    const interval = (startTime: string, endTime: string, op: { id: number }) => ({
      date: TUESDAY,
      startTime,
      endTime,
      bookingOperatorId: op.id,
    });
    const anna = await calendar(s.ann, s.activity.id, { bookingOperatorId: s.anna.id });
    expect(anna.busy).toEqual([
      interval('10:00', '11:30', s.anna),
      interval('12:00', '12:30', s.anna),
    ]);
    // Colore: only Anna does it; any operator for Taglio: both.
    const colore = await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id });
    expect(colore.busy).toEqual(anna.busy);
    const taglio = await calendar(s.ann, s.activity.id, { bookingServiceId: s.taglio.id });
    // By day, operator and start.
    expect(taglio.busy).toEqual([...anna.busy, interval('09:00', '09:30', s.bruno)]);
    // The caller's own, in full, whatever the selection.
    const bruno = await calendar(s.ann, s.activity.id, { bookingOperatorId: s.bruno.id });
    expect(bruno.busy).toEqual([interval('09:00', '09:30', s.bruno)]);
    expect(bruno.mine.map((b) => [b.startTime, b.bookingOperator?.name])).toEqual([
      ['10:00', 'Anna'],
    ]);
  });

  it('answers 35 days from a fixed number of statements, one per table, whatever the bookings', async () => {
    const statements = async (activityId: number, as: Person, serviceId: number) => {
      await dates(as, activityId); // the membership, cached
      const mark = t.queries.length;
      const res = await dates(as, activityId, { bookingServiceId: serviceId });
      expect(res.statusCode).toBe(200);
      const miss = requestQueries(t.queries.slice(mark));
      // Again: the shared part from this instance's cache, the caller's own from the database.
      const again = t.queries.length;
      expect((await dates(as, activityId, { bookingServiceId: serviceId })).json()).toEqual(
        res.json(),
      );
      expect(
        requestQueries(t.queries.slice(again)).map((q) => /from "(\w+)"/.exec(q)?.[1]),
      ).toEqual(['bookings']);
      return miss;
    };
    const empty = await salon();
    const busy = await salon();
    await createClosure(t, busy.activity.id, { startTime: '13:00', endTime: '14:00' });
    for (let day = 0; day < 35; day++) {
      for (const startTime of ['09:00', '11:00', '15:00']) {
        await createBookingRow(t, {
          activityId: busy.activity.id,
          userId: day % 2 ? busy.ann.id : busy.bea.id,
          date: addDays(TODAY, day),
          startTime,
          bookingServiceId: busy.taglio.id,
          bookingOperatorId: busy.anna.id,
        });
      }
    }
    const few = await statements(empty.activity.id, empty.ann, empty.taglio.id);
    const many = await statements(busy.activity.id, busy.ann, busy.taglio.id);
    expect(many).toHaveLength(few.length);
    const tables = (qs: string[]) =>
      qs.map((q) => /from "(\w+)"/.exec(q)?.[1]).sort((a, b) => String(a).localeCompare(String(b)));
    expect(tables(many)).toEqual([
      'activities',
      'booking_closures',
      // The activity's hours per weekday (issue 26).
      'booking_hours',
      'booking_operator_hours',
      'booking_operator_services',
      'booking_operators',
      'booking_services',
      // The busy time of the selection's operators, and the caller's own.
      'bookings',
      'bookings',
    ]);
  });
});

describe('staff', () => {
  it('see the agenda of their activity with customers, services, operators and statuses', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.activity.id);
    const admin = await createAdmin(t, s.activity.id);
    await t.rows(sql`update customers set phone = '+39 333 123 4567' where user_id = ${s.ann.id}`);
    const body = { activityId: s.activity.id, bookingService: s.taglio, bookingOperator: s.anna };
    const b1 = (await bookSlot(t, s.ann, { ...body, date: TUESDAY, startTime: '11:00' })).json()
      .data as Booking;
    const b2 = (await bookSlot(t, s.bea, { ...body, date: TUESDAY, startTime: '09:00' })).json()
      .data as Booking;
    await bookSlot(t, s.bea, { ...body, date: '2026-05-20', startTime: '09:00' });
    const url = `/api/activities/${s.activity.id}/agenda?from=${TUESDAY}&to=2026-05-13`;
    const res = await t.call({ url, as: staff });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalRows).toBe(2);
    expect(res.json().data.map((b: Booking) => b.id)).toEqual([b2.id, b1.id]);
    expect(res.json().data[1]).toEqual({
      ...b1,
      customer: {
        id: s.ann.id,
        name: 'Test',
        surname: 'Person',
        email: s.ann.email,
        phone: '+39 333 123 4567',
      },
      bookedByStaff: false,
    });
    expect((await t.call({ url, as: admin })).statusCode).toBe(200);
    const customer = await t.call({ url, as: s.ann });
    expect(customer.statusCode).toBe(403);
    const other = await salon();
    const theirStaff = await createStaff(t, other.activity.id);
    expect((await t.call({ url, as: theirStaff })).statusCode).toBe(404);
    const tooLong = await t.call({
      url: `/api/activities/${s.activity.id}/agenda?from=2026-05-01&to=2026-06-12`,
      as: staff,
    });
    expect(tooLong.statusCode).toBe(400);
    const sixWeeks = await t.call({
      url: `/api/activities/${s.activity.id}/agenda?from=2026-05-01&to=2026-06-11`,
      as: staff,
    });
    expect(sixWeeks.json().totalRows).toBe(3);
  });

  it('confirm (I → Y) and decline (Y → N) a booking; a declined one is final and its slot free', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.activity.id);
    const body = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.taglio,
      bookingOperator: s.anna,
    };
    const id = (await bookSlot(t, s.ann, body)).json().data.id as number;
    const yes = await answer(staff, s.activity.id, id, 'Y');
    expect(yes.json().data).toMatchObject({ id, confirmed: 'Y' });
    expect((await answer(staff, s.activity.id, id, 'Y')).json().code).toBe(
      'booking_already_confirmed',
    );
    expect((await answer(staff, s.activity.id, id, 'N')).json().data.confirmed).toBe('N');
    const again = await answer(staff, s.activity.id, id, 'Y');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_final');
    expect((await bookSlot(t, s.bea, body)).statusCode).toBe(201);
    const customer = await answer(s.ann, s.activity.id, id, 'Y');
    expect(customer.statusCode).toBe(403);
  });

  it('book for a member under the same rules, as themselves; a non-member is a 404', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.activity.id);
    const stranger = await createUser(t);
    const onBehalf = (userId: number, startTime: string) =>
      t.call({
        method: 'POST',
        url: `/api/activities/${s.activity.id}/bookings`,
        as: staff,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          userId,
          date: TUESDAY,
          startTime,
          numberOfPeople: 1,
          bookingService: s.colore,
          bookingOperator: s.anna,
        },
      });
    const res = await onBehalf(s.ann.id, '10:00');
    expect(res.statusCode, res.body).toBe(201);
    expect((await onBehalf(s.bea.id, '11:00')).json()).toEqual({
      code: 'slot_taken',
      message: SPEC_OVERLAP(90),
    });
    expect((await onBehalf(stranger.id, '14:00')).statusCode).toBe(404);
    const rows = await bookingRows(s.activity.id);
    expect(rows).toEqual([{ id: res.json().data.id, confirmed: 'Y', created_by: staff.id }]);
    const mine = await calendar(s.ann, s.activity.id);
    expect(mine.mine.map((b) => b.id)).toEqual([res.json().data.id]);
    const agenda = await t.call({
      url: `/api/activities/${s.activity.id}/agenda?from=${TUESDAY}&to=${TUESDAY}`,
      as: staff,
    });
    expect(agenda.json().data[0].bookedByStaff).toBe(true);
  });

  it('find members by name, e-mail or phone, never anyone else', async () => {
    const s = await salon();
    const staff = await createStaff(t, s.activity.id);
    const rossi = await createUser(t, {
      memberOf: [s.activity.id],
      name: 'Mario',
      surname: 'Rossi',
      customer: { phone: '333 765 4321' },
    });
    await createUser(t, { name: 'Mario', surname: 'Rossi' });
    await createUser(t, {
      memberOf: [s.activity.id],
      name: 'Mario',
      surname: 'Rossini',
      membershipActive: false,
    });
    const find = (text: string) =>
      t.call({
        url: `/api/activities/${s.activity.id}/booking-customers?text=${encodeURIComponent(text)}`,
        as: staff,
      });
    const expected = {
      id: rossi.id,
      name: 'Mario',
      surname: 'Rossi',
      email: rossi.email,
      phone: '333 765 4321',
    };
    for (const text of ['rossi', 'Mario Ross', rossi.email.slice(0, 8), '7654321', '765 43']) {
      expect((await find(text)).json(), text).toEqual({ data: [expected], totalRows: 1 });
    }
    expect((await find('%')).json().data).toEqual([]);
    expect((await find('')).statusCode).toBe(400);
  });
});

describe('the activity’s set-up as customers read it', () => {
  it('answers settings, services and operators', async () => {
    const s = await salon({ settings: { startTime: '08:30', timeCalendar: 30 } });
    const settings = await t.call({
      url: `/api/activities/${s.activity.id}/booking-settings`,
      as: s.ann,
    });
    expect(settings.json().data).toEqual({
      startTime: '08:30',
      endTime: '19:00',
      timeCalendar: 30,
      bookingNumberOfHour: 20,
      confirmOnArrival: false,
      reminderHour: 18,
      maxUpcomingBookings: 3,
      maxPartySize: 12,
      cancelCutoffHours: null,
      bookingType: 'NO',
      timeZone: 'Europe/Rome',
    });
    const services = await t.call({
      url: `/api/activities/${s.activity.id}/bookingservices`,
      as: s.ann,
    });
    expect(services.json()).toEqual({
      data: [
        {
          id: s.colore.id,
          name: 'Colore',
          duration: 90,
          price: null,
          description: null,
          capacity: 1,
        },
        {
          id: s.taglio.id,
          name: 'Taglio',
          duration: 30,
          price: null,
          description: null,
          capacity: 1,
        },
      ],
      totalRows: 2,
    });
    const operators = await t.call({
      url: `/api/activities/${s.activity.id}/bookingoperators`,
      as: s.ann,
    });
    expect(operators.json().data).toEqual([
      {
        id: s.anna.id,
        name: 'Anna',
        surname: null,
        bookingServiceIds: [s.taglio.id, s.colore.id].sort((a, b) => a - b),
        seats: null,
        hours: [],
      },
      {
        id: s.bruno.id,
        name: 'Bruno',
        surname: null,
        bookingServiceIds: [s.taglio.id],
        seats: null,
        hours: [],
      },
    ]);
  });
});
