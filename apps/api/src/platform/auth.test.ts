import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createUser,
} from '../test-support/factories.ts';
import { bootApi, useTestApp } from '../test-support/harness.ts';
import { idParam } from './envelope.ts';

const t = useTestApp({ env: { RATE_LIMIT_MAX: '3' } });

describe('role guards', () => {
  it('enforces a declared role in the activity of the path, with a localized 403', async () => {
    const probe = await bootApi({
      extend: (app) => {
        app.get(
          '/api/probe/:id/admin',
          {
            config: { tenancy: { from: 'param', param: 'id', roles: ['ROLE_ADMIN'] } },
            schema: { params: z.object({ id: idParam }) },
          },
          async () => ({ data: 'ok' }),
        );
      },
    });
    try {
      const [a, b] = [await createActivity(probe), await createActivity(probe)];
      const adminOfA = await createAdmin(probe, a.id);
      const customerOfA = await createCustomer(probe, a.id);
      await probe.rows(
        (await import('drizzle-orm'))
          .sql`insert into activity_customers (activity_id, user_id) values (${b.id}, ${adminOfA.id})`,
      );
      const superAdmin = await createUser(probe, { superAdmin: true });
      const url = (id: number) => `/api/probe/${id}/admin`;
      expect((await probe.call({ url: url(a.id) })).statusCode).toBe(401);
      const user = await probe.call({
        url: url(a.id),
        as: { token: await customerOfA.token() },
        headers: { 'accept-language': 'fr' },
      });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ message: 'Opération non autorisée', code: 'forbidden' });
      expect(
        (await probe.call({ url: url(a.id), as: { token: await adminOfA.token() } })).statusCode,
      ).toBe(200);
      // Admin in A, customer in B: no admin power in B.
      expect(
        (await probe.call({ url: url(b.id), as: { token: await adminOfA.token() } })).statusCode,
      ).toBe(403);
      // Not a member at all: the activity is not theirs (404).
      expect(
        (await probe.call({ url: url(b.id), as: { token: await customerOfA.token() } })).statusCode,
      ).toBe(404);
      expect(
        (await probe.call({ url: url(b.id), as: { token: await superAdmin.token() } })).statusCode,
      ).toBe(200);
    } finally {
      await probe.close();
    }
  });
});

describe('rate limits', () => {
  it('limits unknown paths too, so probing for routes is slow', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.call({ url: `/api/probe-${i}` })).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
