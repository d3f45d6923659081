// Finding 11: smaller leaks — docs off by default, tokens without exp, loose ids, Fastify's
// own 414/431 bodies. (The invalid/expired reset-code leak is in reset-codes.test.ts.)
import { once } from 'node:events';
import { request } from 'node:http';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { claimsOf } from '../test-support/api.ts';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { bootApi, useTestApp } from '../test-support/harness.ts';
import { baseUrlOf } from '../test-support/sse.ts';

const t = useTestApp();

/** A raw HTTP exchange with the listening server, for what inject cannot send. */
async function raw(port: number, path: string, headers: Record<string, string> = {}) {
  const req = request({ host: '127.0.0.1', port, path, headers });
  req.end();
  const [res] = (await once(req, 'response')) as [import('node:http').IncomingMessage];
  let body = '';
  for await (const chunk of res) body += chunk;
  return { status: res.statusCode, body };
}

describe('finding 11: smaller leaks', () => {
  it('serves no OpenAPI document or docs UI unless API_DOCS=on', async () => {
    expect((await t.call({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/docs' })).statusCode).toBe(404);
    const docs = await bootApi({ env: { API_DOCS: 'on' } });
    try {
      expect((await docs.call({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await docs.close();
    }
  });

  it('refuses an access token without exp', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const good = await user.token();
    const claims = claimsOf(good);
    delete claims.exp;
    delete claims.iat;
    const forever = createSigner({ key: t.app.config.jwtSecret, noTimestamp: true })(claims);
    const res = await t.call({ url: '/api/app/users', as: { token: forever } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it.each(['0x1', '1e0', ' 1', '1 ', '+1', '01', '1.0'])(
    'takes ids as digits only, refusing %j',
    async (id) => {
      const res = await t.call({ url: `/app/activities/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    },
  );

  it('answers 414 and 431 with the error envelope, without echoing the path', async () => {
    // The worker's app may already listen (another file's streams): its port, or a new one.
    const port = Number(new URL(await baseUrlOf(t.app)).port);
    const marker = `zz${'q'.repeat(600)}`;
    const long = await raw(port, `/app/activities/permalink/${marker}`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({ message: expect.any(String), code: 'uri_too_long' });
    expect(long.body).not.toContain('zzqq');
    const big = await raw(port, '/healthz', { 'x-big': 'x'.repeat(20_000) });
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toEqual({
      message: expect.any(String),
      code: 'headers_too_large',
    });
  });
});
