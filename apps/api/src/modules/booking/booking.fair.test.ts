// Fair limits (issue 26) on PGlite and PostgreSQL: a customer's upcoming bookings at most
// (staff's bookings for them not refused), a table's party and a service's people at most, how
// late a customer may cancel; refusals 422 in the caller's language, nothing written. The race of
// one customer's requests at once: booking.fair.race.test.ts.
import { randomUUID } from 'node:crypto';
import type { BookingCalendar } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type BookingSetupOptions,
  bookSlot,
  createBookingSetup,
  settableClock,
} from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

// Monday 11 May 2026, 08:00 in Rome.
const MONDAY_8AM = '2026-05-11T06:00:00Z';
const TUESDAY = '2026-05-12';
const clock = settableClock(MONDAY_8AM);
const t = useTestApp({ clock });

async function salon(settings: BookingSetupOptions['settings'] = {}) {
  clock.set(MONDAY_8AM);
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
    settings,
  });
  const ann = await createCustomer(t, activity.id);
  const taglio = { id: setup.serviceId('Taglio') };
  const book = (date: string, startTime: string, extra: object = {}, lang?: string) =>
    bookSlot(
      t,
      ann,
      { activityId: activity.id, date, startTime, bookingService: taglio, ...extra },
      { lang },
    );
  return { activity, ann, taglio, book };
}

const rowsOf = (activityId: number) =>
  t.rows<{ n: number }>(
    sql`select count(*)::int as n from bookings where activity_id = ${activityId}`,
  );

describe('a customer’s upcoming bookings at most (maxUpcomingBookings)', () => {
  it('refuses the fourth of the default 3 in the caller’s language; a cancelled or past one frees a place; staff’s are not refused', async () => {
    const s = await salon();
    for (const time of ['09:00', '10:00', '11:00']) {
      expect((await s.book(TUESDAY, time)).statusCode).toBe(201);
    }
    const fourth = await s.book(TUESDAY, '12:00', {}, 'en');
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({
      code: 'too_many_bookings',
      message: 'You already have 3 upcoming bookings: that is the most this business takes',
    });
    expect((await s.book(TUESDAY, '12:00', {}, 'de')).json().message).toBe(
      'Sie haben schon 3 anstehende Buchungen: mehr sind bei diesem Betrieb nicht möglich',
    );
    expect((await rowsOf(s.activity.id))[0]?.n).toBe(3);

    // Staff book for the customer on the phone: not refused by the limit.
    const staff = await createStaff(t, s.activity.id);
    const byStaff = await t.call({
      method: 'POST',
      url: `/api/activities/${s.activity.id}/bookings`,
      as: staff,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        userId: s.ann.id,
        date: TUESDAY,
        startTime: '13:00',
        numberOfPeople: 1,
        bookingService: s.taglio,
        bookingOperator: null,
      },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(201);

    // Cancelling one frees no place while staff's still counts (4 upcoming): cancel two.
    const mine = await t.rows<{ id: number }>(
      sql`select id from bookings where activity_id = ${s.activity.id} order by id limit 2`,
    );
    for (const { id } of mine) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/bookings/confirm/${id}`,
        as: s.ann,
        payload: { confirm: 'N', sendEmailToActivity: 'N' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await s.book(TUESDAY, '15:00')).statusCode).toBe(201);

    // Past ones do not count: on Wednesday those of Tuesday are over.
    clock.set('2026-05-13T06:00:00Z');
    expect((await s.book('2026-05-14', '09:00')).statusCode).toBe(201);
  });
});

describe('the people of one booking at most', () => {
  it('refuses a service booking for more than the service’s capacity (1000 people: 422, nothing written); the admin raises it', async () => {
    const s = await salon();
    const res = await s.book(TUESDAY, '09:00', { numberOfPeople: 1000 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'party_too_large',
      message: 'Si prenota al massimo per 1 persona: per più persone contatta l’attività',
    });
    expect((await rowsOf(s.activity.id))[0]?.n).toBe(0);
    const admin = await createAdmin(t, s.activity.id);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookingservices/${s.taglio.id}`,
      as: admin,
      payload: { name: 'Taglio', duration: 30, capacity: 2 },
    });
    expect(edit.json().data.capacity).toBe(2);
    expect((await s.book(TUESDAY, '09:00', { numberOfPeople: 2 })).statusCode).toBe(201);
    expect((await s.book(TUESDAY, '10:00', { numberOfPeople: 3 })).json().code).toBe(
      'party_too_large',
    );
    for (const capacity of [0, 1001, 'x']) {
      const bad = await t.call({
        method: 'PUT',
        url: `/api/activities/${s.activity.id}/bookingservices/${s.taglio.id}`,
        as: admin,
        payload: { name: 'Taglio', duration: 30, capacity },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('refuses a table above maxPartySize; the calendar offers no start to it and caps largestParty', async () => {
    clock.set(MONDAY_8AM);
    const activity = await createActivity(t, { menu: {} });
    await createBookingSetup(t, activity.id, {
      bookingType: 'R',
      settings: { startTime: '12:00', endTime: '23:00', timeCalendar: 30, bookingNumberOfHour: 40 },
    });
    const guest = await createCustomer(t, activity.id);
    const table = (numberOfPeople: number) =>
      bookSlot(
        t,
        guest,
        { activityId: activity.id, date: TUESDAY, startTime: '20:00', numberOfPeople },
        { lang: 'fr' },
      );
    const big = await table(13);
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({
      code: 'party_too_large',
      message:
        'On réserve pour 12 personnes au maximum : pour un groupe plus grand, contactez l’activité',
    });
    const cal = async (people: number) => {
      const res = await t.call({
        url: `/api/app/bookings/dates?filters[activityId]=${activity.id}&filters[numberOfPeoples]=${people}`,
        as: guest,
      });
      return (res.json().data as BookingCalendar).days.find((d) => d.date === TUESDAY);
    };
    expect(await cal(2)).toMatchObject({ status: 'open', largestParty: 12 });
    expect(await cal(13)).toMatchObject({
      status: 'full',
      reason: 'seats',
      starts: [],
      largestParty: 12,
    });
    expect((await table(12)).statusCode).toBe(201);
  });
});

describe('how late a customer may cancel (cancelCutoffHours)', () => {
  it('refuses a cancellation within the cut-off, in the caller’s language; before it, cancels', async () => {
    const s = await salon({ cancelCutoffHours: 24 });
    const soon = (await s.book('2026-05-11', '12:00')).json().data.id as number;
    const later = (await s.book(TUESDAY, '10:00')).json().data.id as number;
    const cancel = (id: number, lang: string) =>
      t.call({
        method: 'PUT',
        url: `/api/bookings/confirm/${id}`,
        as: s.ann,
        headers: { 'accept-language': lang },
        payload: { confirm: 'N', sendEmailToActivity: 'Y' },
      });
    const refused = await cancel(soon, 'es');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'cancel_too_late',
      message: 'Se puede cancelar hasta 24 horas antes del inicio',
    });
    expect((await cancel(later, 'it')).json().data.confirmed).toBe('N');
    // Staff may still decline or cancel it.
    const staff = await createStaff(t, s.activity.id);
    const staffEnd = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookings/${soon}/status`,
      as: staff,
      payload: { confirm: 'N' },
    });
    expect(staffEnd.json().data.confirmed).toBe('N');
  });
});
