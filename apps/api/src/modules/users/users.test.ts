import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test-support/harness.ts';

let t: TestApp;
let aurora: number;
let rita: number;
beforeAll(async () => {
  t = await startTestApp();
  aurora = await t.activityId('salone-aurora');
  rita = await t.activityId('trattoria-da-rita');
});
afterAll(() => t.close());

const idOf = async (as: 'admin' | 'cliente' | 'marco' | 'giulia') =>
  (await t.call({ url: '/api/app/users', as })).json().data.id as number;

const create = (body: Record<string, unknown>, as: 'admin' | 'super' = 'admin') =>
  t.call({
    method: 'POST',
    url: '/api/users',
    as,
    payload: {
      activityId: aurora,
      name: 'Nico',
      surname: 'Nuovo',
      password: 'Nico-2026!',
      ...body,
    },
  });

const inAurora = (id: number) => `/api/users/${id}?filters[activityId]=${aurora}`;

describe('user management', () => {
  it("lists the activity's users with pagination, sorting and search", async () => {
    const page = await t.call({
      url: `/api/users?filters[activityId]=${aurora}&rowsPerPage=2&page=1&sortBy=username`,
      as: 'admin',
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    // cliente, giulia, admin and sospeso; the super admin is not the activity's to manage.
    expect(page.json().totalRows).toBe(4);
    const usernames = page.json().data.map((u: { username: string }) => u.username);
    expect(usernames).toEqual([...usernames].sort());
    const all = await t.call({
      url: `/api/users?filters[activityId]=${aurora}&rowsPerPage=50`,
      as: 'admin',
    });
    const names = all.json().data.map((u: { username: string }) => u.username);
    expect(names).not.toContain(DEMO_USERS.marco);
    expect(names).not.toContain(DEMO_USERS.super);
    const search = await t.call({
      url: `/api/users?filters[activityId]=${aurora}&filters[search]=bianchi`,
      as: 'admin',
    });
    expect(search.json().data.map((u: { username: string }) => u.username)).toEqual([
      DEMO_USERS.giulia,
    ]);
    const desc = await t.call({
      url: `/api/users?filters[activityId]=${aurora}&sortBy=surname&descending=true`,
      as: 'admin',
    });
    const surnames = desc.json().data.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual([...surnames].sort().reverse());
  });

  it('is for admins only, and only for their own activities', async () => {
    const customer = await t.call({
      url: `/api/users?filters[activityId]=${aurora}`,
      as: 'giulia',
    });
    expect(customer.statusCode).toBe(403);
    const foreign = await t.call({ url: `/api/users?filters[activityId]=${rita}`, as: 'admin' });
    expect(foreign.statusCode).toBe(404);
    const createForeign = await create({ activityId: rita, username: 'x1@example.com' });
    expect(createForeign.statusCode).toBe(404);
    const marco = await idOf('marco');
    const edit = await t.call({
      method: 'PUT',
      url: `/api/users/${marco}`,
      as: 'admin',
      payload: { roles: ['ROLE_ADMIN'], activityId: rita },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/users/${marco}?filters[activityId]=${rita}`,
      as: 'admin',
    });
    expect(del.statusCode).toBe(404);
    expect((await t.login(DEMO_USERS.marco, DEMO_PASSWORD)).token).toBeTruthy();
  });

  it('creates a user with ROLE_USER and active Y by default, edits and deletes them', async () => {
    const created = await create({ username: 'nico@example.com' });
    expect(created.json().data).toMatchObject({
      username: 'nico@example.com',
      roles: ['ROLE_USER'],
      active: 'Y',
    });
    const id = created.json().data.id;
    expect((await t.login('nico@example.com', 'Nico-2026!')).token).toBeTruthy();
    const dup = await create({ username: 'nico@example.com' });
    expect(dup.statusCode).toBe(409);

    const edited = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      as: 'admin',
      payload: { roles: ['ROLE_ADMIN'], active: 'N', activityId: aurora },
    });
    expect(edited.json().data).toMatchObject({ roles: ['ROLE_ADMIN'], active: 'N' });
    const inactive = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'nico@example.com', password: 'Nico-2026!' },
    });
    expect(inactive.json().code).toBe('user_inactive');

    const deleted = await t.call({ method: 'DELETE', url: inAurora(id), as: 'admin' });
    expect(deleted.json().data).toEqual({ deleted: true });
    const gone = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'nico@example.com', password: 'Nico-2026!' },
    });
    expect(gone.statusCode).toBe(401);
  });

  it("removes a customer of several activities from the admin's activity only", async () => {
    const cliente = await idOf('cliente');
    const res = await t.call({ method: 'DELETE', url: inAurora(cliente), as: 'admin' });
    expect(res.json().data).toEqual({ deleted: true });
    const left = await t.call({ url: '/api/activities/customers/byiduser', as: 'cliente' });
    expect(
      left.json().data.activityCustomers.map((a: { activityId: number }) => a.activityId),
    ).toEqual([rita]);
  });

  it('never locks an activity out of its admins', async () => {
    const admin = await idOf('admin');
    const self = await t.call({ method: 'DELETE', url: inAurora(admin), as: 'admin' });
    expect(self.json().code).toBe('cannot_delete_self');
    const demote = await t.call({
      method: 'PUT',
      url: `/api/users/${admin}`,
      as: 'admin',
      payload: { roles: ['ROLE_USER'], activityId: aurora },
    });
    expect(demote.json().code).toBe('cannot_demote_self');
    const lastAdmin = await t.call({ method: 'DELETE', url: inAurora(admin), as: 'super' });
    expect(lastAdmin.statusCode).toBe(422);
    expect(lastAdmin.json()).toEqual({
      message: "L'attività deve avere almeno un amministratore attivo",
      code: 'last_admin',
    });
    const deactivate = await t.call({
      method: 'PUT',
      url: `/api/users/${admin}`,
      as: 'super',
      payload: { active: 'N', activityId: aurora },
    });
    expect(deactivate.json().code).toBe('last_admin');
  });

  it('lets one of two admins remove the other, not both at once', async () => {
    const second = await create({ username: 'admin2@example.com', roles: ['ROLE_ADMIN'] });
    const secondId = second.json().data.id;
    const secondToken = (await t.login('admin2@example.com', 'Nico-2026!')).token;
    const admin = await idOf('admin');
    const [a, b] = await Promise.all([
      t.call({ method: 'DELETE', url: inAurora(secondId), as: 'admin' }),
      t.call({ method: 'DELETE', url: inAurora(admin), as: { token: secondToken } }),
    ]);
    // The loser is refused: as the last admin (422), or because its caller is gone (404).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([404, 422]).toContain(statuses[1]);
    const admins = await t.call({
      url: `/api/users?filters[activityId]=${aurora}&rowsPerPage=50`,
      as: 'super',
    });
    const left = admins
      .json()
      .data.filter((u: { roles: string[] }) => u.roles.includes('ROLE_ADMIN'));
    expect(left).toHaveLength(1);
  });
});
