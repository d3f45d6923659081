// No double booking, ever (issue 16), on PostgreSQL: 20 customers released together, 10 rounds
// each on a fresh day. Mutation-checked (see the note):
// - without the exclusion constraint `bookings_no_overlap` an operator's last slot is booked by
//   several customers, and "any operator" by more than one per operator;
// - without the advisory lock per activity, room and day taken before a table's seats are read
//   (booking.service.ts lockRooms), the last seats are sold several times over and the tables
//   across overlapping starts hold more people than the seats (issue 26: 'never more people at
//   table than seats' failed in every round).
import { randomUUID } from 'node:crypto';
import { addDays, occupancy } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { type Activity, createActivity, createUser } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../test-support/race.ts';

// Monday 11 May 2026, 08:00 in Rome: round r books Monday + r.
const clock = settableClock('2026-05-11T06:00:00Z');
const dayOf = (round: number) => addDays('2026-05-11', round);
const SPEC_OVERLAP_30 =
  'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio';
const SPEC_SEATS_0 = 'Per questa selezione ci sono solo 0 posti disponibili';

let t: TestApp;
let salon: Activity;
let trattoria: Activity;
let services: Awaited<ReturnType<typeof createBookingSetup>>;
/** The contestants' access tokens: customers of both activities. */
let tokens: string[];
/** A customer who is no contestant (a race's set-up books as them). */
let host: string;

beforeAll(async () => {
  t = await bootRaceApp({ clock });
  salon = await createActivity(t, { menu: { showBookingApp: true } });
  services = await createBookingSetup(t, salon.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }, { name: 'Bruno' }],
    // The contestants book over 10 days: no fairness limit in the way (issue 26).
    settings: { maxUpcomingBookings: 1000 },
  });
  trattoria = await createActivity(t);
  await createBookingSetup(t, trattoria.id, {
    bookingType: 'R',
    settings: {
      startTime: '18:00',
      endTime: '23:00',
      timeCalendar: 30,
      bookingNumberOfHour: 10,
      maxUpcomingBookings: 1000,
    },
  });
  const people = await Promise.all(
    Array.from({ length: CONTESTANTS }, () =>
      createUser(t, { memberOf: [salon.id, trattoria.id] }),
    ),
  );
  tokens = await Promise.all(people.map((p) => p.token()));
  host = await (await createUser(t, { memberOf: [salon.id, trattoria.id] })).token();
});
afterAll(() => t?.close());

/** The most people at table at any instant of the day (the tables not declined, 120 minutes). */
async function mostAtTable(activityId: number, date: string) {
  const rows = await t.rows<{ from: number; people: number }>(sql`
    select extract(epoch from starts_at)::int / 60 as "from", number_of_people as people
    from bookings where activity_id = ${activityId} and date = ${date} and confirmed <> 'N'`);
  const held = occupancy(rows.map((r) => ({ from: r.from, to: r.from + 120, people: r.people })));
  return Math.max(0, ...held.map((p) => p.taken));
}

/** The bookings holding a slot or seats at that start. */
const holding = (activityId: number, date: string, startTime: string) =>
  t.rows<{ operator: string | null; people: number }>(sql`
    select o.name as operator, b.number_of_people as people
    from bookings b left join booking_operators o on o.id = b.booking_operator_id
    where b.activity_id = ${activityId} and b.date = ${date} and b.start_time = ${startTime}
      and b.confirmed <> 'N'
    order by o.name`);

