import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.ts';
import { requireRole } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

describe('role guards', () => {
  it('lets only the listed roles through, with a localized 403', async () => {
    const probe = await startTestApp({}, (app) => {
      app.get(
        '/api/probe/admin',
        { preHandler: requireRole('ROLE_ADMIN', 'ROLE_SUPER_ADMIN') },
        async () => ({
          data: 'ok',
        }),
      );
    });
    try {
      const url = '/api/probe/admin';
      expect((await probe.call({ url })).statusCode).toBe(401);
      const user = await probe.call({ url, as: 'cliente', headers: { 'accept-language': 'fr' } });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ message: 'Opération non autorisée', code: 'forbidden' });
      expect((await probe.call({ url, as: 'admin' })).statusCode).toBe(200);
      expect((await probe.call({ url, as: 'super' })).statusCode).toBe(200);
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
