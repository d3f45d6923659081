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

const me = async (as: 'cliente' | 'giulia' | 'marco') =>
  (await t.call({ url: '/api/app/users', as })).json().data;

describe('profile', () => {
  it('shows and updates every profile field, leaving the others alone', async () => {
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
      as: 'cliente',
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
      as: 'cliente',
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
    expect(await me('cliente')).toEqual(partial.json().data);
  });

  it('keeps the phone when the activity requires one', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: 'giulia',
      payload: { activityId: aurora, phone: '' },
    });
    expect(res.json().code).toBe('phone_required');
    const elsewhere = await t.call({
      method: 'PUT',
      url: '/api/customer/update-profile',
      as: 'marco',
      payload: { activityId: rita, phone: '' },
    });
    expect(elsewhere.json().data.phone).toBeNull();
  });

  it('refuses impossible birth dates and years outside 1900-2021', async () => {
    for (const birthDate of ['2021-02-30', '1899-12-31', '2022-01-01', '12-05-1990']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/customer/update-profile',
        as: 'giulia',
        payload: { birthDate },
      });
      expect(res.statusCode, birthDate).toBe(400);
    }
  });

  it('does not let a customer change their own roles or another user', async () => {
    const giulia = await me('giulia');
    const roles = await t.call({
      method: 'PUT',
      url: `/api/users/${giulia.id}`,
      as: 'giulia',
      payload: { username: DEMO_USERS.giulia, roles: ['ROLE_ADMIN'] },
    });
    expect(roles.statusCode).toBe(403);
    const marco = await me('marco');
    const other = await t.call({
      method: 'PUT',
      url: `/api/users/${marco.id}`,
      as: 'giulia',
      payload: { username: 'stolen@tessera.demo' },
    });
    expect(other.statusCode).toBe(403);
    expect((await me('marco')).username).toBe(DEMO_USERS.marco);
  });
});

describe('change password', () => {
  const change = async (body: Record<string, string>, lang = 'it') => {
    const { id } = await me('marco');
    return t.call({
      method: 'PUT',
      url: `/api/users/${id}/changepassword`,
      as: 'marco',
      payload: body,
      headers: { 'accept-language': lang },
    });
  };

  it('gives the four messages of the spec', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
        'La vecchia password è obbligatoria',
      ],
      [{ oldPassword: DEMO_PASSWORD, confirmPassword: 'x' }, 'La password è obbligatoria'],
      [
        { oldPassword: DEMO_PASSWORD, password: 'Nuova-1234', confirmPassword: 'Nuova-5678' },
        'Le password non coincidono',
      ],
      [
        { oldPassword: 'sbagliata', password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
        'La vecchia password non è corretta',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await change(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const gb = await change(
      { oldPassword: 'x', password: 'Nuova-1234', confirmPassword: 'Nuova-1234' },
      'en',
    );
    expect(gb.json().message).toBe('Old password incorrect');
  });

  it('changes the password with the old one, only for oneself', async () => {
    const { id } = await me('marco');
    const other = await t.call({
      method: 'PUT',
      url: `/api/users/${id}/changepassword`,
      as: 'giulia',
      payload: {
        oldPassword: DEMO_PASSWORD,
        password: 'Presa-1234',
        confirmPassword: 'Presa-1234',
      },
    });
    expect(other.statusCode).toBe(404);
    const ok = await change({
      oldPassword: DEMO_PASSWORD,
      password: 'Marco-2026-bis',
      confirmPassword: 'Marco-2026-bis',
    });
    expect(ok.json().data).toEqual({ changed: true });
    expect((await t.login(DEMO_USERS.marco, 'Marco-2026-bis')).token).toBeTruthy();
  });
});

describe('addresses', () => {
  const milanoId = async () =>
    (await t.call({ url: `/api/countries/actvity/${aurora}`, as: 'giulia' }))
      .json()
      .data.find((c: { name: string }) => c.name === 'Milano').id as number;

  it("offers the towns of the activity's nation, to its customers only", async () => {
    const res = await t.call({ url: `/api/countries/actvity/${aurora}`, as: 'giulia' });
    expect(res.json().data.map((c: { name: string }) => c.name)).toContain('Bergamo');
    expect(res.json().data.map((c: { name: string }) => c.name)).not.toContain('Madrid');
    const foreign = await t.call({ url: `/api/countries/actvity/${rita}`, as: 'giulia' });
    expect(foreign.statusCode).toBe(404);
  });

  it('adds, lists and deletes own addresses per activity', async () => {
    const countryId = await milanoId();
    const added = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: 'cliente',
      payload: {
        activityId: aurora,
        address: 'Via Dante',
        streetNumber: '3',
        cap: '20121',
        countryId,
      },
    });
    expect(added.json().data).toMatchObject({
      address: 'Via Dante',
      country: { name: 'Milano', province: 'MI' },
    });
    const list = (activityId: number) =>
      t.call({ url: `/api/customer-addresses?filters[activityId]=${activityId}`, as: 'cliente' });
    expect((await list(aurora)).json().totalRows).toBe(1);
    expect((await list(rita)).json().totalRows).toBe(0);
    const id = added.json().data.id;
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/app/customer-addresses/${id}`,
      as: 'cliente',
    });
    expect(gone.json().data).toEqual({ deleted: true });
    expect((await list(aurora)).json().totalRows).toBe(0);
  });

  it("answers 404 for another customer's address and keeps it", async () => {
    const countryId = await milanoId();
    const giulias = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: 'giulia',
      payload: { activityId: aurora, address: 'Via Giulia', cap: '20100', countryId },
    });
    const id = giulias.json().data.id;
    const attempt = await t.call({
      method: 'DELETE',
      url: `/api/app/customer-addresses/${id}`,
      as: 'cliente',
    });
    expect(attempt.statusCode).toBe(404);
    const still = await t.call({
      url: `/api/customer-addresses?filters[activityId]=${aurora}`,
      as: 'giulia',
    });
    expect(still.json().data.map((a: { id: number }) => a.id)).toContain(id);
    const notMember = await t.call({
      method: 'POST',
      url: '/api/customer-addresses',
      as: 'giulia',
      payload: { activityId: rita, address: 'Via Altrove', cap: '20100', countryId },
    });
    expect(notMember.statusCode).toBe(404);
  });
});
