import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo.ts';
import { startTestApp, type TestApp } from '../../test-support/harness.ts';
import { codeIn, type Mailbox, startMailbox, textOf } from '../../test-support/mailbox.ts';

let t: TestApp;
let mail: Mailbox;
let aurora: number;
beforeAll(async () => {
  mail = await startMailbox();
  t = await startTestApp({ SMTP_URL: mail.url, OUTBOX_POLL_MS: '100' });
  aurora = await t.activityId('salone-aurora');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let seq = 0;
const newEmail = () => `nuovo${++seq}.${Date.now()}@example.com`;

const sendCode = (username: string, lang = 'it') =>
  t.call({
    method: 'PUT',
    url: '/public/send-code-emails',
    payload: { activityId: aurora, username },
    headers: { 'accept-language': lang },
  });

/** Sends a code and reads it from the e-mail the SMTP peer received. */
async function codeFor(username: string, lang = 'it') {
  const since = mail.received.length;
  const res = await sendCode(username, lang);
  expect(res.statusCode).toBe(200);
  const message = await mail.waitFor(username, since);
  return { code: codeIn(message.raw) as string, message };
}

const signUp = (body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/public/sign-in',
    payload: {
      activityId: aurora,
      password: 'Nuova-Password-1',
      name: 'Nora',
      surname: 'Nuova',
      birthDate: '1990-04-12',
      gender: 'F',
      phone: '+39 333 1234567',
      informativaPrivacy: true,
      ...body,
    },
  });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up with an e-mail code', () => {
  it('tells whether an e-mail is registered', async () => {
    const known = await t.call({ url: `/app/check-emails/${DEMO_USERS.giulia}` });
    const unknown = await t.call({ url: `/app/check-emails/${newEmail()}` });
    expect(known.json().data).toEqual({ exists: true });
    expect(unknown.json().data).toEqual({ exists: false });
  });

  it('e-mails the code over SMTP in the chosen language and never returns it', async () => {
    const email = newEmail();
    const since = mail.received.length;
    const res = await sendCode(email, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sent: true,
      codeLength: 6,
      expiresAt: expect.any(String),
    });
    const message = await mail.waitFor(email, since);
    const code = codeIn(message.raw) as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const text = textOf(message.raw);
    expect(text).toContain(
      'tu código para registrarte en la tarjeta de fidelidad de Salone Aurora',
    );
    expect(text).toMatch(/^Subject: /m);
  });

  it('refuses a code for an e-mail that already has an account', async () => {
    const res = await sendCode(DEMO_USERS.giulia);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('creates the customer with consents, invite link and membership', async () => {
    const inviter = await t.call({ url: '/api/app/users', as: 'giulia' });
    const inviteCode = inviter.json().data.inviteCode as string;
    const invite = await t.call({ url: `/app/customers/code/${inviteCode.toLowerCase()}` });
    expect(invite.json().data).toEqual({ code: inviteCode });

    const email = newEmail();
    const { code } = await codeFor(email);
    const check = await t.call({
      method: 'PUT',
      url: '/public/check-code-emails',
      payload: { activityId: aurora, username: email, code },
    });
    expect(check.json().data).toEqual({ valid: true });

    const res = await signUp({ username: email, code, invite: inviteCode, language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: expect.any(Number), username: email });

    const login = await t.login(email, 'Nuova-Password-1');
    const me = { token: login.token };
    const profile = (await t.call({ url: '/api/app/users', as: me })).json().data;
    expect(profile).toMatchObject({
      name: 'Nora',
      birthDate: '1990-04-12',
      gender: 'F',
      typo: 'F',
      language: 'fr',
    });
    const activities = await t.call({ url: '/api/activities/customers/byiduser', as: me });
    expect(
      activities.json().data.activityCustomers.map((a: { activityId: number }) => a.activityId),
    ).toEqual([aurora]);
    const privacy = await t.call({ url: `/api/userprivacies/activity/${aurora}`, as: me });
    expect(privacy.json().data).toMatchObject({
      informativaPrivacy: true,
      informativaPointB: true,
      informativaPointC: true,
    });
    const [link] = await t.rows<{ by: number }>(
      sql`select invited_by_user_id as "by" from customers where user_id = ${res.json().data.id}`,
    );
    expect(link?.by).toBe(inviter.json().data.id);
  });

  it('refuses a wrong code, and a used code a second time', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const bad = await signUp({ username: email, code: wrong(code) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: 'Codice non valido', code: 'code_invalid' });
    expect((await signUp({ username: email, code })).statusCode).toBe(200);
    const again = await signUp({ username: email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('code_invalid');
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    await t.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const res = await signUp({ username: email, code });
    expect(res.json()).toEqual({ message: 'Codice scaduto', code: 'code_expired' });
  });

  it('kills the code after five wrong tries: the sixth try fails even with the right code', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: 'PUT',
        url: '/public/check-code-emails',
        payload: { activityId: aurora, username: email, code: wrong(code) },
      });
      expect(res.json().code).toBe('code_invalid');
    }
    const sixth = await signUp({ username: email, code });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe('code_locked');
  });

  it('only the newest code works', async () => {
    const email = newEmail();
    const first = await codeFor(email);
    const second = await codeFor(email);
    if (first.code !== second.code) {
      expect((await signUp({ username: email, code: first.code })).statusCode).toBe(422);
    }
    expect((await signUp({ username: email, code: second.code })).statusCode).toBe(200);
  });

  it('needs the informative privacy, and an invite code that exists', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const noPrivacy = await signUp({ username: email, code, informativaPrivacy: false });
    expect(noPrivacy.json().code).toBe('privacy_required');
    const noPhone = await signUp({ username: email, code, phone: '' });
    expect(noPhone.json().code).toBe('phone_required');
    const badInvite = await signUp({ username: email, code, invite: 'NOPE1234' });
    expect(badInvite.json().code).toBe('invite_unknown');
    expect((await t.call({ url: '/app/customers/code/NOPE1234' })).statusCode).toBe(404);
    expect((await signUp({ username: email, code })).statusCode).toBe(200);
  });

  it('keeps the e-mail in the outbox until the SMTP server takes it', async () => {
    const email = newEmail();
    mail.refuseNext(1);
    const since = mail.received.length;
    expect((await sendCode(email)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    const [pending] = await t.rows<{
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
    }>(sql`select attempts, sent_at, last_error from outbox where recipient = ${email}`);
    expect(pending).toMatchObject({ attempts: 1, sent_at: null });
    expect(pending?.last_error).toContain('try again later');
    // The retry comes after the backoff; make it due now instead of waiting 5 seconds.
    await t.database.db.execute(
      sql`update outbox set next_attempt_at = now() where recipient = ${email}`,
    );
    const message = await mail.waitFor(email, since);
    expect(codeIn(message.raw)).toMatch(/^\d{6}$/);
  });

  it('spends a code once even when two sign-ups race with it', async () => {
    const email = newEmail();
    const { code } = await codeFor(email);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => signUp({ username: email, code })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    const [users] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from users where username = ${email}`,
    );
    expect(users?.n).toBe(1);
  });

  it('records the browser that finished the sign-up', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/app/sendnavigation',
      payload: { data: 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(res.json().data).toEqual({ saved: true });
  });
});

const checkUrl = (code: string, email: string) =>
  `/app/checkforgotcode/${code}?${new URLSearchParams({ email })}`;

describe('forgot password', () => {
  const forgot = (username: string, lang = 'it') =>
    t.call({ url: `/app/forgotpassword/${username}`, headers: { 'accept-language': lang } });

  async function resetCode(username: string) {
    const since = mail.received.length;
    const res = await forgot(username);
    expect(res.json().data.esito).toBe(true);
    return codeIn((await mail.waitFor(username, since)).raw) as string;
  }

  it('answers the same for registered and unknown addresses, and mails only the first', async () => {
    const since = mail.received.length;
    const known = await forgot(DEMO_USERS.marco);
    const unknown = await forgot(newEmail());
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data).toEqual({ esito: true, message: expect.stringContaining('codice') });
    const message = await mail.waitFor(DEMO_USERS.marco, since);
    const text = textOf(message.raw);
    const query = new URLSearchParams({ email: DEMO_USERS.marco, code: codeIn(message.raw) ?? '' });
    expect(text).toContain(`/forgot-password/code?${query}`);
    expect(text).toContain('Trattoria Da Rita');
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.received.length).toBe(since + 1);
  });

  it('checks the code, sets the new password and ends every session', async () => {
    const session = await t.login(DEMO_USERS.marco);
    const code = await resetCode(DEMO_USERS.marco);
    const check = await t.call({ url: checkUrl(code, DEMO_USERS.marco) });
    const { id, username } = check.json().data;
    expect(username).toBe(DEMO_USERS.marco);

    const mismatch = await t.call({
      method: 'PUT',
      url: `/app/setnewpassword/${id}`,
      payload: {
        email: DEMO_USERS.marco,
        code,
        password: 'Marco-Nuova-1',
        confirmPassword: 'Marco-Nuova-2',
      },
    });
    expect(mismatch.json().code).toBe('passwords_mismatch');

    const set = await t.call({
      method: 'PUT',
      url: `/app/setnewpassword/${id}`,
      payload: {
        email: DEMO_USERS.marco,
        code,
        password: 'Marco-Nuova-1',
        confirmPassword: 'Marco-Nuova-1',
      },
    });
    expect(set.json().data).toEqual({ changed: true });
    expect((await t.login(DEMO_USERS.marco, 'Marco-Nuova-1')).token).toBeTruthy();
    const old = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: DEMO_USERS.marco, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const refreshed = await t.call({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    // The code is spent.
    expect((await t.call({ url: checkUrl(code, DEMO_USERS.marco) })).json().code).toBe(
      'code_invalid',
    );
  });

  it('refuses a reset without the code, or with another user', async () => {
    const code = await resetCode(DEMO_USERS.cliente);
    const { id } = (await t.call({ url: checkUrl(code, DEMO_USERS.cliente) })).json().data;
    const noCode = await t.call({
      method: 'PUT',
      url: `/app/setnewpassword/${id}`,
      payload: {
        email: DEMO_USERS.cliente,
        password: 'Hacked-Pass-1',
        confirmPassword: 'Hacked-Pass-1',
      },
    });
    expect(noCode.statusCode).toBe(400);
    const giulia = (await t.call({ url: '/api/app/users', as: 'giulia' })).json().data.id;
    const otherUser = await t.call({
      method: 'PUT',
      url: `/app/setnewpassword/${giulia}`,
      payload: {
        email: DEMO_USERS.cliente,
        code,
        password: 'Hacked-Pass-1',
        confirmPassword: 'Hacked-Pass-1',
      },
    });
    expect(otherUser.statusCode).toBe(422);
    expect(otherUser.json().code).toBe('code_invalid');
    expect((await t.login(DEMO_USERS.giulia)).token).toBeTruthy();
  });

  it('says a right but expired code is expired (null), and a wrong code is invalid', async () => {
    const code = await resetCode(DEMO_USERS.cliente);
    await t.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where purpose = 'reset'`,
    );
    expect((await t.call({ url: checkUrl(code, DEMO_USERS.cliente) })).json()).toEqual({
      data: null,
    });
    const unknown = await t.call({ url: checkUrl(wrong(code), DEMO_USERS.cliente) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'Codice non valido', code: 'code_invalid' });
  });
});

describe('rate limits', () => {
  it('limits reset requests and code guesses per client, whatever the path', async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGIN_MAX: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.call({ url: `/app/forgotpassword/someone${i}@example.com` });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const guesses = [];
      for (const code of ['111111', '222222', '333333', '444444']) {
        const url = `/app/checkforgotcode/${code}?email=someone${code}@example.com`;
        guesses.push((await limited.call({ url })).statusCode);
      }
      expect(guesses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
