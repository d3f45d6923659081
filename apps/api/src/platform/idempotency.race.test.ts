// One write sent 20 times at once with the same Idempotency-Key: the key's primary key lets one
// request in, the others get 409 (in flight) or the first answer replayed; one record is made.
// Mutation-checked: without the primary key every request writes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import type { TestApp } from '../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

describe('Idempotency-Key', () => {
  it('makes one record when 20 retries of a write arrive at once', async () => {
    const activity = await createActivity(t);
    const [town] = await t.rows<{ id: number }>(
      sql`select id from countries where name = 'Milano'`,
    );
    await race(t, {
      async setup(round) {
        const user = await createCustomer(t, activity.id);
        return { user, token: await user.token(), key: `retry-${round}` };
      },
      attempt: ({ token, key }) =>
        t.call({
          method: 'POST',
          url: '/api/customer-addresses',
          as: { token },
          headers: { 'idempotency-key': key },
          payload: {
            activityId: activity.id,
            address: 'Via Roma',
            cap: '20100',
            countryId: town?.id,
            recipientName: 'Anna Neri',
            phone: '333 123 4567',
          },
        }),
      async check(results, { user }) {
        const counts = statusCounts(results);
        const [row] = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from customer_addresses where user_id = ${user.id}`,
        );
        expect(row?.n, JSON.stringify(counts)).toBe(1);
        for (const r of results) expect([200, 409]).toContain(r.statusCode);
        const fresh = results.filter(
          (r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === undefined,
        );
        expect(fresh).toHaveLength(1);
        for (const r of results.filter((x) => x.statusCode === 200)) {
          expect(r.json()).toEqual(fresh[0]?.json());
        }
      },
    });
  });
});
