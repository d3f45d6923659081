// Reschedule races (issue 26) on PostgreSQL: 20 customers, each with their own booking, move
// them onto the same operator's slot at once, 10 rounds on fresh days: exactly one wins, the
// others get SPEC's overlap message and keep their time. Mutation-checked: without the day
// locks (booking.move.ts lockBookingDay), 3 of 10 rounds broke with 19 × 503 (moves waiting on
// each other in the exclusion constraint).
import { addDays } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { type Activity, createActivity, createUser } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../test-support/race.ts';

// Monday 11 May 2026, 08:00 in Rome: round r books Monday + 2r and moves to the day after.
const clock = settableClock('2026-05-11T06:00:00Z');
const SPEC_OVERLAP_30 =
  'Non è possibile prenotare in quanto occorrono 30 minuti per lo svolgimento del servizio';

let t: TestApp;
let salon: Activity;
let setup: Awaited<ReturnType<typeof createBookingSetup>>;
let tokens: string[];

beforeAll(async () => {
  t = await bootRaceApp({ clock });
  salon = await createActivity(t, { menu: { showBookingApp: true } });
  setup = await createBookingSetup(t, salon.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
    settings: { startTime: '08:00', endTime: '20:00', timeCalendar: 30, maxUpcomingBookings: 1000 },
  });
  const people = await Promise.all(
    Array.from({ length: CONTESTANTS }, () => createUser(t, { memberOf: [salon.id] })),
  );
  tokens = await Promise.all(people.map((p) => p.token()));
});
afterAll(() => t?.close());

describe('moving onto one slot at once', () => {
  it('20 moves of different bookings onto the same slot: exactly one wins', async () => {
    await race(t, {
      async setup(round) {
        const date = addDays('2026-05-11', 2 * round);
        const ids: number[] = [];
        for (const [i, token] of tokens.entries()) {
          const res = await bookSlot(
            t,
            { token },
            {
              activityId: salon.id,
              date,
              startTime: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
              bookingService: { id: setup.serviceId('Taglio') },
              bookingOperator: { id: setup.operatorId('Anna') },
            },
          );
          expect(res.statusCode, res.body).toBe(201);
          ids.push(res.json().data.id);
        }
        return { date, to: addDays(date, 1), ids };
      },
      attempt: ({ to, ids }, i) =>
        t.call({
          method: 'PUT',
          url: `/api/app/bookings/${ids[i]}/move`,
          as: { token: tokens[i] as string },
          payload: { date: to, startTime: '10:00' },
        }),
      async check(results, { to }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 1, 409: CONTESTANTS - 1 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json()).toEqual({ code: 'slot_taken', message: SPEC_OVERLAP_30 });
        }
        const there = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from bookings where activity_id = ${salon.id}
              and date = ${to} and confirmed <> 'N'`,
        );
        expect(there[0]?.n).toBe(1);
      },
    });
  });
});
