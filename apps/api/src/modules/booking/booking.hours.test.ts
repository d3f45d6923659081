// The booking set-up of issue 25: an operator's working hours per weekday close the rest of the day
// to them (the calendar shows it, the server refuses it, the cache forgets it at once); a service's
// price and description reach the customer; the same closure twice is refused; past holidays are
// not listed.
import { addDays, type BookingAvailability } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookSlot,
  callAs,
  createClosure,
  createSalon,
  MONDAY_8AM,
  settableClock,
  TUESDAY,
  WEDNESDAY,
} from '../../test-support/booking.ts';
import { createAdmin, createCustomer } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

/** A salon (NO), 09:00–19:00 by 15: Taglio 30; Anna and Bruno do it. */
async function salon() {
  clock.set(MONDAY_8AM);
  const { activity, service, operator } = await createSalon(t, {
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
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

const setHours = (s: Salon, hours: object[]) =>
  call(s.admin, 'PUT', `/api/activities/${s.activity.id}/bookingoperators/${s.anna.id}`, {
    name: 'Anna',
    surname: null,
    bookingServiceIds: [s.taglio.id],
    seats: null,
    hours,
  });

async function calendar(s: Salon) {
  const res = await t.call({
    url: `/api/app/bookings/dates?filters[activityId]=${s.activity.id}&filters[bookingServiceId]=${s.taglio.id}`,
    as: s.ann,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BookingAvailability;
}

describe("an operator's working hours", () => {
  it('close the rest of the day to them only, and a day without hours', async () => {
    const s = await salon();
    const saved = await setHours(s, [
      { day: 2, startTime: '09:00', endTime: '13:00' },
      { day: 4, startTime: '14:00', endTime: '19:00' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.hours).toEqual([
      { day: 2, startTime: '09:00', endTime: '13:00' },
      { day: 4, startTime: '14:00', endTime: '19:00' },
    ]);
    const body = { activityId: s.activity.id, bookingService: s.taglio };
    const afternoon = await bookSlot(t, s.ann, {
      ...body,
      date: TUESDAY,
      startTime: '15:00',
      bookingOperator: s.anna,
    });
    expect(afternoon.statusCode).toBe(422);
    expect(afternoon.json().code).toBe('slot_closed');
    const wednesday = await bookSlot(t, s.ann, {
      ...body,
      date: WEDNESDAY,
      startTime: '10:00',
      bookingOperator: s.anna,
    });
    expect(wednesday.statusCode).toBe(422);
    const morning = await bookSlot(t, s.ann, {
      ...body,
      date: TUESDAY,
      startTime: '10:00',
      bookingOperator: s.anna,
    });
    expect(morning.statusCode, morning.body).toBe(201);
    // Bruno has no hours of his own: the activity's.
    const bruno = await bookSlot(t, s.ann, {
      ...body,
      date: TUESDAY,
      startTime: '15:00',
      bookingOperator: s.bruno,
    });
    expect(bruno.statusCode, bruno.body).toBe(201);
    // Anyone: Bruno, since Anna does not work then.
    const any = await bookSlot(t, s.ann, { ...body, date: WEDNESDAY, startTime: '11:00' });
    expect(any.json().data.bookingOperator.name).toBe('Bruno');

    const cal = await calendar(s);
    expect(cal.closedTimes).toContainEqual({
      date: TUESDAY,
      startTime: '13:00',
      endTime: '24:00',
      bookingOperatorId: s.anna.id,
    });
    expect(cal.closedTimes).toContainEqual({
      date: WEDNESDAY,
      startTime: '00:00',
      endTime: '24:00',
      bookingOperatorId: s.anna.id,
    });
    expect(cal.closedTimes.filter((c) => c.bookingOperatorId === s.bruno.id)).toEqual([]);
  });

  it('reach the calendar at once, and clearing them gives the activity’s hours back', async () => {
    const s = await salon();
    expect((await calendar(s)).closedTimes).toEqual([]);
    await setHours(s, [{ day: 2, startTime: '09:00', endTime: '13:00' }]);
    expect((await calendar(s)).closedTimes).toContainEqual({
      date: TUESDAY,
      startTime: '13:00',
      endTime: '24:00',
      bookingOperatorId: s.anna.id,
    });
    await setHours(s, []);
    expect((await calendar(s)).closedTimes).toEqual([]);
  });

  it('stay as they are when an edit leaves them out', async () => {
    const s = await salon();
    await setHours(s, [{ day: 2, startTime: '09:00', endTime: '13:00' }]);
    const renamed = await call(
      s.admin,
      'PUT',
      `/api/activities/${s.activity.id}/bookingoperators/${s.anna.id}`,
      {
        name: 'Anna Maria',
        surname: null,
        bookingServiceIds: [s.taglio.id],
        seats: null,
      },
    );
    expect(renamed.json().data.hours).toEqual([{ day: 2, startTime: '09:00', endTime: '13:00' }]);
  });

  it('refuses ranges of a day that overlap, changing nothing', async () => {
    const s = await salon();
    await setHours(s, [{ day: 2, startTime: '09:00', endTime: '13:00' }]);
    const res = await setHours(s, [
      { day: 3, startTime: '09:00', endTime: '13:00' },
      { day: 3, startTime: '12:00', endTime: '15:00' },
    ]);
    expect(res.statusCode).toBe(400);
    const rows = await t.rows<{ day: number }>(
      sql`select day from booking_operator_hours where booking_operator_id = ${s.anna.id}`,
    );
    expect(rows).toEqual([{ day: 2 }]);
  });
});

describe("a service's price and description", () => {
  it('are saved, shown to customers, kept by an edit that leaves them out, cleared with null', async () => {
    const s = await salon();
    const base = `/api/activities/${s.activity.id}/bookingservices`;
    const added = await call(s.admin, 'POST', base, {
      name: 'Colore',
      duration: 90,
      price: 45.5,
      description: 'Colore su tutta la lunghezza, piega inclusa',
    });
    expect(added.statusCode, added.body).toBe(200);
    const colore = added.json().data;
    expect(colore).toMatchObject({
      price: 45.5,
      description: 'Colore su tutta la lunghezza, piega inclusa',
    });
    const seen = await t.call({ url: base, as: s.ann });
    expect(seen.json().data).toContainEqual(colore);
    const renamed = await call(s.admin, 'PUT', `${base}/${colore.id}`, {
      name: 'Colore pieno',
      duration: 90,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Colore pieno', price: 45.5 });
    const cleared = await call(s.admin, 'PUT', `${base}/${colore.id}`, {
      name: 'Colore pieno',
      duration: 90,
      price: null,
      description: null,
    });
    expect(cleared.json().data).toMatchObject({ price: null, description: null });
  });

  it('refuses a negative price or fractions of a cent, changing nothing', async () => {
    const s = await salon();
    const base = `/api/activities/${s.activity.id}/bookingservices`;
    for (const price of [-1, 10.005]) {
      expect(
        (await call(s.admin, 'POST', base, { name: `Piega ${price}`, duration: 30, price }))
          .statusCode,
      ).toBe(400);
    }
    const [row] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from booking_services where activity_id = ${s.activity.id}`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('closures', () => {
  it.each([
    ['it', "Questa chiusura c'è già"],
    ['gb', 'This closure exists already'],
  ])('refuses the same closure twice in %s', async (lang, message) => {
    const s = await salon();
    const base = `/api/activities/${s.activity.id}/booking-closures`;
    const holiday = {
      date: '2099-08-15',
      weekday: null,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    };
    expect((await call(s.admin, 'POST', base, holiday)).statusCode).toBe(200);
    const again = await call(s.admin, 'POST', base, holiday, lang);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'closure_exists', message });
    const lunch = {
      date: null,
      weekday: null,
      startTime: '13:00',
      endTime: '14:00',
      bookingOperatorId: s.anna.id,
    };
    expect((await call(s.admin, 'POST', base, lunch)).statusCode).toBe(200);
    expect((await call(s.admin, 'POST', base, lunch)).statusCode).toBe(409);
    expect((await call(s.admin, 'GET', base)).json().data).toHaveLength(2);
  });

  it('lists the holidays to come, not the past ones', async () => {
    const s = await salon();
    await createClosure(t, s.activity.id, { date: addDays(TUESDAY, -30) });
    await createClosure(t, s.activity.id, { date: TUESDAY });
    await createClosure(t, s.activity.id, { weekday: 7 });
    const listed = await call(s.admin, 'GET', `/api/activities/${s.activity.id}/booking-closures`);
    expect(
      listed
        .json()
        .data.map((c: { date: string | null; weekday: number | null }) => c.date ?? c.weekday),
    ).toEqual([TUESDAY, 7]);
  });
});
