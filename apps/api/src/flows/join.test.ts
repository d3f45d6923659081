// Joining another activity with one's account (issue 3.9): POST /api/activities/{id}/join.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  type Person,
} from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

const joinAs = (who: Person, activityId: number) =>
  t.call({ method: 'POST', url: `/api/activities/${activityId}/join`, as: who });

const membershipsOf = (userId: number) =>
  t.rows<{ activityId: number; roles: string[]; active: boolean }>(
    sql`select activity_id as "activityId", roles, active from activity_customers
      where user_id = ${userId} order by id`,
  );

const cardsOf = (userId: number, activityId: number) =>
  t.rows<{ balance: number; points: number; types: string }>(sql`
    select c.balance_cents as balance, c.points, string_agg(m.type, ',') as types
    from cards c left join card_movements m on m.card_id = c.id
    where c.user_id = ${userId} and c.activity_id = ${activityId}
    group by c.id`);

const welcome = {
  valueBasisPoints: 500,
  pointValueCents: 10,
  welcomeCents: 250,
  welcomePoints: 10,
};

describe('joining another activity', () => {
  it('makes a customer of one activity a customer of another, with its card and welcome', async () => {
    const [first, second] = [
      await createActivity(t),
      await createActivity(t, { cartValue: welcome }),
    ];
    const customer = await createCustomer(t, first.id);
    const res = await joinAs(customer, second.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ activityId: second.id });
    expect(await membershipsOf(customer.id)).toEqual([
      { activityId: first.id, roles: ['ROLE_USER'], active: true },
      { activityId: second.id, roles: ['ROLE_USER'], active: true },
    ]);
    expect(await cardsOf(customer.id, second.id)).toEqual([
      { balance: 250, points: 10, types: 'W' },
    ]);
    // Their calls of the new activity now answer.
    const card = await t.call({ url: `/api/activities/${second.id}/usercard`, as: customer });
    expect(card.statusCode).toBe(200);
  });

  it('joined twice, changes nothing: one membership, one card, one welcome', async () => {
    const [first, second] = [
      await createActivity(t),
      await createActivity(t, { cartValue: welcome }),
    ];
    const customer = await createCustomer(t, first.id);
    await joinAs(customer, second.id);
    const again = await joinAs(customer, second.id);
    expect(again.json().data).toEqual({ activityId: second.id });
    expect(await membershipsOf(customer.id)).toHaveLength(2);
    expect(await cardsOf(customer.id, second.id)).toEqual([
      { balance: 250, points: 10, types: 'W' },
    ]);
  });

  it("leaves a member's roles as they are", async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    expect((await joinAs(admin, activity.id)).statusCode).toBe(200);
    expect(await membershipsOf(admin.id)).toEqual([
      { activityId: activity.id, roles: ['ROLE_ADMIN'], active: true },
    ]);
  });

  it('refuses an activity switched off, and a member the activity switched off', async () => {
    const home = await createActivity(t);
    const off = await createActivity(t, { active: false });
    const customer = await createCustomer(t, home.id);
    const closed = await joinAs(customer, off.id);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('not_found');
    expect(await membershipsOf(customer.id)).toHaveLength(1);

    const barring = await createActivity(t);
    await t.rows(sql`insert into activity_customers (activity_id, user_id, active)
      values (${barring.id}, ${customer.id}, false)`);
    const res = await joinAs(customer, barring.id);
    expect(res.statusCode).toBe(404);
    expect(await membershipsOf(customer.id)).toEqual([
      { activityId: home.id, roles: ['ROLE_USER'], active: true },
      { activityId: barring.id, roles: ['ROLE_USER'], active: false },
    ]);
  });
});
