// Onboarding a business (onboarding.ts): the super admin opens an empty, working activity with its
// first admin (a new account told how to choose its password, or an account invited), lists every
// activity, switched-off ones too, and switches one off and on. Nobody else can.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEmail } from '../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createSuperAdmin,
  createUser,
  type Person,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

const body = (over: object = {}) => ({
  name: 'Gelateria Nuvola',
  permalink: `nuvola-${randomUUID().slice(0, 8)}`,
  color: '00838F',
  colorText: 'FFFFFF',
  timeZone: 'Europe/Rome',
  languages: ['it', 'gb'],
  shopType: 'A',
  bookingType: 'N',
  admin: { email: newEmail('nadia'), name: 'Nadia', surname: 'Neri' },
  ...over,
});
const onboard = (as: Person, payload: object, lang = 'it') =>
  t.call({
    method: 'POST',
    url: '/api/console/activities',
    as,
    headers: { 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload,
  });
const mailsTo = (recipient: string) =>
  t.rows<{ subject: string; body: string }>(
    sql`select subject, body from outbox where recipient = ${recipient} order by id`,
  );
const activityCount = async () =>
  (await t.rows<{ n: number }>(sql`select count(*)::int as n from activities`))[0]?.n;

describe('onboarding a business', () => {
  it('opens an empty, working activity whose new admin chooses a password and lands on its console', async () => {
    const root = await createSuperAdmin(t);
    const payload = body();
    const res = await onboard(root, payload);
    expect(res.statusCode, res.body).toBe(201);
    const { activityId, admin } = res.json().data;
    expect(admin).toBe('created');

    const [mail] = await mailsTo(payload.admin.email);
    expect(mail?.subject).toBe('Gelateria Nuvola è su Tessera: scegli la tua password');
    expect(mail?.body).toContain(
      `http://localhost:3000/forgot-password?email=${encodeURIComponent(payload.admin.email)}`,
    );
    // Nobody can sign in before the password is chosen.
    const signIn = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: payload.admin.email, password: '' },
    });
    expect(signIn.statusCode).not.toBe(200);

    // The forgot-password flow sets it (its own tests); here, the super admin's for short.
    const [user] = await t.rows<{ id: number }>(
      sql`select id from users where username = ${payload.admin.email}`,
    );
    await t.rows(
      sql`update users set password_hash = (select password_hash from users where id = ${root.id}) where id = ${user?.id}`,
    );
    const nadia: Person = { ...root, id: user?.id as number, email: payload.admin.email };
    const home = await t.call({ url: `/api/activities/${activityId}/console`, as: nadia });
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().data).toEqual({
      steps: [
        { key: 'activity', done: false },
        { key: 'cardTerms', done: false },
        { key: 'stores', done: false },
      ],
      attention: [],
    });

    // A customer's app: every switch off, the languages offered, empty lists.
    const customer = await createCustomer(t, activityId);
    const [menu] = await t.rows<Record<string, boolean>>(
      sql`select * from activity_menus where activity_id = ${activityId}`,
    );
    const { activity_id: _, ...switches } = menu ?? {};
    expect(Object.values(switches)).not.toContain(true);
    expect(Object.keys(switches).length).toBeGreaterThan(5);
    const langs = await t.rows<{ code: string }>(sql`
      select l.code from activity_languages al join languages l on l.id = al.language_id
      where al.activity_id = ${activityId} order by l.code`);
    expect(langs.map((l) => l.code)).toEqual(['gb', 'it']);
    const stores = await t.call({
      url: `/api/stores?filters[activityId]=${activityId}&filters[visible]=true`,
      as: customer,
    });
    expect(stores.statusCode).toBe(200);
    expect(stores.json().totalRows).toBe(0);
  });

  it('invites an e-mail that has an account, which gets nothing until it accepts', async () => {
    const root = await createSuperAdmin(t);
    const holder = await createUser(t, { language: 'gb' });
    const res = await onboard(
      root,
      body({ admin: { email: holder.email.toUpperCase(), name: 'X' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.admin).toBe('invited');
    const [membership] = await t.rows(
      sql`select 1 from activity_customers where activity_id = ${res.json().data.activityId} and user_id = ${holder.id}`,
    );
    expect(membership).toBeUndefined();
    const [mail] = await mailsTo(holder.email);
    expect(mail?.subject).toBe('Gelateria Nuvola: you are invited as administrator');
  });

  it.each([
    ['it', "L'indirizzo taken-one è già di un'altra attività: scegline un altro"],
    ['gb', 'The address taken-one belongs to another activity already: choose another'],
  ])('refuses a taken permalink in %s, opening nothing', async (lang, message) => {
    const root = await createSuperAdmin(t);
    await onboard(root, body({ permalink: 'taken-one' }));
    const before = await activityCount();
    const res = await onboard(root, body({ permalink: 'taken-one' }), lang);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'permalink_taken', message });
    expect(await activityCount()).toBe(before);
  });

  it.each([
    ['a text colour that does not stand out', { color: 'FFFF00', colorText: 'FFFFFF' }],
    ['a permalink with spaces', { permalink: 'Gelateria Nuvola' }],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }],
    ['no language', { languages: [] }],
    ['an unknown booking type', { bookingType: 'X' }],
    ['an admin without e-mail', { admin: { name: 'Nadia' } }],
  ])('refuses %s with 400, opening nothing', async (_, change) => {
    const root = await createSuperAdmin(t);
    const before = await activityCount();
    const res = await onboard(root, body(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(await activityCount()).toBe(before);
  });

  it("is the super admin's only", async () => {
    const activity = await createActivity(t);
    const before = await activityCount();
    for (const who of [await createAdmin(t, activity.id), await createCustomer(t, activity.id)]) {
      expect((await onboard(who, body())).statusCode).toBe(403);
      expect((await t.call({ url: '/api/console/activities', as: who })).statusCode).toBe(403);
      const off = await t.call({
        method: 'PUT',
        url: `/api/console/activities/${activity.id}/active`,
        as: who,
        payload: { active: false },
      });
      expect(off.statusCode).toBe(403);
    }
    expect(await activityCount()).toBe(before);
  });
});

