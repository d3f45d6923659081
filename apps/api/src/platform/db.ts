// One database layer, two drivers: PGlite in-process by default, node-postgres with DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

/** A dedicated node-postgres connection that LISTENs, reconnecting after a loss. */
function pgListen(url: string, channel: string, listener: Listener) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (wait = 100): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      listener.onLost();
      if (!stopped) retry = setTimeout(() => void connect(), wait).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => listener.onMessage(n.payload ?? ''));
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      listener.onReady();
    } catch {
      c.end().catch(() => {});
      if (client === c) {
        client = undefined;
        if (!stopped)
          retry = setTimeout(() => void connect(Math.min(wait * 2, 5000)), wait).unref();
      }
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
  /** Sees each statement's SQL text (never its parameters); tests count statements with it. */
  onQuery?: (sql: string) => void;
}): Promise<Database> {
  const folder = migrationsFolder();
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery?.(query) } : undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection the server closed (a restart, a failover) is dropped and replaced by the
    // pool; without a listener node-postgres would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several instances may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client), { migrationsFolder: folder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      listen: (channel, listener) => pgListen(opts.databaseUrl as string, channel, listener),
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
  return pgliteDatabase(client, opts.onQuery);
}

/** PostgreSQL's contrib modules the migrations use: btree_gist (booking's exclusion constraint). */
export const PGLITE_EXTENSIONS = { btree_gist };

/** The Database of a PGlite client (an embedded directory, or a loaded dump in tests). */
export function pgliteDatabase(client: PGlite, onQuery?: (sql: string) => void): Database {
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
    async ping() {
      await client.query('select 1');
    },
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
