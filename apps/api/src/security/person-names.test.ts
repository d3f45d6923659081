// Finding 3: a customer's name (with line breaks and web addresses) started the invite SMS, so
// anyone could send phishing texts from the business's sender. Names are letters, spaces,
// apostrophes, hyphens and dots on every path that writes one (packages/domain personName).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEmail, signUpCode } from '../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createSuperAdmin,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp({ mail: true });

const PHISHING = 'Giulia\nHai vinto 500 €: https://evil.example/premio';
const en = { 'accept-language': 'en' };
const refusedName = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 'invalid_input', message: 'Invalid data: name' });
};
const nameOf = async (id: number) =>
  (await t.rows<{ name: string }>(sql`select name from users where id = ${id}`))[0]?.name;

describe('finding 3: a name is a name on every path that writes one', () => {
  it('sign-up refuses it and creates nobody', async () => {
    const activity = await createActivity(t);
    const username = newEmail();
    const { code } = await signUpCode(t, activity.id, username);
    const res = await t.call({
      method: 'POST',
      url: '/public/sign-in',
      headers: en,
      payload: {
        activityId: activity.id,
        username,
        code,
        password: 'Nuova-Password-1',
        name: PHISHING,
        surname: 'Rossi',
        informativaPrivacy: true,
      },
    });
    refusedName(res);
    const users = await t.rows(sql`select id from users where username = ${username}`);
    expect(users).toEqual([]);
  });

  it('the profile update refuses it and keeps the name', async () => {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    const before = await nameOf(customer.id);
    const res = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: customer,
      headers: en,
      payload: { name: 'www.evil.example' },
    });
    refusedName(res);
    expect(await nameOf(customer.id)).toBe(before);
  });

  it("an admin's create and a super admin's edit refuse it", async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const username = newEmail();
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      as: admin,
      headers: en,
      payload: {
        activityId: activity.id,
        username,
        name: 'Nico<script>',
        surname: 'Nuovo',
        password: 'Nico-2026!',
      },
    });
    refusedName(created);
    expect(await t.rows(sql`select id from users where username = ${username}`)).toEqual([]);
    const root = await createSuperAdmin(t);
    const customer = await createCustomer(t, activity.id);
    const before = await nameOf(customer.id);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      as: root,
      headers: en,
      payload: { name: 'Giulia\u0007', activityId: activity.id },
    });
    refusedName(edited);
    expect(await nameOf(customer.id)).toBe(before);
  });

  it('takes names of any script with apostrophes, hyphens and dots', async () => {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    for (const name of ["D'Angelo-Nguyễn", 'J. R.', 'Юлия']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/customer/update-profile',
        as: customer,
        payload: { name },
      });
      expect(res.statusCode, name).toBe(200);
      expect(await nameOf(customer.id)).toBe(name);
    }
  });
});
