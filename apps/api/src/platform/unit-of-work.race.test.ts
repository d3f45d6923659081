// Deadlocks and serialization failures between truly parallel transactions (issue 24 §4): the
// loser of each is run again by `transact`, so every contestant succeeds, and its writes and its
// after-commit work happen exactly once. Pairs of contestants lock two rows in opposite order
// (40P01), or read the same rows and then write under SERIALIZABLE (40001); a barrier in each
// pair makes the conflict certain in every round. A keyed write (idempotency.ts) that loses a
// deadlock runs again from its key's claim: one answer, stored once.
// Mutation-checked: with ATTEMPTS = 1 (no retry) one contestant of every pair fails (40P01 or
// 40001, and 503 busy through the app).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import type { TestApp } from '../test-support/harness.ts';
import { barrier, bootRaceApp, race, statusCounts } from '../test-support/race.ts';
import { sqlState } from './http-errors.ts';
import { afterCommit, transact } from './unit-of-work.ts';

const table = sql.raw(`uow_race_${randomBytes(4).toString('hex')}`);
/** Each keyed probe's runs and after-commit work, by its Idempotency-Key. */
const probes = new Map<string, { runs: number; committed: number }>();
/** The barrier of each pair of keyed probes, by pair name. */
const pairGates = new Map<string, ReturnType<typeof barrier>>();

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({
    // A keyed write, as a route's handler: two row locks, its pair's barrier between them.
    extend: (app) =>
      app.post(
        '/api/probe/unit-of-work',
        {
          config: { tenancy: { from: 'none', reason: 'a test probe writing test rows' } },
          schema: {
            body: z.object({ pair: z.string(), first: z.number(), second: z.number() }),
          },
        },
        async (req) => {
          const { pair, first, second } = req.body as {
            pair: string;
            first: number;
            second: number;
          };
          const key = req.headers['idempotency-key'] as string;
          const probe = probes.get(key) ?? { runs: 0, committed: 0 };
          probes.set(key, probe);
          probe.runs++;
          await app.db.execute(sql`set local deadlock_timeout = '100ms'`);
          await app.db.execute(sql`update ${table} set hits = hits + 1 where id = ${first}`);
          await pairGates.get(pair)?.arrive();
          await app.db.execute(sql`update ${table} set hits = hits + 1 where id = ${second}`);
          afterCommit(() => probe.committed++);
          return { data: 'ok' };
        },
      ),
  });
  await t.rows(sql`create table ${table} (id serial primary key, grp int, hits int default 0)`);
});
afterAll(async () => {
  await t?.rows(sql`drop table if exists ${table}`);
  await t?.close();
});

/** Twenty fresh rows: pair k fights over rows 2k and 2k + 1. */
async function freshRows() {
  const rows = await t.rows<{ id: number }>(
    sql`insert into ${table} (grp) select g from generate_series(1, 20) g returning id`,
  );
  return rows.map((r) => r.id);
}

