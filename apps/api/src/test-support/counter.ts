// A card at the counter: a new activity's staff member and customer, the customer's card, and the
// counter's card movement call (an Idempotency-Key each unless given). On PostgreSQL, a test may
// hold the card's row lock on a connection of its own and wait until a request waits behind it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createActivity, createCustomer, createStaff } from './factories.ts';
import type { TestApp } from './harness.ts';

export async function counterCard(t: TestApp) {
  const activity = await createActivity(t);
  const staff = await createStaff(t, activity.id);
  const customer = await createCustomer(t, activity.id);
  const code = (
    await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })
  ).json().data.cardCode as string;
  const move = (payload: object, key: string = randomUUID()) =>
    t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/card-movements`,
      as: staff,
      headers: { 'idempotency-key': key },
      payload: { cardCode: code, ...payload },
    });
  /** The card's balance in cents and its movements of each type. */
  const ledger = async () => {
    const [row] = await t.rows<{ balance: number; consumptions: number; movements: number }>(sql`
      select c.balance_cents as balance, count(m.id)::int as movements,
        count(m.id) filter (where m.type = 'C')::int as consumptions
      from cards c left join card_movements m on m.card_id = c.id
      where c.code = ${code} group by c.id`);
    return row;
  };
  return { activity, staff, customer, code, move, ledger };
}

/** The connection string of the app's PostgreSQL database. */
export const databaseUrl = (t: TestApp) =>
  (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;

/** Holds the card's row lock on a connection of the test's own until released (PostgreSQL). */
export async function holdCard(t: TestApp, code: string) {
  const client = new pg.Client({ connectionString: databaseUrl(t) });
  await client.connect();
  await client.query('begin');
  await client.query('select id from cards where code = $1 for update', [code]);
  return {
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Resolves with the pid of a session of the app's database once one waits for a lock. */
export async function lockWaiter(t: TestApp) {
  for (;;) {
    const [row] = await t.rows<{ pid: number }>(sql`
      select pid from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' limit 1`);
    if (row) return row.pid;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
