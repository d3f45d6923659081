// Issue 15, mutation review: with the expiry check taken out of the refresh every test passed. A
// refresh token past its lifetime (REFRESH_TTL_DAYS, measured by the service clock) is a 401.
import { describe, expect, it } from 'vitest';
import { movableClock } from '../platform/context.ts';
import { refresh } from '../test-support/api.ts';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const clock = movableClock(new Date('2026-03-01T09:00:00Z'));
const t = useTestApp({ clock, env: { REFRESH_TTL_DAYS: '30' } });
const DAY = 86_400_000;
const MINUTE = 60_000;

describe('an expired refresh token (fault: no expiry check in the refresh)', () => {
  it('works until its lifetime ends and answers 401 after it', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const early = await user.login();
    const late = await user.login();
    clock.advance(30 * DAY - MINUTE);
    expect((await refresh(t, early.refresh_token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await refresh(t, late.refresh_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthorized');
  });
});
