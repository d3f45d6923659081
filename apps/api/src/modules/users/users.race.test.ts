// Two admins removing each other at once: the activity row's lock (keepAnAdmin, FOR UPDATE)
// serializes them, so the activity keeps an admin. Mutation-checked: without the lock it fails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAdmin } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

const activeAdmins = async (activityId: number) =>
  (
    await t.rows<{ n: number }>(sql`
      select count(*)::int as n from activity_customers m join users u on u.id = m.user_id
      where m.activity_id = ${activityId} and m.active and u.active
        and 'ROLE_ADMIN' = any(m.roles)`)
  )[0]?.n;

describe('an activity keeps an admin', () => {
  it('when two admins remove or demote each other with 20 requests at once', async () => {
    await race(t, {
      async setup() {
        const activity = await createActivity(t);
        const admins = [await createAdmin(t, activity.id), await createAdmin(t, activity.id)];
        const tokens = await Promise.all(admins.map((a) => a.token()));
        return { activity, admins, tokens };
      },
      // Half the contestants are the first admin going for the second, half the reverse; each
      // side alternates removal and demotion.
      attempt({ activity, admins, tokens }, i) {
        const [caller, target] = i % 2 ? [0, 1] : [1, 0];
        const token = tokens[caller] as string;
        const targetId = admins[target]?.id as number;
        return i % 4 < 2
          ? t.call({
              method: 'DELETE',
              url: `/api/users/${targetId}?filters[activityId]=${activity.id}`,
              as: { token },
            })
          : t.call({
              method: 'PUT',
              url: `/api/users/${targetId}`,
              as: { token },
              payload: { roles: ['ROLE_USER'], activityId: activity.id },
            });
      },
      async check(results, { activity }) {
        const counts = statusCounts(results);
        expect(await activeAdmins(activity.id), JSON.stringify(counts)).toBe(1);
        expect(counts[200]).toBeGreaterThanOrEqual(1);
        // The others are refused: the last admin (422), or a caller no longer admin (403/404).
        for (const r of results) expect([200, 403, 404, 422]).toContain(r.statusCode);
        for (const r of results.filter((x) => x.statusCode === 422)) {
          expect(r.json().code).toBe('last_admin');
        }
      },
    });
  });
});
