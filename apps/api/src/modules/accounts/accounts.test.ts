import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import { newEmail, resetCode, signUpCode, wrongCode } from '../../test-support/api.ts';
import {
  type Activity,
  createActivity,
  createCustomer,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { bootApi, type TestApp, useTestApp } from '../../test-support/harness.ts';
import { codeIn, textOf } from '../../test-support/mailbox.ts';
import { CODE_TTL_MINUTES } from './codes.ts';

const clock = movableClock();
const t = useTestApp({ mail: true, clock });

/** An activity that asks for the phone, as the sign-up screens of these tests expect. */
const newActivity = (app: TestApp = t, name?: string) =>
  createActivity(app, { name, configuration: { requiredPhoneNumber: true } });

const sendCode = (activity: Activity, username: string, lang = 'it', app: TestApp = t) =>
  app.call({
    method: 'PUT',
    url: '/public/send-code-emails',
    payload: { activityId: activity.id, username },
    headers: { 'accept-language': lang },
  });

/** Sends a code and reads it from the e-mail the SMTP peer received. */
const codeFor = (activity: Activity, username: string) => signUpCode(t, activity.id, username);

const signUp = (activity: Activity, body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/public/sign-in',
    payload: {
      activityId: activity.id,
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

const wrong = wrongCode;

const outboxTo = (recipient: string) =>
  t.rows<{ id: number }>(sql`select id from outbox where recipient = ${recipient}`);

describe('sign-up with an e-mail code', () => {
  it('tells whether an e-mail is registered', async () => {
    const user = await createUser(t);
    const known = await t.call({ url: `/app/check-emails/${user.email}` });
    const unknown = await t.call({ url: `/app/check-emails/${newEmail()}` });
    expect(known.json().data).toEqual({ exists: true });
    expect(unknown.json().data).toEqual({ exists: false });
  });

  it('e-mails the code over SMTP in the chosen language and never returns it', async () => {
    const activity = await newActivity(t, 'Salone Prova');
    const email = newEmail();
    const since = t.mail.received.length;
    const res = await sendCode(activity, email, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sent: true,
      codeLength: 6,
      expiresAt: expect.any(String),
    });
    const message = await t.mail.waitFor(email, since);
    const code = codeIn(message.raw) as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const text = textOf(message.raw);
    expect(text).toContain('tu código para registrarte en la tarjeta de fidelidad de Salone Prova');
    expect(text).toMatch(/^Subject: /m);
  });

  it('refuses a code for an e-mail that already has an account', async () => {
    const activity = await newActivity();
    const user = await createCustomer(t, activity.id);
    const res = await sendCode(activity, user.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('creates the customer with consents, invite link and membership', async () => {
    const activity = await newActivity();
    const inviter = await createCustomer(t, activity.id);
    const inviteCode = (await t.call({ url: '/api/app/users', as: inviter })).json().data
      .inviteCode as string;
    const invite = await t.call({ url: `/app/customers/code/${inviteCode.toLowerCase()}` });
    expect(invite.json().data).toEqual({ code: inviteCode });

    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const check = await t.call({
      method: 'PUT',
      url: '/public/check-code-emails',
      payload: { activityId: activity.id, username: email, code },
    });
    expect(check.json().data).toEqual({ valid: true });

    const res = await signUp(activity, {
      username: email,
      code,
      invite: inviteCode,
      language: 'fr',
    });
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
    ).toEqual([activity.id]);
    // Marketing (B) and profiling (C) not sent: not given (GDPR, docs/decisions/0017).
    const privacy = await t.call({ url: `/api/userprivacies/activity/${activity.id}`, as: me });
    expect(privacy.json().data).toMatchObject({
      informativaPrivacy: true,
      informativaPointB: false,
      informativaPointC: false,
    });
    const [link] = await t.rows<{ by: number }>(
      sql`select invited_by_user_id as "by" from customers where user_id = ${res.json().data.id}`,
    );
    expect(link?.by).toBe(inviter.id);
  });

  it('keeps the marketing and profiling consents the customer gave, each on its own', async () => {
    const activity = await createActivity(t, { configuration: { requiredPhoneNumber: true } });
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const res = await signUp(activity, {
      username: email,
      code,
      informativaPointB: false,
      informativaPointC: true,
    });
    expect(res.statusCode).toBe(200);
    const me = { token: (await t.login(email, 'Nuova-Password-1')).token };
    const privacy = await t.call({ url: `/api/userprivacies/activity/${activity.id}`, as: me });
    expect(privacy.json().data).toMatchObject({
      informativaPointB: false,
      informativaPointC: true,
    });
  });

  it("opens the card with the activity's welcome credit at sign-up", async () => {
    const activity = await createActivity(t, {
      configuration: { requiredPhoneNumber: true },
      cartValue: {
        valueBasisPoints: 500,
        pointValueCents: 10,
        welcomeCents: 250,
        welcomePoints: 10,
      },
    });
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const res = await signUp(activity, { username: email, code });
    expect(res.statusCode).toBe(200);
    // Before the customer ever looks at it, the counter can find it and the welcome is there.
    const cards = await t.rows<{
      code: string;
      balance: number;
      points: number;
      types: string;
    }>(sql`
      select c.code, c.balance_cents as balance, c.points,
        string_agg(m.type, ',') as types
      from cards c join card_movements m on m.card_id = c.id
      where c.user_id = ${res.json().data.id} and c.activity_id = ${activity.id}
      group by c.id`);
    expect(cards).toEqual([
      { code: expect.stringMatching(/^\d{12}$/), balance: 250, points: 10, types: 'W' },
    ]);
  });

  it('refuses a wrong code, and a used code a second time', async () => {
    const activity = await newActivity();
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const bad = await signUp(activity, { username: email, code: wrong(code) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: 'Codice non valido', code: 'code_invalid' });
    expect((await signUp(activity, { username: email, code })).statusCode).toBe(200);
    const again = await signUp(activity, { username: email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('code_invalid');
  });

  it('takes a code until its tenth minute is over, and refuses it after', async () => {
    const activity = await newActivity();
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const check = () =>
      t.call({
        method: 'PUT',
        url: '/public/check-code-emails',
        payload: { activityId: activity.id, username: email, code },
      });
    clock.advance(CODE_TTL_MINUTES * 60_000 - 1000);
    expect((await check()).json()).toEqual({ data: { valid: true } });
    clock.advance(1000);
    expect((await check()).json()).toEqual({ message: 'Codice scaduto', code: 'code_expired' });
    const res = await signUp(activity, { username: email, code });
    expect(res.json()).toEqual({ message: 'Codice scaduto', code: 'code_expired' });
  });

  it('kills the code after five wrong tries: the sixth try fails even with the right code', async () => {
    const activity = await newActivity();
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    for (let i = 0; i < 5; i++) {
      const res = await t.call({
        method: 'PUT',
        url: '/public/check-code-emails',
        payload: { activityId: activity.id, username: email, code: wrong(code) },
      });
      expect(res.json().code).toBe('code_invalid');
    }
    const sixth = await signUp(activity, { username: email, code });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe('code_locked');
  });

  it('only the newest code works', async () => {
    const activity = await newActivity();
    const email = newEmail();
    const first = await codeFor(activity, email);
    const second = await codeFor(activity, email);
    if (first.code !== second.code) {
      expect((await signUp(activity, { username: email, code: first.code })).statusCode).toBe(422);
    }
    expect((await signUp(activity, { username: email, code: second.code })).statusCode).toBe(200);
  });

  it('needs the informative privacy, and an invite code that exists', async () => {
    const activity = await newActivity();
    const email = newEmail();
    const { code } = await codeFor(activity, email);
    const noPrivacy = await signUp(activity, { username: email, code, informativaPrivacy: false });
    expect(noPrivacy.json().code).toBe('privacy_required');
    const noPhone = await signUp(activity, { username: email, code, phone: '' });
    expect(noPhone.json().code).toBe('phone_required');
    const badInvite = await signUp(activity, { username: email, code, invite: 'NOPE1234' });
    expect(badInvite.json().code).toBe('invite_unknown');
    expect((await t.call({ url: '/app/customers/code/NOPE1234' })).statusCode).toBe(404);
    expect((await signUp(activity, { username: email, code })).statusCode).toBe(200);
  });

  it('keeps the e-mail in the outbox until the SMTP server takes it', async () => {
    // An app of its own: this test stops its outbox worker.
    const own = await bootApi({ mail: true });
    try {
      const activity = await newActivity(own);
      const email = newEmail();
      const refused = own.mail.refuseNext(1);
      expect((await sendCode(activity, email, 'it', own)).statusCode).toBe(200);
      expect(await refused).toEqual([[email]]);
      // The refusal is recorded in the worker's pass; stopping the worker waits for that pass.
      await own.app.outbox.stop();
      const row = () =>
        own.rows<{ attempts: number; sent: boolean; last_error: string | null }>(
          sql`select attempts, sent_at is not null as sent, last_error
              from outbox where recipient = ${email}`,
        );
      const [pending] = await row();
      expect(pending).toMatchObject({ attempts: 1, sent: false });
      expect(pending?.last_error).toContain('try again later');
      // The retry comes after the backoff; make it due now instead of waiting 5 seconds. Any
      // instance sends it: here a second one.
      await own.rows(sql`update outbox set next_attempt_at = now() where recipient = ${email}`);
      const other = await own.sibling();
      other.outbox.kick();
      const message = await own.mail.waitFor(email);
      expect(codeIn(message.raw)).toMatch(/^\d{6}$/);
      await other.outbox.stop();
      const [sent] = await row();
      expect(sent).toEqual({ attempts: 2, sent: true, last_error: null });
    } finally {
      await own.close();
    }
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

  const resetCodeOf = (user: Person) => resetCode(t, user.email);

  const setNewPassword = (id: number, body: Record<string, string>) =>
    t.call({ method: 'PUT', url: `/app/setnewpassword/${id}`, payload: body });

  it('answers the same for registered and unknown addresses, and mails only the first', async () => {
    const activity = await newActivity(t, 'Trattoria Prova');
    const user = await createCustomer(t, activity.id);
    const nobody = newEmail();
    const since = t.mail.received.length;
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data).toEqual({ esito: true, message: expect.stringContaining('codice') });
    const message = await t.mail.waitFor(user.email, since);
    const text = textOf(message.raw);
    const query = new URLSearchParams({ email: user.email, code: codeIn(message.raw) ?? '' });
    expect(text).toContain(`/forgot-password/code?${query}`);
    expect(text).toContain('Trattoria Prova');
    // Messages are queued with the request: nothing was queued for the unknown address.
    expect(await outboxTo(user.email)).toHaveLength(1);
    expect(await outboxTo(nobody)).toEqual([]);
  });

  it('checks the code, sets the new password and ends every session', async () => {
    const user = await createCustomer(t, (await newActivity()).id);
    const session = await user.login();
    const code = await resetCodeOf(user);
    const check = await t.call({ url: checkUrl(code, user.email) });
    const { id, username } = check.json().data;
    expect([id, username]).toEqual([user.id, user.email]);

    const mismatch = await setNewPassword(id, {
      email: user.email,
      code,
      password: 'Marco-Nuova-1',
      confirmPassword: 'Marco-Nuova-2',
    });
    expect(mismatch.json().code).toBe('passwords_mismatch');

    const set = await setNewPassword(id, {
      email: user.email,
      code,
      password: 'Marco-Nuova-1',
      confirmPassword: 'Marco-Nuova-1',
    });
    expect(set.json().data).toEqual({ changed: true });
    expect((await t.login(user.email, 'Marco-Nuova-1')).token).toBeTruthy();
    const old = await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    const refreshed = await t.call({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    // The code is spent.
    expect((await t.call({ url: checkUrl(code, user.email) })).json().code).toBe('code_invalid');
  });

  it('refuses a reset without the code, or with another user', async () => {
    const activity = await newActivity();
    const user = await createCustomer(t, activity.id);
    const other = await createCustomer(t, activity.id);
    const code = await resetCodeOf(user);
    const noCode = await setNewPassword(user.id, {
      email: user.email,
      password: 'Hacked-Pass-1',
      confirmPassword: 'Hacked-Pass-1',
    });
    expect(noCode.statusCode).toBe(400);
    const otherUser = await setNewPassword(other.id, {
      email: user.email,
      code,
      password: 'Hacked-Pass-1',
      confirmPassword: 'Hacked-Pass-1',
    });
    expect(otherUser.statusCode).toBe(422);
    expect(otherUser.json().code).toBe('code_invalid');
    expect((await other.login()).token).toBeTruthy();
  });

  it('says a right but expired code is expired (null), and a wrong code is invalid', async () => {
    const user = await createCustomer(t, (await newActivity()).id);
    const code = await resetCodeOf(user);
    clock.advance(CODE_TTL_MINUTES * 60_000);
    expect((await t.call({ url: checkUrl(code, user.email) })).json()).toEqual({ data: null });
    const unknown = await t.call({ url: checkUrl(wrong(code), user.email) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'Codice non valido', code: 'code_invalid' });
  });
});

describe('rate limits', () => {
  it('limits reset requests and code guesses per client, whatever the path', async () => {
    const limited = await bootApi({ env: { RATE_LIMIT_LOGIN_MAX: '3' } });
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
