import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { claimsOf, refresh as refreshWith } from '../../test-support/api.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createUser,
} from '../../test-support/factories.ts';
import { bootApi, useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** A customer of a new activity. */
const newCustomer = async () => createCustomer(t, (await createActivity(t)).id);

const loginAs = (username: string, password: string, lang?: string) =>
  t.call({
    method: 'POST',
    url: '/api/login_check',
    payload: { username, password },
    headers: lang ? { 'accept-language': lang } : {},
  });

const refresh = (refreshToken: string) => refreshWith(t, refreshToken);

describe('POST /api/login_check', () => {
  it('trims the username and returns an access token with id, username, global roles and session', async () => {
    const admin = await createAdmin(t, (await createActivity(t)).id);
    const res = await loginAs(`  ${admin.email.toUpperCase()} `, admin.password);
    expect(res.statusCode).toBe(200);
    const { token, refresh_token } = res.json().data;
    expect(refresh_token).toMatch(/^[\w-]{40,}$/);
    const claims = claimsOf(token);
    // ROLE_ADMIN belongs to the membership (byiduser), not to the token.
    expect(claims).toMatchObject({ id: admin.id, username: admin.email, roles: [] });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const user = await newCustomer();
    const wrong = await loginAs(user.email, 'not-the-password');
    const unknown = await loginAs('nobody@test.example', user.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Username e/o password non validi',
      code: 'invalid_credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells an inactive user to contact the administrator, in their language', async () => {
    const inactive = await createUser(t, { active: false });
    const it_ = await loginAs(inactive.email, inactive.password);
    expect(it_.statusCode).toBe(403);
    expect(it_.json()).toEqual({
      message: "Utente non attivo, contattare l'amministratore",
      code: 'user_inactive',
    });
    const de = await loginAs(inactive.email, inactive.password, 'de-DE,de;q=0.9');
    expect(de.json().message).toBe('Benutzer nicht aktiv, wende dich an den Administrator');
  });

  it('does not reveal that an inactive account exists to someone without its password', async () => {
    const inactive = await createUser(t, { active: false });
    const res = await loginAs(inactive.email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });

  it('refuses a body with unknown fields or missing values with a readable 400', async () => {
    const extra = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'a', password: 'b', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/^Dati non validi: .*admin/);
    const empty = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates: the new pair works and the old refresh token does not', async () => {
    const first = await (await newCustomer()).login();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await t.call({
      url: '/api/activities/customers/byiduser',
      as: { token: second.token },
    });
    expect(me.statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented after its pair was used', async () => {
    const user = await newCustomer();
    const first = await user.login();
    const second = (await refresh(first.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The thief's replay also kills the legitimate holder's newer token.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    // Another login (another family) is unaffected.
    const other = await user.login();
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  // A refresh whose answer is lost (the connection drops after the server rotated the pair)
  // leaves the client with the spent token only: within REFRESH_GRACE_SECONDS, and as long as
  // the lost pair was never used, presenting it again is that retry, not a replay.
  describe('a refresh whose answer was lost', () => {
    const spentAgo = (token: string, seconds: number) =>
      t.rows(sql`update refresh_tokens set used_at = now() - make_interval(secs => ${seconds})
        where token_hash = ${createHash('sha256').update(token).digest('base64url')}`);

    it('is retried with the same token within 30 s: a new pair in the same session', async () => {
      const first = await (await newCustomer()).login();
      const lost = (await refresh(first.refresh_token)).json().data;
      await spentAgo(first.refresh_token, 25);
      const retried = await refresh(first.refresh_token);
      expect(retried.statusCode).toBe(200);
      const again = retried.json().data;
      expect(again.refresh_token).not.toBe(lost.refresh_token);
      expect(claimsOf(again.token).sid).toBe(claimsOf(first.token).sid);
      const next = await refresh(again.refresh_token);
      expect(next.statusCode).toBe(200);
      // The lost pair's refresh token was never received: it is dead, and showing it is a replay.
      expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
      expect((await refresh(next.json().data.refresh_token)).statusCode).toBe(401);
    });

    it('is a replay after 30 s: the session ends', async () => {
      const first = await (await newCustomer()).login();
      const lost = (await refresh(first.refresh_token)).json().data;
      await spentAgo(first.refresh_token, 31);
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
      expect((await refresh(lost.refresh_token)).statusCode).toBe(401);
    });

    it('is retried once: a third showing of the token ends the session', async () => {
      const first = await (await newCustomer()).login();
      await refresh(first.refresh_token);
      const retried = (await refresh(first.refresh_token)).json().data;
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
      expect((await refresh(retried.refresh_token)).statusCode).toBe(401);
    });
  });

  it('refuses unknown tokens and tokens of a user who became inactive', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const user = await newCustomer();
    const { refresh_token } = await user.login();
    await t.rows(sql`update users set active = false where id = ${user.id}`);
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  const route = '/api/activities/customers/byiduser';

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    expect((await t.call({ url: route })).statusCode).toBe(401);
    const claims = claimsOf(await (await newCustomer()).token());
    const forged = createSigner({ key: 'another-secret-another-secret-123' })({
      id: claims.id,
      username: claims.username,
      roles: ['ROLE_SUPER_ADMIN'],
    });
    expect((await t.call({ url: route, as: { token: forged } })).statusCode).toBe(401);
    const expired = createSigner({
      key: t.app.config.jwtSecret,
      expiresIn: 60_000,
      clockTimestamp: Date.now() - 120_000,
    })({ id: claims.id, username: claims.username, roles: claims.roles });
    const res = await t.call({ url: route, as: { token: expired } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});

describe('POST /api/logout', () => {
  it("revokes the caller's refresh token family", async () => {
    const pair = await (await newCustomer()).login();
    const res = await t.call({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: pair.refresh_token },
      as: { token: pair.token },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
  });

  it("cannot revoke another user's session", async () => {
    const victim = await (await newCustomer()).login();
    await t.call({
      method: 'POST',
      url: '/api/logout',
      payload: { refresh_token: victim.refresh_token },
      as: await newCustomer(),
    });
    expect((await refresh(victim.refresh_token)).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits login attempts per client with a localized 429, whatever the username', async () => {
    const limited = await bootApi({ env: { RATE_LIMIT_LOGIN_MAX: '3' } });
    try {
      const activity = await createActivity(limited);
      const user = await createCustomer(limited, activity.id);
      const other = await createCustomer(limited, activity.id);
      const attempt = () =>
        limited.call({
          method: 'POST',
          url: '/api/login_check',
          payload: { username: user.email, password: 'wrong' },
          headers: { 'accept-language': 'fr' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('rate_limited');
      expect(blocked.json().message).toMatch(/^Trop de requêtes/);
      // Another username from the same client is the same counter (route pattern + client)…
      const blockedToo = await limited.call({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: other.email, password: other.password },
      });
      expect(blockedToo.statusCode).toBe(429);
      // …while another client still gets in.
      const elsewhere = await limited.call({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: other.email, password: other.password },
        remoteAddress: '10.9.8.7',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
