// Issue 15 F2: a customer whose membership was switched off, who was removed, or whose activity
// was switched off could still scratch their cards (the win credited) and read their notices: the
// routes naming an owned object asked who owns it, not whether the owner is still a member. Every
// such route now needs an active membership of the object's active activity (platform/tenancy.ts).
import { MENU_FLAGS } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAddress,
  createCoupon,
  createCustomer,
  createNotice,
  createScratchCard,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();
const allFeatures = Object.fromEntries(MENU_FLAGS.map((f) => [f, true]));

const STATES: [string, (activityId: number, userId: number) => SQL][] = [
  [
    'membership switched off',
    (a, u) => sql`update activity_customers set active = false
      where activity_id = ${a} and user_id = ${u}`,
  ],
  [
    'removed',
    (a, u) => sql`delete from activity_customers where activity_id = ${a} and user_id = ${u}`,
  ],
  ['activity switched off', (a) => sql`update activities set active = false where id = ${a}`],
];

/** What the customer's things in the activity look like in the database. */
const stateOf = async (activityId: number, userId: number) =>
  t.rows(sql`select
      (select count(*)::int from scratch_and_win_customers
        where user_id = ${userId} and scratched_at is not null) as scratched,
      (select count(*)::int from card_movements m join cards c on c.id = m.card_id
        where c.activity_id = ${activityId} and c.user_id = ${userId}) as movements,
      (select count(*)::int from notice_sents
        where user_id = ${userId} and (read_at is not null or deleted_at is not null)) as notices,
      (select count(*)::int from coupon_customers
        where user_id = ${userId} and hidden_at is not null) as coupons,
      (select count(*)::int from customer_addresses where user_id = ${userId}) as addresses`);

describe('issue 15 F2: owned objects need an active membership of an active activity', () => {
  it.each(STATES)('%s: no scratch, no win, no notice read, nothing changed', async (_, change) => {
    const activity = await createActivity(t, { menu: allFeatures });
    // A member elsewhere too, so the account itself stays able to log in.
    const elsewhere = await createActivity(t);
    const customer = await createCustomer(t, activity.id, elsewhere.id);
    const token = await customer.token();
    const card = await createScratchCard(t, activity.id, customer, { won: true, prizeCents: 500 });
    const notice = await createNotice(t, activity.id, customer);
    const coupon = await createCoupon(t, activity.id, customer);
    const address = await createAddress(t, customer, activity.id);
    const call = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
      t.call({ method, url, as: { token } });

    // While a member: readable (and the membership is now in the instance's cache).
    expect((await call('GET', `/api/app/scratch-and-win-customers/${card.id}`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/notices/${notice.noticeId}`)).statusCode).toBe(200);

    const heard = t.app.sessionCache.forgotten(customer.id);
    await t.rows(change(activity.id, customer.id));
    await heard;
    const before = await stateOf(activity.id, customer.id);
    for (const [method, url] of [
      ['PUT', `/api/scratch-and-win-customers/scratched/${card.id}`],
      ['GET', `/api/app/scratch-and-win-customers/${card.id}`],
      ['DELETE', `/api/app/scratch-and-win-customers/${card.id}`],
      ['GET', `/api/notices/${notice.noticeId}`],
      ['PUT', `/api/notice-sents/${notice.id}/read`],
      ['PUT', `/api/notice-sents/${notice.id}/read-native`],
      ['DELETE', `/api/noticesents/notice/${notice.noticeId}`],
      ['DELETE', `/api/app/couponcustomers/${coupon.id}`],
      ['DELETE', `/api/app/customer-addresses/${address.id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code, `${method} ${url}`).toBe('not_found');
    }
    expect(await stateOf(activity.id, customer.id)).toEqual(before);
    expect(before).toEqual([{ scratched: 0, movements: 0, notices: 0, coupons: 0, addresses: 1 }]);
  });
});
