import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import { createCoupon, type Person } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { atCounter, offerHolder } from '../../test-support/offers.ts';

const clock = movableClock(new Date('2026-05-10T10:00:00Z'));
const t = useTestApp({ clock });

/** An activity (its coupons switched on unless said), a customer of it and counter staff. */
const holder = (on = true) => offerHolder(t, 'showCouponApp', on);
const redeem = atCounter(t, 'coupon-redemptions');

const listOf = (activityId: number, as: Person, query = '') =>
  t.call({
    url: `/api/coupon-customers/customers?filters[activityId]=${activityId}${query}`,
    as,
  });

describe('coupons', () => {
  it('lists the customer’s coupons with their code and validity; an expired one says so', async () => {
    const { activity, customer } = await holder();
    await createCoupon(t, activity.id, customer, {
      name: 'Old',
      validTo: '2026-05-09',
      table: 'S',
    });
    await createCoupon(t, activity.id, customer, {
      name: 'Today',
      validTo: '2026-05-10',
      table: 'P',
    });
    const res = await listOf(activity.id, customer);
    expect(res.json().totalRows).toBe(2);
    expect(res.json().data).toEqual([
      expect.objectContaining({ name: 'Today', expired: false, redeemedAt: null }),
      expect.objectContaining({ name: 'Old', expired: true }),
    ]);
    expect(res.json().data[0].code).toMatch(/^[1-9]\d{11}$/);
    const page = await listOf(activity.id, customer, '&rowsPerPage=1&page=2');
    expect(page.json().data.map((c: { name: string }) => c.name)).toEqual(['Old']);
  });

  it('answers the customer no internal field: the coupon table field stays the activity’s', async () => {
    const { activity, customer, staff } = await holder();
    const coupon = await createCoupon(t, activity.id, customer, { table: 'S' });
    const [listed] = (await listOf(activity.id, customer)).json().data;
    expect(Object.keys(listed).sort()).toEqual([
      'code',
      'description',
      'expired',
      'id',
      'imageUrl',
      'name',
      'redeemedAt',
      'validTo',
    ]);
    expect((await redeem(activity.id, staff, coupon.code)).json().data).not.toHaveProperty('table');
  });

  it('lists the usable coupons first, newest first, then the expired and used ones', async () => {
    const { activity, customer, staff } = await holder();
    const give = (name: string, validTo: string | null = null) =>
      createCoupon(t, activity.id, customer, { name, validTo });
    await give('Valid, older');
    await give('Expired', '2026-05-01');
    const used = await give('Used');
    await give('Valid, newer', '2026-06-30');
    await give('Expired, newer', '2026-05-09');
    expect((await redeem(activity.id, staff, used.code)).statusCode).toBe(200);
    const names = (await listOf(activity.id, customer))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Valid, newer', 'Valid, older', 'Expired, newer', 'Used', 'Expired']);
    // The order holds across pages.
    const second = await listOf(activity.id, customer, '&rowsPerPage=2&page=2');
    expect(second.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Expired, newer',
      'Used',
    ]);
  });

  it('is redeemed once at the counter: a retry with its key is replayed, another try is 409', async () => {
    const { activity, customer, staff } = await holder();
    const coupon = await createCoupon(t, activity.id, customer);
    const key = randomUUID();
    const first = await redeem(activity.id, staff, coupon.code, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.redeemedAt).toBe(clock.now().toISOString());
    const retry = await redeem(activity.id, staff, coupon.code, key);
    expect(retry.json()).toEqual(first.json());
    const second = await redeem(activity.id, staff, coupon.code);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'already_redeemed',
      message: 'Questo coupon è già stato usato',
    });
    const [listed] = (await listOf(activity.id, customer)).json().data;
    expect(listed.redeemedAt).not.toBeNull();
  });

  it('refuses an expired coupon, another activity’s and a customer at the counter', async () => {
    const { activity, customer, staff } = await holder();
    const expired = await createCoupon(t, activity.id, customer, { validTo: '2026-05-01' });
    const res = await redeem(activity.id, staff, expired.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('coupon_expired');
    const other = await holder();
    const theirs = await createCoupon(t, other.activity.id, other.customer);
    expect((await redeem(activity.id, staff, theirs.code)).statusCode).toBe(404);
    expect((await redeem(activity.id, customer, theirs.code)).statusCode).toBe(403);
    const theirList = (await listOf(other.activity.id, other.customer)).json().data;
    expect(theirList[0].redeemedAt).toBeNull();
  });

  it('is deleted from the customer’s list, and only by its holder', async () => {
    const { activity, customer } = await holder();
    const coupon = await createCoupon(t, activity.id, customer);
    const stranger = (await holder()).customer;
    const url = `/api/app/couponcustomers/${coupon.id}`;
    expect((await t.call({ method: 'DELETE', url, as: stranger })).statusCode).toBe(404);
    const del = await t.call({ method: 'DELETE', url, as: customer });
    expect(del.json().data).toEqual({ deleted: true });
    expect((await listOf(activity.id, customer)).json().totalRows).toBe(0);
    expect((await t.call({ method: 'DELETE', url, as: customer })).statusCode).toBe(404);
  });

  it('switched off (showCouponApp), the list and the delete answer 404 and change nothing; the counter still redeems', async () => {
    const { activity, customer, staff } = await holder(false);
    const coupon = await createCoupon(t, activity.id, customer);
    const en = { 'accept-language': 'en' };
    const notFound = { code: 'not_found', message: 'Item not found' };
    const list = await t.call({
      url: `/api/coupon-customers/customers?filters[activityId]=${activity.id}`,
      as: customer,
      headers: en,
    });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual(notFound);
    const url = `/api/app/couponcustomers/${coupon.id}`;
    const del = await t.call({ method: 'DELETE', url, as: customer, headers: en });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual(notFound);
    const [row] = await t.rows<{ hidden: Date | null }>(
      sql`select hidden_at as hidden from coupon_customers where id = ${coupon.id}`,
    );
    expect(row).toEqual({ hidden: null });
    const redeemed = await redeem(activity.id, staff, coupon.code);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data.redeemedAt).toBe(clock.now().toISOString());
  });
});
