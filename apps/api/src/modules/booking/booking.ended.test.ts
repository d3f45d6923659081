// Who ended a booking and why (issue 26) on PGlite and PostgreSQL: a request the activity
// declined, a confirmed booking the activity cancelled (with its reason) and the customer's own
// cancellation read apart in the booking, My bookings and the agenda; staff-made bookings are
// confirmed at once unless staff say they wait.
import { randomUUID } from 'node:crypto';
import type { AgendaBooking, Booking } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { createActivity, createCustomer, createStaff } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

// Monday 11 May 2026, 08:00 in Rome.
const clock = settableClock('2026-05-11T06:00:00Z');
const t = useTestApp({ clock });
const TUESDAY = '2026-05-12';

async function salon() {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
  });
  const staff = await createStaff(t, activity.id);
  const ann = await createCustomer(t, activity.id);
  const taglio = { id: setup.serviceId('Taglio') };
  const book = async (startTime: string) => {
    const res = await bookSlot(t, ann, {
      activityId: activity.id,
      date: TUESDAY,
      startTime,
      bookingService: taglio,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Booking;
  };
  const status = (id: number, payload: object) =>
    t.call({
      method: 'PUT',
      url: `/api/activities/${activity.id}/bookings/${id}/status`,
      as: staff,
      payload,
    });
  return { activity, staff, ann, taglio, book, status };
}

describe('ended bookings (issue 26)', () => {
  it('declined, cancelled by the activity with its reason, and cancelled by the customer read apart', async () => {
    const s = await salon();
    const waiting = await s.book('09:00');
    const confirmed = await s.book('10:00');
    const own = await s.book('11:00');
    expect(waiting).toMatchObject({ confirmed: 'I', endedBy: null, ended: null, reason: null });

    const declined = await s.status(waiting.id, { confirm: 'N', reason: '  Siamo al completo ' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({
      confirmed: 'N',
      endedBy: 'activity',
      ended: 'declined',
      reason: 'Siamo al completo',
    });

    expect((await s.status(confirmed.id, { confirm: 'Y', reason: 'ignored' })).statusCode).toBe(
      200,
    );
    const cancelled = await s.status(confirmed.id, { confirm: 'N' });
    expect(cancelled.json().data).toMatchObject({
      endedBy: 'activity',
      ended: 'cancelled',
      reason: null,
    });

    const mine = await t.call({
      method: 'PUT',
      url: `/api/bookings/confirm/${own.id}`,
      as: s.ann,
      payload: { confirm: 'N', sendEmailToActivity: 'N' },
    });
    expect(mine.json().data).toMatchObject({
      endedBy: 'customer',
      ended: 'cancelled',
      reason: null,
    });

    // The customer's list and calendar, and the agenda, say the same.
    const expected = [
      { id: waiting.id, endedBy: 'activity', ended: 'declined', reason: 'Siamo al completo' },
      { id: confirmed.id, endedBy: 'activity', ended: 'cancelled', reason: null },
      { id: own.id, endedBy: 'customer', ended: 'cancelled', reason: null },
    ];
    const list = await t.call({ url: `/api/activities/${s.activity.id}/bookings`, as: s.ann });
    const listed = (list.json().data as Booking[]).map(({ id, endedBy, ended, reason }) => ({
      id,
      endedBy,
      ended,
      reason,
    }));
    expect(listed.sort((a, b) => a.id - b.id)).toEqual(expected);
    const cal = await t.call({
      url: `/api/app/bookings/dates?filters[activityId]=${s.activity.id}`,
      as: s.ann,
    });
    const inCal = (cal.json().data.mine as Booking[]).map(({ id, endedBy, ended, reason }) => ({
      id,
      endedBy,
      ended,
      reason,
    }));
    expect(inCal).toEqual(expected);
    const agenda = await t.call({
      url: `/api/activities/${s.activity.id}/agenda?from=${TUESDAY}&to=${TUESDAY}`,
      as: s.staff,
    });
    const inAgenda = (agenda.json().data as AgendaBooking[]).map(
      ({ id, endedBy, ended, reason }) => ({ id, endedBy, ended, reason }),
    );
    expect(inAgenda).toEqual(expected);
  });

  it('refuses a reason over 500 characters (400, nothing changed)', async () => {
    const s = await salon();
    const b = await s.book('09:00');
    const res = await s.status(b.id, { confirm: 'N', reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    const ok = await s.status(b.id, { confirm: 'N', reason: 'x'.repeat(500) });
    expect(ok.json().data.reason).toHaveLength(500);
  });

  it('a booking ended before it was recorded reads as N without who', async () => {
    const s = await salon();
    const b = await s.book('09:00');
    await t.rows(sql`update bookings set confirmed = 'N' where id = ${b.id}`);
    const list = await t.call({ url: `/api/activities/${s.activity.id}/bookings`, as: s.ann });
    expect(list.json().data[0]).toMatchObject({ confirmed: 'N', endedBy: null, ended: null });
  });

  it('staff-made bookings are confirmed at once unless staff say they wait', async () => {
    const s = await salon();
    const onBehalf = (startTime: string, extra: object = {}) =>
      t.call({
        method: 'POST',
        url: `/api/activities/${s.activity.id}/bookings`,
        as: s.staff,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          userId: s.ann.id,
          date: TUESDAY,
          startTime,
          numberOfPeople: 1,
          bookingService: s.taglio,
          bookingOperator: null,
          ...extra,
        },
      });
    const now = await onBehalf('09:00');
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json().data.confirmed).toBe('Y');
    const waits = await onBehalf('10:00', { confirmed: 'I' });
    expect(waits.json().data.confirmed).toBe('I');
    expect((await onBehalf('11:00', { confirmed: 'N' })).statusCode).toBe(400);
    // The customer's own booking still waits (confirmOnArrival off).
    expect((await s.book('12:00')).confirmed).toBe('I');
  });
});
