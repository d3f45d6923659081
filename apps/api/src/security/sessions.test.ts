// Finding 5: sessions outlived what ended them. Changing the password ends every other session;
// logout, deactivation, demotion and removal act on the caller's next request.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refresh as refreshWith } from '../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createUser,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

const me = (token: string) => t.call({ url: '/api/app/users', as: { token } });
const refresh = (refreshToken: string) => refreshWith(t, refreshToken);

describe('finding 5: sessions end with what ended them', () => {
  it("changing the password ends every other session, keeping the caller's", async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const phone = await t.login(user.email, user.password);
    const laptop = await t.login(user.email, user.password);
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/changepassword`,
      as: { token: phone.token },
      payload: {
        oldPassword: user.password,
        password: 'Brand-New-12',
        confirmPassword: 'Brand-New-12',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(laptop.token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
  });

  it('logout ends the access token on the next request', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const session = await t.login(user.email, user.password);
    await t.call({
      method: 'POST',
      url: '/api/logout',
      as: { token: session.token },
      payload: { refresh_token: session.refresh_token },
    });
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('an account deactivated by a super admin can neither read nor write', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const superAdmin = await createUser(t, { superAdmin: true });
    const token = await user.token();
    await t.rows(sql`update users set active = false where id = ${user.id}`);
    expect((await me(token)).statusCode).toBe(401);
    const write = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: { token },
      payload: { name: 'Still here' },
    });
    expect(write.statusCode).toBe(401);
    expect(await superAdmin.token()).toBeTruthy();
  });

  it('a membership switched off, a demotion and a removal act on the next request', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    // Also a member elsewhere, so removal leaves the account (and its session) alive.
    const elsewhere = await createActivity(t);
    const second = await createUser(t, {
      memberOf: [activity.id, elsewhere.id],
      roles: ['ROLE_ADMIN'],
    });
    const customer = await createCustomer(t, activity.id);
    const adminToken = await admin.token();
    const secondToken = await second.token();
    const customerToken = await customer.token();
    const configuration = (token: string) =>
      t.call({ url: `/api/activities/${activity.id}/configurations`, as: { token } });
    const users = (token: string) =>
      t.call({ url: `/api/users?filters[activityId]=${activity.id}`, as: { token } });
    expect((await configuration(customerToken)).statusCode).toBe(200);
    expect((await users(secondToken)).statusCode).toBe(200);

    const edit = (id: number, payload: object) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${id}`,
        as: { token: adminToken },
        payload: { ...payload, activityId: activity.id },
      });
    expect((await edit(second.id, { roles: ['ROLE_USER'] })).statusCode).toBe(200);
    expect((await users(secondToken)).statusCode).toBe(403);

    expect((await edit(customer.id, { active: 'N' })).statusCode).toBe(200);
    expect((await configuration(customerToken)).statusCode).toBe(404);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/users/${second.id}?filters[activityId]=${activity.id}`,
      as: { token: adminToken },
    });
    expect(removed.statusCode).toBe(200);
    expect((await configuration(secondToken)).statusCode).toBe(404);
  });

  it('a logout through one instance ends the session on another that had it cached', async () => {
    const other = await t.sibling();
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const session = await t.login(user.email, user.password);
    const onOther = () =>
      other.inject({
        url: '/api/app/users',
        headers: { authorization: `Bearer ${session.token}` },
      });
    expect((await onOther()).statusCode).toBe(200);
    expect((await onOther()).statusCode).toBe(200);
    const heard = other.sessionCache.forgotten(user.id);
    await t.call({
      method: 'POST',
      url: '/api/logout',
      as: { token: session.token },
      payload: { refresh_token: session.refresh_token },
    });
    await heard;
    expect((await onOther()).statusCode).toBe(401);
  });

  it('an operator switching an account off in SQL ends its cached sessions', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    expect((await me(token)).statusCode).toBe(200);
    const heard = t.app.sessionCache.forgotten(user.id);
    await t.rows(sql`update users set active = false where id = ${user.id}`);
    await heard;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a demotion through one instance acts on another that had the membership cached', async () => {
    const other = await t.sibling();
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const staff = await createUser(t, { memberOf: [activity.id], roles: ['ROLE_ADMIN'] });
    const token = await staff.token();
    const users = () =>
      other.inject({
        url: `/api/users?filters[activityId]=${activity.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await users()).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(200);
    const heard = other.sessionCache.forgotten(staff.id);
    const demoted = await t.call({
      method: 'PUT',
      url: `/api/users/${staff.id}`,
      as: { token: await admin.token() },
      payload: { roles: ['ROLE_USER'], activityId: activity.id },
    });
    expect(demoted.statusCode).toBe(200);
    await heard;
    expect((await users()).statusCode).toBe(403);
  });

  /** A customer reads their card twice (cached), then `change` runs in SQL: the next is a 404. */
  async function cachedAccessEndsWith(change: (activityId: number, userId: number) => SQL) {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    const token = await customer.token();
    const card = () => t.call({ url: `/api/activities/${activity.id}/usercard`, as: { token } });
    expect((await card()).statusCode).toBe(200);
    expect((await card()).statusCode).toBe(200);
    const heard = t.app.sessionCache.forgotten(customer.id);
    await t.rows(change(activity.id, customer.id));
    await heard;
    expect((await card()).statusCode).toBe(404);
  }

  it('an operator removing a membership in SQL ends the access cached for it', () =>
    cachedAccessEndsWith(
      (activityId, userId) =>
        sql`delete from activity_customers where user_id = ${userId} and activity_id = ${activityId}`,
    ));

  it("an activity switched off in SQL ends its members' cached access", () =>
    cachedAccessEndsWith(
      (activityId) => sql`update activities set active = false where id = ${activityId}`,
    ));

  it('refuses a refresh for a user whose last membership was switched off', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const session = await t.login(customer.email, customer.password);
    await t.call({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      as: { token: await admin.token() },
      payload: { active: 'N', activityId: activity.id },
    });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: customer.email, password: customer.password },
    });
    expect(login.json().code).toBe('user_inactive');
  });
});
