// An e-mailed code presented 20 times at once is spent once: consumeCode's conditional UPDATE
// (used_at IS NULL, inside the transaction of the change) lets one request through.
// Mutation-checked: with an unconditional UPDATE both races fail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, resetCode, signUpCode } from '../../test-support/api.ts';
import { createActivity, createCustomer } from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ mail: true });
});
afterAll(() => t?.close());

/** Each contestant its own client address, out of reach of the failure limiter of one client. */
const clientOf = (round: number, i: number) => `10.78.${round}.${i + 1}`;

describe('a code is spent once', () => {
  it('creates one account when 20 sign-ups race with the same code', async () => {
    const activity = await createActivity(t);
    await race(t, {
      async setup(round) {
        const email = newEmail('racer');
        const { code } = await signUpCode(t, activity.id, email);
        return { email, code, round };
      },
      attempt: ({ email, code, round }, i) =>
        t.call({
          method: 'POST',
          url: '/public/sign-in',
          remoteAddress: clientOf(round, i),
          payload: {
            activityId: activity.id,
            username: email,
            code,
            password: `Racer-Password-${i}`,
            name: 'Rita',
            surname: 'Racer',
            informativaPrivacy: true,
          },
        }),
      async check(results, { email }) {
        expect(statusCounts(results)).toEqual({ 200: 1, 422: results.length - 1 });
        for (const r of results.filter((x) => x.statusCode === 422)) {
          expect(['code_invalid', 'code_expired']).toContain(r.json().code);
        }
        const [users] = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from users where username = ${email}`,
        );
        expect(users?.n).toBe(1);
      },
    });
  });

  it('sets one password when 20 resets race with the same code', async () => {
    const activity = await createActivity(t);
    await race(t, {
      async setup(round) {
        const user = await createCustomer(t, activity.id);
        const code = await resetCode(t, user.email);
        return { user, code, round };
      },
      attempt: ({ user, code, round }, i) =>
        t.call({
          method: 'PUT',
          url: `/app/setnewpassword/${user.id}`,
          remoteAddress: clientOf(round, i),
          payload: {
            email: user.email,
            code,
            password: `Winner-Pass-${i}`,
            confirmPassword: `Winner-Pass-${i}`,
          },
        }),
      async check(results, { user }) {
        expect(statusCounts(results)).toEqual({ 200: 1, 422: results.length - 1 });
        // The password set is the winner's.
        const winner = results.findIndex((r) => r.statusCode === 200);
        expect((await t.login(user.email, `Winner-Pass-${winner}`)).token).toBeTruthy();
      },
    });
  });
});
