// Coupons and packs at a busy counter (issue 9), on PostgreSQL. Mutation-checked:
// - without `redeemed_at IS NULL` in the redemption, every attempt redeems the coupon;
// - without `uses_left > 0` in the use, the excess reaches the check constraint
//   (uses_left >= 0), which refuses it as a constraint violation, not as a used-up pack.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  createCoupon,
  createCustomer,
  createPack,
  createStaff,
} from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { bootRaceApp, race, statusCounts } from '../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp();
});
afterAll(() => t?.close());

async function counter() {
  const activity = await createActivity(t);
  const customer = await createCustomer(t, activity.id);
  const staff = await createStaff(t, activity.id);
  return { activity, customer, token: await staff.token() };
}

const post = (url: string, token: string, code: string) =>
  t.call({
    method: 'POST',
    url,
    as: { token },
    headers: { 'idempotency-key': randomUUID() },
    payload: { code },
  });

describe('offers at a busy counter', () => {
  it('redeems a coupon once when 20 tills try at once', async () => {
    await race(t, {
      async setup() {
        const c = await counter();
        return { ...c, coupon: await createCoupon(t, c.activity.id, c.customer) };
      },
      attempt: ({ activity, token, coupon }) =>
        post(`/api/activities/${activity.id}/coupon-redemptions`, token, coupon.code),
      check(results) {
        expect(statusCounts(results)).toEqual({ 200: 1, 409: 19 });
        for (const r of results.filter((x) => x.statusCode === 409)) {
          expect(r.json().code).toBe('already_redeemed');
        }
      },
    });
  });

  it('gives 5 uses of a 5-use pack to 20 tries at once, and no more', async () => {
    await race(t, {
      async setup() {
        const c = await counter();
        return { ...c, pack: await createPack(t, c.activity.id, c.customer, { uses: 5 }) };
      },
      attempt: ({ activity, token, pack }) =>
        post(`/api/activities/${activity.id}/pack-uses`, token, pack.code),
      async check(results, { pack }) {
        expect(statusCounts(results)).toEqual({ 200: 5, 422: 15 });
        for (const r of results.filter((x) => x.statusCode === 422)) {
          expect(r.json().code).toBe('pack_used_up');
        }
        const [row] = await t.rows<{ left: number; uses: number }>(sql`
          select p.uses_left as left, (select count(*)::int from pack_uses u
            where u.pack_customer_id = p.id) as uses
          from pack_customers p where p.id = ${pack.id}`);
        expect(row).toEqual({ left: 0, uses: 5 });
      },
    });
  });
});