const hitsOf = async (ids: number[]) =>
  (
    await t.rows<{ hits: number }>(
      sql`select hits from ${table} where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    )
  ).map((r) => r.hits);

type Outcome = { ok: true; runs: number; committed: number } | { ok: false; state?: string };
/** Runs and after-commit calls of a pair's two contestants together (NaN if one failed). */
const sum = (pair: (Outcome | undefined)[], of: 'runs' | 'committed') =>
  pair.reduce((n, r) => n + (r?.ok ? r[of] : Number.NaN), 0);

describe('transact on PostgreSQL', () => {
  it('runs the loser of a deadlock again: both contestants of every pair succeed once', async () => {
    await race(t, {
      async setup() {
        const ids = await freshRows();
        return { ids, gates: Array.from({ length: 10 }, () => barrier(2)) };
      },
      async attempt({ ids, gates }, i): Promise<Outcome> {
        const pair = Math.floor(i / 2);
        const [a, b] = [ids[2 * pair] as number, ids[2 * pair + 1] as number];
        const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
        let runs = 0;
        let committed = 0;
        try {
          await transact(t.database.db, async (tx) => {
            runs++;
            await tx.execute(sql`set local deadlock_timeout = '100ms'`);
            await tx.execute(sql`update ${table} set hits = hits + 1 where id = ${first}`);
            await gates[pair]?.arrive();
            await tx.execute(sql`update ${table} set hits = hits + 1 where id = ${second}`);
            afterCommit(() => committed++);
          });
          return { ok: true, runs, committed };
        } catch (err) {
          return { ok: false, state: sqlState(err) };
        }
      },
      async check(results, { ids }) {
        expect(results.filter((r) => !r.ok)).toEqual([]);
        // Each row was written once by each contestant of its pair: no write twice, none lost.
        expect(await hitsOf(ids)).toEqual(ids.map(() => 2));
        for (let pair = 0; pair < 10; pair++) {
          const both = [results[2 * pair], results[2 * pair + 1]];
          // The deadlock happened (one ran again) and each one's after-commit work ran once. A
          // retried contestant can meet its partner again on a loaded machine (CI saw 4 runs once).
          expect(sum(both, 'runs')).toBeGreaterThanOrEqual(3);
          expect(sum(both, 'committed')).toBe(2);
        }
      },
    });
  });

  it('runs the loser of a serialization failure again: the pair takes seats 1 and 2', async () => {
    // One pair at a time: SERIALIZABLE's predicate locks cover index pages, so pairs running
    // together would also conflict with each other, by page rather than by what they read.
    for (let round = 1; round <= 10; round++) {
      const [group] = await freshRows();
      const grp = -(group as number);
      const gate = barrier(2);
      const results = await Promise.all(
        [0, 1].map(async (): Promise<Outcome> => {
          let runs = 0;
          try {
            await transact(t.database.db, async (tx) => {
              runs++;
              await tx.execute(sql`set transaction isolation level serializable`);
              const { rows } = (await tx.execute(
                sql`select count(*)::int as n from ${table} where grp = ${grp}`,
              )) as unknown as { rows: { n: number }[] };
              // Both have read before either writes: only one may commit what it read.
              await gate.arrive();
              await tx.execute(
                sql`insert into ${table} (grp, hits) values (${grp}, ${(rows[0]?.n ?? 0) + 1})`,
              );
            });
            return { ok: true, runs, committed: 1 };
          } catch (err) {
            return { ok: false, state: sqlState(err) };
          }
        }),
      );
      expect(
        results.filter((r) => !r.ok),
        `round ${round}`,
      ).toEqual([]);
      const seats = await t.rows<{ hits: number }>(
        sql`select hits from ${table} where grp = ${grp} order by hits`,
      );
      expect(seats.map((r) => r.hits)).toEqual([1, 2]);
      expect(sum(results, 'runs')).toBe(3);
    }
  });

  it('a keyed write that loses a deadlock runs again from its claim: one answer, stored once', async () => {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    const token = await customer.token();
    await race(t, {
      async setup(round) {
        const ids = await freshRows();
        const keys = Array.from({ length: 20 }, () => randomUUID());
        for (let pair = 0; pair < 10; pair++) pairGates.set(`${round}-${pair}`, barrier(2));
        return { ids, keys, round };
      },
      attempt({ ids, keys, round }, i) {
        const pair = Math.floor(i / 2);
        const [a, b] = [ids[2 * pair] as number, ids[2 * pair + 1] as number];
        const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
        return t.call({
          method: 'POST',
          url: '/api/probe/unit-of-work',
          as: { token },
          headers: { 'idempotency-key': keys[i] as string },
          payload: { pair: `${round}-${pair}`, first, second },
        });
      },
      async check(results, { ids, keys }) {
        expect(statusCounts(results)).toEqual({ 200: 20 });
        expect(await hitsOf(ids)).toEqual(ids.map(() => 2));
        const stored = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from idempotency_keys
            where key in ${sql.raw(`(${keys.map((k) => `'${k}'`).join(',')})`)}`,
        );
        expect(stored[0]?.n).toBe(20);
        for (let pair = 0; pair < 10; pair++) {
          const [x, y] = [
            probes.get(keys[2 * pair] as string),
            probes.get(keys[2 * pair + 1] as string),
          ];
          expect((x?.runs ?? 0) + (y?.runs ?? 0)).toBeGreaterThanOrEqual(3);
          expect([x?.committed, y?.committed]).toEqual([1, 1]);
        }
      },
    });
  });
});
