// The agenda's open ranges (issue 26), on PGlite and PostgreSQL: per day and per operator, the
// weekday's hours (morning and afternoon), narrowed by an operator's own hours, less the closures
// of the activity and of that operator; the activity's own row for bookings without operator.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingSetup, createClosure, settableClock } from '../../test-support/booking.ts';
import { createActivity, createStaff } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

// Monday 11 May 2026, 08:00 in Rome.
const clock = settableClock('2026-05-11T06:00:00Z');
const t = useTestApp({ clock });
const TUESDAY = '2026-05-12';
const WEDNESDAY = '2026-05-13';

describe('the agenda’s open ranges', () => {
  it('say per day when the activity and each operator work: hours, own hours, closures', async () => {
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'NO',
      services: [{ name: 'Taglio', duration: 30 }],
      operators: [{ name: 'Anna' }, { name: 'Bruno' }],
    });
    const anna = setup.operatorId('Anna');
    const bruno = setup.operatorId('Bruno');
    // Tuesdays and Wednesdays 09:00–13:00 and 14:00–19:00; Bruno works Tuesday afternoons only.
    for (const day of [2, 3])
      await t.rows(
        sql`insert into booking_hours (activity_id, day, start_time, end_time) values (${activity.id}, ${day}, '09:00', '13:00'), (${activity.id}, ${day}, '14:00', '19:00')`,
      );
    await t.rows(
      sql`insert into booking_operator_hours (booking_operator_id, day, start_time, end_time) values (${bruno}, 2, '14:00', '19:00')`,
    );
    // Anna is away Tuesday 10:00–11:00; the salon closes Wednesday from 17:00.
    await createClosure(t, activity.id, {
      date: TUESDAY,
      startTime: '10:00',
      endTime: '11:00',
      bookingOperatorId: anna,
    });
    await createClosure(t, activity.id, { date: WEDNESDAY, startTime: '17:00', endTime: '19:00' });
    const staff = await createStaff(t, activity.id);

    const res = await t.call({
      url: `/api/activities/${activity.id}/agenda?from=${TUESDAY}&to=${WEDNESDAY}`,
      as: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = (s: string, e: string) => ({ startTime: s, endTime: e });
    expect(res.json().open).toEqual([
      {
        date: TUESDAY,
        bookingOperatorId: null,
        ranges: [r('09:00', '13:00'), r('14:00', '19:00')],
      },
      {
        date: TUESDAY,
        bookingOperatorId: anna,
        ranges: [r('09:00', '10:00'), r('11:00', '13:00'), r('14:00', '19:00')],
      },
      { date: TUESDAY, bookingOperatorId: bruno, ranges: [r('14:00', '19:00')] },
      {
        date: WEDNESDAY,
        bookingOperatorId: null,
        ranges: [r('09:00', '13:00'), r('14:00', '17:00')],
      },
      {
        date: WEDNESDAY,
        bookingOperatorId: anna,
        ranges: [r('09:00', '13:00'), r('14:00', '17:00')],
      },
      { date: WEDNESDAY, bookingOperatorId: bruno, ranges: [] },
    ]);
  });

  it('are the settings’ hours for a type without operators when no hours are saved', async () => {
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    await createBookingSetup(t, activity.id, {
      bookingType: 'N',
      settings: { startTime: '08:30', endTime: '18:00' },
      services: [{ name: 'Visita', duration: 30 }],
    });
    const staff = await createStaff(t, activity.id);
    const res = await t.call({
      url: `/api/activities/${activity.id}/agenda?from=${TUESDAY}&to=${TUESDAY}`,
      as: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().open).toEqual([
      {
        date: TUESDAY,
        bookingOperatorId: null,
        ranges: [{ startTime: '08:30', endTime: '18:00' }],
      },
    ]);
  });
});
