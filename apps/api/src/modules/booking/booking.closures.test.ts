// Hours per weekday and closures across dates (issue 26): the calendar's `days` and a booking's
// check follow the activity's ranges of each weekday and a closure from date to dateTo; before a
// closure is saved the admin sees the bookings it hits, and "tell" cancels them by the activity,
// each customer e-mailed in their language.
import type { BookingCalendar, LanguageCode } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookSlot,
  callAs,
  createBookingRow,
  createSalon,
  MONDAY_8AM,
  settableClock,
  TUESDAY,
  WEDNESDAY,
} from '../../test-support/booking.ts';
import {
  createAdmin,
  createCustomer,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { outboxTo } from './booking.mail.testing.ts';

const THURSDAY = '2026-05-14';
const FRIDAY = '2026-05-15';
const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO), 09:00–19:00 by 15: Taglio 30 by Anna or Bruno. */
async function salon() {
  clock.set(MONDAY_8AM);
  const { activity, service, operator } = await createSalon(t, {
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
    settings: { maxUpcomingBookings: 50 },
  });
  return {
    activity,
    admin: await createAdmin(t, activity.id),
    ann: await createCustomer(t, activity.id),
    taglio: service('Taglio'),
    anna: operator('Anna'),
    bruno: operator('Bruno'),
  };
}
type Salon = Awaited<ReturnType<typeof salon>>;

const call = callAs(t);

const hoursUrl = (s: Salon) => `/api/activities/${s.activity.id}/booking-hours`;
const closuresUrl = (s: Salon) => `/api/activities/${s.activity.id}/booking-closures`;
const closure = (c: object) => ({
  date: null,
  weekday: null,
  startTime: null,
  endTime: null,
  bookingOperatorId: null,
  ...c,
});

