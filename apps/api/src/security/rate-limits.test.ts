// Finding 3: rate limits keyed on the full URL, credential routes outside the global limit, and
// no slowdown of repeated failures against one account.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { bootApi, useTestApp } from '../test-support/harness.ts';

const t = useTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_MAX: '1000' } });

let client = 0;
/** A fresh client address per test, so tests do not share counters. */
const newClient = () => `10.30.${Math.floor(++client / 250)}.${client % 250}`;

const login = (username: string, remoteAddress: string, query = '') =>
  t.call({
    method: 'POST',
    url: `/api/login_check${query}`,
    payload: { username, password: 'wrong-password' },
    remoteAddress,
  });

describe('finding 3: limits key on the route pattern, the client and the account name', () => {
  it('neither the query string nor the case of the name escapes the login limit', async () => {
    const ip = newClient();
    const tries = [
      await login('victim@test.example', ip),
      await login('VICTIM@test.example', ip, '?n=1'),
      await login(' victim@Test.Example ', ip, '?n=2'),
      await login('victim@test.example', ip, '?x=3&y=4'),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(tries[3]?.json().code).toBe('rate_limited');
    expect(tries[3]?.headers['retry-after']).toBeDefined();
  });

  it('limits one account name from many addresses', async () => {
    const name = `target-${newClient()}@test.example`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(name, newClient())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it.each([
    ['PUT', '/public/send-code-emails', (u: string) => ({ activityId: 1, username: u })],
    [
      'PUT',
      '/public/check-code-emails',
      (u: string) => ({ activityId: 1, username: u, code: '123456' }),
    ],
    ['POST', '/api/token/refresh', () => ({ refresh_token: 'not-a-token' })],
  ] as const)('%s %s: a query string gets no new counter', async (method, url, body) => {
    const ip = newClient();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method,
        url: `${url}?n=${i}`,
        payload: body(`someone-${ip}-${i}@test.example`),
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('sends at most 3 sign-up code e-mails to one address, from any client', async () => {
    const activity = await createActivity(t);
    const victim = `victim-${activity.id}@test.example`;
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: 'PUT',
        url: '/public/send-code-emails',
        payload: { activityId: activity.id, username: victim },
        remoteAddress: newClient(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('keeps credential routes under the global limit too', async () => {
    const tight = await bootApi({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_LOGIN_MAX: '100' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await tight.call({
          method: 'POST',
          url: '/api/login_check',
          payload: { username: `n${i}@test.example`, password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await tight.close();
    }
  });

  it('slows repeated failures against one account from any address, with a growing wait', async () => {
    const relaxed = await bootApi();
    try {
      const activity = await createActivity(relaxed);
      const victim = await createCustomer(relaxed, activity.id);
      const attempt = (password: string, i: number) =>
        relaxed.call({
          method: 'POST',
          url: '/api/login_check',
          payload: { username: victim.email.toUpperCase(), password },
          remoteAddress: `10.40.0.${i}`,
        });
      for (let i = 1; i <= 5; i++)
        expect((await attempt('wrong-password', i)).statusCode).toBe(401);
      // The sixth failure starts a wait; during it even the right password is held back.
      expect((await attempt('wrong-password', 6)).statusCode).toBe(401);
      const held = await attempt(victim.password, 7);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await relaxed.close();
    }
  });
});

describe('issue 15 F6: failed authentication is limited and cheap', () => {
  it('counts requests that fail authentication against the per-address limit', async () => {
    const tight = await bootApi({ env: { RATE_LIMIT_MAX: '5' } });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const res = await tight.call({
          url: '/api/app/users',
          headers: i % 2 ? { authorization: 'Bearer not.a.token' } : {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await tight.close();
    }
  });

  /** The statements that read sessions since `mark`. */
  const sessionReads = (mark: number) =>
    t.queries.slice(mark).filter((q) => q.includes('"sessions"'));

  it("refuses a revoked session's token again without a database query", async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const session = await t.login(user.email, user.password);
    const me = () => t.call({ url: '/api/app/users', as: { token: session.token } });
    const logout = await t.call({
      method: 'POST',
      url: '/api/logout',
      as: { token: session.token },
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const mark = t.queries.length;
    for (let i = 0; i < 3; i++) expect((await me()).statusCode).toBe(401);
    expect(sessionReads(mark)).toEqual([]);
  });

  it('lets an account switched back on in again at once, though refused a moment before', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    const me = () => t.call({ url: '/api/app/users', as: { token } });
    let heard = t.app.sessionCache.forgotten(user.id);
    await t.rows(sql`update users set active = false where id = ${user.id}`);
    await heard;
    expect((await me()).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
    heard = t.app.sessionCache.forgotten(user.id);
    await t.rows(sql`update users set active = true where id = ${user.id}`);
    await heard;
    expect((await me()).statusCode).toBe(200);
  });
});
