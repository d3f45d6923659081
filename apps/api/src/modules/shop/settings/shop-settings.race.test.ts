// The shop settings under concurrent saves (shop-settings.ts), on PostgreSQL: saves run one after
// the other, so a new shop ends with one row per shipping and payment type and the pick-up
// windows of one save, never a mix. The configuration row's lock (lockShopConfiguration's FOR
// UPDATE, then its update) orders them. Mutation-checked: without FOR UPDATE and with the
// configuration written last, 10 of 10 rounds insert each type 20 times.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createAdmin } from '../../../test-support/factories.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { bootRaceApp, CONTESTANTS, race, statusCounts } from '../../../test-support/race.ts';

let t: TestApp;
beforeAll(async () => {
  t = await bootRaceApp({ contestants: CONTESTANTS });
});
afterAll(() => t?.close());

const settings = (i: number) => ({
  shopTotalMinPrice: i,
  preparationMinutes: 10 + i,
  shippings: (['S', 'C', 'H'] as const).map((type) => ({
    type,
    active: true,
    priceMin: i / 100,
    offerPrice: 0,
    standardPrice: i / 100,
    shippingDaysFrom: 0,
    shippingDaysTo: 1,
  })),
  payments: (['P', 'S', 'ST'] as const).map((type) => ({ type, active: true })),
  bank: null,
  // Each save's own windows: minute i of three days.
  closeTimes: [1, 2, 3].map((day) => ({
    day,
    startTime: `09:${String(i).padStart(2, '0')}`,
    endTime: '12:00',
  })),
});

describe('the shop settings under concurrent saves', () => {
  it('leave one row per type and one save’s windows', async () => {
    await race(t, {
      contestants: CONTESTANTS,
      async setup() {
        const activity = await createActivity(t, { menu: { showShopApp: true } });
        const admin = await createAdmin(t, activity.id);
        return { activity, token: await admin.token() };
      },
      attempt: ({ activity, token }, i) =>
        t.call({
          method: 'PUT',
          url: `/api/activities/${activity.id}/shop-settings`,
          as: { token },
          headers: { 'idempotency-key': randomUUID() },
          payload: settings(i),
        }),
      async check(results, { activity }) {
        expect(statusCounts(results)).toEqual({ 200: CONTESTANTS });
        const types = await t.rows<{ kind: string; type: string; n: number }>(sql`
          select 'shipping' as kind, type, count(*)::int as n from shippings
          where activity_id = ${activity.id} group by type
          union all
          select 'payment', type, count(*)::int from payments
          where activity_id = ${activity.id} group by type`);
        expect(
          types.every((r) => r.n === 1),
          JSON.stringify(types),
        ).toBe(true);
        expect(types).toHaveLength(6);
        const windows = await t.rows<{ start: string }>(sql`
          select start_time as start from shop_close_times where activity_id = ${activity.id}`);
        expect(windows).toHaveLength(3);
        expect(new Set(windows.map((w) => w.start)).size).toBe(1);
        // The windows, the shippings and the minimum order are the same save's: save i sent
        // standardPrice i / 100 € (i cents) and shopTotalMinPrice i € (100 × i cents).
        const [row] = await t.rows<{ cents: number; min: number }>(sql`
          select s.standard_cents as cents, c.shop_total_min_price_cents as min
          from shippings s join activity_configurations c using (activity_id)
          where s.activity_id = ${activity.id} and s.type = 'S'`);
        expect(windows[0]?.start).toBe(`09:${String(row?.cents).padStart(2, '0')}`);
        expect(row?.min).toBe(100 * (row?.cents ?? Number.NaN));
      },
    });
  });
});
