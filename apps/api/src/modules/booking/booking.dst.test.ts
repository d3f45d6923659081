// The nights the clocks change (issue 26), Europe/Rome, on PGlite and PostgreSQL, with the
// service clock moved through them: bookings are stored and read by their instants (end after
// start), shown on the wall clock as lived; the autumn's repeated hour is offered once (each
// "02:xx" names its first occurrence) and counted twice; a bad row never takes a day down.
import type { BookingCalendar } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { createActivity, createCustomer, type Person } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { busyIn } from './booking.availability.ts';

const AUTUMN = '2026-10-25';
const SPRING = '2027-03-28';
const clock = settableClock('2026-10-24T08:00:00Z');
const t = useTestApp({ clock });

/** A night salon (NO) open 01:00–04:00 every 15 minutes: Taglio 30 with Anna or Bruno. */
async function nightSalon() {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    settings: { startTime: '01:00', endTime: '04:00', timeCalendar: 15 },
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
  });
  const customers = await Promise.all([1, 2, 3].map(() => createCustomer(t, activity.id)));
  const anna = { id: setup.operatorId('Anna') };
  return { activity, taglio: { id: setup.serviceId('Taglio') }, anna, customers };
}
type Salon = Awaited<ReturnType<typeof nightSalon>>;

