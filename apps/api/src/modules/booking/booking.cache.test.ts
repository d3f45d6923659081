// The booking calendar's cache (issue 16): per instance, forgotten on a NOTIFY of the activity
// from any instance or from SQL by hand, off while not listening, never another caller's own
// bookings. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  type ActivitySetupView,
  activitySetupInputOf,
  type BookingAvailability,
} from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  createBookingRow,
  createBookingSetup,
  createClosure,
  settableClock,
} from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  type Person,
} from '../../test-support/factories.ts';
import { requestQueries, useTestApp } from '../../test-support/harness.ts';
import { CalendarCache, calendarCacheOf, type SharedCalendar } from './booking.cache.ts';

// Monday 11 May 2026, 08:00 in Rome.
const MONDAY_8AM = '2026-05-11T06:00:00Z';
const TUESDAY = '2026-05-12';
const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO): Taglio 30; Anna and Bruno do it; 09:00–19:00 by 15. */
async function salon() {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
  });
  const [ann, bea] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
  return {
    activity,
    ann,
    bea,
    taglio: setup.serviceId('Taglio'),
    anna: setup.operatorId('Anna'),
    bruno: setup.operatorId('Bruno'),
  };
}

type Salon = Awaited<ReturnType<typeof salon>>;

const url = (s: Salon) =>
  `/api/app/bookings/dates?filters[activityId]=${s.activity.id}&filters[bookingServiceId]=${s.taglio}`;

