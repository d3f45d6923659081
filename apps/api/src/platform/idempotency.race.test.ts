// One write sent 20 times at once with the same Idempotency-Key: the key's lock lets one request
// in, the others get 409 (in flight) or the first answer replayed; one record is made.
// Mutation-checked: without the primary key every request writes.
// A write in flight, and one whose session died before its commit (issue 23): the retry gets 409
// while the first runs, and runs at once after the crash. Mutation-checked: with the answer
// recorded after the commit again, the retry after the crash gets 409 (the key stays in flight).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterCard, holdCard, lockWaiter } from '../test-support/counter.ts';
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

describe('a keyed write in flight or dead', () => {
  it('answers 409 to a retry while the first runs, then replays its answer', async () => {
    const c = await counterCard(t);
    expect((await c.move({ type: 'AM', amount: 5 })).statusCode).toBe(200);
    const lock = await holdCard(t, c.code);
    const key = randomUUID();
    const first = c.move({ type: 'C', amount: 1 }, key);
    await lockWaiter(t);
    const during = await c.move({ type: 'C', amount: 1 }, key);
    expect(during.statusCode).toBe(409);
    expect(during.json().code).toBe('idempotency_in_flight');
    await lock.release();
    expect((await first).statusCode).toBe(200);
    const after = await c.move({ type: 'C', amount: 1 }, key);
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect((await c.ledger())?.consumptions).toBe(1);
  });

  it('runs the retry at once when the first died before its commit: one write', async () => {
    const c = await counterCard(t);
    expect((await c.move({ type: 'AM', amount: 5 })).statusCode).toBe(200);
    const lock = await holdCard(t, c.code);
    const key = randomUUID();
    const first = c.move({ type: 'C', amount: 1 }, key);
    const pid = await lockWaiter(t);
    // Its session ends as when the process is killed: the transaction is rolled back.
    await t.rows(sql`select pg_terminate_backend(${pid})`);
    expect((await first).statusCode).toBeGreaterThanOrEqual(500);
    await lock.release();
    const retry = await c.move({ type: 'C', amount: 1 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect((await c.ledger())?.consumptions).toBe(1);
  });
});
