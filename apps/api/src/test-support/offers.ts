// Coupons and packs in tests (issue 9): a customer holding offers at an activity with its counter
// staff, and the till's call that takes an offer by its printed code.
import { randomUUID } from 'node:crypto';
import type { Feature } from '../modules/activities/index.ts';
import { createActivity, createCustomer, createStaff } from './factories.ts';
import type { Caller, TestApp } from './harness.ts';

/** An activity with `feature` switched on (or off), a customer of it and counter staff. */
export async function offerHolder(t: TestApp, feature: Feature, on = true) {
  const activity = await createActivity(t, { menu: { [feature]: on } });
  const customer = await createCustomer(t, activity.id);
  const staff = await createStaff(t, activity.id);
  return { activity, customer, staff };
}

/** The till's POST of a printed code to a counter route of the activity, with its own key. */
export const atCounter =
  (t: TestApp, path: 'coupon-redemptions' | 'pack-uses') =>
  (activityId: number, as: Caller, code: string, key = randomUUID()) =>
    t.call({
      method: 'POST',
      url: `/api/activities/${activityId}/${path}`,
      as,
      headers: { 'idempotency-key': key },
      payload: { code },
    });
