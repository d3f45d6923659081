// The card and its movements as the customer sees them (cards.views.ts).
import { CARD_CODE } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { cardsKit, FIVE_PERCENT } from './cards.testing.ts';

const t = useTestApp();
const { counter, move, flows } = cardsKit(t);

describe('the card', () => {
  it("opens on the customer's first look, once, with the activity's welcome credit", async () => {
    const activity = await createActivity(t, {
      ...FIVE_PERCENT,
      cartValue: { ...FIVE_PERCENT.cartValue, welcomeCents: 500, welcomePoints: 10 },
      configuration: { graphicCardType: 'B' },
    });
    const customer = await createCustomer(t, activity.id);
    const first = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    expect(first.statusCode).toBe(200);
    const card = first.json().data;
    expect(card).toMatchObject({
      balance: 5,
      pointBalance: 10,
      cashBackType: 'EP',
      graphicCardType: 'B',
      nextExpiry: null,
    });
    expect(card.cardCode).toMatch(CARD_CODE);
    const again = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    expect(again.json().data.cardCode).toBe(card.cardCode);
    const simple = await t.call({
      url: `/api/activities/${activity.id}/usercardsimple`,
      as: customer,
    });
    expect(simple.json().data).toEqual({ balance: 5, pointBalance: 10 });
    const list = (await flows(activity.id, customer)).json();
    expect(list.totalRows).toBe(1);
    expect(list.data[0]).toMatchObject({ type: 'W', amount: 5, points: 10 });
  });

  it('gives another customer, and another activity, another code', async () => {
    const { activity, code } = await counter();
    const other = await createCustomer(t, activity.id);
    const theirs = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: other });
    expect(theirs.json().data.cardCode).not.toBe(code);
  });

  it('tells the cart value as a percent and pointValue in euros, with the welcome credit and the referral reward', async () => {
    const { activity, customer } = await counter({
      ...FIVE_PERCENT,
      cartValue: {
        ...FIVE_PERCENT.cartValue,
        welcomeCents: 200,
        referralCents: 300,
        referralPoints: 5,
      },
    });
    const res = await t.call({ url: `/api/app/activities/${activity.id}/cartshop`, as: customer });
    expect(res.json().data).toEqual({
      value: 5,
      pointValue: 0.1,
      welcome: { amount: 2, points: 0 },
      referral: { amount: 3, points: 5 },
    });
  });
});

describe('movements', () => {
  it('come newest first, a page at a time', async () => {
    const { activity, staff, customer, code } = await counter();
    for (let i = 1; i <= 17; i++) {
      await move(activity.id, staff, { cardCode: code, type: 'B', points: i });
    }
    const first = (await flows(activity.id, customer)).json();
    expect(first.totalRows).toBe(17);
    expect(first.data).toHaveLength(15);
    expect(first.data[0].points).toBe(17);
    const second = (await flows(activity.id, customer, '?page=2&rowsPerPage=15')).json();
    expect(second.data.map((m: { points: number }) => m.points)).toEqual([2, 1]);
  });

  it('open the card on a first look at them, with nothing or the welcome', async () => {
    const plain = await createActivity(t, FIVE_PERCENT);
    const first = await createCustomer(t, plain.id);
    expect((await flows(plain.id, first)).json()).toMatchObject({ data: [], totalRows: 0 });
    const welcoming = await createActivity(t, {
      ...FIVE_PERCENT,
      cartValue: { ...FIVE_PERCENT.cartValue, welcomeCents: 200 },
    });
    const second = await createCustomer(t, welcoming.id);
    const page = (await flows(welcoming.id, second)).json();
    expect(page.totalRows).toBe(1);
    expect(page.data[0]).toMatchObject({ type: 'W', amount: 2 });
  });

  it('past the last page: none, with the total', async () => {
    const { activity, staff, customer, code } = await counter();
    await move(activity.id, staff, { cardCode: code, type: 'B', points: 1 });
    const past = (await flows(activity.id, customer, '?page=3&rowsPerPage=15')).json();
    expect(past).toMatchObject({ data: [], totalRows: 1 });
  });
});

describe('the card is read by members only', () => {
  it('a non-member reading GET /api/activities/{id}/usercard gets 404 and no card (fault: the route without its membership check)', async () => {
    const activity = await createActivity(t, FIVE_PERCENT);
    const elsewhere = await createActivity(t);
    const outsider = await createCustomer(t, elsewhere.id);
    const res = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: outsider });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const cards = await t.rows(
      sql`select id from cards where activity_id = ${activity.id} and user_id = ${outsider.id}`,
    );
    expect(cards).toEqual([]);
  });
});
