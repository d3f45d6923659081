// The server killed (SIGKILL) while a keyed write waits inside its transaction, then started
// again: the retry runs at once and writes once. Before issue 23 the key was committed "in flight"
// ahead of the write, and the retry got 409 for 2 minutes (the mutation this test was checked
// with: the old idempotency.ts, answer recorded after the commit).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createStaff } from '../test-support/factories.ts';
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
const url = () =>
  (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;

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
    DATABASE_URL: url() as string,
    DATA_DIR: dataDir,
    JWT_SECRET: t.app.config.jwtSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
  });
  if (!s.outcome.listening) throw new Error(`the server did not start: ${s.output()}`);
  return s;
}

async function someoneWaits() {
  for (;;) {
    const [row] = await t.rows<{ pid: number }>(sql`
      select pid from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' limit 1`);
    if (row) return row.pid;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('a keyed write whose server is killed before its commit', () => {
  it('is run once by the retry to the restarted server, at once', async () => {
    const activity = await createActivity(t);
    const staff = await createStaff(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const code = (
      await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })
    ).json().data.cardCode as string;
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
      const holder = new pg.Client({ connectionString: url() });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from cards where code = $1 for update', [code]);
      const key = randomUUID();
      const first = move({ type: 'C', amount: 1 }, key).catch((err: Error) => err);
      await someoneWaits();
      await s.stop('SIGKILL');
      expect(await first).toBeInstanceOf(Error);
      await holder.query('commit');
      await holder.end();

      s = await server(port);
      const retry = await move({ type: 'C', amount: 1 }, key);
      expect(retry.status, await retry.clone().text()).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      const again = await move({ type: 'C', amount: 1 }, key);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const [card] = await t.rows<{ balance: number; consumptions: number }>(sql`
        select c.balance_cents as balance,
          count(m.id) filter (where m.type = 'C')::int as consumptions
        from cards c join card_movements m on m.card_id = c.id where c.code = ${code}
        group by c.id`);
      expect(card).toEqual({ balance: 400, consumptions: 1 });
    } finally {
      await s.stop();
    }
  });
});
