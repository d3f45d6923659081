// The real server started with NODE_ENV=production, as an operator would: it refuses to start
// without SMTP_URL, believes no X-Forwarded-For without TRUST_PROXY, serves no API docs, and seeds
// no demo account (their password is published) unless told it is a public demo server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo.ts';
import { createPgDatabase } from '../test-support/harness.ts';
import { type Mailbox, startMailbox } from '../test-support/mailbox.ts';
import {
  bundleServer,
  freePort,
  startServer as startProcess,
} from '../test-support/server-process.ts';

let workDir: string;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let mail: Mailbox;
let pgDb: Awaited<ReturnType<typeof createPgDatabase>> | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'tessera-prod-'));
  bundle = await bundleServer();
  mail = await startMailbox();
  if (process.env.TEST_DATABASE_URL) pgDb = await createPgDatabase(process.env.TEST_DATABASE_URL);
}, 60_000);
afterAll(async () => {
  await mail?.close();
  await pgDb?.drop();
  await rm(workDir, { recursive: true, force: true });
  await bundle?.remove();
});

/** The bundled server in production mode; resolves once it listens, or with its exit code. */
const startServer = (env: Record<string, string>) =>
  startProcess(bundle.file, {
    NODE_ENV: 'production',
    JWT_SECRET: 'production-test-secret-production-test-secret',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '5',
    // Stopped at once: the production drain (SHUTDOWN_DRAIN_MS) is server.lifecycle.test.ts's.
    SHUTDOWN_DRAIN_MS: '0',
    DATA_DIR: join(workDir, `data-${Math.random().toString(36).slice(2)}`),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });

// Each test starts the real server on an empty database (migrations, reference data): on a busy
// 2-core machine that alone has taken over 30 s.
describe('production mode, on the real server', { timeout: 120_000 }, () => {
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
      await server.stop();
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
      await server.stop();
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