async function days(s: Salon) {
  const res = await t.call({
    url: `/api/app/bookings/dates?filters[activityId]=${s.activity.id}&filters[bookingServiceId]=${s.taglio.id}`,
    as: s.ann,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json().data as { days: BookingCalendar['days'] };
  return (date: string) => body.days.find((d) => d.date === date);
}

const book = (s: Salon, date: string, startTime: string) =>
  bookSlot(t, s.ann, {
    activityId: s.activity.id,
    bookingService: s.taglio,
    bookingOperator: null,
    date,
    startTime,
    numberOfPeople: 1,
  });

const WEEK = [
  { day: 2, startTime: '09:00', endTime: '13:00' },
  { day: 2, startTime: '14:00', endTime: '19:00' },
  { day: 4, startTime: '14:00', endTime: '21:00' },
];

describe('hours per weekday', () => {
  it('offer a Thursday evening only on Thursday, the lunch gap never, a day without ranges closed', async () => {
    const s = await salon();
    const saved = await call(s.admin, 'PUT', hoursUrl(s), { hours: WEEK });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.hours).toEqual(WEEK);
    expect((await call(s.admin, 'GET', hoursUrl(s))).json().data.hours).toEqual(WEEK);

    const day = await days(s);
    expect(day(THURSDAY)?.starts).toContain('20:30');
    expect(day(THURSDAY)?.starts).not.toContain('13:00');
    expect(day(TUESDAY)?.starts).toContain('12:30');
    expect(day(TUESDAY)?.starts).not.toContain('12:45');
    expect(day(TUESDAY)?.starts).not.toContain('13:30');
    expect(day(TUESDAY)?.starts).not.toContain('20:00');
    expect(day(WEDNESDAY)).toMatchObject({ status: 'closed', reason: 'closed', starts: [] });

    const tuesdayEvening = await book(s, TUESDAY, '20:00');
    expect(tuesdayEvening.statusCode).toBe(422);
    expect(tuesdayEvening.json()).toEqual({
      code: 'slot_closed',
      message: 'In questo giorno o a quest’ora non si prenota',
    });
    const pastNoon = await book(s, TUESDAY, '12:45');
    expect(pastNoon.json()).toEqual({
      code: 'slot_after_closing',
      message: 'Il servizio finirebbe dopo l’orario di chiusura',
    });
    expect((await book(s, WEDNESDAY, '10:00')).json().code).toBe('slot_closed');
    const thursdayEvening = await book(s, THURSDAY, '20:30');
    expect(thursdayEvening.statusCode, thursdayEvening.body).toBe(201);
  });

  it('with none saved, the settings’ one range every day; the calendar forgets the old hours at once', async () => {
    const s = await salon();
    expect((await days(s))(WEDNESDAY)?.starts).toContain('18:30');
    await call(s.admin, 'PUT', hoursUrl(s), { hours: WEEK });
    expect((await days(s))(WEDNESDAY)?.status).toBe('closed');
    await call(s.admin, 'PUT', hoursUrl(s), { hours: [] });
    const day = await days(s);
    expect(day(WEDNESDAY)?.starts).toContain('18:30');
    expect(day(THURSDAY)?.starts).not.toContain('19:00');
  });

  it('refuses overlapping or inverted ranges and a bad weekday with a 400, changing nothing', async () => {
    const s = await salon();
    await call(s.admin, 'PUT', hoursUrl(s), { hours: WEEK });
    for (const hours of [
      [...WEEK, { day: 2, startTime: '12:00', endTime: '15:00' }],
      [{ day: 1, startTime: '12:00', endTime: '11:00' }],
      [{ day: 8, startTime: '09:00', endTime: '11:00' }],
      [{ day: 1, startTime: '9:00', endTime: '11:00' }],
    ]) {
      expect((await call(s.admin, 'PUT', hoursUrl(s), { hours })).statusCode).toBe(400);
    }
    expect((await call(s.admin, 'PUT', hoursUrl(s), { hours: WEEK, extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await call(s.admin, 'GET', hoursUrl(s))).json().data.hours).toEqual(WEEK);
  });

  it('are the admins’ own: customers 403, another activity’s admin 404', async () => {
    const s = await salon();
    const other = await salon();
    expect((await call(s.ann, 'PUT', hoursUrl(s), { hours: WEEK })).statusCode).toBe(403);
    expect((await call(s.ann, 'GET', hoursUrl(s))).statusCode).toBe(403);
    expect((await call(other.admin, 'PUT', hoursUrl(s), { hours: WEEK })).statusCode).toBe(404);
    expect((await call(s.admin, 'GET', hoursUrl(s))).json().data.hours).toEqual([]);
  });
});

describe('a closure across dates', () => {
  it('closes every day inside in `days` and refuses a booking there; listed until its last day', async () => {
    const s = await salon();
    const added = await call(
      s.admin,
      'POST',
      closuresUrl(s),
      closure({ date: TUESDAY, dateTo: THURSDAY }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ date: TUESDAY, dateTo: THURSDAY, cancelled: [] });
    const day = await days(s);
    for (const d of [TUESDAY, WEDNESDAY, THURSDAY]) expect(day(d)?.status, d).toBe('closed');
    expect(day(FRIDAY)?.status).toBe('open');
    expect((await book(s, WEDNESDAY, '10:00')).json().code).toBe('slot_closed');
    expect((await book(s, FRIDAY, '10:00')).statusCode).toBe(201);
    // The same range twice: 409.
    const again = await call(
      s.admin,
      'POST',
      closuresUrl(s),
      closure({ date: TUESDAY, dateTo: THURSDAY }),
    );
    expect(again.statusCode).toBe(409);
    clock.set('2026-05-14T06:00:00Z');
    expect((await call(s.admin, 'GET', closuresUrl(s))).json().data).toHaveLength(1);
    clock.set('2026-05-15T06:00:00Z');
    expect((await call(s.admin, 'GET', closuresUrl(s))).json().data).toEqual([]);
  });

  it.each([
    [
      'it',
      'Una chiusura di più giorni va dalla data iniziale a una data successiva, per al massimo un anno',
    ],
    ['gb', 'A closure over several days runs from its first date to a later one, a year at most'],
  ] as const)(
    'refuses a range that ends before it starts, has no start or spans over a year (%s)',
    async (lang, message) => {
      const s = await salon();
      for (const c of [
        { date: THURSDAY, dateTo: TUESDAY },
        { dateTo: TUESDAY, startTime: '10:00', endTime: '11:00' },
        { date: TUESDAY, dateTo: '2027-05-13' },
      ]) {
        for (const url of [closuresUrl(s), `${closuresUrl(s)}/hits`]) {
          const res = await call(s.admin, 'POST', url, closure(c), lang);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ code: 'invalid_closure_range', message });
        }
      }
      const [row] = await t.rows<{ n: number }>(
        sql`select count(*)::int as n from booking_closures where activity_id = ${s.activity.id}`,
      );
      expect(row?.n).toBe(0);
    },
  );
});

/** A customer of the salon speaking `language`, with a booking. */
async function bookedBy(
  s: Salon,
  language: LanguageCode,
  o: { date: string; startTime: string; confirmed?: 'Y' | 'I' | 'N'; operator?: number },
) {
  const who = await createUser(t, { memberOf: [s.activity.id], language, name: `C-${language}` });
  const b = await createBookingRow(t, {
    activityId: s.activity.id,
    userId: who.id,
    date: o.date,
    startTime: o.startTime,
    bookingServiceId: s.taglio.id,
    bookingOperatorId: o.operator ?? s.anna.id,
    confirmed: o.confirmed ?? 'Y',
  });
  return { who, id: b.id };
}

describe('the warning before a closure', () => {
  it('lists exactly the bookings it hits: not ended, not another activity’s, not outside its days, times or operator', async () => {
    const s = await salon();
    const other = await salon();
    const a = await bookedBy(s, 'it', { date: WEDNESDAY, startTime: '10:00' });
    const b = await bookedBy(s, 'de', {
      date: TUESDAY,
      startTime: '15:00',
      confirmed: 'I',
      operator: s.bruno.id,
    });
    await bookedBy(s, 'it', { date: WEDNESDAY, startTime: '11:00', confirmed: 'N' });
    await bookedBy(s, 'it', { date: FRIDAY, startTime: '10:00' });
    await createBookingRow(t, {
      activityId: other.activity.id,
      userId: other.ann.id,
      date: WEDNESDAY,
      startTime: '10:00',
      bookingServiceId: other.taglio.id,
      bookingOperatorId: other.anna.id,
      confirmed: 'Y',
    });
    const hits = await call(
      s.admin,
      'POST',
      `${closuresUrl(s)}/hits`,
      closure({ date: TUESDAY, dateTo: THURSDAY }),
    );
    expect(hits.statusCode, hits.body).toBe(200);
    expect(hits.json().data).toEqual([
      expect.objectContaining({
        id: b.id,
        date: TUESDAY,
        startTime: '15:00',
        confirmed: 'I',
        serviceName: 'Taglio',
        operatorName: 'Bruno',
      }),
      expect.objectContaining({
        id: a.id,
        date: WEDNESDAY,
        startTime: '10:00',
        endTime: '10:30',
        confirmed: 'Y',
        operatorName: 'Anna',
      }),
    ]);
    expect(hits.json().data[1].customer).toMatch(/^C-it/);
    const annaOnly = await call(
      s.admin,
      'POST',
      `${closuresUrl(s)}/hits`,
      closure({ date: TUESDAY, dateTo: THURSDAY, bookingOperatorId: s.anna.id }),
    );
    expect(annaOnly.json().data.map((h: { id: number }) => h.id)).toEqual([a.id]);
    const afternoon = await call(
      s.admin,
      'POST',
      `${closuresUrl(s)}/hits`,
      closure({ weekday: 3, startTime: '10:30', endTime: '12:00' }),
    );
    expect(afternoon.json().data).toEqual([]);
    // Nothing written by the warning.
    const [row] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from booking_closures where activity_id = ${s.activity.id}`,
    );
    expect(row?.n).toBe(0);
    // Another activity's admin: 404; a customer: 403.
    expect(
      (await call(other.admin, 'POST', `${closuresUrl(s)}/hits`, closure({ date: WEDNESDAY })))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(s.ann, 'POST', `${closuresUrl(s)}/hits`, closure({ date: WEDNESDAY })))
        .statusCode,
    ).toBe(403);
  });

  it('"tell" cancels each hit booking by the activity with the reason, each customer e-mailed in their language', async () => {
    const s = await salon();
    const it_ = await bookedBy(s, 'it', { date: WEDNESDAY, startTime: '10:00' });
    const de = await bookedBy(s, 'de', { date: THURSDAY, startTime: '11:00' });
    const outside = await bookedBy(s, 'it', { date: FRIDAY, startTime: '10:00' });
    const res = await call(s.admin, 'POST', closuresUrl(s), {
      ...closure({ date: WEDNESDAY, dateTo: THURSDAY }),
      tell: true,
      reason: 'Chiusura straordinaria',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancelled).toEqual([it_.id, de.id]);
    const rows = await t.rows<{
      id: number;
      confirmed: string;
      ended_by: string | null;
      decline_reason: string | null;
    }>(
      sql`select id, confirmed, ended_by, decline_reason from bookings where activity_id = ${s.activity.id} order by id`,
    );
    expect(rows).toEqual([
      {
        id: it_.id,
        confirmed: 'N',
        ended_by: 'activity',
        decline_reason: 'Chiusura straordinaria',
      },
      { id: de.id, confirmed: 'N', ended_by: 'activity', decline_reason: 'Chiusura straordinaria' },
      { id: outside.id, confirmed: 'Y', ended_by: null, decline_reason: null },
    ]);
    const subjects = async (p: Person) => (await outboxTo(t, p.email)).map((m) => m.subject);
    expect(await subjects(it_.who)).toEqual([
      `${s.activity.name} ha annullato la tua prenotazione`,
    ]);
    expect(await subjects(de.who)).toEqual([`${s.activity.name} hat deine Buchung storniert`]);
    expect(await subjects(outside.who)).toEqual([]);
  });

  it('without "tell" saves the closure and the bookings stay', async () => {
    const s = await salon();
    const a = await bookedBy(s, 'it', { date: WEDNESDAY, startTime: '10:00' });
    const res = await call(s.admin, 'POST', closuresUrl(s), closure({ date: WEDNESDAY }));
    expect(res.json().data.cancelled).toEqual([]);
    const [row] = await t.rows<{ confirmed: string }>(
      sql`select confirmed from bookings where id = ${a.id}`,
    );
    expect(row?.confirmed).toBe('Y');
    expect(await outboxTo(t, a.who.email)).toEqual([]);
  });
});
