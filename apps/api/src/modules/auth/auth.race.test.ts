// One refresh token presented 20 times at once: the UPDATE ... WHERE used_at IS NULL of refresh()
// lets one through, and the retry of a lost answer (retryLost, which revokes the token) at most
// one more. The others are replays and end the session (DESIGN §5), which can also refuse those
// two: 0 to 2 new pairs, and the session keeps at most one live refresh token. Mutation-checked:
// without the used_at condition every one gets a new pair; without the retry's revoked_at
// condition more than two do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf } from '../../test-support/api.ts';
import { createActivity, createCustomer } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

describe('a refresh token works once', () => {
  it('lets at most two of 20 concurrent uses of the same token through, one pair live', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    await race(t, {
      setup: async (round) => ({ round, ...(await user.login()) }),
      // Each contestant its own client address: 19 refusals a round would otherwise hold the
      // one client back (the failure limiter) and answer 429 in the next rounds.
      attempt: ({ round, refresh_token }, i) =>
        t.call({
          method: 'POST',
          url: '/api/token/refresh',
          payload: { refresh_token },
          remoteAddress: `10.77.${round}.${i + 1}`,
        }),
      async check(results, { token }) {
        const counts = statusCounts(results);
        const won = counts[200] ?? 0;
        expect(won).toBeLessThanOrEqual(2);
        expect(counts).toEqual({ ...(won ? { 200: won } : {}), 401: results.length - won });
        const live = await t.rows<{ n: number }>(sql`select count(*)::int as n from refresh_tokens
          where family_id = ${claimsOf(token).sid} and used_at is null and revoked_at is null`);
        expect(live[0]?.n).toBeLessThanOrEqual(1);
      },
    });
  });
});
