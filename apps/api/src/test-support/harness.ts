// Boots the real app for tests: on a copy of the migrated template database (templates.ts; PGlite
// in memory, or a PostgreSQL database when TEST_DATABASE_URL is set) holding the reference data
// only. Tests build what they need with the factories (factories.ts), each its own data.
// `useTestApp()` (or with `mail` only) gives the file the worker's shared app, booted once for all
// such files; a file that needs its own clock, environment, routes, log, web build or pool gets an
// app of its own.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Clock } from '../platform/context.ts';
import type { Database } from '../platform/db.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';
import { buildTemplates, copyTemplate, pgAdmin, pgUrl, type Templates } from './templates.ts';

/** Who a request is sent as: a token, or a factory's person. */
export type Caller = { token: string } | { token(): Promise<string> };

export interface TestAppOptions {
  /** Environment on top of the test defaults (silent log, rate limits out of the way). */
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready, as a later module would. */
  extend?: (app: FastifyInstance) => void;
  /** Where the app logs instead of TEST_LOG_DIR. */
  logStream?: Writable;
  /** The time expiries are measured by (platform/context.ts `movableClock`). */
  clock?: Clock;
  /** The web build the app serves (a test's own folder) instead of apps/web/dist. */
  webRoot?: string;
  /** Starts an SMTP peer that receives the app's e-mails (`t.mail`), polled every 100 ms. */
  mail?: boolean;
  /** Connections of the PostgreSQL pool; a race needs one per contestant. */
  poolSize?: number;
  /**
   * An app and database of the file's own even with no other option: for a file that needs the
   * database as the template left it (counts of every row) or changes what every file sees.
   */
  own?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The SMTP peer of an app started with `mail: true`. */
  mail: Mailbox;
  login(username: string, password: string): Promise<{ token: string; refresh_token: string }>;
  /** Injects a request, with a bearer token when `as` is given. */
  call(opts: InjectOptions & { as?: Caller }): Promise<LightMyRequestResponse>;
  /** Runs SQL on the test database and returns its rows. */
  rows<T>(query: SQL): Promise<T[]>;
  /** The SQL text of every statement the app ran, in order (tests may clear it). */
  queries: string[];
  /** A second instance of the app on the same database, as behind a load balancer. */
  sibling(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The outbox worker's own bookkeeping, which runs on its timer whatever a request does. */
const OUTBOX_WORKER = /^\s*update outbox set/i;
/** The statements of `queries` that requests ran: the outbox worker's polls left out. */
export const requestQueries = (queries: readonly string[]) =>
  queries.filter((q) => !OUTBOX_WORKER.test(q));

/** An empty PostgreSQL database next to the one of `baseUrl` (no migrations), and its drop. */
export async function createPgDatabase(baseUrl: string) {
  const name = `tessera_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await pgAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: pgUrl(baseUrl, name),
    drop: () => pgAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

let fallback: Promise<Templates> | undefined;
/** The run's templates; built here when the run has no globalSetup (a config of one's own). */
function templates() {
  const given = inject('apiTemplates');
  if (given && (given.kind === 'postgres') === onPostgres) return Promise.resolve(given);
  fallback ??= buildTemplates();
  return fallback;
}

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

/** How the worker's shared app differs from an app of its own (`bootApi`'s second argument). */
interface SharedBoot {
  /** Its database, named so the run's teardown drops it (PostgreSQL). */
  databaseName?: string;
  /** Where its DATA_DIR goes: in the run's folder, removed with the templates. */
  dataRoot: string;
  /**
   * The client address its `call` and `login` send from when a request names none: one per file,
   * so the failures one file counts against its client (rate-limit.ts) hold no other file back.
   */
  client: { address?: string };
}

export async function bootApi(opts: TestAppOptions = {}, shared?: SharedBoot): Promise<TestApp> {
  const mail = opts.mail ? await startMailbox() : undefined;
  const dataDir = await mkdtemp(join(shared?.dataRoot ?? tmpdir(), 'tessera-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    ...(mail ? { SMTP_URL: mail.url, OUTBOX_POLL_MS: '100' } : {}),
    ...opts.env,
  });
  const queries: string[] = [];
  const copy = await copyTemplate(await templates(), {
    poolSize: opts.poolSize ?? 20,
    onQuery: (q) => queries.push(q),
    name: shared?.databaseName,
  });
  const { database } = copy;
  const logStream = logDestination(opts.logStream);
  const app = await buildApp(config, database, {
    logStream,
    clock: opts.clock,
    webRoot: opts.webRoot,
  });
  opts.extend?.(app);
  await app.ready();

  const tokenOf = async (as: Caller) => {
    const given = as.token;
    return typeof given === 'string' ? given : given();
  };
  const inject = (opts: InjectOptions) => {
    const address = shared?.client.address;
    return app.inject(address ? { remoteAddress: address, ...opts } : opts);
  };
  const t: TestApp = {
    app,
    database,
    dataDir,
    queries,
    get mail(): Mailbox {
      if (!mail) throw new Error('start the test app with { mail: true } to read its e-mails');
      return mail;
    },
    async login(username, password) {
      const res = await inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    async call({ as, ...opts }) {
      const headers = { ...(opts.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await tokenOf(as)}`;
      return inject({ ...opts, headers });
    },
    async rows<T>(query: SQL) {
      return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async sibling() {
      const other = await buildApp(config, database, {
        logStream,
        clock: opts.clock,
        webRoot: opts.webRoot,
      });
      await other.ready();
      return other;
    },
    async close() {
      await app.close();
      await copy.drop();
      await mail?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return withOwnSiblings(t, () => t.close());
}

/** The app as one file sees it: the siblings it starts close with it, then `closeApp`. */
function withOwnSiblings(t: TestApp, closeApp: () => Promise<void>): TestApp {
  const siblings: FastifyInstance[] = [];
  const view = Object.defineProperties({}, Object.getOwnPropertyDescriptors(t)) as TestApp;
  view.sibling = async () => {
    const other = await t.sibling();
    siblings.push(other);
    return other;
  };
  view.close = async () => {
    for (const other of siblings.splice(0)) await other.close();
    await closeApp();
  };
  return view;
}

let workerApp: Promise<TestApp> | undefined;
/** The shared app's client address, set for each file that uses it. */
const sharedClient: SharedBoot['client'] = {};
let files = 0;

/**
 * The worker's shared app, with an SMTP peer: booted by the first file that can share it, never
 * closed by a file (the worker's end takes it; on PostgreSQL the run's teardown drops its
 * database). Only where the worker keeps its modules between files (`isolate: false`).
 */
async function sharedApp(): Promise<TestApp> {
  workerApp ??= templates().then(async (given) => {
    const t = await bootApi(
      { mail: true },
      {
        dataRoot: given.dir,
        databaseName: given.prefix && `${given.prefix}_w${process.pid}`,
        client: sharedClient,
      },
    );
    // Every later file's e-mails go through this worker: a file that stops it needs its own app.
    t.app.outbox.stop = () =>
      Promise.reject(new Error('the outbox of the shared test app: use useTestApp({ own: true })'));
    return t;
  });
  const t = await workerApp;
  // What one file left does not reach the next one's assertions: its statements, its client.
  t.queries.length = 0;
  files++;
  sharedClient.address = `10.${128 + ((files >> 16) & 127)}.${(files >> 8) & 255}.${files & 255}`;
  return withOwnSiblings(t, async () => {});
}

/** Options the shared app has (an SMTP peer) or that change nothing. */
const SHARABLE = new Set<keyof TestAppOptions>(['mail']);

/**
 * The app of a file that needs it while it is collected (tests made from its route table, at the
 * top level: `const t = await testApp(); afterAll(() => t.close());`), with useTestApp's choice.
 */
export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const own = Object.entries(opts).some(
    ([key, value]) =>
      value !== undefined && value !== false && !SHARABLE.has(key as keyof TestAppOptions),
  );
  return !own && inject('shareTestApp') ? sharedApp() : bootApi(opts);
}

/**
 * The app of a test file: the worker's shared app when the options allow it (none, or `mail`),
 * else one of its own, booted before its first test and closed after its last. Returns the app
 * itself (its fields are there from the first test on).
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  let booted: TestApp | undefined;
  beforeAll(async () => {
    booted = await testApp(opts);
  });
  afterAll(() => booted?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!booted) throw new Error('the test app starts in beforeAll: use it inside tests');
      return Reflect.get(booted, key);
    },
  });
}
