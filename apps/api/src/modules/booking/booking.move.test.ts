// Reschedule (issue 26) on PGlite and PostgreSQL: the customer's and the staff's move, the same
// checks as a new booking less the booking itself, the id kept, the status rules, the e-mail
// (SEQUENCE + 1 once), a retried move harmless, and another's booking a 404. The race of 20
// moves onto one slot: booking.move.race.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingSetupOptions,
  bookSlot,
  createBookingSetup,
  createSalon,
  MONDAY_8AM,
  SPEC_OVERLAP,
  SPEC_SEATS,
  settableClock,
  TAGLIO_COLORE,
  TUESDAY,
  WEDNESDAY,
} from '../../test-support/booking.ts';
import {
  createActivity,
  createCustomer,
  createStaff,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { noticesOf, outboxTo } from './booking.mail.testing.ts';

const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO): Taglio 30 and Colore 90; Anna and Bruno; 09:00–19:00 by 15 (the defaults). */
async function salon(opts: BookingSetupOptions = {}) {
  clock.set(MONDAY_8AM);
  const { activity, service, operator } = await createSalon(t, {
    services: TAGLIO_COLORE,
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
    ...opts,
  });
  const [ann, bea] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
  const staff = await createStaff(t, activity.id);
  const s = {
    activity,
    ann,
    bea,
    staff,
    taglio: service('Taglio'),
    colore: service('Colore'),
    anna: operator('Anna'),
    bruno: operator('Bruno'),
  };
  const book = async (as: Person, startTime: string, service = s.taglio, date = TUESDAY) => {
    const res = await bookSlot(t, as, {
      activityId: activity.id,
      date,
      startTime,
      bookingService: service,
      bookingOperator: s.anna,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  return { ...s, book };
}

const move = (as: Person, id: number, body: object, lang?: string) =>
  t.call({
    method: 'PUT',
    url: `/api/app/bookings/${id}/move`,
    as,
    headers: lang ? { 'accept-language': lang } : {},
    payload: body,
  });

const staffMove = (as: Person, activityId: number, id: number, body: object) =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${activityId}/bookings/${id}/move`,
    as,
    payload: body,
  });

const rowOf = async (id: number) =>
  (
    await t.rows<{ date: string; start_time: string; confirmed: string; sequence: number }>(
      sql`select date::text, start_time, confirmed, sequence from bookings where id = ${id}`,
    )
  )[0];

describe('the customer moves a booking', () => {
  it('moves to a free time: same id, new times, status kept, told once; a retry changes nothing', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    const before = await rowOf(id);
    const res = await move(s.ann, id, { date: WEDNESDAY, startTime: '11:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      date: WEDNESDAY,
      startTime: '11:00',
      endTime: '11:30',
      startsAt: '2026-05-13T09:00:00.000Z',
      endsAt: '2026-05-13T09:30:00.000Z',
      confirmed: 'I',
      bookingOperator: { id: s.anna.id },
    });
    expect((await rowOf(id))?.sequence).toBe((before?.sequence ?? 0) + 1);
    const moved = (await outboxTo(t, s.ann.email)).filter((m) =>
      m.subject.includes('prenotazione spostata'),
    );
    expect(moved).toHaveLength(1);
    // The same move again: the same answer, nothing sent, no new sequence.
    const again = await move(s.ann, id, { date: WEDNESDAY, startTime: '11:00' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await rowOf(id))?.sequence).toBe((before?.sequence ?? 0) + 1);
    expect(
      (await outboxTo(t, s.ann.email)).filter((m) => m.subject.includes('prenotazione spostata')),
    ).toHaveLength(1);
    // Its old time is free at once.
    await s.book(s.bea, '10:00');
  });

  it('refuses a time overlapping another’s booking with SPEC’s message, and changes nothing', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    await s.book(s.bea, '11:00');
    const res = await move(s.ann, id, { date: TUESDAY, startTime: '10:45' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'slot_taken', message: SPEC_OVERLAP(30) });
    expect(await rowOf(id)).toMatchObject({ start_time: '10:00', confirmed: 'I' });
    // In the caller's language.
    const en = await move(s.ann, id, { date: TUESDAY, startTime: '10:45' }, 'en');
    expect(en.json().message).not.toBe(SPEC_OVERLAP(30));
  });

  it('shifts within its own time (Colore 10:00–11:30 to 10:30)', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00', s.colore);
    const res = await move(s.ann, id, { date: TUESDAY, startTime: '10:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, startTime: '10:30', endTime: '12:00' });
  });

  it('moves to another operator, or any free one (null)', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    await s.book(s.bea, '12:00');
    const bruno = await move(s.ann, id, {
      date: TUESDAY,
      startTime: '12:00',
      bookingOperator: s.bruno,
    });
    expect(bruno.json().data.bookingOperator.id).toBe(s.bruno.id);
    const any = await move(s.ann, id, { date: TUESDAY, startTime: '12:00', bookingOperator: null });
    expect(any.statusCode, any.body).toBe(200);
    expect(any.json().data.bookingOperator.id).toBe(s.bruno.id);
  });

  it('keeps a confirmed booking confirmed when the activity confirms at once, else it waits again', async () => {
    const at = await salon({ settings: { confirmOnArrival: true } });
    const a = await at.book(at.ann, '10:00');
    const moved = await move(at.ann, a, { date: TUESDAY, startTime: '11:00' });
    expect(moved.json().data.confirmed).toBe('Y');

    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    const ok = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookings/${id}/status`,
      as: s.staff,
      payload: { confirm: 'Y' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const back = await move(s.ann, id, { date: TUESDAY, startTime: '11:00' });
    expect(back.json().data.confirmed).toBe('I');
  });

  it('refuses a cancelled booking (409), one that has started (422), and overlapping one’s own (409)', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    const other = await s.book(s.ann, '12:00');
    const own = await move(s.ann, id, { date: TUESDAY, startTime: '11:45' });
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json().code).toBe('overlaps_own');
    const cancelled = await t.call({
      method: 'PUT',
      url: `/api/bookings/confirm/${other}`,
      as: s.ann,
      payload: { confirm: 'N', sendEmailToActivity: 'N' },
    });
    expect(cancelled.statusCode).toBe(200);
    const final = await move(s.ann, other, { date: TUESDAY, startTime: '15:00' });
    expect(final.statusCode, final.body).toBe(409);
    expect(final.json().code).toBe('booking_final');
    clock.set('2026-05-12T08:05:00Z'); // Tuesday 10:05 in Rome
    const started = await move(s.ann, id, { date: WEDNESDAY, startTime: '15:00' });
    expect(started.statusCode, started.body).toBe(422);
    expect(started.json().code).toBe('booking_started');
  });

  it('answers 404 for another customer’s booking, and 400 for bad input', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    const res = await move(s.bea, id, { date: TUESDAY, startTime: '11:00' });
    expect(res.statusCode, res.body).toBe(404);
    expect((await move(s.ann, id, { date: 'tomorrow', startTime: '11:00' })).statusCode).toBe(400);
    expect((await move(s.ann, id, { date: TUESDAY, startTime: '25:00' })).statusCode).toBe(400);
    expect(
      (await move(s.ann, id, { date: TUESDAY, startTime: '11:00', extra: 1 })).statusCode,
    ).toBe(400);
    expect(await rowOf(id)).toMatchObject({ start_time: '10:00' });
  });
});

