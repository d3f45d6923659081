// The calendar's `days` (issue 26) on PGlite and PostgreSQL: per day what this caller can book
// (open, full or closed and why, the starts that fit, the largest party), worked out by the
// domain's rules the booking itself is refused by; a booking overlapping one's own is a 409.
import { addDays, type BookingCalendar, type BookingDay } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import {
  bookSlot,
  createBookingRow,
  createBookingSetup,
  createClosure,
  createSalon,
  MONDAY_8AM,
  settableClock,
  TAGLIO_COLORE,
  TODAY,
  TUESDAY,
} from '../../test-support/booking.ts';
import { createActivity, createCustomer, type Person } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO) open 09:00–19:00 by 15, lunch 13:00–14:00: Taglio 30 (Anna, Bruno), Colore 90 (Anna). */
async function salon() {
  clock.set(MONDAY_8AM);
  const { activity, service, operator } = await createSalon(t, {
    services: TAGLIO_COLORE,
    operators: [{ name: 'Anna' }, { name: 'Bruno', services: ['Taglio'] }],
  });
  await createClosure(t, activity.id, { startTime: '13:00', endTime: '14:00' });
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

async function calendar(as: Person, activityId: number, filters: Record<string, number> = {}) {
  const query = Object.entries({ activityId, ...filters })
    .map(([k, v]) => `filters[${k}]=${v}`)
    .join('&');
  const res = await t.call({ url: `/api/app/bookings/dates?${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as BookingCalendar;
  const day = (date: string) => data.days.find((d) => d.date === date) as BookingDay;
  return { data, day };
}

describe('the calendar’s days (issue 26)', () => {
  it('offers only the starts a service fits: its whole length, the lunch break, closing', async () => {
    const s = await salon();
    const { data, day } = await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id });
    expect(data.days.map((d) => d.date)).toEqual(data.dates.map((d) => d.date));
    expect(data.days).toHaveLength(35);
    const starts = day(TUESDAY).starts;
    expect(day(TUESDAY)).toMatchObject({ status: 'open', reason: null, largestParty: null });
    expect(starts[0]).toBe('09:00');
    expect(starts).toContain('11:30'); // ends 13:00, at the break
    for (const t of ['11:45', '12:00', '13:00', '13:45']) expect(starts).not.toContain(t);
    expect(starts).toContain('14:00');
    expect(starts.at(-1)).toBe('17:30'); // 17:45 + 90 minutes ends after 19:00
  });

  it('never offers past times of today', async () => {
    const s = await salon();
    clock.set('2026-05-11T08:20:00Z'); // 10:20 in Rome
    const { day } = await calendar(s.ann, s.activity.id, { bookingServiceId: s.taglio.id });
    expect(day(TODAY).starts[0]).toBe('10:30');
  });

  it('takes out the starts overlapping the caller’s own bookings, and refuses booking one', async () => {
    const s = await salon();
    const mine = await bookSlot(t, s.ann, {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '10:00',
      bookingService: s.taglio,
      bookingOperator: s.bruno,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const forAnn = (await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id })).day;
    // Colore is Anna's: free at 09:00, but Ann is at Bruno's from 10:00 to 10:30.
    expect(forAnn(TUESDAY).starts).not.toContain('09:00');
    expect(forAnn(TUESDAY).starts).not.toContain('10:15');
    expect(forAnn(TUESDAY).starts).toContain('10:30');
    const forBea = (await calendar(s.bea, s.activity.id, { bookingServiceId: s.colore.id })).day;
    expect(forBea(TUESDAY).starts).toContain('09:00');
    // Answered again from the cache, each caller's own still count: Ann's day is hers alone.
    const again = (await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id })).day;
    expect(again(TUESDAY).starts).not.toContain('09:00');
    expect(again(addDays(TUESDAY, 1))).toEqual(forBea(addDays(TUESDAY, 1)));
    const body = {
      activityId: s.activity.id,
      date: TUESDAY,
      startTime: '09:30',
      bookingService: s.colore,
      bookingOperator: s.anna,
    };
    const refused = await bookSlot(t, s.ann, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'overlaps_own',
      message: 'A quest’ora hai già una prenotazione: scegli un altro orario',
    });
    const en = await bookSlot(t, s.ann, body, { lang: 'en' });
    expect(en.json().message).toBe('You already have a booking at this time: choose another time');
    expect((await bookSlot(t, s.bea, body)).statusCode).toBe(201);
    // A cancelled one holds nothing.
    await t.call({
      method: 'PUT',
      url: `/api/bookings/confirm/${mine.json().data.id}`,
      as: s.ann,
      payload: { confirm: 'N', sendEmailToActivity: 'N' },
    });
    const after = (await calendar(s.ann, s.activity.id, { bookingServiceId: s.taglio.id })).day;
    expect(after(TUESDAY).starts).toContain('10:00');
  });

  it('tells a closed day from a full one, and why', async () => {
    const s = await salon();
    await createClosure(t, s.activity.id, { weekday: 7 });
    await createClosure(t, s.activity.id, { date: TUESDAY, bookingOperatorId: s.anna.id });
    const { day } = await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id });
    const sunday = addDays(TODAY, 6);
    expect(day(sunday)).toEqual({
      date: sunday,
      status: 'closed',
      reason: 'closed',
      starts: [],
      largestParty: null,
    });
    // Colore is Anna's only and Anna is off: closed for this selection.
    expect(day(TUESDAY)).toMatchObject({ status: 'closed', reason: 'closed', starts: [] });
    // Anna's whole Wednesday taken by others: full, all booked.
    const wed = addDays(TUESDAY, 1);
    for (const [startTime, duration] of [
      ['09:00', 240],
      ['14:00', 300],
    ] as const) {
      await createBookingRow(t, {
        activityId: s.activity.id,
        userId: s.bea.id,
        date: wed,
        startTime,
        duration,
        bookingServiceId: s.taglio.id,
        bookingOperatorId: s.anna.id,
      });
    }
    const full = (await calendar(s.ann, s.activity.id, { bookingServiceId: s.colore.id })).day;
    expect(full(wed)).toEqual({
      date: wed,
      status: 'full',
      reason: 'allBooked',
      starts: [],
      largestParty: null,
    });
  });

  it('tables: the starts with seats for the party over 120 minutes, and the largest party', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: {} });
    await createBookingSetup(t, activity.id, {
      bookingType: 'R',
      settings: { startTime: '20:00', endTime: '23:00', timeCalendar: 30, bookingNumberOfHour: 10 },
    });
    const [g1, g2] = [await createCustomer(t, activity.id), await createCustomer(t, activity.id)];
    const eight = await bookSlot(t, g1, {
      activityId: activity.id,
      date: TUESDAY,
      startTime: '20:00',
      numberOfPeople: 8,
    });
    expect(eight.statusCode, eight.body).toBe(201);
    const four = (await calendar(g2, activity.id, { numberOfPeoples: 4 })).day;
    expect(four(TUESDAY)).toEqual({
      date: TUESDAY,
      status: 'full',
      reason: 'seats',
      starts: [],
      largestParty: 2,
    });
    // 21:30 would end after 23:00: never offered.
    expect(four(addDays(TUESDAY, 1))).toEqual({
      date: addDays(TUESDAY, 1),
      status: 'open',
      reason: null,
      starts: ['20:00', '20:30', '21:00'],
      largestParty: 10,
    });
    const two = (await calendar(g2, activity.id, { numberOfPeoples: 2 })).day;
    expect(two(TUESDAY)).toMatchObject({ status: 'open', starts: ['20:00', '20:30', '21:00'] });
    // Its own table's time is not offered to the one who booked it.
    const own = (await calendar(g1, activity.id, { numberOfPeoples: 2 })).day;
    expect(own(TUESDAY)).toEqual({
      date: TUESDAY,
      status: 'full',
      reason: 'allBooked',
      starts: [],
      largestParty: 0,
    });
  });
});
