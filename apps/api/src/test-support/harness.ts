// Boots the real app once per test file: PGlite in memory, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set. Demo data is seeded so every test has two activities and five users.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../db/seed/demo.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db.ts';

export type DemoUser = keyof typeof DEMO_USERS;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Logs a demo user in (once per file) and returns the access token. */
  token(user: DemoUser): Promise<string>;
  login(username: string, password?: string): Promise<{ token: string; refresh_token: string }>;
  /** Injects a request, with a bearer token when `as` is given. */
  call(
    opts: InjectOptions & { as?: DemoUser | { token: string } },
  ): Promise<LightMyRequestResponse>;
  activityId(permalink: 'salone-aurora' | 'trattoria-da-rita'): Promise<number>;
  /** Runs SQL on the test database and returns its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The SQL text of every statement the app ran, in order (tests may clear it). */
  queries: string[];
  /** A second instance of the app on the same database, as behind a load balancer. */
  sibling(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database next to the one of `baseUrl`, with a way to drop it. */
export async function createPgDatabase(baseUrl: string) {
  const name = `tessera_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Where the app logs: the given stream, or with TEST_LOG_DIR set a file there per app (CI scans
 * them all for secrets, scripts/scan-logs.mjs), or nowhere.
 */
function logDestination(given: Writable | undefined) {
  if (given) return given;
  const dir = process.env.TEST_LOG_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return createWriteStream(join(dir, `${process.pid}-${randomBytes(4).toString('hex')}.log`));
}

export async function startTestApp(
  env: Record<string, string> = {},
  /** Registers extra routes before the app is ready, as a later module would. */
  extend?: (app: FastifyInstance) => void,
  opts: { logStream?: Writable } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-test-'));
  const pgDb = process.env.TEST_DATABASE_URL
    ? await createPgDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    ...env,
  });
  const queries: string[] = [];
  const database = await openDatabase({
    databaseUrl: pgDb?.url,
    poolSize: 20,
    onQuery: (q) => queries.push(q),
  });
  await database.migrate();
  await seedDemo(database.db, dataDir);
  const logStream = logDestination(opts.logStream);
  const app = await buildApp(config, database, logStream);
  extend?.(app);
  await app.ready();

  const siblings: FastifyInstance[] = [];
  const tokens = new Map<DemoUser, Promise<string>>();
  const t: TestApp = {
    app,
    database,
    dataDir,
    queries,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    token(user) {
      let p = tokens.get(user);
      if (!p) {
        p = t.login(DEMO_USERS[user]).then((r) => r.token);
        tokens.set(user, p);
      }
      return p;
    },
    async call({ as, ...opts }) {
      const headers = { ...(opts.headers ?? {}) };
      if (as) {
        const token = typeof as === 'string' ? await t.token(as) : as.token;
        headers.authorization = `Bearer ${token}`;
      }
      return app.inject({ ...opts, headers });
    },
    async activityId(permalink) {
      const res = await app.inject({ url: `/app/activities/permalink/${permalink}` });
      return res.json().data.activityId;
    },
    async rows<T>(query: SQL) {
      return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async sibling() {
      const other = await buildApp(config, database, logStream);
      await other.ready();
      siblings.push(other);
      return other;
    },
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
