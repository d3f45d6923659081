// The card terms of the console (cards.terms.ts): read, saved with a recorded change, refused in
// the caller's language, the admin's only, and applied to movements made after them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { cardsKit, FIVE_PERCENT } from './cards.testing.ts';

const t = useTestApp();
const { counter, move, flows } = cardsKit(t);

const DEFAULTS = {
  cashBackType: 'E',
  valueBasisPoints: 0,
  pointValue: 0,
  welcome: 0,
  welcomePoints: 0,
  referral: 0,
  referralPoints: 0,
  cashBackExpiration: null,
};
const TERMS = {
  cashBackType: 'EP',
  valueBasisPoints: 700,
  pointValue: 0.1,
  welcome: 5,
  welcomePoints: 5,
  referral: 3.5,
  referralPoints: 3,
  cashBackExpiration: 365,
};

const url = (activityId: number) => `/api/activities/${activityId}/cardterms`;
const read = (activityId: number, as: Person) => t.call({ url: url(activityId), as });
const save = (activityId: number, as: Person, payload: object, lang = 'it') =>
  t.call({
    method: 'PUT',
    url: url(activityId),
    as,
    headers: { 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload,
  });
const changes = (activityId: number, as: Person, query = '') =>
  t.call({ url: `${url(activityId)}/changes${query}`, as });
const changeRows = async (activityId: number) =>
  (
    await t.rows<{ n: number }>(
      sql`select count(*)::int as n from card_term_changes where activity_id = ${activityId}`,
    )
  )[0]?.n;

describe('the card terms', () => {
  it('reads the defaults of an activity that never set any', async () => {
    const activity = await createActivity(t);
    const res = await read(activity.id, await createAdmin(t, activity.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(DEFAULTS);
  });

  it('saves them all and records who changed them, when, before and after', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const res = await save(activity.id, admin, TERMS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(TERMS);
    expect((await read(activity.id, admin)).json().data).toEqual(TERMS);
    const list = (await changes(activity.id, admin)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      by: { id: admin.id, name: 'Test Person' },
      before: DEFAULTS,
      after: TERMS,
    });
    expect(Date.now() - Date.parse(list.data[0].at)).toBeLessThan(60_000);
  });

  it('records nothing when the same terms are saved again, and answers the same', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await save(activity.id, admin, TERMS);
    const again = await save(activity.id, admin, TERMS);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(TERMS);
    expect(await changeRows(activity.id)).toBe(1);
  });

  it('refuses bad terms in the caller language, changing nothing', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await save(activity.id, admin, TERMS);
    const bad = [
      { ...TERMS, valueBasisPoints: 10_001 },
      { ...TERMS, welcome: -0.01 },
      { ...TERMS, welcome: 10_000.01 },
      { ...TERMS, welcome: '5' },
      { ...TERMS, welcomeCents: 500 },
      { ...TERMS, referralPoints: 1.5 },
      { ...TERMS, cashBackExpiration: 0 },
      { ...TERMS, cashBackExpiration: 3651 },
      { ...TERMS, cashBackType: 'X' },
    ];
    for (const payload of bad) {
      const it = await save(activity.id, admin, payload);
      expect(it.statusCode, JSON.stringify(payload)).toBe(400);
      expect(it.json().message).toMatch(/^Dati non validi/);
    }
    const en = await save(activity.id, admin, { ...TERMS, valueBasisPoints: -5 }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toMatch(/^Invalid data: valueBasisPoints/);
    expect((await read(activity.id, admin)).json().data).toEqual(TERMS);
    expect(await changeRows(activity.id)).toBe(1);
  });

  it('carries euros in its JSON and keeps cents inside', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    const res = await save(activity.id, admin, { ...TERMS, pointValue: 0.07, welcome: 12.3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pointValue: 0.07, welcome: 12.3, referral: 3.5 });
    const [row] = await t.rows(sql`
      select point_value_cents as "pointValueCents", welcome_cents as "welcomeCents",
        referral_cents as "referralCents"
      from cart_values where activity_id = ${activity.id}`);
    expect(row).toEqual({ pointValueCents: 7, welcomeCents: 1230, referralCents: 350 });
    const [change] = await t.rows<{ after: Record<string, unknown> }>(
      sql`select after from card_term_changes where activity_id = ${activity.id}`,
    );
    expect(change?.after).toMatchObject({ pointValueCents: 7, welcomeCents: 1230 });
    const listed = (await changes(activity.id, admin)).json().data[0];
    expect(listed.after).toMatchObject({ pointValue: 0.07, welcome: 12.3, referral: 3.5 });
  });

  it('refuses an amount of more than 2 decimals (1.005) with 400, writing nothing', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    await save(activity.id, admin, TERMS);
    for (const [field, value] of [
      ['welcome', 1.005],
      ['pointValue', 0.105],
      ['referral', 2.001],
    ] as const) {
      const res = await save(activity.id, admin, { ...TERMS, [field]: value }, 'en');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: `Invalid data: ${field}` });
    }
    expect((await read(activity.id, admin)).json().data).toEqual(TERMS);
    expect(await changeRows(activity.id)).toBe(1);
  });

  it('refuses points (P, EP) without a point value', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    for (const cashBackType of ['P', 'EP']) {
      const it = await save(activity.id, admin, { ...TERMS, cashBackType, pointValue: 0 });
      expect(it.statusCode).toBe(400);
      expect(it.json().message).toBe('Dati non validi: pointValue');
    }
    const cashOnly = await save(activity.id, admin, {
      ...TERMS,
      cashBackType: 'E',
      pointValue: 0,
    });
    expect(cashOnly.statusCode).toBe(200);
  });

  it("are the activity's admin's: another activity's admin, its staff and customers are refused", async () => {
    const a = await createActivity(t);
    const b = await createActivity(t);
    const adminOfB = await createAdmin(t, b.id);
    const staff = await createStaff(t, a.id);
    const customer = await createCustomer(t, a.id);
    for (const who of [adminOfB, staff, customer]) {
      expect((await read(a.id, who)).statusCode).toBeOneOf([403, 404]);
      expect((await save(a.id, who, TERMS)).statusCode).toBeOneOf([403, 404]);
      expect((await changes(a.id, who)).statusCode).toBeOneOf([403, 404]);
    }
    expect(await changeRows(a.id)).toBe(0);
    const superAdmin = await createSuperAdmin(t);
    expect((await save(a.id, superAdmin, TERMS)).statusCode).toBe(200);
  });

  it('lists the changes newest first, a page at a time', async () => {
    const activity = await createActivity(t);
    const admin = await createAdmin(t, activity.id);
    for (const valueBasisPoints of [100, 200, 300]) {
      expect((await save(activity.id, admin, { ...TERMS, valueBasisPoints })).statusCode).toBe(200);
    }
    const first = (await changes(activity.id, admin, '?rowsPerPage=2')).json();
    expect(first.totalRows).toBe(3);
    expect(
      first.data.map((c: { after: { valueBasisPoints: number } }) => c.after.valueBasisPoints),
    ).toEqual([300, 200]);
    expect(first.data[0].before.valueBasisPoints).toBe(200);
    const second = (await changes(activity.id, admin, '?rowsPerPage=2&page=2')).json();
    expect(
      second.data.map((c: { after: { valueBasisPoints: number } }) => c.after.valueBasisPoints),
    ).toEqual([100]);
    expect(second.data[0].before).toEqual(DEFAULTS);
  });

  it('applies only to movements made after it; past movements never change', async () => {
    const { activity, staff, customer, code } = await counter(FIVE_PERCENT);
    const admin = await createAdmin(t, activity.id);
    const one = await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 100 });
    expect(one.json().data.movement).toMatchObject({ amount: 5, points: 50 });
    const changed = await save(activity.id, admin, {
      ...DEFAULTS,
      cashBackType: 'EP',
      valueBasisPoints: 700,
      pointValue: 0.1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const two = await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 100 });
    expect(two.json().data.movement).toMatchObject({ amount: 7, points: 70 });
    const seen = (await flows(activity.id, customer)).json().data;
    expect(seen.map((m: { amount: number }) => m.amount).sort()).toEqual([5, 7]);
  });

  it("shows the customer's card the new cashBackType at once", async () => {
    const { activity, customer } = await counter(FIVE_PERCENT);
    const admin = await createAdmin(t, activity.id);
    const card = () => t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    const before = (await card()).json().data;
    expect(before.cashBackType).toBe('EP');
    await save(activity.id, admin, { ...TERMS, cashBackType: 'P' });
    expect((await card()).json().data.cashBackType).toBe('P');
  });
});
