// The abuse suite (DESIGN §6), memberships and roles: a caller whose membership ended (switched
// off, removed, or the activity switched off) gets 404, a lesser role of the same activity 403,
// and neither writes anything. The walker (./walker.ts) sends each route its own valid request;
// every test builds its own two activities with the factories.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaff, type Person } from '../test-support/factories.ts';
import { bootApi } from '../test-support/harness.ts';
import {
  COUNTER_ROUTES,
  isProtected,
  name,
  namesActivity,
  rolesOf,
  type World,
  walkerOf,
} from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, world, request, send, mark, writesSince, takesActivity, ...walker } = walkerOf(t);

/** How the prober's access to our activity ends, and how it is given back. */
const MEMBERSHIP_ENDS: [string, (w: World) => SQL, ((w: World) => SQL) | undefined][] = [
  [
    'membership switched off',
    (w) => sql`update activity_customers set active = false
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
    (w) => sql`update activity_customers set active = true
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
  ],
  [
    'activity switched off',
    (w) => sql`update activities set active = false where id = ${w.mine.id}`,
    (w) => sql`update activities set active = true where id = ${w.mine.id}`,
  ],
  [
    'removed',
    (w) => sql`delete from activity_customers
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
    undefined,
  ],
];

const membershipProbed = new Set<string>();
const roleProbed = new Set<string>();

describe('a caller whose membership ended reaches nothing of the activity (issue 15 F2)', () => {
  for (const r of routes.filter(isProtected)) {
    if (!namesActivity(r) && !takesActivity(r)) continue;
    membershipProbed.add(name(r));
    it(`${name(r)} answers 404 when switched off, removed or the activity is off, changing nothing`, async () => {
      const w = await world(r);
      const req = walker.activityRequest(r, w);
      for (const [what, end, restore] of MEMBERSHIP_ENDS) {
        await walker.operatorChange(w.me.id, end(w));
        const from = mark();
        const res = await send(r, req, w.token);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe('not_found');
        expect(writesSince(from), what).toEqual([]);
        if (restore) await walker.operatorChange(w.me.id, restore(w));
      }
    });
  }
});

describe('a role gate lets no lesser role of its activity through', () => {
  for (const r of routes.filter(isProtected)) {
    if (!rolesOf(r)) continue;
    // A customer everywhere; counter staff where the route is not a counter's (admin only).
    const lesser = COUNTER_ROUTES.has(name(r)) ? ['ROLE_USER'] : ['ROLE_USER', 'ROLE_STORE'];
    roleProbed.add(name(r));
    it(`${name(r)} answers 403 to ${lesser.join(' and ')} of its activity, changing nothing`, async () => {
      const w = await world(r);
      const callers: Record<string, Person> = {
        ROLE_USER: w.mate,
        ...(lesser.includes('ROLE_STORE') ? { ROLE_STORE: await createStaff(t, w.mine.id) } : {}),
      };
      for (const role of lesser) {
        const token = await (callers[role] as Person).token();
        const from = mark();
        const res = await send(r, request(r, w), token);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json().code, role).toBe('forbidden');
        expect(writesSince(from), role).toEqual([]);
      }
    });
  }
});

describe('coverage', () => {
  it('probes every protected route naming an activity, and every role gate', () => {
    const unprobed = routes
      .filter(isProtected)
      .filter(
        (r) =>
          ((namesActivity(r) || takesActivity(r)) && !membershipProbed.has(name(r))) ||
          (rolesOf(r) && !roleProbed.has(name(r))),
      );
    console.log(
      `abuse coverage: ${routes.length} routes, ${membershipProbed.size} membership-probed, ${roleProbed.size} role-probed, ${unprobed.length} unprobed`,
    );
    expect(unprobed.map(name)).toEqual([]);
    for (const counter of COUNTER_ROUTES) {
      const r = routes.find((route) => name(route) === counter);
      expect(r && rolesOf(r), `${counter}: a counter route open to staff`).toContain('ROLE_STORE');
    }
  });
});
