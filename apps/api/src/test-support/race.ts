// Races (DESIGN §6): at least 20 requests released together by a barrier, each free to take its
// own connection of a pool of at least as many, repeated over fresh data, then checked. Only
// PostgreSQL can run them: PGlite has one connection, so it serializes every race into a pass.
// Each race is proved by mutation: with the lock or the condition it tests removed, it fails.
import type pg from 'pg';
import { bootApi, onPostgres, type TestApp, type TestAppOptions } from './harness.ts';

export const CONTESTANTS = 20;
export const ROUNDS = 10;

/** Refuses to run anywhere but PostgreSQL: a race on PGlite would pass without its locks. */
export function requirePostgres() {
  if (!onPostgres) {
    throw new Error('race tests run on PostgreSQL only: set TEST_DATABASE_URL (npm run test:race)');
  }
}

/** An app for races: PostgreSQL, a pool with a connection for every contestant. */
export function bootRaceApp(opts: TestAppOptions & { contestants?: number } = {}) {
  requirePostgres();
  const { contestants = CONTESTANTS, ...rest } = opts;
  return bootApi({ ...rest, poolSize: Math.max(rest.poolSize ?? 0, contestants + 4) });
}

/** Resolves for everyone once `n` have arrived. */
export function barrier(n: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    arrive() {
      arrived += 1;
      if (arrived === n) open();
      return opened;
    },
  };
}

const poolOf = (t: TestApp) => (t.database.db as unknown as { $client: pg.Pool }).$client;

/**
 * Opens `n` connections in the app's pool and leaves them idle there, so no contestant waits for
 * a connection to be made (or for another contestant to give one back).
 */
export async function warmPool(t: TestApp, n: number) {
  const pool = poolOf(t);
  if (pool.options.max !== undefined && pool.options.max < n) {
    throw new Error(`a race of ${n} needs a pool of ${n} connections, not ${pool.options.max}`);
  }
  const gate = barrier(n);
  // Each holds its connection until all n are held: n distinct connections.
  await Promise.all(
    Array.from({ length: n }, async () => {
      const client = await pool.connect();
      try {
        await gate.arrive();
      } finally {
        client.release();
      }
    }),
  );
  if (pool.totalCount < n) throw new Error(`pool has ${pool.totalCount} connections, not ${n}`);
}

export interface Race<S, R> {
  /** Contestants per round, released together (at least 20). */
  contestants?: number;
  /** Rounds, each on fresh data from `setup` (at least 10). */
  rounds?: number;
  /** Builds the round's data: what the contestants fight over. */
  setup(round: number): Promise<S>;
  /** One contestant's request; `i` tells contestants apart. */
  attempt(state: S, i: number): Promise<R>;
  /** Asserts what must hold however the round went. */
  check(results: R[], state: S, round: number): Promise<void> | void;
}

/**
 * Runs the race `rounds` times, every round even after one failed, and fails with how many
 * rounds broke and the first one's error. Returns every round's results.
 */
export async function race<S, R>(t: TestApp, spec: Race<S, R>): Promise<R[][]> {
  const contestants = spec.contestants ?? CONTESTANTS;
  const rounds = spec.rounds ?? ROUNDS;
  if (contestants < CONTESTANTS || rounds < ROUNDS) {
    throw new Error(`a race has at least ${CONTESTANTS} contestants and ${ROUNDS} rounds`);
  }
  const all: R[][] = [];
  const broken: { round: number; err: unknown }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const state = await spec.setup(round);
    await warmPool(t, contestants);
    const gate = barrier(contestants);
    const results = await Promise.all(
      Array.from({ length: contestants }, async (_, i) => {
        await gate.arrive();
        return spec.attempt(state, i);
      }),
    );
    all.push(results);
    try {
      await spec.check(results, state, round);
    } catch (err) {
      broken.push({ round, err });
    }
  }
  const first = broken[0];
  if (first) {
    const { err } = first;
    const rounds_ = broken.map((b) => b.round).join(', ');
    const head = `${broken.length} of ${rounds} rounds broke (${rounds_}); round ${first.round}: `;
    if (err instanceof Error) {
      err.message = head + err.message;
      throw err;
    }
    throw new Error(head + String(err));
  }
  return all;
}

/** How many of each status code (for messages: `{ 200: 1, 422: 19 }`). */
export const statusCounts = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});
