// One database layer, two drivers: PGlite in-process by default, node-postgres with DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseLimits, defaultDatabaseLimits } from './config.ts';
import { setRowWaitersCap } from './row-waiters.ts';
/** Queries name the tables themselves; no relational schema is registered. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle a service works with: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Listener {
  /** A notification's payload. */
  onMessage(payload: string): void;
  /** Listening works (again): from now on no notification is missed. */
  onReady(): void;
  /** Listening stopped: notifications may be missed until the next onReady. */
  onLost(): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** LISTENs on a channel (PostgreSQL NOTIFY, sent on commit) until the returned stop. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * A dedicated node-postgres connection that LISTENs, connecting again by itself after a loss (a
 * restart, a failover, pg_terminate_backend): 100 ms after, then twice as long after each failed
 * attempt, up to 5 s. The listener hears onLost at once and onReady once it listens again.
 */
function pgListen(url: string, channel: string, listener: Listener, connectTimeoutMs: number) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** Attempts that failed since the last that listened. */
  let failures = 0;
  const again = () => {
    if (stopped) return;
    const wait = Math.min(100 * 2 ** failures, 5000);
    failures++;
    retry = setTimeout(() => void connect(), wait).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      listener.onLost();
      again();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => listener.onMessage(n.payload ?? ''));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (client !== c) return;
      failures = 0;
      listener.onReady();
    } catch {
      c.end().catch(() => {});
      lost();
    }
  };
  return connect().then(() => async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  });
}

/**
 * `work`, failing when it has not answered within `ms`: /healthz never waits behind a stalled
 * pool or an unreachable server (the query itself goes on, bounded by the pool's own timeouts).
 */
function within(ms: number, work: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database gave no answer within ${ms} ms`)), ms);
  });
  const answer = work().then(() => {});
  answer.catch(() => {});
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

/**
 * node-postgres's pool, where a checked-out client whose connection ended goes back to the pool at
 * once (which drops it), and its owner's own release later does nothing. drizzle-orm 0.45's
 * transaction() sends BEGIN before the try whose finally gives the client back: a connection cut
 * at that moment would keep its slot of the pool for good (drizzle-orm issue 6241), and every cut
 * would leave the pool smaller.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release;
      let released = false;
      const giveBack = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('end', ended);
        release(err);
      };
      const ended = () => giveBack(new Error('the connection ended'));
      client.once('end', ended);
      client.release = giveBack;
      return client;
    });
  }
}

/** Finds the committed SQL migrations whether running from src (tests) or dist (bundle). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'src', 'db', 'migrations');
    if (existsSync(candidate)) return candidate;
    const sibling = join(dir, 'db', 'migrations');
    if (existsSync(sibling)) return sibling;
    dir = dirname(dir);
  }
  throw new Error('db/migrations folder not found');
}

const MIGRATION_LOCK = 7_401_2026;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Timeouts and the row waiters' cap (config.ts); the defaults for the pool's size otherwise. */
  limits?: DatabaseLimits;
  /** Sees each statement's SQL text (never its parameters); tests count statements with it. */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const folder = migrationsFolder();
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  const poolSize = opts.poolSize ?? 10;
  const limits = opts.limits ?? defaultDatabaseLimits(poolSize);
  if (opts.databaseUrl) {
    const url = opts.databaseUrl;
    const pool = new Pool({
      connectionString: url,
      max: poolSize,
      // Sent when a session starts, so every session of the pool has them (0: none).
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
      // How long a request waits for a connection: an idle one, or a new one being made.
      connectionTimeoutMillis: limits.acquireTimeoutMs,
      keepAlive: true,
    });
    // A connection the server ends (a restart, a failover, pg_terminate_backend) emits 'error'.
    // An idle one is dropped by the pool, which tells its own listener; a checked-out one has its
    // query fail (503, http-errors.ts) and is dropped when given back. Without these listeners
    // node-postgres's unhandled 'error' event would end the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    setRowWaitersCap(limits.rowWaiters);
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A session of its own, without the requests' timeouts: a migration may take long, and
        // instances starting at once wait here for the one that migrates (its lock ends with it).
        const client = new pg.Client({ connectionString: url });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.end().catch(() => {});
        }
      },
      ping: () => within(limits.pingTimeoutMs, () => db.execute(sql`select 1`)),
      listen: (channel, listener) => pgListen(url, channel, listener, limits.acquireTimeoutMs),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const pgDir = resolve(opts.dataDir, 'pg');
    await mkdir(pgDir, { recursive: true });
    client = new PGlite(pgDir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  }
  return pgliteDatabase(client, opts.onQuery, limits.pingTimeoutMs);
}

/**
 * PostgreSQL's contrib modules the migrations use: btree_gist (booking's exclusion constraint)
 * and pg_trgm (the lists' searches, migration 0024).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** The Database of a PGlite client (an embedded directory, or a loaded dump in tests). */
export function pgliteDatabase(
  client: PGlite,
  onQuery?: (sql: string) => void,
  pingTimeoutMs = defaultDatabaseLimits(1).pingTimeoutMs,
): Database {
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  const db = drizzlePglite(client, { logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), {
        migrationsFolder: migrationsFolder(),
      });
    },
    // No session timeouts here: one connection, so no lock is ever waited for, and PGlite (in
    // WebAssembly, without timer signals) lets a statement run past statement_timeout anyway.
    ping: () => within(pingTimeoutMs, () => client.query('select 1')),
    // In-process: PGlite calls the listener while it answers the query that committed.
    async listen(channel, listener) {
      const stop = await client.listen(channel, listener.onMessage);
      listener.onReady();
      // Closing the database first ends the listening with it.
      return () => stop().catch(() => {});
    },
    close: () => client.close(),
  };
}