describe('no double booking under concurrent requests', () => {
  it('gives an operator’s last slot to exactly 1 of 20 customers; the others get 409', async () => {
    await race(t, {
      setup: async (round) => ({ date: dayOf(round) }),
      attempt: ({ date }, i) =>
        bookSlot(
          t,
          { token: tokens[i] as string },
          {
            activityId: salon.id,
            date,
            startTime: '10:00',
            bookingService: { id: services.serviceId('Taglio') },
            bookingOperator: { id: services.operatorId('Anna') },
          },
        ),
      async check(results, { date }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 201: 1, 409: CONTESTANTS - 1 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json()).toEqual({ code: 'slot_taken', message: SPEC_OVERLAP_30 });
        }
        expect(await holding(salon.id, date, '10:00')).toEqual([{ operator: 'Anna', people: 1 }]);
      },
    });
  });

  it('gives "any operator" with 2 operators to exactly 2 customers, one each', async () => {
    await race(t, {
      setup: async (round) => ({ date: dayOf(round) }),
      attempt: ({ date }, i) =>
        bookSlot(
          t,
          { token: tokens[i] as string },
          {
            activityId: salon.id,
            date,
            startTime: '15:00',
            bookingService: { id: services.serviceId('Taglio') },
          },
        ),
      async check(results, { date }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 201: 2, 409: CONTESTANTS - 2 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json().message).toBe(SPEC_OVERLAP_30);
        }
        expect(await holding(salon.id, date, '15:00')).toEqual([
          { operator: 'Anna', people: 1 },
          { operator: 'Bruno', people: 1 },
        ]);
      },
    });
  });

  it('sells the last 8 seats to exactly 2 tables of 4; the others hear that 0 are left', async () => {
    await race(t, {
      async setup(round) {
        const date = dayOf(round);
        // 2 of the evening's 10 seats are taken: 8 left.
        const first = await bookSlot(
          t,
          { token: host },
          {
            activityId: trattoria.id,
            date,
            startTime: '19:00',
            numberOfPeople: 2,
          },
        );
        if (first.statusCode !== 201) throw new Error(first.body);
        return { date };
      },
      attempt: ({ date }, i) =>
        bookSlot(
          t,
          { token: tokens[i] as string },
          {
            activityId: trattoria.id,
            date,
            startTime: '20:00',
            numberOfPeople: 4,
          },
        ),
      async check(results, { date }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 201: 2, 409: CONTESTANTS - 2 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json()).toEqual({ code: 'not_enough_seats', message: SPEC_SEATS_0 });
        }
        const held = await holding(trattoria.id, date, '20:00');
        expect(held).toEqual([
          { operator: null, people: 4 },
          { operator: null, people: 4 },
        ]);
        expect(await mostAtTable(trattoria.id, date)).toBe(10);
      },
    });
  });

  it('never holds more people at table than seats: 20 tables across overlapping starts', async () => {
    // 18:00 … 21:00 every 30 minutes, 1 to 4 people: each sitting meets the ones before and after.
    const starts = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
    await race(t, {
      setup: async (round) => ({ date: dayOf(12 + round) }),
      attempt: ({ date }, i) =>
        bookSlot(
          t,
          { token: tokens[i] as string },
          {
            activityId: trattoria.id,
            date,
            startTime: starts[i % starts.length] as string,
            numberOfPeople: 1 + (i % 4),
          },
        ),
      async check(results, { date }) {
        const counts = statusCounts(results);
        expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['201', '409']);
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json().code).toBe('not_enough_seats');
        }
        expect(await mostAtTable(trattoria.id, date)).toBeLessThanOrEqual(10);
      },
    });
  });

  it('books once for 20 retries with one Idempotency-Key', async () => {
    await race(t, {
      setup: async (round) => ({ date: dayOf(round), key: `booking-${round}-${randomUUID()}` }),
      attempt: ({ date, key }) =>
        bookSlot(
          t,
          { token: tokens[0] as string },
          {
            activityId: salon.id,
            date,
            startTime: '17:00',
            bookingService: { id: services.serviceId('Taglio') },
            bookingOperator: { id: services.operatorId('Bruno') },
          },
          { key },
        ),
      async check(results, { date }) {
        for (const r of results) expect([201, 409]).toContain(r.statusCode);
        const fresh = results.filter(
          (r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined,
        );
        expect(fresh).toHaveLength(1);
        const [row] = await t.rows<{ n: number }>(sql`
          select count(*)::int as n from bookings
          where activity_id = ${salon.id} and date = ${date} and start_time = '17:00'`);
        expect(row?.n).toBe(1);
      },
    });
  });
});
