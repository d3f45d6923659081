// The real server started with NODE_ENV=production, as an operator would: it refuses to start
// without SMTP_URL, believes no X-Forwarded-For without TRUST_PROXY, serves no API docs, and seeds
// no demo account (their password is published) unless told it is a public demo server.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.ts';
import { createPgDatabase } from '../test-support/harness.ts';
import { type Mailbox, startMailbox } from '../test-support/mailbox.ts';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let workDir: string;
let serverJs: string;
let mail: Mailbox;
let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'tessera-prod-'));
  // Inside apps/api, so the bundle finds its packages as dist/server.js does.
  serverJs = join(apiDir, '.test-build', `server-${process.pid}.js`);
  // The same bundle `npm run build` makes (apps/api/build.mjs), into a scratch folder.
  await build({
    entryPoints: [join(apiDir, 'src/server.ts')],
    outfile: serverJs,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: { '@tessera/domain': join(apiDir, '../../packages/domain/src/index.ts') },
    logLevel: 'silent',
  });
  mail = await startMailbox();
  if (process.env.TEST_DATABASE_URL) pgDb = await createPgDatabase(process.env.TEST_DATABASE_URL);
}, 60_000);
afterAll(async () => {
  await mail?.close();
  await pgDb?.drop();
  await rm(workDir, { recursive: true, force: true });
  await rm(serverJs, { force: true });
});

async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts the bundled server; resolves once it listens, or with its exit code and output. */
async function startServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [serverJs], {
    // From apps/api, so the bundle finds the migrations and the packages.
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      JWT_SECRET: 'production-test-secret-production-test-secret',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '5',
      DATA_DIR: join(workDir, `data-${Math.random().toString(36).slice(2)}`),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const outcome = await new Promise<{ listening: boolean; code?: number | null }>((resolve) => {
    child.stdout?.on('data', () => {
      if (output.includes('Tessera is running')) resolve({ listening: true });
    });
    child.on('exit', (code) => resolve({ listening: false, code }));
  });
  return { child, outcome, output: () => output };
}

describe('production mode, on the real server', () => {
  it('refuses to start without SMTP_URL, saying why', async () => {
    const { outcome, output } = await startServer({ PORT: String(await freePort()) });
    expect(outcome).toEqual({ listening: false, code: 1 });
    expect(output()).toMatch(/SMTP_URL is required in production/);
  });

  it('serves no API docs and ignores a spoofed X-Forwarded-For', async () => {
    const port = await freePort();
    const server = await startServer({ PORT: String(port), SMTP_URL: mail.url });
    try {
      expect(server.outcome.listening).toBe(true);
      const url = (path: string) => `http://127.0.0.1:${port}${path}`;
      expect((await fetch(url('/api/docs/json'))).status).toBe(404);
      expect((await fetch(url('/api/docs'))).status).toBe(404);
      // Limit 5 a minute: two spent above, three more, then 429 whatever the header claims.
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(url('/app/languages'), {
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      server.child.kill();
      await once(server.child, 'exit');
    }
  });

  it('issue 15 F1: seeds no demo account on an empty database by default (the super admin with the README password)', async () => {
    const port = await freePort();
    const server = await startServer({ PORT: String(port), SMTP_URL: mail.url });
    try {
      expect(server.outcome.listening).toBe(true);
      const login = await fetch(`http://127.0.0.1:${port}/api/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_USERS.super, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(401);
      expect(server.output()).not.toContain(DEMO_PASSWORD);
    } finally {
      server.child.kill();
      await once(server.child, 'exit');
    }
  });

  it('issue 15 F1: SEED_DEMO=auto refuses to start without DEMO_IN_PRODUCTION=yes, saying why', async () => {
    const { child, outcome, output } = await startServer({
      PORT: String(await freePort()),
      SMTP_URL: mail.url,
      SEED_DEMO: 'auto',
    });
    if (outcome.listening) child.kill();
    expect(outcome).toEqual({ listening: false, code: 1 });
    expect(output()).toMatch(/SEED_DEMO=auto .*DEMO_IN_PRODUCTION=yes/);
  });
});
