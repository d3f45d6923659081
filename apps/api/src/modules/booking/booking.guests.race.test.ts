// Walk-ins under concurrent requests (issue 26), PostgreSQL only: 20 staff adding the same caller
// by the same phone at once make one guest; the others are answered with that same customer
// (reused). The phone is looked up under an advisory lock per activity and phone (guests.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Activity,
  createActivity,
  createStaff,
  type Person,
} from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
let salon: Activity;
let staff: Person;

beforeAll(async () => {
  t = await bootRaceApp();
  salon = await createActivity(t, { menu: { showBookingApp: true } });
  staff = await createStaff(t, salon.id);
});
afterAll(() => t?.close());

describe('guests under concurrent requests', () => {
  it(`${CONTESTANTS} staff adding the same phone at once make one guest`, async () => {
    await race(t, {
      setup: async (round) => ({ phone: `+39345${String(Date.now()).slice(-5)}${round % 10}0` }),
      attempt: ({ phone }) =>
        t.call({
          method: 'POST',
          url: `/api/activities/${salon.id}/booking-guests`,
          as: staff,
          headers: { 'idempotency-key': randomUUID() },
          payload: { name: 'Mario', surname: 'Rossi', phone, invite: false },
        }),
      async check(results, { phone }) {
        expect(statusCounts(results)).toEqual({ 201: CONTESTANTS });
        const ids = new Set(results.map((r) => r.json().data.customer.id as number));
        expect(ids.size, `customers made for ${phone}`).toBe(1);
        expect(results.filter((r) => r.json().data.reused === false)).toHaveLength(1);
        const [row] = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from customers c
              join activity_customers m on m.user_id = c.user_id and m.activity_id = ${salon.id}
              where c.phone = ${phone}`,
        );
        expect(row?.n).toBe(1);
      },
    });
  });
});
