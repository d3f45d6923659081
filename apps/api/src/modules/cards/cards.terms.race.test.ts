// The card terms under concurrent saves (cards.terms.ts), on PostgreSQL. Mutation-checked:
// without the terms' row lock (cartValueOf's FOR UPDATE, asked by termsOf) two saves read the same `before` and the
// chain of changes breaks.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAdmin } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

const SAVERS = 20;
let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: SAVERS });
});
afterAll(() => t?.close());

/** What a save sends: money in euros. */
const TERMS = {
  cashBackType: 'E',
  valueBasisPoints: 0,
  pointValue: 0,
  welcome: 0,
  welcomePoints: 0,
  referral: 0,
  referralPoints: 0,
  cashBackExpiration: null,
};
/** The defaults as a change records them: money in cents. */
const STORED = {
  cashBackType: 'E',
  valueBasisPoints: 0,
  pointValueCents: 0,
  welcomeCents: 0,
  welcomePoints: 0,
  referralCents: 0,
  referralPoints: 0,
  cashBackExpiration: null,
};

describe('the card terms under concurrent saves', () => {
  it('records one change per save, each before the previous after (chain unbroken)', async () => {
    await race(t, {
      contestants: SAVERS,
      async setup() {
        const activity = await createActivity(t);
        const admin = await createAdmin(t, activity.id);
        return { activity, token: await admin.token() };
      },
      attempt: ({ activity, token }, i) =>
        t.call({
          method: 'PUT',
          url: `/api/activities/${activity.id}/cardterms`,
          as: { token },
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            ...TERMS,
            valueBasisPoints: 100 + i,
            welcome: (100 + i) / 100,
            cashBackExpiration: 10 + i,
          },
        }),
      async check(results, { activity }) {
        const counts = statusCounts(results);
        expect(counts, JSON.stringify(counts)).toEqual({ 200: SAVERS });
        const changes = await t.rows<{ before: typeof STORED; after: typeof STORED }>(sql`
          select before, after from card_term_changes
          where activity_id = ${activity.id} order by id`);
        expect(changes).toHaveLength(SAVERS);
        expect(changes[0]?.before).toEqual(STORED);
        for (let k = 1; k < changes.length; k++) {
          expect(changes[k]?.before, `change ${k}`).toEqual(changes[k - 1]?.after);
        }
        const [now] = await t.rows<{ v: number; w: number; e: number }>(sql`
          select c.value_basis_points as v, c.welcome_cents as w, a.cash_back_expiration as e
          from cart_values c join activity_configurations a using (activity_id)
          where c.activity_id = ${activity.id}`);
        const last = changes.at(-1)?.after;
        expect(now).toEqual({
          v: last?.valueBasisPoints,
          w: last?.welcomeCents,
          e: last?.cashBackExpiration,
        });
        // Each save's welcome in euros, (100 + i) / 100, is recorded as its cents, 100 + i.
        for (const c of changes) expect(c.after.welcomeCents).toBe(c.after.valueBasisPoints);
      },
    });
  });
});
