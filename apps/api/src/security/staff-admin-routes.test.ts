// Issue 15, mutation review: with the admin role list of /api/users* widened to ROLE_STORE every
// test still passed, and counter staff could list every member's e-mail and delete members. Staff
// of the same activity get 403 on each admin route of user management, and nothing changes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEmail } from '../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

/** The activity's members and every account, as they stand. */
const membersAndAccounts = (activityId: number) =>
  t.rows(sql`select
    (select json_agg(json_build_object('user', user_id, 'roles', roles, 'active', active)
      order by user_id) from activity_customers where activity_id = ${activityId}) as members,
    (select json_agg(json_build_object('id', id, 'email', email, 'name', name) order by id)
      from users) as accounts`);

describe('counter staff on the admin routes of user management (fault: admin roles widened to ROLE_STORE)', () => {
  it('ROLE_STORE of the same activity gets 403 on each /api/users* admin route, changing nothing', async () => {
    const activity = await createActivity(t);
    await createAdmin(t, activity.id);
    const staff = await createStaff(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const token = await staff.token();
    const before = await membersAndAccounts(activity.id);
    const tries = [
      { method: 'GET', url: `/api/users?filters[activityId]=${activity.id}` },
      {
        method: 'POST',
        url: '/api/users',
        payload: {
          activityId: activity.id,
          username: newEmail('staff-made'),
          name: 'N',
          surname: 'S',
          password: 'a-password-1',
        },
      },
      {
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        payload: { activityId: activity.id, roles: ['ROLE_ADMIN'] },
      },
      {
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        payload: { activityId: activity.id, active: 'N' },
      },
      { method: 'DELETE', url: `/api/users/${customer.id}?filters[activityId]=${activity.id}` },
    ] as const;
    for (const req of tries) {
      const res = await t.call({ ...req, as: { token } });
      expect(res.statusCode, `${req.method} ${req.url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(res.body).not.toContain(customer.email);
    }
    expect(await membersAndAccounts(activity.id)).toEqual(before);
  });
});
