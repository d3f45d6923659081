// What a request gets when the database is unreachable or too busy (issue 23 §2, §4): 503 with a
// Retry-After and a message in the caller's language, never a 500; /healthz within its bound; the
// cap on a row's waiters. The real faults (cut connections, a locked row) are in
// db-faults.race.test.ts, on PostgreSQL. Mutation-checked: without the ping's bound, /healthz on
// the embedded database waits for a long transaction to end (and then answers 200).
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { bootApi, onPostgres, useTestApp } from '../test-support/harness.ts';
import { loadConfig } from './config.ts';
import { transientDatabaseError } from './http-errors.ts';
import { rowBusy, setRowWaitersCap, waitForRow } from './row-waiters.ts';

/** An error as node-postgres gives it: a message and a SQLSTATE or a socket code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
/** ...as Drizzle wraps it: its message holds the statement's parameters. */
const wrapped = (cause: unknown, params: unknown[] = []) =>
  new DrizzleQueryError('select 1', params, cause as Error);

const faults: Record<string, () => unknown> = {
  terminated: () =>
    wrapped(pgError('terminating connection due to administrator command', '57P01')),
  ended: () => wrapped(pgError('Connection terminated unexpectedly')),
  refused: () =>
    new AggregateError([pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')]),
  starting: () => pgError('the database system is starting up', '57P03'),
  lock: () => wrapped(pgError('canceling statement due to lock timeout', '55P03')),
  statement: () => wrapped(pgError('canceling statement due to statement timeout', '57014')),
  pool: () => wrapped(pgError('timeout exceeded when trying to connect')),
  cap: () => rowBusy(),
};

const t = useTestApp({
  extend(app) {
    const config = { tenancy: { from: 'none', reason: 'a test probe' } } as const;
    app.get<{ Params: { fault: string } }>('/app/probe/fault/:fault', { config }, async (req) => {
      throw faults[req.params.fault]?.();
    });
  },
});

describe('a database unreachable or too busy', () => {
  it('answers 503 database_unavailable with Retry-After when the connection is lost or refused', async () => {
    for (const fault of ['terminated', 'ended', 'refused', 'starting']) {
      const res = await t.call({
        url: `/app/probe/fault/${fault}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode, fault).toBe(503);
      expect(res.json(), fault).toEqual({
        code: 'database_unavailable',
        message: 'Le service est momentanément indisponible : réessayez dans quelques secondes',
      });
      expect(Number(res.headers['retry-after']), fault).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 503 busy with Retry-After on a lock or statement timeout, the pool or the row cap', async () => {
    for (const fault of ['lock', 'statement', 'pool', 'cap']) {
      const res = await t.call({
        url: `/app/probe/fault/${fault}`,
        headers: { 'accept-language': 'de' },
      });
      expect(res.statusCode, fault).toBe(503);
      expect(res.json(), fault).toEqual({
        code: 'busy',
        message: 'Das System ist gerade ausgelastet: versuche es in ein paar Sekunden erneut',
      });
      expect(Number(res.headers['retry-after']), fault).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads no parameter as a fault: a refused value that reads like one stays what it is', () => {
    const duplicate = wrapped(pgError('duplicate key value', '23505'), [
      'timeout exceeded when trying to connect; is not queryable',
    ]);
    expect(transientDatabaseError(duplicate)).toBeUndefined();
  });

  it('/healthz says the database is down within its bound while every connection is held', async () => {
    const held = await bootApi({ poolSize: 2 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    // The embedded database's one connection, or each of the pool's.
    const holds = Array.from({ length: onPostgres ? 2 : 1 }, () => {
      let began!: () => void;
      const begun = new Promise<void>((resolve) => {
        began = resolve;
      });
      const done = held.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await gate;
      });
      return { begun, done };
    });
    const cap = setTimeout(() => {
      holding = false;
      release();
    }, 20_000);
    try {
      await Promise.all(holds.map((h) => h.begun));
      const res = await held.call({ url: '/healthz' });
      const answeredWhileHeld = holding;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'down' });
      expect(answeredWhileHeld).toBe(true);
    } finally {
      clearTimeout(cap);
      holding = false;
      release();
      await Promise.all(holds.map((h) => h.done));
      await held.close();
    }
  });
});

describe('the cap on the requests waiting for one row', () => {
  it('turns away a request beyond the cap at once, counting each row apart, until one is done', async () => {
    const before = setRowWaitersCap(2);
    try {
      const gates: (() => void)[] = [];
      const waiting = () =>
        new Promise<void>((resolve) => {
          gates.push(resolve);
        });
      const first = waitForRow('card:1', waiting);
      const second = waitForRow('card:1', waiting);
      await expect(waitForRow('card:1', async () => 'third')).rejects.toMatchObject({
        statusCode: 503,
        code: 'busy',
      });
      expect(await waitForRow('card:2', async () => 'another row')).toBe('another row');
      gates[0]?.();
      await first;
      expect(await waitForRow('card:1', async () => 'after one left')).toBe('after one left');
      gates[1]?.();
      await second;
    } finally {
      setRowWaitersCap(before);
    }
  });
});

describe('the limits in the configuration', () => {
  it('defaults to 10 s statements, 5 s locks, 60 s idle in a transaction, the pool size − 4 waiters', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '12' });
    expect(config.databaseLimits).toEqual({
      statementTimeoutMs: 10_000,
      lockTimeoutMs: 5_000,
      idleInTransactionTimeoutMs: 60_000,
      acquireTimeoutMs: 5_000,
      pingTimeoutMs: 2_000,
      rowWaiters: 8,
    });
    const small = loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '3' });
    expect(small.databaseLimits.rowWaiters).toBe(1);
    const given = loadConfig({
      NODE_ENV: 'test',
      DATABASE_LOCK_TIMEOUT_MS: '2000',
      DATABASE_ROW_WAITERS: '3',
    });
    expect(given.databaseLimits).toMatchObject({ lockTimeoutMs: 2000, rowWaiters: 3 });
  });
});
