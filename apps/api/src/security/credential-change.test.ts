// Finding 6: a stolen token must not become a stolen account. Changing one's e-mail needs the
// current password and a code sent to the new address; the old address is told.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wrongCode } from '../test-support/api.ts';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';
import { codeIn, textOf } from '../test-support/mailbox.ts';

const t = useTestApp({ mail: true });

const usernameOf = async (id: number) =>
  (await t.rows<{ username: string }>(sql`select username from users where id = ${id}`))[0]
    ?.username;

describe('finding 6: changing e-mail or username needs the password and a confirmed address', () => {
  it('refuses a direct change of username or e-mail with only a token', async () => {
    const activity = await createActivity(t);
    const victim = await createCustomer(t, activity.id);
    const token = await victim.token();
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${victim.id}`,
      as: { token },
      payload: { username: 'attacker@evil.example', email: 'attacker@evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await usernameOf(victim.id)).toBe(victim.email);
  });

  it('needs the current password, then the code sent to the new address; tells the old one', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    const other = await t.login(user.email, user.password);
    const next = `new-${user.id}@test.example`;
    const start = (currentPassword: string) =>
      t.call({
        method: 'POST',
        url: `/api/users/${user.id}/email-change`,
        as: { token },
        payload: { email: next, currentPassword },
      });
    const wrong = await start('not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('old_password_incorrect');
    const since = t.mail.received.length;
    const sent = await start(user.password);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ sent: true, codeLength: 6 });
    expect(JSON.stringify(sent.json())).not.toMatch(/\b\d{6}\b/);
    const code = codeIn((await t.mail.waitFor(next, since)).raw) as string;
    // Nothing changed yet.
    expect(await usernameOf(user.id)).toBe(user.email);

    const confirm = (c: string) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${user.id}/email-change`,
        as: { token },
        payload: { email: next, code: c },
      });
    const bad = await confirm(wrongCode(code));
    expect(bad.json().code).toBe('code_invalid');
    const done = await confirm(code);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ username: next, email: next });
    expect(await usernameOf(user.id)).toBe(next);
    const notice = await t.mail.waitFor(user.email, since);
    expect(textOf(notice.raw)).toContain(next);
    // The caller's session goes on; the other session ended.
    expect((await t.call({ url: '/api/app/users', as: { token } })).statusCode).toBe(200);
    expect((await t.call({ url: '/api/app/users', as: { token: other.token } })).statusCode).toBe(
      401,
    );
    expect((await t.login(next, user.password)).token).toBeTruthy();
  });

  it("cannot start or confirm a change of someone else's e-mail", async () => {
    const activity = await createActivity(t);
    const [me, victim] = [
      await createCustomer(t, activity.id),
      await createCustomer(t, activity.id),
    ];
    const token = await me.token();
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${victim.id}/email-change`,
      as: { token },
      payload: { email: 'x@test.example', currentPassword: me.password },
    });
    expect(res.statusCode).toBe(404);
    expect(await usernameOf(victim.id)).toBe(victim.email);
  });
});
