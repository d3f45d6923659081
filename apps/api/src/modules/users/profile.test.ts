import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createCustomer,
  FACTORY_PASSWORD,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

const me = async (as: Person) => (await t.call({ url: '/api/app/users', as })).json().data;

/** A customer of a new activity (that asks for the phone when `phoneRequired`). */
async function newCustomer(phoneRequired = false) {
  const activity = await createActivity(t, {
    configuration: { requiredPhoneNumber: phoneRequired },
  });
  return { activity, user: await createCustomer(t, activity.id) };
}

describe('profile', () => {
  it('shows and updates every profile field, leaving the others alone', async () => {
    const { user: cliente } = await newCustomer();
    const nations = (await t.call({ url: '/public/nations' })).json().data;
    const italy = nations.find((n: { code: string }) => n.code === 'IT');
    const towns = await t.call({
      url: `/public/countries?filters[nationId]=${italy.id}&filters[name]=mil`,
    });
    const milano = towns.json().data[0];
    expect(milano).toMatchObject({ name: 'Milano', province: 'MI' });

    const res = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: cliente,
      payload: {
        name: 'Chiara',
        surname: 'Rossini',
        birthDate: '1985-02-28',
        phone: '+39 333 0000000',
        address: 'Via Roma',
        streetNumber: '10',
        cap: '20121',
        town: 'Milano',
        countryId: milano.id,
        nationId: italy.id,
        gender: 'F',
        typo: 'G',
        language: 'de',
      },
    });
    expect(res.statusCode).toBe(200);
    const partial = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: cliente,
      payload: { phone: '+39 333 1111111' },
    });
    expect(partial.json().data).toMatchObject({
      surname: 'Rossini',
      birthDate: '1985-02-28',
      phone: '+39 333 1111111',
      cap: '20121',
      countryId: milano.id,
      typo: 'G',
      language: 'de',
    });
    expect(partial.json().data.country).toEqual({ id: milano.id, name: 'Milano', province: 'MI' });
    expect(await me(cliente)).toEqual(partial.json().data);
  });

  it('keeps the phone when the activity requires one', async () => {
    const required = await newCustomer(true);
    const res = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: required.user,
      payload: { activityId: required.activity.id, phone: '' },
    });
    expect(res.json().code).toBe('phone_required');
    const optional = await newCustomer(false);
    const elsewhere = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: optional.user,
      payload: { activityId: optional.activity.id, phone: '' },
    });
    expect(elsewhere.json().data.phone).toBeNull();
  });

  it('refuses impossible birth dates and years outside 1900-2021', async () => {
    const { user } = await newCustomer();
    for (const birthDate of ['2021-02-30', '1899-12-31', '2022-01-01', '12-05-1990']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/customer/update-profile',
        as: user,
        payload: { birthDate },
      });
      expect(res.statusCode, birthDate).toBe(400);
    }
  });

  it('does not let a customer change their own roles or another user', async () => {
    const { activity, user } = await newCustomer();
    const other = await createCustomer(t, activity.id);
    const roles = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      as: user,
      payload: { username: user.email, roles: ['ROLE_ADMIN'] },
    });
    expect(roles.statusCode).toBe(403);
    const stolen = await t.call({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      as: user,
      payload: { username: 'stolen@test.example' },
    });
    expect(stolen.statusCode).toBe(403);
    expect((await me(other)).username).toBe(other.email);
  });
});

describe('change password', () => {
  const change = (user: Person, body: Record<string, string>, lang = 'it') =>
    t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/changepassword`,
      as: user,
      payload: body,
      headers: { 'accept-language': lang },
    });

  it('gives the four messages of the spec', async () => {
    const { user } = await newCustomer();
    const cases: [Record<string, string>, string][] = [
      [
        { password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
        'La vecchia password è obbligatoria',
      ],
      [{ oldPassword: FACTORY_PASSWORD, confirmPassword: 'x' }, 'La password è obbligatoria'],
      [
        { oldPassword: FACTORY_PASSWORD, password: 'Nuova-1234', confirmPassword: 'Nuova-5678' },
        'Le password non coincidono',
      ],
      [
        { oldPassword: 'sbagliata', password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
        'La vecchia password non è corretta',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await change(user, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const gb = await change(
      user,
      { oldPassword: 'x', password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
      'en',
    );
    expect(gb.json().message).toBe('Old password incorrect');
  });

  it('changes the password with the old one, only for oneself', async () => {
    const { activity, user } = await newCustomer();
    const other = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/changepassword`,
      as: await createCustomer(t, activity.id),
      payload: {
        oldPassword: FACTORY_PASSWORD,
        password: 'Presa-1234',
        confirmPassword: 'Presa-1234',
      },
    });
    expect(other.statusCode).toBe(404);
    const ok = await change(user, {
      oldPassword: FACTORY_PASSWORD,
      password: 'Marco-2026-bis',
      confirmPassword: 'Marco-2026-bis',
    });
    expect(ok.json().data).toEqual({ changed: true });
    expect((await t.login(user.email, 'Marco-2026-bis')).token).toBeTruthy();
  });
});

