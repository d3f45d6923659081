// Finding 1: reset codes could be guessed for anyone. A code belongs to the account it was
// mailed to: checking and using it needs that e-mail too; wrong tries count for the account and
// the client; a code dies after 5 wrong tries; no answer names an account the caller did not name.
import { describe, expect, it } from 'vitest';
import { resetCode, wrongCode } from '../test-support/api.ts';
import { createActivity, createCustomer, type Person } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp({ mail: true });

const resetCodeOf = (user: Person) => resetCode(t, user.email);
const check = (code: string, email?: string, remoteAddress?: string) =>
  t.call({
    url: `/app/checkforgotcode/${code}${email ? `?${new URLSearchParams({ email })}` : ''}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const other = wrongCode;

describe('finding 1: reset codes belong to the account they were mailed to', () => {
  it("checks a code only with its account's e-mail, naming no other account", async () => {
    const activity = await createActivity(t);
    const victim = await createCustomer(t, activity.id);
    const attacker = await createCustomer(t, activity.id);
    const code = await resetCodeOf(victim);
    // The code alone names nobody.
    expect((await check(code)).statusCode).toBe(400);
    // With another e-mail it is just a wrong code.
    const elsewhere = await check(code, attacker.email);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('code_invalid');
    expect(elsewhere.body).not.toContain(victim.email);
    expect(elsewhere.body).not.toContain(String(victim.id));
    // With the victim's e-mail and the code (what the e-mailed link carries) it works.
    expect((await check(code, victim.email)).json().data).toEqual({
      id: victim.id,
      username: victim.email,
    });
  });

  it('sets a password only with the e-mail and code of that account', async () => {
    const activity = await createActivity(t);
    const victim = await createCustomer(t, activity.id);
    const attacker = await createCustomer(t, activity.id);
    const code = await resetCodeOf(victim);
    const set = (id: number, email: string) =>
      t.call({
        method: 'PUT',
        url: `/app/setnewpassword/${id}`,
        payload: { email, code, password: 'Taken-Over-1', confirmPassword: 'Taken-Over-1' },
      });
    expect((await set(victim.id, attacker.email)).json().code).toBe('code_invalid');
    expect((await set(attacker.id, victim.email)).json().code).toBe('code_invalid');
    expect((await t.login(victim.email, victim.password)).token).toBeTruthy();
    expect((await set(victim.id, victim.email)).json().data).toEqual({ changed: true });
  });

  it('kills the code after 5 wrong tries, even for the right value', async () => {
    const activity = await createActivity(t);
    const victim = await createCustomer(t, activity.id);
    const code = await resetCodeOf(victim);
    for (let i = 0; i < 5; i++) {
      expect((await check(other(code), victim.email, `10.1.0.${i + 1}`)).json().code).toBe(
        'code_invalid',
      );
    }
    const right = await check(code, victim.email, '10.1.0.99');
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('code_locked');
  });

  it('counts wrong tries per client: a scan over many accounts is held back', async () => {
    const activity = await createActivity(t);
    const people = await Promise.all(
      Array.from({ length: 25 }, () => createCustomer(t, activity.id)),
    );
    const statuses: number[] = [];
    for (const p of people) statuses.push((await check('123456', p.email, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(20)).toContain(429);
  });

  it('answers a wrong code the same whether or not the account has a reset pending', async () => {
    const activity = await createActivity(t);
    const pending = await createCustomer(t, activity.id);
    const idle = await createCustomer(t, activity.id);
    const code = await resetCodeOf(pending);
    const a = await check(other(code), pending.email, '10.3.0.1');
    const b = await check(other(code), idle.email, '10.3.0.2');
    const c = await check(other(code), 'nobody@test.example', '10.3.0.3');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([422, 422, 422]);
    expect(a.json()).toEqual(b.json());
    expect(b.json()).toEqual(c.json());
    const set = (email: string) =>
      t.call({
        method: 'PUT',
        url: `/app/setnewpassword/${pending.id}`,
        payload: {
          email,
          code: other(code),
          password: 'Whatever-12',
          confirmPassword: 'Whatever-12',
        },
        remoteAddress: '10.3.0.4',
      });
    expect((await set(pending.email)).json()).toEqual((await set(idle.email)).json());
  });
});
