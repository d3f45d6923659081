// `npm run bench`: cold start of the server on an empty embedded database, the gzip size of the
// JavaScript /login loads (measured in Chromium), the first visit on slow 3G and Lighthouse's
// score of /login (bench/first-visit.mjs), and hot authenticated reads on PostgreSQL at
// 100 connections, each as a ratio to two references measured in the same run (DESIGN §7): a
// bare Fastify route and the minimal stack for byiduser, each in its own process; the load comes
// from this process. Then the booking availability bench (bench/booking.mjs), the shop bench
// (bench/shop.mjs) and the console's lists (bench/console.mjs), each on its own database.
// `node bench/run.mjs console shop` runs only the parts named (api, booking, shop, console).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromiumLaunchOptions } from '../e2e/chromium.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

function startServer(env) {
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  return child;
}

/** Starts a reference server of bench/references.mjs in its own process. */
async function startReference(kind, env) {
  const child = spawn(process.execPath, ['bench/references.mjs', kind], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => String(c).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${kind} reference exited with ${code}`)));
  });
  return child;
}

async function waitHealthy(port, started) {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function coldStart(runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
    const started = performance.now();
    const child = startServer({ DATA_DIR: dir, PORT: '3201' });
    times.push(await waitHealthy(3201, started));
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

async function loginJs(port) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

async function load(url, headers = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Cold start, /login's JavaScript, the first visit and the hot reads. */
async function api() {
  const cold = await coldStart();
  console.log(
    `cold start (empty embedded database, migrations + demo data): ${Math.round(cold)} ms`,
  );

  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS tessera_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE tessera_bench');
  const url = new URL(PG_URL);
  url.pathname = '/tessera_bench';
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const server = startServer({
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    PORT: '3202',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    // The measured reads are the demo's: a public demo server may seed it in production.
    SEED_DEMO: 'auto',
    DEMO_IN_PRODUCTION: 'yes',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    DATABASE_POOL_SIZE: '10',
    // Production requires SMTP; the reads measured here send no e-mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  await waitHealthy(3202, performance.now());

  const js = await loginJs(3202);
  console.log(
    `/login JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
  );

  // The first visit on slow 3G, cold and warm, and Lighthouse on /login (bench/first-visit.mjs).
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/first-visit.mjs', 'http://127.0.0.1:3202'], {
      stdio: 'inherit',
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`first-visit exited with ${code}`)),
    );
  });

  const secret = 'bench-secret-bench-secret-bench-secret-000';
  const bare = await startReference('bare', { PORT: '3203' });
  const minimal = await startReference('minimal', {
    PORT: '3204',
    DATABASE_URL: url.toString(),
    JWT_SECRET: secret,
  });

  const base = 'http://127.0.0.1:3202';
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cliente@tessera.demo', password: 'Tessera2026!' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.data.token}` };
  const { activityId } = (
    await fetch(`${base}/app/activities/permalink/salone-aurora`).then((r) => r.json())
  ).data;

  const reference = await load('http://127.0.0.1:3203/bare');
  const stack = await load('http://127.0.0.1:3204/api/activities/customers/byiduser', auth);
  const rows = [
    ['bare Fastify route (own process)', reference],
    ['minimal stack: byiduser, Fastify + @fastify/jwt + pg, one prepared query', stack],
  ];
  for (const [name, path] of [
    ['GET /api/activities/customers/byiduser', '/api/activities/customers/byiduser'],
    ['GET /api/activities/{id}/configurations', `/api/activities/${activityId}/configurations`],
    ['GET /api/activities/{id}/menu', `/api/activities/${activityId}/menu`],
    // Issue 9: the card at the counter and its movements (DESIGN §7 hot reads).
    ['GET /api/activities/{id}/usercard', `/api/activities/${activityId}/usercard`],
    ['GET /api/app/activities/{id}/userflows', `/api/app/activities/${activityId}/userflows`],
    [
      'GET /api/notifications (the daily dropdown)',
      '/api/notifications?filters[daily]=true&sortBy=created&descending=true&rowsPerPage=15',
    ],
  ]) {
    rows.push([name, await load(base + path, auth)]);
  }
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each; each server in its own process`,
  );
  console.log(
    '| endpoint | req/s | ratio to bare | ratio to minimal stack | p50 ms | p99 ms | errors |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${Math.round(r.rps)} | ${(r.rps / reference.rps).toFixed(2)} | ${(r.rps / stack.rps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  }

  await stop(bare);
  await stop(minimal);
  await stop(server);
  await admin.query('DROP DATABASE IF EXISTS tessera_bench WITH (FORCE)');
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

/** A bench part in its own process: bench/<name>.mjs. */
const part = (name) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`bench/${name}.mjs`], { stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} bench exited with ${code}`)),
    );
  });

const PARTS = {
  api,
  // Issue 16: the 35-day availability with 2,000 bookings and 5 operators.
  booking: () => part('booking'),
  // Issue 17: item search, add to cart and order creation at 100 connections.
  shop: () => part('shop'),
  // Issue 25: the console's lists with 10,000 items and 100,000 members.
  console: () => part('console'),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  throw new Error(`no bench part ${unknown.join(', ')}; parts: ${Object.keys(PARTS).join(', ')}`);
}
for (const [name, run] of Object.entries(PARTS)) {
  if (!asked.length || asked.includes(name)) await run();
}