describe('addresses', () => {
  const milanoId = async (activityId: number, as: Person) =>
    (await t.call({ url: `/api/countries/actvity/${activityId}`, as }))
      .json()
      .data.find((c: { name: string }) => c.name === 'Milano').id as number;

  it("offers the towns of the activity's nation, to its customers only", async () => {
    const { activity, user } = await newCustomer();
    const spanish = await createActivity(t, { nation: 'ES' });
    const res = await t.call({ url: `/api/countries/actvity/${activity.id}`, as: user });
    expect(res.json().data.map((c: { name: string }) => c.name)).toContain('Bergamo');
    expect(res.json().data.map((c: { name: string }) => c.name)).not.toContain('Madrid');
    const foreign = await t.call({ url: `/api/countries/actvity/${spanish.id}`, as: user });
    expect(foreign.statusCode).toBe(404);
    const spaniard = await createCustomer(t, spanish.id);
    const there = await t.call({ url: `/api/countries/actvity/${spanish.id}`, as: spaniard });
    expect(there.json().data.map((c: { name: string }) => c.name)).toContain('Madrid');
  });

  it('adds, lists and deletes own addresses per activity', async () => {
    const [one, two] = [await createActivity(t), await createActivity(t)];
    const user = await createCustomer(t, one.id, two.id);
    const countryId = await milanoId(one.id, user);
    const added = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: user,
      payload: {
        activityId: one.id,
        address: 'Via Dante',
        streetNumber: '3',
        cap: '20121',
        countryId,
        recipientName: 'Giulia Neri',
        phone: '333 123 4567',
      },
    });
    expect(added.json().data).toMatchObject({
      address: 'Via Dante',
      country: { name: 'Milano', province: 'MI' },
    });
    const list = (activityId: number) =>
      t.call({ url: `/api/customer-addresses?filters[activityId]=${activityId}`, as: user });
    expect((await list(one.id)).json().totalRows).toBe(1);
    expect((await list(two.id)).json().totalRows).toBe(0);
    const id = added.json().data.id;
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/app/customer-addresses/${id}`,
      as: user,
    });
    expect(gone.json().data).toEqual({ deleted: true });
    expect((await list(one.id)).json().totalRows).toBe(0);
  });

  it("answers 404 for another customer's address and keeps it", async () => {
    const [mine, theirs] = [await createActivity(t), await createActivity(t)];
    const [owner, other] = [await createCustomer(t, mine.id), await createCustomer(t, mine.id)];
    const countryId = await milanoId(mine.id, owner);
    const saved = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: owner,
      payload: {
        activityId: mine.id,
        address: 'Via Giulia',
        cap: '20100',
        countryId,
        recipientName: 'Giulia Neri',
        phone: '333 123 4567',
      },
    });
    const id = saved.json().data.id;
    const attempt = await t.call({
      method: 'DELETE',
      url: `/api/app/customer-addresses/${id}`,
      as: other,
    });
    expect(attempt.statusCode).toBe(404);
    const still = await t.call({
      url: `/api/customer-addresses?filters[activityId]=${mine.id}`,
      as: owner,
    });
    expect(still.json().data.map((a: { id: number }) => a.id)).toContain(id);
    const notMember = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: owner,
      payload: {
        activityId: theirs.id,
        address: 'Via Altrove',
        cap: '20100',
        countryId,
        recipientName: 'Giulia Neri',
        phone: '333 123 4567',
      },
    });
    expect(notMember.statusCode).toBe(404);
  });
});
