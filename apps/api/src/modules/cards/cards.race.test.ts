// The card's money under concurrent requests (issue 9), on PostgreSQL. Mutation-checked:
// - without the card's row lock (lockCard's FOR UPDATE) consumptions overspend or lose updates;
// - without the Idempotency-Key's primary key every retry writes a movement;
// - without the unique (activity, user) of cards a customer gets several cards and welcomes.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  createCustomer,
  createStaff,
  type Person,
} from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

const CONSUMERS = 50;
let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: CONSUMERS });
});
afterAll(() => t?.close());

/** A staff member and a customer's card holding `euros`. */
async function cardWith(euros: number) {
  const activity = await createActivity(t);
  const staff = await createStaff(t, activity.id);
  const customer = await createCustomer(t, activity.id);
  const card = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
  const code = card.json().data.cardCode as string;
  if (euros > 0) {
    const res = await move(activity.id, { token: await staff.token() }, code, {
      type: 'AM',
      amount: euros,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { activity, staff, customer, code, token: await staff.token() };
}

function move(
  activityId: number,
  as: Person | { token: string },
  cardCode: string,
  body: object,
  key: string = randomUUID(),
) {
  return t.call({
    method: 'POST',
    url: `/api/activities/${activityId}/card-movements`,
    as,
    headers: { 'idempotency-key': key },
    payload: { cardCode, ...body },
  });
}

async function ledger(code: string) {
  const [row] = await t.rows<{ sum: number; balance: number; n: number }>(sql`
    select coalesce(sum(m.amount_cents), 0)::int as sum, c.balance_cents as balance,
      count(m.id)::int as n
    from cards c left join card_movements m on m.card_id = c.id
    where c.code = ${code} group by c.id`);
  return row;
}

describe('the card ledger under concurrent requests', () => {
  it('accepts exactly 10 of 50 consumptions of 1.00 € on a card holding 10.00 €', async () => {
    await race(t, {
      contestants: CONSUMERS,
      setup: () => cardWith(10),
      attempt: ({ activity, code, token }) =>
        move(activity.id, { token }, code, { type: 'C', amount: 1 }),
      async check(results, { code }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: 10, 422: 40 });
        for (const r of results.filter((x) => x.statusCode === 422)) {
          expect(r.json().code).toBe('insufficient_balance');
        }
        expect(await ledger(code)).toEqual({ sum: 0, balance: 0, n: 11 });
      },
    });
  });

  it('makes one movement of 20 retries with one Idempotency-Key', async () => {
    await race(t, {
      async setup(round) {
        return { ...(await cardWith(0)), key: `bonus-${round}-${randomUUID()}` };
      },
      attempt: ({ activity, code, token, key }) =>
        move(activity.id, { token }, code, { type: 'B', amount: 2.5 }, key),
      async check(results, { code }) {
        const counts = statusCounts(results);
        for (const r of results) expect([200, 409], JSON.stringify(counts)).toContain(r.statusCode);
        expect(await ledger(code)).toEqual({ sum: 250, balance: 250, n: 1 });
        const fresh = results.filter(
          (r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === undefined,
        );
        expect(fresh).toHaveLength(1);
      },
    });
  });

  it('opens one card with one welcome for 20 first looks at once', async () => {
    await race(t, {
      async setup() {
        const activity = await createActivity(t, { cartValue: { welcomeCents: 300 } });
        const customer = await createCustomer(t, activity.id);
        return { activity, customer, token: await customer.token() };
      },
      attempt: ({ activity, token }) =>
        t.call({ url: `/api/activities/${activity.id}/usercard`, as: { token } }),
      async check(results, { activity, customer }) {
        expect(statusCounts(results)).toEqual({ 200: 20 });
        const codes = new Set(results.map((r) => r.json().data.cardCode));
        expect(codes.size).toBe(1);
        for (const r of results) expect(r.json().data.balance).toBe(3);
        const [row] = await t.rows<{ cards: number; welcomes: number }>(sql`
          select count(distinct c.id)::int as cards, count(m.id)::int as welcomes
          from cards c left join card_movements m on m.card_id = c.id and m.type = 'W'
          where c.activity_id = ${activity.id} and c.user_id = ${customer.id}`);
        expect(row).toEqual({ cards: 1, welcomes: 1 });
      },
    });
  });
});
