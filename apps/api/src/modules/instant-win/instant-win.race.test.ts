// A winning scratch card scratched 20 times at once credits the card once (issue 9).
// Mutation-checked: without the `scratched_at IS NULL` condition of the scratch, every
// scratch credits the prize.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createScratchCard } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

describe('scratch-and-win under concurrent scratches', () => {
  it('credits a win once when it is scratched 20 times at once', async () => {
    await race(t, {
      async setup() {
        const activity = await createActivity(t, { menu: { showInstantWinApp: true } });
        const customer = await createCustomer(t, activity.id);
        const card = await createScratchCard(t, activity.id, customer, {
          won: true,
          prizeCents: 300,
          prizePoints: 5,
        });
        return { activity, card, customer, token: await customer.token() };
      },
      attempt: ({ card, token }) =>
        t.call({
          method: 'PUT',
          url: `/api/scratch-and-win-customers/scratched/${card.id}`,
          as: { token },
        }),
      async check(results, { activity, customer }) {
        expect(statusCounts(results)).toEqual({ 200: 20 });
        for (const r of results)
          expect(r.json().data.result).toEqual({ won: true, amount: 3, points: 5 });
        const [row] = await t.rows<{ n: number; balance: number; points: number }>(sql`
          select count(m.id)::int as n, c.balance_cents as balance, c.points as points
          from cards c left join card_movements m on m.card_id = c.id and m.type = 'IS'
          where c.activity_id = ${activity.id} and c.user_id = ${customer.id} group by c.id`);
        expect(row).toEqual({ n: 1, balance: 300, points: 5 });
      },
    });
  });
});
