// What the API benches share: the built server started with a counter of its SQL statements,
// the bare Fastify reference in its own process, and waiting for and stopping them.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

// Counts the statements the server sends: pg's Client.query, read over the IPC channel.
const counter = `
import { createRequire } from 'node:module';
const pg = createRequire(${JSON.stringify(resolve('apps/api/package.json'))})('pg');
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) { queries++; return query.apply(this, args); };
process.on('message', (m) => { if (m === 'queries') process.send({ queries }); });
`;

export function startServer(env) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(
    process.execPath,
    [
      ...profile,
      '--import',
      `data:text/javascript,${encodeURIComponent(counter)}`,
      'apps/api/dist/server.js',
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  child.stdout.resume();
  return child;
}

export const queriesOf = (child) =>
  new Promise((done) => {
    child.once('message', (m) => done(m.queries));
    child.send('queries');
  });

/** The bare Fastify route (bench/references.mjs), in its own process on `port`. */
export async function startBare(port) {
  const child = spawn(process.execPath, ['bench/references.mjs', 'bare'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((ok, fail) => {
    child.stdout.on('data', (c) => String(c).includes('listening') && ok());
    child.once('exit', (code) => fail(new Error(`bare reference exited with ${code}`)));
  });
  return child;
}

export async function waitHealthy(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const stop = (child) =>
  new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
