// Fairness under concurrent requests (issue 26), PostgreSQL only: one customer's 20 requests at
// once, each for a different free time, end with exactly maxUpcomingBookings bookings: the count
// is read under the customer's advisory lock (lockCustomer), so no two requests both see room.
import { addDays } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { type Activity, createActivity, createUser } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../test-support/race.ts';

// Monday 11 May 2026, 08:00 in Rome.
const clock = settableClock('2026-05-11T06:00:00Z');
const MAX = 3;

let t: TestApp;
let salon: Activity;
let services: Awaited<ReturnType<typeof createBookingSetup>>;

beforeAll(async () => {
  t = await bootRaceApp({ clock });
  salon = await createActivity(t, { menu: { showBookingApp: true } });
  services = await createBookingSetup(t, salon.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
    settings: { startTime: '08:00', endTime: '20:00', timeCalendar: 30, maxUpcomingBookings: MAX },
  });
});
afterAll(() => t?.close());

/** The i-th half hour from 08:00. */
const startOf = (i: number) =>
  `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;

describe('fair limits under concurrent requests', () => {
  it(`one customer's ${CONTESTANTS} requests at once end with exactly ${MAX} bookings`, async () => {
    await race(t, {
      setup: async (round) => {
        const customer = await createUser(t, { memberOf: [salon.id] });
        return {
          token: await customer.token(),
          userId: customer.id,
          date: addDays('2026-05-11', round),
        };
      },
      attempt: ({ token, date }, i) =>
        bookSlot(
          t,
          { token },
          {
            activityId: salon.id,
            date,
            startTime: startOf(i),
            bookingService: { id: services.serviceId('Taglio') },
          },
        ),
      async check(results, { userId }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 201: MAX, 422: CONTESTANTS - MAX });
        for (const r of results.filter((x) => x.statusCode === 422)) {
          expect(r.json()).toEqual({
            code: 'too_many_bookings',
            message: `Hai già ${MAX} prenotazioni in programma: è il massimo per questa attività`,
          });
        }
        const [row] = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from bookings where user_id = ${userId} and confirmed <> 'N'`,
        );
        expect(row?.n).toBe(MAX);
      },
    });
  });
});
