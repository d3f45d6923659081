// Finding 2: an activity admin took over accounts of other activities. Roles belong to a
// membership; an activity admin changes only membership things (role there, active, removal).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createUser,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

const account = async (id: number) =>
  (
    await t.rows<{ username: string; email: string; password_hash: string; roles: string[] }>(
      sql`select username, email, password_hash, roles from users where id = ${id}`,
    )
  )[0];
const membership = async (activityId: number, userId: number) =>
  (
    await t.rows<{ roles: string[]; active: boolean }>(
      sql`select roles, active from activity_customers where activity_id = ${activityId} and user_id = ${userId}`,
    )
  )[0];

describe('finding 2: an activity admin has power in their activity only', () => {
  it("cannot change a shared customer's username, e-mail or password", async () => {
    const [aurora, rita] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, aurora.id);
    const shared = await createCustomer(t, aurora.id, rita.id);
    const before = await account(shared.id);
    const token = await admin.token();
    for (const payload of [
      { username: 'taken@evil.example', activityId: aurora.id },
      { email: 'taken@evil.example', activityId: aurora.id },
      { password: 'Taken-Over-1', activityId: aurora.id },
      { name: 'Hacked', activityId: aurora.id },
    ]) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/users/${shared.id}`,
        as: { token },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    expect(await account(shared.id)).toEqual(before);
    expect((await t.login(shared.email, shared.password)).token).toBeTruthy();
  });

  it('promotes a shared customer in the admin activity only, giving no power elsewhere', async () => {
    const [aurora, rita] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, aurora.id);
    const shared = await createCustomer(t, aurora.id, rita.id);
    const ritaCustomer = await createCustomer(t, rita.id);
    const promoted = await t.call({
      method: 'PUT',
      url: `/api/users/${shared.id}`,
      as: { token: await admin.token() },
      payload: { roles: ['ROLE_ADMIN'], activityId: aurora.id },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await membership(aurora.id, shared.id))?.roles).toEqual(['ROLE_ADMIN']);
    expect((await membership(rita.id, shared.id))?.roles).toEqual(['ROLE_USER']);
    expect((await account(shared.id))?.roles).toEqual([]);
    const token = await shared.token();
    const list = await t.call({ url: `/api/users?filters[activityId]=${rita.id}`, as: { token } });
    expect(list.statusCode).toBe(403);
    const takeover = await t.call({
      method: 'PUT',
      url: `/api/users/${ritaCustomer.id}`,
      as: { token },
      payload: { roles: ['ROLE_ADMIN'], activityId: rita.id },
    });
    expect(takeover.statusCode).toBe(403);
    // Promoting someone in an activity the admin does not run is not theirs to do.
    const foreign = await t.call({
      method: 'PUT',
      url: `/api/users/${shared.id}`,
      as: { token: await admin.token() },
      payload: { roles: ['ROLE_ADMIN'], activityId: rita.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('only invites an e-mail that has an account, leaving its credentials alone (issue 15 F4)', async () => {
    const [aurora, rita] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, aurora.id);
    const ritaCustomer = await createCustomer(t, rita.id);
    const before = await account(ritaCustomer.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      as: { token: await admin.token() },
      payload: {
        activityId: aurora.id,
        username: ritaCustomer.email,
        name: 'Someone',
        surname: 'Else',
        password: 'Chosen-By-Admin-1',
        roles: ['ROLE_ADMIN'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: ritaCustomer.email });
    expect(await membership(aurora.id, ritaCustomer.id)).toBeUndefined();
    expect(await account(ritaCustomer.id)).toEqual(before);
    expect((await membership(rita.id, ritaCustomer.id))?.roles).toEqual(['ROLE_USER']);
    await expect(t.login(ritaCustomer.email, 'Chosen-By-Admin-1')).rejects.toThrow(/401/);
  });

  it('a new account starts as a member of the admin activity only', async () => {
    const aurora = await createActivity(t);
    const admin = await createAdmin(t, aurora.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/users',
      as: { token: await admin.token() },
      payload: {
        activityId: aurora.id,
        username: `fresh-${aurora.id}@test.example`,
        name: 'Fresh',
        surname: 'Person',
        password: 'Fresh-Pass-12',
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.rows<{ activity_id: number }>(
      sql`select activity_id from activity_customers
        join users on users.id = activity_customers.user_id
        where users.username = ${`fresh-${aurora.id}@test.example`}`,
    );
    expect(rows).toEqual([{ activity_id: aurora.id }]);
  });

  it('deactivates and removes only the membership in the admin activity', async () => {
    const [aurora, rita] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, aurora.id);
    const shared = await createCustomer(t, aurora.id, rita.id);
    const token = await admin.token();
    const off = await t.call({
      method: 'PUT',
      url: `/api/users/${shared.id}`,
      as: { token },
      payload: { active: 'N', activityId: aurora.id },
    });
    expect(off.json().data.active).toBe('N');
    expect((await membership(rita.id, shared.id))?.active).toBe(true);
    expect((await t.login(shared.email, shared.password)).token).toBeTruthy();
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/users/${shared.id}?filters[activityId]=${aurora.id}`,
      as: { token },
    });
    expect(removed.statusCode).toBe(200);
    expect(await membership(aurora.id, shared.id)).toBeUndefined();
    expect(await membership(rita.id, shared.id)).toBeDefined();
  });

  it('lets a super admin change account fields', async () => {
    const aurora = await createActivity(t);
    const superAdmin = await createUser(t, { superAdmin: true });
    const user = await createCustomer(t, aurora.id);
    const before = await user.token();
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      as: { token: await superAdmin.token() },
      payload: { username: `renamed-${user.id}@test.example`, password: 'Reset-By-Super-1' },
    });
    expect(res.statusCode).toBe(200);
    // Whoever held the old credentials is signed out; the super admin is not.
    expect((await t.call({ url: '/api/app/users', as: { token: before } })).statusCode).toBe(401);
    const own = await superAdmin.token();
    expect((await t.call({ url: '/api/app/users', as: { token: own } })).statusCode).toBe(200);
    expect(
      (await t.login(`renamed-${user.id}@test.example`, 'Reset-By-Super-1')).token,
    ).toBeTruthy();
  });

  it("refuses, on any route, a body naming an activity that is not the caller's", async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const user = await createCustomer(t, mine.id);
    const token = await user.token();
    const device = await t.call({
      method: 'POST',
      url: '/api/app/userregistrationcode/save/own-phone-1',
      as: { token },
      payload: { deviceName: 'Phone', deviceType: 'android', authNotice: 'Y' },
    });
    const id = device.json().data.id;
    const foreign = await t.call({
      method: 'PUT',
      url: `/api/userregistrationcode/${id}`,
      as: { token },
      payload: { active: false, activityId: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.call({
      method: 'PUT',
      url: `/api/userregistrationcode/${id}`,
      as: { token },
      payload: { active: false, activityId: mine.id },
    });
    expect(own.statusCode).toBe(200);
  });
});
