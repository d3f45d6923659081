// What the cards tests share: an activity whose counter earns 5 %, a card at its counter, the
// counter's call, the customer's movements and the ledger's sum.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type ActivityOptions,
  createActivity,
  createCustomer,
  createStaff,
  type Person,
} from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';

/** 5 %, a point every 0.10 € of cashback; cashback and points (EP). */
export const FIVE_PERCENT: ActivityOptions = {
  cashBackType: 'EP',
  cartValue: { valueBasisPoints: 500, pointValueCents: 10 },
};

export function cardsKit(t: TestApp) {
  /** A new activity's staff member and customer, and the customer's card code. */
  async function counter(opts: ActivityOptions = FIVE_PERCENT) {
    const activity = await createActivity(t, opts);
    const staff = await createStaff(t, activity.id);
    const customer = await createCustomer(t, activity.id);
    const card = (
      await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })
    ).json().data;
    return { activity, staff, customer, code: card.cardCode as string };
  }

  const move = (activityId: number, as: Person, payload: object, key: string = randomUUID()) =>
    t.call({
      method: 'POST',
      url: `/api/activities/${activityId}/card-movements`,
      as,
      headers: { 'idempotency-key': key },
      payload,
    });

  const flows = (activityId: number, as: Person, query = '') =>
    t.call({ url: `/api/app/activities/${activityId}/userflows${query}`, as });

  /** The card's balance in cents and points as the sum of its movements. */
  async function ledgerSum(code: string) {
    const [row] = await t.rows<{ cents: number; points: number; balance: number; pts: number }>(sql`
      select coalesce(sum(m.amount_cents), 0)::int as cents, coalesce(sum(m.points), 0)::int as points,
        c.balance_cents as balance, c.points as pts
      from cards c left join card_movements m on m.card_id = c.id
      where c.code = ${code} group by c.id`);
    return row;
  }

  return { counter, move, flows, ledgerSum };
}
