// Finding 7: client input that caused 500s — NUL characters and unknown foreign ids.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { bootApi, useTestApp } from '../test-support/harness.ts';

const probeTenancy = { from: 'none', reason: 'a test probe' } as const;

const t = useTestApp();

describe('finding 7: client input causes no 500', () => {
  it('refuses a NUL character in a body with a 400 in the caller language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'accept-language': 'de' },
      payload: { username: 'x\u0000', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_input',
      message: expect.stringMatching(/^Ungültige/),
    });
  });

  it('refuses a NUL character in a query filter and in a path', async () => {
    const query = await t.call({ url: '/public/countries?filters[name]=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().code).toBe('invalid_input');
    const path = await t.call({ url: '/app/check-emails/a%00b%40x.it' });
    expect(path.statusCode).toBe(400);
  });

  it('refuses an unknown town or nation in update-profile and changes nothing', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    for (const field of ['countryId', 'nationId']) {
      const res = await t.call({
        method: 'PUT',
        url: '/api/customer/update-profile',
        as: { token },
        payload: { name: 'Changed', [field]: 2_000_000_000 },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code, field).toBe('invalid_input');
      expect(res.json().message, field).toContain(field);
    }
    const [row] = await t.rows<{ name: string }>(sql`select name from users where id = ${user.id}`);
    expect(row?.name).toBe('Test');
  });

  it('maps a database constraint error to a 4xx with a stable code', async () => {
    const probe = await bootApi({
      extend: (app) => {
        app.get('/app/probe/fk', { config: { tenancy: probeTenancy } }, async () => {
          await app.db.execute(
            sql`insert into activity_customers (activity_id, user_id) values (2000000000, 2000000000)`,
          );
          return { data: 'unreachable' };
        });
      },
    });
    try {
      const res = await probe.call({ url: '/app/probe/fk' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'reference_conflict', message: expect.any(String) });
    } finally {
      await probe.close();
    }
  });
});
