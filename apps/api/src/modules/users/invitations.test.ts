// Issue 15 F4: an admin adding an e-mail that already has an account learns nothing of it, and
// the account gets nothing in the activity until its holder accepts the invitation.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEmail } from '../../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const add = (as: Person, activityId: number, username: string, roles = ['ROLE_USER']) =>
  t.call({
    method: 'POST',
    url: '/api/users',
    as,
    payload: {
      activityId,
      username,
      name: 'Nico',
      surname: 'Nuovo',
      password: 'Nico-2026!',
      roles,
    },
  });

const activitiesOf = async (who: Person) =>
  (await t.call({ url: '/api/activities/customers/byiduser', as: who })).json().data
    .activityCustomers as { activityId: number; roles: string[] }[];

const invitationsOf = async (who: Person) =>
  (await t.call({ url: '/api/invitations', as: who })).json().data as {
    id: number;
    activityId: number;
    activity: string;
    roles: string[];
  }[];

describe('adding an existing account (issue 15 F4)', () => {
  it('answers as for a new e-mail, and gives the account nothing until it accepts', async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const holder = await createUser(t, {
      memberOf: [theirs.id],
      name: 'Ottavia',
      surname: 'Riservata',
    });
    const existing = await add(admin, mine.id, holder.email, ['ROLE_ADMIN']);
    const fresh = newEmail();
    const created = await add(admin, mine.id, fresh, ['ROLE_ADMIN']);
    expect(existing.statusCode).toBe(created.statusCode);
    expect(existing.json()).toEqual({ data: { username: holder.email } });
    expect(created.json()).toEqual({ data: { username: fresh } });
    expect(existing.body).not.toMatch(/Ottavia|Riservata/);

    // Nothing in the activity: not a member, not in the admin's list.
    expect((await activitiesOf(holder)).map((a) => a.activityId)).toEqual([theirs.id]);
    const list = await t.call({
      url: `/api/users?filters[activityId]=${mine.id}&rowsPerPage=50`,
      as: admin,
    });
    expect(list.json().data.map((u: { username: string }) => u.username)).not.toContain(
      holder.email,
    );
    const asAdmin = await t.call({ url: `/api/users?filters[activityId]=${mine.id}`, as: holder });
    expect(asAdmin.statusCode).toBe(404);
  });
});

describe('the invitation', () => {
  const mailsTo = (recipient: string) =>
    t.rows<{ subject: string; body: string }>(
      sql`select subject, body from outbox where recipient = ${recipient} order by id`,
    );

  it("is e-mailed and notified in the holder's language, and accepting grants the role", async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const holder = await createUser(t, { memberOf: [theirs.id], language: 'gb' });
    expect((await add(admin, mine.id, holder.email, ['ROLE_STORE'])).statusCode).toBe(200);

    const [mail] = await mailsTo(holder.email);
    expect(mail?.subject).toBe(`${mine.name}: you are invited as counter staff`);
    expect(mail?.body).toContain('http://localhost:3000/gb/invitations');
    expect(mail?.body).toContain('The invitation is valid for 14 days.');
    const notifications = await t.call({ url: '/api/notifications', as: holder });
    expect(notifications.json().data[0]).toMatchObject({
      title: `${mine.name}: you are invited as counter staff`,
      link: '/invitations',
    });

    const [invitation, ...more] = await invitationsOf(holder);
    expect(more).toEqual([]);
    expect(invitation).toMatchObject({
      activityId: mine.id,
      activity: mine.name,
      roles: ['ROLE_STORE'],
    });
    // Nobody else answers it.
    const other = await createCustomer(t, theirs.id);
    const foreign = await t.call({
      method: 'POST',
      url: `/api/invitations/${invitation?.id}/accept`,
      as: other,
    });
    expect(foreign.statusCode).toBe(404);

    const accepted = await t.call({
      method: 'POST',
      url: `/api/invitations/${invitation?.id}/accept`,
      as: holder,
    });
    expect(accepted.json().data).toEqual({ activityId: mine.id });
    expect(await activitiesOf(holder)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ activityId: mine.id, roles: ['ROLE_STORE'] }),
      ]),
    );
    expect(await invitationsOf(holder)).toEqual([]);
    const counter = await t.call({ url: `/api/users?filters[activityId]=${mine.id}`, as: holder });
    expect(counter.statusCode).toBe(403);
  });

  it('declined, leaves the account as it was', async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const holder = await createCustomer(t, theirs.id);
    await add(admin, mine.id, holder.email, ['ROLE_ADMIN']);
    const [invitation] = await invitationsOf(holder);
    const declined = await t.call({
      method: 'DELETE',
      url: `/api/invitations/${invitation?.id}`,
      as: holder,
    });
    expect(declined.json().data).toEqual({ deleted: true });
    expect(await invitationsOf(holder)).toEqual([]);
    expect((await activitiesOf(holder)).map((a) => a.activityId)).toEqual([theirs.id]);
    const again = await t.call({
      method: 'POST',
      url: `/api/invitations/${invitation?.id}/accept`,
      as: holder,
    });
    expect(again.statusCode).toBe(404);
  });

  it('asked again, offers the latest role once; a switched-off activity cannot be joined', async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const admin = await createAdmin(t, mine.id);
    const holder = await createCustomer(t, theirs.id);
    await add(admin, mine.id, holder.email, ['ROLE_ADMIN']);
    await add(admin, mine.id, holder.email, ['ROLE_USER']);
    const invitations = await invitationsOf(holder);
    expect(invitations.map((i) => i.roles)).toEqual([['ROLE_USER']]);
    await t.rows(sql`update activities set active = false where id = ${mine.id}`);
    const accepted = await t.call({
      method: 'POST',
      url: `/api/invitations/${invitations[0]?.id}/accept`,
      as: holder,
    });
    expect(accepted.statusCode).toBe(404);
    expect((await activitiesOf(holder)).map((a) => a.activityId)).toEqual([theirs.id]);
  });

  it('of a new account: a member at once, any further role once it accepts', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const username = newEmail();
    await add(admin, activity.id, username, ['ROLE_ADMIN']);
    const holder: Person = {
      id: 0,
      email: username,
      password: 'Nico-2026!',
      login: () => t.login(username, 'Nico-2026!'),
      token: async () => (await t.login(username, 'Nico-2026!')).token,
    };
    expect(await activitiesOf(holder)).toEqual([
      expect.objectContaining({ activityId: activity.id, roles: ['ROLE_USER'] }),
    ]);
    const [invitation] = await invitationsOf(holder);
    expect(invitation?.roles).toEqual(['ROLE_ADMIN']);
    await t.call({ method: 'POST', url: `/api/invitations/${invitation?.id}/accept`, as: holder });
    expect(await activitiesOf(holder)).toEqual([
      expect.objectContaining({ activityId: activity.id, roles: ['ROLE_ADMIN'] }),
    ]);
  });

  it('is not made for a member of the activity: the admin edits them in the list', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const member = await createCustomer(t, activity.id);
    const res = await add(admin, activity.id, member.email, ['ROLE_ADMIN']);
    expect(res.statusCode).toBe(409);
    expect(await invitationsOf(member)).toEqual([]);
  });
});