/** The starts the calendar offers Anna's `service` on Tuesday to `as`, moving `moving`. */
async function startsOf(
  as: Person,
  activityId: number,
  filters: Record<string, number>,
  expectStatus = 200,
) {
  const query = Object.entries({ activityId, date: 0, ...filters })
    .map(([k, v]) => `filters[${k}]=${k === 'date' ? TUESDAY : v}`)
    .join('&');
  const res = await t.call({ url: `/api/app/bookings/dates?${query}`, as });
  expect(res.statusCode, res.body).toBe(expectStatus);
  if (expectStatus !== 200) return [];
  const days = res.json().data.days as { date: string; starts: string[] }[];
  return days.find((d) => d.date === TUESDAY)?.starts ?? [];
}

describe('the calendar of a move (filters[moving])', () => {
  it('offers the booking’s own time again, to its customer and to staff; never cached', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00', s.colore);
    const filters = { bookingServiceId: s.colore.id, bookingOperatorId: s.anna.id };
    // Its own Colore (10:00–11:30) holds Anna: without `moving`, 10:30 is not offered.
    expect(await startsOf(s.ann, s.activity.id, filters)).not.toContain('10:30');
    const moving = await startsOf(s.ann, s.activity.id, { ...filters, moving: id });
    expect(moving).toEqual(expect.arrayContaining(['09:00', '10:00', '10:30', '11:00']));
    // The plain calendar after it is unchanged (the move's answer was not cached).
    expect(await startsOf(s.ann, s.activity.id, filters)).not.toContain('10:30');
    // Staff moving Ann's booking see the same.
    expect(await startsOf(s.staff, s.activity.id, { ...filters, moving: id })).toEqual(moving);
    // Bea's booking still holds Anna in Ann's move calendar.
    await s.book(s.bea, '14:00');
    const again = await startsOf(s.ann, s.activity.id, { ...filters, moving: id });
    expect(again).not.toContain('13:30');
    expect(again).not.toContain('14:00');
    const res = await move(s.ann, id, { date: TUESDAY, startTime: '10:30' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers 404 for another customer’s booking, an ended one, or another activity’s', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    const beas = await s.book(s.bea, '11:00');
    await startsOf(s.ann, s.activity.id, { moving: beas }, 404);
    const other = await salon();
    await startsOf(other.staff, other.activity.id, { moving: id }, 404);
    await t.call({
      method: 'PUT',
      url: `/api/bookings/confirm/${id}`,
      as: s.ann,
      payload: { confirm: 'N', sendEmailToActivity: 'N' },
    });
    await startsOf(s.ann, s.activity.id, { moving: id }, 404);
    await startsOf(s.ann, s.activity.id, { moving: 0 }, 400);
  });
});

describe('how late a customer may move (cancelCutoffHours)', () => {
  it('refuses a move within the cut-off in the caller’s language, changing nothing; staff still move it', async () => {
    const s = await salon({ settings: { cancelCutoffHours: 48 } });
    const id = await s.book(s.ann, '10:00');
    const refused = await move(s.ann, id, { date: WEDNESDAY, startTime: '10:00' }, 'de');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      code: 'move_too_late',
      message: 'Verschieben ist bis 48 Stunden vor Beginn möglich',
    });
    expect(await rowOf(id)).toMatchObject({ date: TUESDAY, start_time: '10:00', sequence: 0 });
    const staff = await staffMove(s.staff, s.activity.id, id, {
      date: WEDNESDAY,
      startTime: '10:00',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    // Two days ahead, the customer may move it again.
    const later = await salon({ settings: { cancelCutoffHours: 24 } });
    const ok = await later.book(later.ann, '10:00', later.taglio, WEDNESDAY);
    expect((await move(later.ann, ok, { date: WEDNESDAY, startTime: '11:00' })).statusCode).toBe(
      200,
    );
  });
});

describe('staff move a booking', () => {
  it('keeps it confirmed, tells the customer in the app; another activity’s booking is a 404', async () => {
    const s = await salon();
    const id = await s.book(s.ann, '10:00');
    await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookings/${id}/status`,
      as: s.staff,
      payload: { confirm: 'Y' },
    });
    const res = await staffMove(s.staff, s.activity.id, id, {
      date: WEDNESDAY,
      startTime: '16:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      date: WEDNESDAY,
      startTime: '16:00',
      confirmed: 'Y',
    });
    expect((await noticesOf(t, s.ann.id)).map((n) => n.title)).toContain('Prenotazione spostata');

    const other = await salon();
    // Other activity's staff, on their own activity's route or on this one: 404.
    const cross = await staffMove(other.staff, other.activity.id, id, {
      date: WEDNESDAY,
      startTime: '17:00',
    });
    expect(cross.statusCode, cross.body).toBe(404);
    const foreign = await staffMove(other.staff, s.activity.id, id, {
      date: WEDNESDAY,
      startTime: '17:00',
    });
    expect([403, 404]).toContain(foreign.statusCode);
    // A customer is no staff.
    const customer = await staffMove(s.ann, s.activity.id, id, {
      date: WEDNESDAY,
      startTime: '17:00',
    });
    expect([403, 404]).toContain(customer.statusCode);
    expect(await rowOf(id)).toMatchObject({ date: WEDNESDAY, start_time: '16:00' });
  });
});

describe('moving a table', () => {
  it('refuses a party moved into a full time with SPEC’s seats message, and moves it where it fits', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: {} });
    await createBookingSetup(t, activity.id, {
      bookingType: 'R',
      settings: { startTime: '12:00', endTime: '23:00', timeCalendar: 30, bookingNumberOfHour: 10 },
    });
    const [a, b] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
    const table = async (as: Person, startTime: string) => {
      const res = await bookSlot(t, as, {
        activityId: activity.id,
        date: TUESDAY,
        startTime,
        numberOfPeople: 6,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    await table(a, '20:00');
    const id = await table(b, '17:00');
    const full = await move(b, id, { date: TUESDAY, startTime: '19:00' });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toEqual({ code: 'not_enough_seats', message: SPEC_SEATS(4) });
    // Its own seats do not count against it: 17:00 to 17:30 overlaps itself only.
    const shift = await move(b, id, { date: TUESDAY, startTime: '17:30' });
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json().data).toMatchObject({ id, startTime: '17:30', numberOfPeople: 6 });
  });
});
