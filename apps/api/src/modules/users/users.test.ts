import { describe, expect, it } from 'vitest';
import { newEmail } from '../../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createSuperAdmin,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();
const UNKNOWN_CARD = '9'.repeat(12);

const create = (as: Person, activityId: number, body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/api/users',
    as,
    payload: { activityId, name: 'Nico', surname: 'Nuovo', password: 'Nico-2026!', ...body },
  });

const membersUrl = (activityId: number, query = '') =>
  `/api/users?filters[activityId]=${activityId}${query}`;
const inActivity = (id: number, activityId: number) =>
  `/api/users/${id}?filters[activityId]=${activityId}`;
const usernames = (body: { data: { username: string }[] }) => body.data.map((u) => u.username);

describe('user management', () => {
  it("lists the activity's users with pagination, sorting and search", async () => {
    const activity = await createActivity(t);
    const other = await createActivity(t);
    const admin = await createAdmin(t, activity.id, { name: 'Anna', surname: 'Admin' });
    const members = [
      await createUser(t, { memberOf: [activity.id], name: 'Giulia', surname: 'Bianchi' }),
      await createUser(t, { memberOf: [activity.id], name: 'Chiara', surname: 'Rossi' }),
      await createUser(t, { memberOf: [activity.id], name: 'Sandro', surname: 'Sospeso' }),
    ];
    const superAdmin = await createSuperAdmin(t, { memberOf: [activity.id] });
    const outsider = await createCustomer(t, other.id);

    const page = await t.call({
      url: membersUrl(activity.id, '&rowsPerPage=2&page=1&sortBy=username'),
      as: admin,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(2);
    // The admin and three customers; the super admin is not the activity's to manage.
    expect(page.json().totalRows).toBe(4);
    const all = [admin, ...members].map((p) => p.email).sort();
    expect(usernames(page.json())).toEqual(all.slice(0, 2));
    const everyone = await t.call({ url: membersUrl(activity.id, '&rowsPerPage=50'), as: admin });
    expect(usernames(everyone.json()).sort()).toEqual(all);
    expect(usernames(everyone.json())).not.toContain(outsider.email);
    expect(usernames(everyone.json())).not.toContain(superAdmin.email);
    const search = await t.call({
      url: membersUrl(activity.id, '&filters[search]=bianchi'),
      as: admin,
    });
    expect(usernames(search.json())).toEqual([members[0]?.email]);
    const desc = await t.call({
      url: membersUrl(activity.id, '&sortBy=surname&descending=true'),
      as: admin,
    });
    const surnames = desc.json().data.map((u: { surname: string }) => u.surname);
    expect(surnames).toEqual(['Sospeso', 'Rossi', 'Bianchi', 'Admin']);
  });

  it('searches e-mail, name and surname in stable pages, its total without super admins', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id, { name: 'Anna', surname: 'Admin' });
    const token = `zq${Date.now().toString(36)}`;
    const found = [
      await createUser(t, {
        memberOf: [activity.id],
        email: `${token}.a@example.com`,
        name: 'Eva',
      }),
      await createUser(t, { memberOf: [activity.id], name: `${token}na`, surname: 'Rossi' }),
      await createUser(t, { memberOf: [activity.id], name: 'Eva', surname: `Di${token}` }),
      await createUser(t, { memberOf: [activity.id], name: 'Eva', surname: `${token}ni` }),
      await createUser(t, { memberOf: [activity.id], name: 'Eva', surname: 'Rossi' }),
    ].slice(0, 4);
    const superAdmin = await createSuperAdmin(t, { memberOf: [activity.id], name: token });
    const search = (as: Person, query: string) =>
      t.call({ url: membersUrl(activity.id, `&filters[search]=${token}${query}`), as });

    // By name then id, two a page: every match once, the same total on every page.
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search(admin, `&sortBy=name&rowsPerPage=2&page=${page}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().totalRows).toBe(4);
      pages.push(...usernames(res.json()));
    }
    // 'Eva' before the name holding the text; the three Evas by id (as created).
    expect(pages).toEqual([found[0], found[2], found[3], found[1]].map((p) => p?.email));
    // Ties on the name follow the id, the same on every call.
    const again = await search(admin, '&sortBy=name&rowsPerPage=4');
    expect(usernames(again.json())).toEqual(pages);
    const past = await search(admin, '&rowsPerPage=2&page=9');
    expect(past.json()).toMatchObject({ data: [], totalRows: 4 });

    // The super admin matches only for another super admin, in rows and total.
    const platform = await createSuperAdmin(t);
    const theirs = await search(platform, '&rowsPerPage=50');
    expect(theirs.json().totalRows).toBe(5);
    expect(usernames(theirs.json())).toContain(superAdmin.email);
    const list = await t.call({ url: membersUrl(activity.id, '&rowsPerPage=1'), as: admin });
    expect(list.json().totalRows).toBe(6);
    const listed = await t.call({ url: membersUrl(activity.id, '&rowsPerPage=1'), as: platform });
    expect(listed.json().totalRows).toBe(7);
  });

  it('is for admins only, and only for their own activities', async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const customer = await createCustomer(t, mine.id);
    const foreigner = await createCustomer(t, theirs.id);
    const asCustomer = await t.call({ url: membersUrl(mine.id), as: customer });
    expect(asCustomer.statusCode).toBe(403);
    const foreign = await t.call({ url: membersUrl(theirs.id), as: admin });
    expect(foreign.statusCode).toBe(404);
    const createForeign = await create(admin, theirs.id, { username: newEmail() });
    expect(createForeign.statusCode).toBe(404);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/users/${foreigner.id}`,
      as: admin,
      payload: { roles: ['ROLE_ADMIN'], activityId: theirs.id },
    });
    expect(edit.statusCode).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: inActivity(foreigner.id, theirs.id),
      as: admin,
    });
    expect(del.statusCode).toBe(404);
    expect((await foreigner.login()).token).toBeTruthy();
  });

  it('creates a user with ROLE_USER and active Y by default, edits and deletes them', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const username = newEmail();
    const created = await create(admin, activity.id, { username });
    expect(created.json().data).toEqual({ username });
    const [listed] = (
      await t.call({ url: membersUrl(activity.id, `&filters[search]=${username}`), as: admin })
    ).json().data;
    expect(listed).toMatchObject({
      username,
      roles: ['ROLE_USER'],
      active: 'Y',
      accountActive: 'Y',
    });
    const id = listed.id;
    expect((await t.login(username, 'Nico-2026!')).token).toBeTruthy();
    const dup = await create(admin, activity.id, { username });
    expect(dup.statusCode).toBe(409);
    // The admin's words, not the customer's ('accedi o recupera la password').
    expect(dup.json()).toEqual({
      code: 'email_taken',
      message:
        "Questa e-mail appartiene già a un utente di questa attività: cercalo nell'elenco per modificarlo",
    });

    const edited = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      as: admin,
      payload: { roles: ['ROLE_ADMIN'], active: 'N', activityId: activity.id },
    });
    expect(edited.json().data).toMatchObject({ roles: ['ROLE_ADMIN'], active: 'N' });
    const login = () =>
      t.call({
        method: 'POST',
        url: '/api/login_check',
        payload: { username, password: 'Nico-2026!' },
      });
    expect((await login()).json().code).toBe('user_inactive');

    const deleted = await t.call({ method: 'DELETE', url: inActivity(id, activity.id), as: admin });
    expect(deleted.json().data).toEqual({ deleted: true });
    expect((await login()).statusCode).toBe(401);
  });

  it('makes a member counter staff (ROLE_STORE), and no role beyond the three', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const edit = (roles: string[]) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${customer.id}`,
        as: admin,
        payload: { roles, activityId: activity.id },
      });
    const counter = () =>
      t.call({ url: `/api/activities/${activity.id}/cards/${UNKNOWN_CARD}`, as: customer });
    expect((await counter()).statusCode).toBe(403);
    const staff = await edit(['ROLE_STORE']);
    expect(staff.json().data).toMatchObject({ roles: ['ROLE_STORE'] });
    // At the counter now: past the role gate, the card is looked for.
    expect((await counter()).statusCode).toBe(404);
    for (const role of ['ROLE_MANAGER', 'ROLE_SUPER_ADMIN']) {
      const refused = await edit([role]);
      expect(refused.statusCode, role).toBe(400);
    }
  });

  it("shows an account switched off as such, whatever its membership's switch", async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const suspended = await createUser(t, { memberOf: [activity.id], active: false });
    const res = await t.call({
      url: membersUrl(activity.id, `&filters[search]=${suspended.email}`),
      as: admin,
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({ username: suspended.email, active: 'Y', accountActive: 'N' }),
    ]);
  });

  it("removes a customer of several activities from the admin's activity only", async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const shared = await createCustomer(t, mine.id, theirs.id);
    const res = await t.call({ method: 'DELETE', url: inActivity(shared.id, mine.id), as: admin });
    expect(res.json().data).toEqual({ deleted: true });
    const left = await t.call({ url: '/api/activities/customers/byiduser', as: shared });
    expect(
      left.json().data.activityCustomers.map((a: { activityId: number }) => a.activityId),
    ).toEqual([theirs.id]);
  });

  it('never locks an activity out of its admins', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const superAdmin = await createSuperAdmin(t);
    const self = await t.call({
      method: 'DELETE',
      url: inActivity(admin.id, activity.id),
      as: admin,
    });
    expect(self.json().code).toBe('cannot_delete_self');
    const demote = await t.call({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      as: admin,
      payload: { roles: ['ROLE_USER'], activityId: activity.id },
    });
    expect(demote.json().code).toBe('cannot_demote_self');
    const lastAdmin = await t.call({
      method: 'DELETE',
      url: inActivity(admin.id, activity.id),
      as: superAdmin,
    });
    expect(lastAdmin.statusCode).toBe(422);
    expect(lastAdmin.json()).toEqual({
      message: "L'attività deve avere almeno un amministratore attivo",
      code: 'last_admin',
    });
    const deactivate = await t.call({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      as: superAdmin,
      payload: { active: 'N', activityId: activity.id },
    });
    expect(deactivate.json().code).toBe('last_admin');
  });

  it('lets one of two admins remove the other, and keeps the one left', async () => {
    // The same at once, 20 times over, is users.race.test.ts.
    const activity = await createActivity(t);
    const [first, second] = [await createAdmin(t, activity.id), await createAdmin(t, activity.id)];
    const superAdmin = await createSuperAdmin(t);
    const removed = await t.call({
      method: 'DELETE',
      url: inActivity(second.id, activity.id),
      as: first,
    });
    expect(removed.statusCode).toBe(200);
    const last = await t.call({
      method: 'DELETE',
      url: inActivity(first.id, activity.id),
      as: superAdmin,
    });
    expect(last.json().code).toBe('last_admin');
  });

  it("words a super admin's taken new e-mail for the admin, in the request's language", async () => {
    const activity = await createActivity(t);
    const superAdmin = await createSuperAdmin(t);
    const [anna, bruno] = [
      await createUser(t, { memberOf: [activity.id] }),
      await createUser(t, { memberOf: [activity.id] }),
    ];
    const rename = await t.call({
      method: 'PUT',
      url: `/api/users/${anna.id}`,
      as: superAdmin,
      headers: { 'accept-language': 'gb' },
      payload: { username: bruno.email },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({
      code: 'email_taken',
      message: 'This e-mail is already used by another account: choose another one',
    });
  });
});