/** The calendar for Taglio (with that operator, or any). */
async function calendar(as: Person, s: Salon, operatorId?: number) {
  const op = operatorId ? `&filters[bookingOperatorId]=${operatorId}` : '';
  const res = await t.call({
    url: `/api/app/bookings/dates?filters[activityId]=${s.activity.id}&filters[bookingServiceId]=${s.taglio.id}${op}`,
    as,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as BookingCalendar;
  return { data, starts: (date: string) => data.days.find((d) => d.date === date)?.starts };
}

describe('the autumn night (2026-10-25, 03:00 CEST is 02:00 CET)', () => {
  it('books 02:45 for 30 minutes as 02:45–02:15, an hour of real time later, and reads it', async () => {
    clock.set('2026-10-24T23:45:00Z'); // 01:45 CEST
    const s = await nightSalon();
    const [ann, bea, cid] = s.customers as [Person, Person, Person];
    const before = await calendar(ann, s);
    expect(before.data.nowMinute).toBe(105);
    // Each "02:xx" once, its first occurrence; the hour after it runs on to 03:00.
    expect(before.starts(AUTUMN)).toEqual([
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '03:00',
      '03:15',
      '03:30',
    ]);
    const body = {
      activityId: s.activity.id,
      date: AUTUMN,
      bookingService: s.taglio,
      bookingOperator: s.anna,
    };
    const late = await bookSlot(t, ann, { ...body, startTime: '02:45' });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data).toMatchObject({
      startTime: '02:45',
      endTime: '02:15',
      startsAt: '2026-10-25T00:45:00.000Z',
      endsAt: '2026-10-25T01:15:00.000Z',
    });
    // Every read of the day still answers, the booking's real minutes (165–195) busy.
    const after = await calendar(bea, s, s.anna.id);
    expect(after.data.busy).toEqual([
      expect.objectContaining({ startTime: '02:45', endTime: '02:15', from: 165, to: 195 }),
    ]);
    expect(after.starts(AUTUMN)).toEqual(['02:00', '02:15', '03:00', '03:15', '03:30']);
    const overlap = await bookSlot(t, bea, { ...body, startTime: '02:30' });
    expect(overlap.json().code).toBe('slot_taken');
    const three = await bookSlot(t, bea, { ...body, startTime: '03:00' });
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().data.startsAt).toBe('2026-10-25T02:00:00.000Z');
    const [row] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from bookings where activity_id = ${s.activity.id}`,
    );
    expect(row?.n).toBe(2);

    // 02:15 the first time (CEST): 02:30 and 02:45 are still ahead (with Bruno).
    clock.set('2026-10-25T00:15:00Z');
    const first = await calendar(cid, s);
    expect(first.data.nowMinute).toBe(135);
    expect(first.starts(AUTUMN)).toEqual(['02:30', '02:45', '03:00', '03:15', '03:30']);
    // 02:15 the second time (CET): the first 02:30 and 02:45 are past.
    clock.set('2026-10-25T01:15:00Z');
    const second = await calendar(cid, s);
    expect(second.data.now).toBe('02:15');
    expect(second.data.nowMinute).toBe(195);
    expect(second.starts(AUTUMN)).toEqual(['03:00', '03:15', '03:30']);
    const past = await bookSlot(t, cid, { ...body, startTime: '02:30', bookingOperator: null });
    expect(past.json().code).toBe('slot_past');
    // 02:45 the second time, then 03:00: the day answers.
    clock.set('2026-10-25T01:45:00Z');
    expect((await calendar(cid, s)).starts(AUTUMN)).toEqual(['03:00', '03:15', '03:30']);
    clock.set('2026-10-25T02:00:00Z');
    expect((await calendar(cid, s)).starts(AUTUMN)).toEqual(['03:15', '03:30']);
  });

  it('answers without a bad row and tells it; the 02:45–02:15 row of before is read right', async () => {
    clock.set('2026-10-24T08:00:00Z');
    const s = await nightSalon();
    const [ann] = s.customers as [Person];
    const operatorId = s.anna.id;
    const insert = (date: string, start: string, end: string, startsAt: string, endsAt: string) =>
      t.database.db.execute(sql`
        insert into bookings (activity_id, user_id, booking_service_id, booking_operator_id, date,
          start_time, end_time, starts_at, ends_at, number_of_people, confirmed)
        values (${s.activity.id}, ${ann.id}, ${s.taglio.id}, ${operatorId}, ${date}, ${start},
          ${end}, ${startsAt}, ${endsAt}, 1, 'Y')`);
    // As the old code stored it: end text before start text, its instants right.
    await insert(AUTUMN, '02:45', '02:15', '2026-10-25T00:45:00Z', '2026-10-25T01:15:00Z');
    // A row whose instants name another time than its text: left out, told.
    await insert('2026-10-27', '02:00', '01:30', '2026-10-27T09:00:00Z', '2026-10-27T09:30:00Z');
    const { data, starts } = await calendar(ann, s);
    expect(data.busy).toEqual([
      expect.objectContaining({ date: AUTUMN, startTime: '02:45', endTime: '02:15' }),
    ]);
    expect(starts('2026-10-27')).toContain('02:00');
    const warn = vi.fn();
    const busy = await busyIn(
      t.database.db,
      s.activity.id,
      'Europe/Rome',
      AUTUMN,
      '2026-10-27',
      [operatorId],
      warn,
    );
    expect(busy).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ date: '2026-10-27', startTime: '02:00' });
  });
});

describe('the spring night (2027-03-28, 02:00 CET is 03:00 CEST)', () => {
  it('never offers the skipped hour and books across it by real minutes', async () => {
    clock.set('2027-03-28T00:30:00Z'); // 01:30 CET
    const s = await nightSalon();
    const [ann, bea] = s.customers as [Person, Person];
    const { starts, data } = await calendar(ann, s);
    expect(data.nowMinute).toBe(90);
    expect(starts(SPRING)).toEqual(['01:45', '03:00', '03:15', '03:30']);
    const body = {
      activityId: s.activity.id,
      date: SPRING,
      bookingService: s.taglio,
      bookingOperator: s.anna,
    };
    const booked = await bookSlot(t, ann, { ...body, startTime: '01:45' });
    expect(booked.json().data).toMatchObject({
      startTime: '01:45',
      endTime: '03:15',
      startsAt: '2027-03-28T00:45:00.000Z',
      endsAt: '2027-03-28T01:15:00.000Z',
    });
    expect((await bookSlot(t, bea, { ...body, startTime: '02:30' })).json().code).toBe(
      'slot_closed',
    );
    expect((await bookSlot(t, bea, { ...body, startTime: '03:00' })).json().code).toBe(
      'slot_taken',
    );
    expect((await bookSlot(t, bea, { ...body, startTime: '03:15' })).statusCode).toBe(201);
  });
});
