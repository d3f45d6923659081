// Migrated databases to start each test app from, built once per run (global-setup.ts): a
// PostgreSQL template database to CREATE DATABASE ... TEMPLATE from, or a dump of a PGlite data
// directory to load into a new in-memory PGlite. It holds the reference data (languages,
// nations, towns) and nothing else: tests build the rest with the factories.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedReference } from '../db/seed/reference.ts';
import { type Database, openDatabase, PGLITE_EXTENSIONS, pgliteDatabase } from '../platform/db.ts';

export interface Templates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the file of a data directory dump; PostgreSQL: a template database's name. */
  base: string;
  /** Where the dumps live; removed with the templates. */
  dir: string;
  /**
   * PostgreSQL: the start of the name of every database of this run that outlives a test file
   * (the workers' shared ones, harness.ts): dropped with the templates.
   */
  prefix?: string;
}

/** `TEST_DATABASE_URL` with another database name. */
export function pgUrl(baseUrl: string, database: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function pgAdmin<T>(baseUrl: string, work: (c: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the test databases of runs that died before dropping them (their names carry the pid of
 * the process that made them). Only on a server of this machine, where the pid means something.
 */
async function dropOrphans(c: pg.Client, baseUrl: string) {
  const host = new URL(baseUrl).hostname;
  if (host && !['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return;
  const { rows } = await c.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^tessera_(t|tpl)_[0-9]+_'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^tessera_(?:t|tpl)_(\d+)_/.exec(datname)?.[1]);
    if (pidAlive(pid)) continue;
    await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
}

/**
 * Leaves out of a PGlite dump what no test app reads: the template databases (the app's is
 * `postgres`) and the WAL segments before the last checkpoint: 31 MB instead of 46, and each test
 * app's PGlite starts in two thirds of the CPU (1.1 s instead of 1.7 s, measured on 2 cores).
 */
async function slim(client: PGlite) {
  await client.exec(`update pg_database set datistemplate = false
    where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('set wal_recycle = off');
  await client.query('select pg_switch_wal()');
  await client.exec('checkpoint');
}

export async function buildTemplates(baseUrl = process.env.TEST_DATABASE_URL): Promise<Templates> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-templates-'));
  if (!baseUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const database = pgliteDatabase(client);
    const dump = async (name: string) => {
      const file = join(dir, `${name}.tar`);
      const tar = await client.dumpDataDir('none');
      await writeFile(file, Buffer.from(await tar.arrayBuffer()));
      return file;
    };
    try {
      await database.migrate();
      await database.db.transaction(seedReference);
      await slim(client);
      return { kind: 'pglite', base: await dump('base'), dir };
    } finally {
      await database.close();
    }
  }
  const prefix = `tessera_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  const base = `${prefix}_base`;
  await pgAdmin(baseUrl, async (c) => {
    await dropOrphans(c, baseUrl);
    await c.query(`CREATE DATABASE ${base}`);
  });
  // A template must have no connection while it is copied: the pool closes before.
  const database = await openDatabase({ databaseUrl: pgUrl(baseUrl, base), poolSize: 1 });
  try {
    await database.migrate();
    await database.db.transaction(seedReference);
  } finally {
    await database.close();
  }
  return { kind: 'postgres', base, dir, prefix };
}

export async function dropTemplates(templates: Templates, baseUrl = process.env.TEST_DATABASE_URL) {
  if (templates.kind === 'postgres' && baseUrl) {
    const prefix = templates.prefix ?? templates.base;
    await pgAdmin(baseUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  }
  await rm(templates.dir, { recursive: true, force: true });
}

export interface DatabaseCopy {
  database: Database;
  /** Closes the database if still open and removes the copy. */
  drop(): Promise<void>;
}

/** The dumps this process has read, to load the next PGlite without reading them again. */
const dumps = new Map<string, Promise<Blob>>();

/** A new database copied from the template. */
export async function copyTemplate(
  templates: Templates,
  opts: {
    poolSize: number;
    onQuery?: (sql: string) => void;
    /** PostgreSQL: the copy's name, when it must be known (dropped with the run). */
    name?: string;
  },
): Promise<DatabaseCopy> {
  const source = templates.base;
  if (templates.kind === 'pglite') {
    let dump = dumps.get(source);
    if (!dump) {
      dump = readFile(source).then((bytes) => new Blob([bytes]));
      dumps.set(source, dump);
    }
    const client = new PGlite({ loadDataDir: await dump, extensions: PGLITE_EXTENSIONS });
    const database = pgliteDatabase(client, opts.onQuery);
    return {
      database,
      drop: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const name = opts.name ?? `tessera_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await pgAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  const database = await openDatabase({
    databaseUrl: pgUrl(baseUrl, name),
    poolSize: opts.poolSize,
    onQuery: opts.onQuery,
  });
  let closed = false;
  const close = database.close;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  return {
    database,
    drop: async () => {
      await database.close();
      await pgAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
