// One refresh token presented 20 times at once: the UPDATE ... WHERE used_at IS NULL of refresh()
// lets at most one through. A loser sees a spent token and ends the session as a replay (DESIGN
// §5), which can also refuse the winner: 0 or 1 new pair, never more. Mutation-checked: without
// the condition every one gets a new pair.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

describe('a refresh token works once', () => {
  it('lets at most one of 20 concurrent uses of the same token through', async () => {
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
      check(results) {
        const counts = statusCounts(results);
        const won = counts[200] ?? 0;
        expect(won).toBeLessThanOrEqual(1);
        expect(counts).toEqual({ ...(won ? { 200: 1 } : {}), 401: results.length - won });
      },
    });
  });
});