/** The calendar for Taglio, any operator, as `as` on the first instance (or `on`). */
async function calendar(s: Salon, as: Person, on?: FastifyInstance) {
  const res = on
    ? await on.inject({ url: url(s), headers: { authorization: `Bearer ${await as.token()}` } })
    : await t.call({ url: url(s), as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BookingAvailability;
}

/** The statements one calendar call sent. */
async function statements(s: Salon, as: Person) {
  const mark = t.queries.length;
  await calendar(s, as);
  return requestQueries(t.queries.slice(mark)).map((q) => /from "(\w+)"/.exec(q)?.[1]);
}

const cache = () => calendarCacheOf(t.app.ctx) as CalendarCache;
const onTuesday = (cal: BookingAvailability) =>
  cal.busy.filter((b) => b.date === TUESDAY).map((b) => [b.startTime, b.endTime]);

describe('the calendar’s cache', () => {
  it('answers again from the cache: only the caller’s own bookings are read', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    await calendar(s, s.ann); // the membership and the calendar, remembered
    expect(await statements(s, s.ann)).toEqual(['bookings']);
  });

  it('shows a booking made through a second instance in the first one’s next answer', async () => {
    clock.set(MONDAY_8AM);
    const other = await t.sibling();
    const s = await salon();
    await calendar(s, s.ann);
    expect(onTuesday(await calendar(s, s.ann))).toEqual([]);
    const heard = cache().forgotten(s.activity.id);
    const booked = await other.inject({
      method: 'POST',
      url: '/api/app/bookings',
      headers: {
        authorization: `Bearer ${await s.bea.token()}`,
        'idempotency-key': randomUUID(),
      },
      payload: {
        activityId: s.activity.id,
        date: TUESDAY,
        startTime: '10:00',
        numberOfPeople: 1,
        bookingService: { id: s.taglio },
        bookingOperator: { id: s.anna },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await heard;
    expect(onTuesday(await calendar(s, s.ann))).toEqual([['10:00', '10:30']]);
    // And a cancel through the first instance frees it on the second.
    await calendar(s, s.ann, other);
    const heardThere = (calendarCacheOf(other.ctx) as CalendarCache).forgotten(s.activity.id);
    const cancelled = await t.call({
      method: 'PUT',
      url: `/api/bookings/confirm/${booked.json().data.id}`,
      as: s.bea,
      payload: { confirm: 'N', sendEmailToActivity: 'N' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await heardThere;
    expect(onTuesday(await calendar(s, s.ann, other))).toEqual([]);
  });

  it('shows settings, closures and operators’ services changed in SQL by hand', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    const changed = async (change: () => Promise<unknown>) => {
      await calendar(s, s.ann);
      const heard = cache().forgotten(s.activity.id);
      await change();
      await heard;
      return calendar(s, s.ann);
    };
    const settings = await changed(() =>
      t.rows(
        sql`update booking_settings set end_time = '17:00' where activity_id = ${s.activity.id}`,
      ),
    );
    expect(settings.openTimes.endTime).toBe('17:00');
    const closed = await changed(() => createClosure(t, s.activity.id, { date: TUESDAY }));
    expect(closed.dates.find((d) => d.date === TUESDAY)?.open).toBe(false);
    // Hours per weekday (issue 26): Wednesday 09:00–12:00 only, every other day closed.
    const hours = await changed(() =>
      t.rows(
        sql`insert into booking_hours (activity_id, day, start_time, end_time) values (${s.activity.id}, 3, '09:00', '12:00')`,
      ),
    );
    expect(hours.dates.find((d) => d.date === '2026-05-13')?.ranges).toEqual([
      { startTime: '09:00', endTime: '12:00' },
    ]);
    expect(hours.dates.find((d) => d.date === '2026-05-14')?.open).toBe(false);
    await changed(() =>
      t.rows(sql`delete from booking_hours where activity_id = ${s.activity.id}`),
    );
    // Bruno no longer does Taglio: his bookings leave the selection's busy time.
    const booked = await changed(() =>
      createBookingRow(t, {
        activityId: s.activity.id,
        userId: s.bea.id,
        date: '2026-05-13',
        startTime: '09:00',
        bookingServiceId: s.taglio,
        bookingOperatorId: s.bruno,
      }),
    );
    expect(booked.busy).toHaveLength(1);
    const services = await changed(() =>
      t.rows(sql`delete from booking_operator_services where booking_operator_id = ${s.bruno}`),
    );
    expect(services.busy).toEqual([]);
    // Booking switched off: the customer's calendar is gone at once.
    await calendar(s, s.ann);
    const heard = cache().forgotten(s.activity.id);
    await t.rows(
      sql`update activity_menus set show_booking_app = false where activity_id = ${s.activity.id}`,
    );
    await heard;
    const res = await t.call({ url: url(s), as: s.ann });
    expect(res.statusCode).toBe(404);
  });

  it('never gives a caller another’s own bookings', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    const row = (p: Person, startTime: string) =>
      createBookingRow(t, {
        activityId: s.activity.id,
        userId: p.id,
        date: TUESDAY,
        startTime,
        bookingServiceId: s.taglio,
        bookingOperatorId: s.anna,
      });
    await row(s.ann, '10:00');
    await row(s.bea, '11:00');
    await calendar(s, s.ann);
    const ann = await calendar(s, s.ann);
    const bea = await calendar(s, s.bea);
    expect(bea.busy).toEqual(ann.busy);
    expect(ann.mine.map((b) => b.startTime)).toEqual(['10:00']);
    expect(bea.mine.map((b) => b.startTime)).toEqual(['11:00']);
  });

  it('forgets an activity at once when its admin saves its set-up, before any NOTIFY', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    const admin = await createAdmin(t, s.activity.id);
    await calendar(s, s.ann);
    const c = cache();
    // Only the save may forget here: the triggers' NOTIFY is not heard during this test.
    c.onMessage = () => {};
    try {
      const settings = `/api/activities/${s.activity.id}/settings`;
      const view = (await t.call({ url: settings, as: admin })).json().data as ActivitySetupView;
      const body = activitySetupInputOf(view);
      const saved = await t.call({
        method: 'PUT',
        url: settings,
        as: admin,
        headers: { 'idempotency-key': randomUUID() },
        payload: { ...body, switches: { ...body.switches, showBookingApp: false } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await t.call({ url: url(s), as: s.ann })).statusCode).toBe(404);
    } finally {
      Reflect.deleteProperty(c, 'onMessage');
    }
  });

  it('is off while not listening: every call reads the database', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    await calendar(s, s.ann);
    cache().listening(false);
    try {
      // The booking switch (the routes' feature gate), then the calendar's nine (hours per weekday: issue 26).
      expect(await statements(s, s.ann)).toHaveLength(10);
      expect(await statements(s, s.ann)).toHaveLength(10);
    } finally {
      cache().listening(true);
    }
    await calendar(s, s.ann);
    expect(await statements(s, s.ann)).toEqual(['bookings']);
  });

  it('reads a calendar once for callers who miss it at the same time, each with their own', async () => {
    clock.set(MONDAY_8AM);
    const s = await salon();
    const more = [await createCustomer(t, s.activity.id), await createCustomer(t, s.activity.id)];
    const callers = [s.ann, s.bea, ...more];
    await calendar(s, s.ann); // the membership and the booking switch, remembered
    cache().forgetActivity(s.activity.id);
    const alone = await statements(s, s.ann); // the setup's, the busy time's and Ann's own
    cache().forgetActivity(s.activity.id);
    await Promise.all(callers.map((c) => calendar(s, c))); // the booking switch, read again
    cache().forgetActivity(s.activity.id);
    const mark = t.queries.length;
    const answers = await Promise.all(callers.map((c) => calendar(s, c)));
    const sent = requestQueries(t.queries.slice(mark)).map((q) => /from "(\w+)"/.exec(q)?.[1]);
    const count = (list: (string | undefined)[], table: string) =>
      list.filter((x) => x === table).length;
    // One read of the calendar's set-up and busy time, then each other caller's own bookings
    // (and each caller's booking switch, forgotten with the activity, read again).
    for (const table of ['booking_services', 'booking_hours', 'booking_closures']) {
      expect(count(sent, table), table).toBe(1);
    }
    expect(count(sent, 'bookings')).toBe(count(alone, 'bookings') + callers.length - 1);
    for (const a of answers) expect(a.busy).toEqual(answers[0]?.busy);
  });

  it('lets a miss join a read under way of this minute begun after the last forget only', async () => {
    const c = new CalendarCache();
    c.listening(true);
    const now = new Date(MONDAY_8AM);
    const shared = {} as SharedCalendar;
    let finish = (_: { shared: SharedCalendar }) => {};
    const reading = new Promise<{ shared: SharedCalendar }>((r) => (finish = r));
    c.startRead('k', now, c.mark(), reading);
    const joined = c.joinRead('k', now);
    expect(joined).toBeDefined();
    expect(c.joinRead('k', new Date(now.getTime() + 60_000))).toBeUndefined();
    expect(c.joinRead('other', now)).toBeUndefined();
    c.forgetActivity(9);
    expect(c.joinRead('k', now)).toBeUndefined();
    finish({ shared });
    expect(await joined).toBe(shared);
    // Settled: nothing left to join (once its settling has run, after the microtasks).
    c.startRead('k', now, c.mark(), Promise.resolve({ shared }));
    expect(await c.joinRead('k', now)).toBe(shared);
    await new Promise((r) => setImmediate(r));
    expect(c.joinRead('k', now)).toBeUndefined();
    // A read begun before a forget is not offered.
    const before = c.mark();
    c.forgetActivity(9);
    c.startRead('k', now, before, new Promise(() => {}));
    expect(c.joinRead('k', now)).toBeUndefined();
  });

  it('keeps no answer whose read began before a forget, nor one of another minute', () => {
    const c = new CalendarCache();
    c.listening(true);
    const now = new Date(MONDAY_8AM);
    const shared = {
      answer: {} as Omit<BookingAvailability, 'mine'>,
      json: '{',
      timeZone: 'Europe/Rome',
      first: TUESDAY,
      last: TUESDAY,
      candidates: [],
      days: [],
    };
    const mark = c.mark();
    c.forgetActivity(2);
    c.set('k', now, 1, shared, mark);
    expect(c.get('k', now)).toBeUndefined();
    c.set('k', now, 1, shared, c.mark());
    expect(c.get('k', now)).toBe(shared);
    expect(c.get('k', new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it('remembers the booking switch as it remembers answers: this minute, until a forget', () => {
    const c = new CalendarCache();
    const now = new Date(MONDAY_8AM);
    c.setBookingOn(1, now, true, c.mark());
    expect(c.bookingOn(1, now), 'not listening').toBeUndefined();
    c.listening(true);
    const mark = c.mark();
    c.forgetActivity(2);
    c.setBookingOn(1, now, true, mark);
    expect(c.bookingOn(1, now), 'read before a forget').toBeUndefined();
    c.setBookingOn(1, now, false, c.mark());
    expect(c.bookingOn(1, now)).toBe(false);
    expect(c.bookingOn(1, new Date(now.getTime() + 60_000))).toBeUndefined();
    c.forgetActivity(1);
    expect(c.bookingOn(1, now)).toBeUndefined();
  });
});
