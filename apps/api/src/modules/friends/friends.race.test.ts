// Refer-a-friend under a burst (issue 15), on PostgreSQL: one customer's invites are counted one
// after the other against INVITES_PER_DAY. Mutation-checked: without the row lock on the
// inviter's membership (friends.service.ts friendOf, `.for('update')`), 20 invites at once let
// most of them through a cap of 2.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createUser } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ env: { INVITES_PER_DAY: '2', OUTBOX_POLL_MS: '60000' } });
});
afterAll(() => t?.close());

describe('invites at once', () => {
  it('20 invites of one customer at once send exactly INVITES_PER_DAY (2) texts', async () => {
    await race(t, {
      async setup() {
        const activity = await createActivity(t, { menu: { showIntroduceFriendApp: true } });
        const person = await createUser(t, { memberOf: [activity.id], name: 'Rita' });
        return { activity, token: await person.token(), person };
      },
      attempt: ({ activity, token }, i) =>
        t.call({
          method: 'POST',
          url: '/api/friends/invite',
          as: { token },
          // A distinct Italian mobile number per contestant and activity.
          payload: {
            phoneNumber: `+39347${String(activity.id % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
            activityId: activity.id,
          },
        }),
      async check(results, { activity, person }) {
        expect(statusCounts(results)).toEqual({ 200: 2, 429: 18 });
        for (const r of results.filter((x) => x.statusCode === 429)) {
          expect(r.json().code).toBe('invite_limit');
        }
        const [row] = await t.rows<{ friends: number; texts: number }>(sql`
          select (select count(*)::int from friends
              where activity_id = ${activity.id} and user_id = ${person.id}) as friends,
            (select count(*)::int from outbox where channel = 'sms'
              and recipient like ${`+39347${String(activity.id % 1000).padStart(3, '0')}%`}) as texts`);
        expect(row).toEqual({ friends: 2, texts: 2 });
      },
    });
  });
});
