// Small helpers that several API tests need: the e-mailed codes, tokens, unique addresses.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { codeIn } from './mailbox.ts';

/** An address nobody has used yet. */
export const newEmail = (prefix = 'new') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A code of the same length that is not `code`. */
export const wrongCode = (code: string) =>
  String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

/** The claims of an access token. */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString());

/** Exchanges a refresh token. */
export const refresh = (t: TestApp, refresh_token: string, remoteAddress?: string) =>
  t.call({
    method: 'POST',
    url: '/api/token/refresh',
    payload: { refresh_token },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Asks for a sign-up code for `email` and reads it from the e-mail (an app with `mail`). */
export async function signUpCode(t: TestApp, activityId: number, email: string, lang = 'it') {
  const since = t.mail.received.length;
  const res = await t.call({
    method: 'PUT',
    url: '/public/send-code-emails',
    payload: { activityId, username: email },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  const message = await t.mail.waitFor(email, since);
  return { code: codeIn(message.raw) as string, message };
}

/** Asks for a password reset of `email` and reads the code from the e-mail. */
export async function resetCode(t: TestApp, email: string) {
  const since = t.mail.received.length;
  const res = await t.call({ url: `/app/forgotpassword/${email}` });
  expect(res.json().data?.esito, res.body).toBe(true);
  return codeIn((await t.mail.waitFor(email, since)).raw) as string;
}
