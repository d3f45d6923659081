// One write sent 20 times at once with the same Idempotency-Key: the key's lock lets one request
// in, the others get 409 (in flight) or the first answer replayed; one record is made.
// Mutation-checked: without the primary key every request writes.
// A write in flight, and one whose session died before its commit (issue 23): the retry gets 409
// while the first runs, and runs at once after the crash. Mutation-checked: with the answer
// recorded after the commit again, the retry after the crash gets 409 (the key stays in flight).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createStaff } from '../test-support/factories.ts';
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

/** A test's own connection to the app's database, holding a card's row lock until released. */
async function holdCard(code: string) {
  const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  await client.query('begin');
  await client.query('select id from cards where code = $1 for update', [code]);
  return {
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Resolves once a session of the app's database waits for a lock (a request stuck on the card). */
async function someoneWaits() {
  for (;;) {
    const [row] = await t.rows<{ pid: number }>(sql`
      select pid from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' limit 1`);
    if (row) return row.pid;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function counterCard() {
  const activity = await createActivity(t);
  const staff = await createStaff(t, activity.id);
  const customer = await createCustomer(t, activity.id);
  const code = (
    await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })
  ).json().data.cardCode as string;
  const move = (payload: object, key: string) =>
    t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/card-movements`,
      as: staff,
      headers: { 'idempotency-key': key },
      payload: { cardCode: code, ...payload },
    });
  expect((await move({ type: 'AM', amount: 5 }, randomUUID())).statusCode).toBe(200);
  const consumptions = async () =>
    (
      await t.rows<{ n: number }>(sql`
        select count(*)::int as n from card_movements m join cards c on c.id = m.card_id
        where c.code = ${code} and m.type = 'C'`)
    )[0]?.n;
  return { code, move, consumptions };
}

describe('a keyed write in flight or dead', () => {
  it('answers 409 to a retry while the first runs, then replays its answer', async () => {
    const c = await counterCard();
    const lock = await holdCard(c.code);
    const key = randomUUID();
    const first = c.move({ type: 'C', amount: 1 }, key);
    await someoneWaits();
    const during = await c.move({ type: 'C', amount: 1 }, key);
    expect(during.statusCode).toBe(409);
    expect(during.json().code).toBe('idempotency_in_flight');
    await lock.release();
    expect((await first).statusCode).toBe(200);
    const after = await c.move({ type: 'C', amount: 1 }, key);
    expect(after.statusCode).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(await c.consumptions()).toBe(1);
  });

  it('runs the retry at once when the first died before its commit: one write', async () => {
    const c = await counterCard();
    const lock = await holdCard(c.code);
    const key = randomUUID();
    const first = c.move({ type: 'C', amount: 1 }, key);
    const pid = await someoneWaits();
    // Its session ends as when the process is killed: the transaction is rolled back.
    await t.rows(sql`select pg_terminate_backend(${pid})`);
    expect((await first).statusCode).toBeGreaterThanOrEqual(500);
    await lock.release();
    const retry = await c.move({ type: 'C', amount: 1 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await c.consumptions()).toBe(1);
  });
});
