// The server killed (SIGKILL) while a keyed write waits inside its transaction, then started
// again: the retry runs at once and writes once. Before issue 23 the key was committed "in flight"
// ahead of the write, and the retry got 409 for 2 minutes (the mutation this test was checked
// with: the old idempotency.ts, answer recorded after the commit).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterCard, databaseUrl, holdCard, lockWaiter } from '../test-support/counter.ts';
import { bootApi, type TestApp } from '../test-support/harness.ts';
import { requirePostgres } from '../test-support/race.ts';
import {
  bundleServer,
  freePort,
  type ServerProcess,
  startServer,
} from '../test-support/server-process.ts';

let t: TestApp;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let dataDir: string;
beforeAll(async () => {
  requirePostgres();
  t = await bootApi();
  bundle = await bundleServer();
  dataDir = await mkdtemp(join(tmpdir(), 'tessera-kill-'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bundle?.remove();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real server on the test's database, signing tokens as the test app does. */
async function server(port: number): Promise<ServerProcess> {
  const s = await startServer(bundle.file, {
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl(t),
    DATA_DIR: dataDir,
    JWT_SECRET: t.app.config.jwtSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
  });
  if (!s.outcome.listening) throw new Error(`the server did not start: ${s.output()}`);
  return s;
}

describe('a keyed write whose server is killed before its commit', () => {
  it('is run once by the retry to the restarted server, at once', async () => {
    const { activity, staff, code, ledger } = await counterCard(t);
    const token = await staff.token();
    const port = await freePort();
    const move = (payload: object, key: string) =>
      fetch(`http://127.0.0.1:${port}/api/activities/${activity.id}/card-movements`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ cardCode: code, ...payload }),
      });

    let s = await server(port);
    try {
      expect((await move({ type: 'AM', amount: 5 }, randomUUID())).status).toBe(200);
      // The card's row held by another session: the consumption waits inside its transaction.
      const lock = await holdCard(t, code);
      const key = randomUUID();
      const first = move({ type: 'C', amount: 1 }, key).catch((err: Error) => err);
      await lockWaiter(t);
      await s.stop('SIGKILL');
      expect(await first).toBeInstanceOf(Error);
      await lock.release();

      s = await server(port);
      const retry = await move({ type: 'C', amount: 1 }, key);
      expect(retry.status, await retry.clone().text()).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      const again = await move({ type: 'C', amount: 1 }, key);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await ledger()).toEqual({ balance: 400, consumptions: 1, movements: 2 });
    } finally {
      await s.stop();
    }
  });
});
