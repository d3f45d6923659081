// Finding 8: a failed query logged its SQL parameters, so argon2 hashes and personal data reached
// the production log. Logs never hold SQL parameters, hashes, codes, tokens or personal data.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resetCode } from '../test-support/api.ts';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

let log = '';
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => {
  log += chunk.toString('utf8');
});
const t = useTestApp({
  mail: true,
  logStream: stream,
  extend(app) {
    // A handler whose query fails with a secret among its parameters, as a bug would.
    const config = { tenancy: { from: 'none', reason: 'a test probe' } } as const;
    app.get<{ Params: { id: string } }>('/app/probe/failing/:id', { config }, async (req) => {
      const [row] = await app.db
        .execute(sql`select password_hash from users where id = ${Number(req.params.id)}`)
        .then((r) => (r as unknown as { rows: { password_hash: string }[] }).rows);
      await app.db.execute(sql`select ${row?.password_hash}::int`);
      return { data: null };
    });
    // The same with an error no mapping knows: a 500, logged with its error.
    app.get<{ Params: { id: string } }>('/app/probe/crash/:id', { config }, async (req) => {
      const [row] = await app.db
        .execute(sql`select password_hash from users where id = ${Number(req.params.id)}`)
        .then((r) => (r as unknown as { rows: { password_hash: string }[] }).rows);
      await app.db.execute(sql`select length(${row?.password_hash}) / 0`);
      return { data: null };
    });
  },
});

describe('finding 8: logs hold no secrets', () => {
  it('logs the flows that handle secrets without any of them', async () => {
    const secrets: string[] = [];
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const session = await t.login(user.email, user.password);
    secrets.push(session.token, session.refresh_token, user.email, user.password);
    await t.call({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    await t.call({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: user.email, password: 'a-wrong-password' },
    });
    const code = await resetCode(t, user.email);
    secrets.push(code);
    await t.call({ url: `/app/checkforgotcode/${code}?email=${encodeURIComponent(user.email)}` });
    const [row] = await t.rows<{ password_hash: string }>(
      sql`select password_hash from users where id = ${user.id}`,
    );
    secrets.push(row?.password_hash as string);
    const failing = await t.call({ url: `/app/probe/failing/${user.id}` });
    expect(failing.statusCode).toBe(400);
    const crash = await t.call({
      url: `/app/probe/crash/${user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(crash.statusCode).toBe(500);

    expect(log).toContain('"route":"/app/checkforgotcode/:code"');
    expect(log).toContain('database refused the input');
    expect(log).toContain('unhandled error');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2id\$/);
    expect(log).not.toMatch(/params: (?!\[redacted\])/);
  });
});

describe('issue 15 F9: a request that matches no route is logged without its path', () => {
  it('keeps a code or an e-mail in a wrong address out of the log', async () => {
    const secrets = ['482913', 'lost-user@test.example', '771204', 'reset-victim@test.example'];
    const from = log.length;
    for (const url of [
      '/app/checkforgotcod/482913?email=lost-user%40test.example',
      '/api/users/lost-user@test.example',
      '/it/reimposta-password/771204?email=reset-victim@test.example',
      `/public/send-code-email/${encodeURIComponent('reset-victim@test.example')}`,
    ]) {
      // A 404, or the web app's page for a screen path.
      expect((await t.call({ url })).statusCode, url).toBeLessThan(500);
    }
    const lines = log.slice(from);
    expect(lines).toContain('"route":"(no route)"');
    for (const secret of secrets) expect(lines).not.toContain(secret);
    expect(lines).not.toContain('reset-victim%40test.example');
    expect(lines).not.toContain('checkforgotcod');
  });
});