describe('every activity, for the super admin', () => {
  it('lists them with their admins, finds one by name, and switches it off and on', async () => {
    const root = await createSuperAdmin(t);
    const tag = randomUUID().slice(0, 6);
    const activity = await createActivity(t, { name: `Bottega ${tag}` });
    const admin = await createAdmin(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const find = async () =>
      (await t.call({ url: `/api/console/activities?filters[q]=${tag}`, as: root })).json();

    expect(await find()).toEqual({
      data: [
        {
          id: activity.id,
          name: `Bottega ${tag}`,
          permalink: expect.any(String),
          color: expect.any(String),
          active: true,
          members: 2,
          admins: [admin.email],
        },
      ],
      totalRows: 1,
    });

    const off = await t.call({
      method: 'PUT',
      url: `/api/console/activities/${activity.id}/active`,
      as: root,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await find()).data[0].active).toBe(false);
    // Switched off: its customers no longer reach it.
    const card = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    expect(card.statusCode).toBe(404);

    await t.call({
      method: 'PUT',
      url: `/api/console/activities/${activity.id}/active`,
      as: root,
      payload: { active: true },
    });
    expect(
      (await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })).statusCode,
    ).toBe(200);
  });

  it("counts each listed activity's members and names its admins by e-mail", async () => {
    const root = await createSuperAdmin(t);
    const tag = randomUUID().slice(0, 6);
    const [busy, quiet, empty] = [
      await createActivity(t, { name: `Negozio ${tag} A` }),
      await createActivity(t, { name: `Negozio ${tag} B` }),
      await createActivity(t, { name: `Negozio ${tag} C` }),
    ];
    const second = await createUser(t, {
      memberOf: [busy.id],
      roles: ['ROLE_ADMIN', 'ROLE_STORE'],
      email: `b-${tag}@example.com`,
    });
    const first = await createUser(t, {
      memberOf: [busy.id, quiet.id],
      roles: ['ROLE_ADMIN'],
      email: `a-${tag}@example.com`,
    });
    await createUser(t, { memberOf: [busy.id], roles: ['ROLE_STORE'] });
    await createCustomer(t, busy.id);
    await createCustomer(t, quiet.id);
    await createUser(t, { memberOf: [quiet.id], roles: ['ROLE_ADMIN'], membershipActive: false });
    const res = await t.call({ url: `/api/console/activities?filters[q]=${tag}`, as: root });
    expect(res.statusCode).toBe(200);
    const listed = res
      .json()
      .data.map((a: { id: number; members: number; admins: string[] }) => [
        a.id,
        a.members,
        a.admins.length,
      ]);
    expect(listed).toEqual([
      [busy.id, 4, 2],
      [quiet.id, 3, 2],
      [empty.id, 0, 0],
    ]);
    expect(res.json().data[0].admins).toEqual([first.email, second.email]);
    expect(res.json().data[1].admins[0]).toBe(first.email);
  });

  it('answers 404 for an activity that does not exist', async () => {
    const root = await createSuperAdmin(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/console/activities/999999/active',
      as: root,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(404);
  });
});
