import { randomUUID } from 'node:crypto';
import { CARD_CODE } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import {
  type ActivityOptions,
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  createSuperAdmin,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const DAY = 86_400_000;
const clock = movableClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock });

/** 5 %, a point every 0.10 € of cashback; cashback and points (EP). */
const FIVE_PERCENT: ActivityOptions = {
  cashBackType: 'EP',
  cartValue: { valueBasisPoints: 500, pointValueCents: 10 },
};

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

describe('the counter', () => {
  it('accumulates cashback and points on an amount spent; the customer sees them', async () => {
    const { activity, staff, customer, code } = await counter();
    const res = await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 42.5 });
    expect(res.statusCode).toBe(200);
    // 5 % of 42.50 € is 2.125 €: 2.12 € (floored), and 21 points of 0.10 €.
    expect(res.json().data).toMatchObject({
      movement: { type: 'AA', amount: 2.12, points: 21, spent: 42.5, storeName: activity.name },
      balance: 2.12,
      pointBalance: 21,
    });
    const seen = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    expect(seen.json().data).toMatchObject({ balance: 2.12, pointBalance: 21 });
    const list = (await flows(activity.id, customer)).json();
    expect(list.data[0]).toMatchObject({ type: 'AA', amount: 2.12, storeName: activity.name });
  });

  it('credits by cashBackType: points only for P', async () => {
    const { activity, staff, code } = await counter({ ...FIVE_PERCENT, cashBackType: 'P' });
    const res = await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 100 });
    expect(res.json().data).toMatchObject({ balance: 0, pointBalance: 50 });
  });

  it('refuses an accumulation that earns nothing, changing nothing', async () => {
    const { activity, staff, code } = await counter({});
    const res = await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('nothing_earned');
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, points: 0 });
  });

  it('consumes balance and redeems points, never beyond what the card holds', async () => {
    const { activity, staff, customer, code } = await counter();
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 10, points: 30 });
    const tooMuch = await move(activity.id, staff, { cardCode: code, type: 'C', amount: 10.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      code: 'insufficient_balance',
      message: 'Saldo insufficiente: sulla carta ci sono 10,00 €',
    });
    const tooMany = await move(activity.id, staff, { cardCode: code, type: 'P', points: 31 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('insufficient_points');
    expect((await flows(activity.id, customer)).json().totalRows).toBe(1);

    const used = await move(activity.id, staff, { cardCode: code, type: 'C', amount: 9.99 });
    expect(used.json().data).toMatchObject({ movement: { amount: -9.99 }, balance: 0.01 });
    const redeemed = await move(activity.id, staff, { cardCode: code, type: 'P', points: 30 });
    expect(redeemed.json().data).toMatchObject({ movement: { points: -30 }, pointBalance: 0 });
    expect(await ledgerSum(code)).toMatchObject({ cents: 1, balance: 1, points: 0, pts: 0 });
  });

  it('says why in the caller’s language', async () => {
    const { activity, staff, code } = await counter();
    const res = await t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/card-movements`,
      as: staff,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'en' },
      payload: { cardCode: code, type: 'C', amount: 1 },
    });
    expect(res.json().message).toBe('Insufficient balance: the card holds 0,00 €');
  });

  it('reverses a movement once, with an SM pointing at it', async () => {
    const { activity, staff, code } = await counter();
    const credit = (await move(activity.id, staff, { cardCode: code, type: 'B', amount: 3 })).json()
      .data.movement;
    const reversal = await move(activity.id, staff, {
      cardCode: code,
      type: 'SM',
      reversalOf: credit.id,
    });
    expect(reversal.json().data).toMatchObject({
      movement: { type: 'SM', amount: -3, reversalOf: credit.id },
      balance: 0,
    });
    const again = await move(activity.id, staff, {
      cardCode: code,
      type: 'SM',
      reversalOf: credit.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reversed');
    const ofReversal = await move(activity.id, staff, {
      cardCode: code,
      type: 'SM',
      reversalOf: reversal.json().data.movement.id,
    });
    expect(ofReversal.json().code).toBe('not_reversible');
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, balance: 0 });
  });

  it("answers 404 for another card's movement, another activity's card and an unknown code", async () => {
    const mine = await counter();
    const theirs = await counter();
    const credit = (
      await move(theirs.activity.id, theirs.staff, { cardCode: theirs.code, type: 'B', amount: 3 })
    ).json().data.movement;
    const attempts = [
      move(mine.activity.id, mine.staff, {
        cardCode: mine.code,
        type: 'SM',
        reversalOf: credit.id,
      }),
      move(mine.activity.id, mine.staff, { cardCode: theirs.code, type: 'B', amount: 1 }),
      move(mine.activity.id, mine.staff, { cardCode: '999999999999', type: 'B', amount: 1 }),
      t.call({ url: `/api/activities/${mine.activity.id}/cards/${theirs.code}`, as: mine.staff }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect(await ledgerSum(theirs.code)).toMatchObject({ cents: 300, balance: 300 });
  });

  it('is for ROLE_STORE and ROLE_ADMIN of the activity and super admins; a customer gets 403', async () => {
    const { activity, customer, code } = await counter();
    const admin = await createAdmin(t, activity.id);
    const root = await createSuperAdmin(t);
    const url = `/api/activities/${activity.id}/cards/${code}`;
    for (const who of [admin, root]) {
      const res = await t.call({ url, as: who });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        cardCode: code,
        customer: { name: 'Test', surname: 'Person' },
      });
      expect(
        (await move(activity.id, who, { cardCode: code, type: 'B', amount: 1 })).statusCode,
      ).toBe(200);
    }
    expect((await t.call({ url, as: customer })).statusCode).toBe(403);
    const self = await move(activity.id, customer, { cardCode: code, type: 'B', amount: 100 });
    expect(self.statusCode).toBe(403);
    expect(await ledgerSum(code)).toMatchObject({ cents: 200 });
  });

  it('needs an Idempotency-Key, and a retry with it makes one movement', async () => {
    const { activity, staff, code } = await counter();
    const none = await t.call({
      method: 'POST',
      url: `/api/activities/${activity.id}/card-movements`,
      as: staff,
      payload: { cardCode: code, type: 'B', amount: 1 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('idempotency_key_required');
    const key = randomUUID();
    const body = { cardCode: code, type: 'B', amount: 1 };
    const first = await move(activity.id, staff, body, key);
    const retry = await move(activity.id, staff, body, key);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerSum(code)).toMatchObject({ cents: 100, balance: 100 });
  });

  it('refuses malformed operations with 400 and changes nothing', async () => {
    const { activity, staff, code } = await counter();
    const bad = [
      { cardCode: code, type: 'AA', amount: 5 },
      { cardCode: code, type: 'C' },
      { cardCode: code, type: 'C', amount: 1.005 },
      { cardCode: code, type: 'C', amount: -1 },
      // Finding 8: less than a cent passed as "2 decimals" and wrote a 0,00 movement.
      { cardCode: code, type: 'C', amount: 1e-9 },
      { cardCode: code, type: 'B', amount: 0.001 },
      { cardCode: code, type: 'AM', amount: 0 },
      { cardCode: code, type: 'AA', spent: 1e-9 },
      { cardCode: code, type: 'P', points: 1.5 },
      { cardCode: code, type: 'W', amount: 1 },
      { cardCode: 'ABC', type: 'B', amount: 1 },
      { cardCode: code, type: 'SM' },
    ];
    for (const payload of bad) {
      const res = await move(activity.id, staff, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, points: 0 });
    const [movements] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from card_movements m join cards c on c.id = m.card_id where c.code = ${code}`,
    );
    expect(movements?.n).toBe(0);
  });
});

describe('refer-a-friend', () => {
  it("rewards the inviter once, on the invited friend's first accumulation", async () => {
    const activity = await createActivity(t, {
      ...FIVE_PERCENT,
      cartValue: { ...FIVE_PERCENT.cartValue, referralCents: 300, referralPoints: 5 },
    });
    const staff = await createStaff(t, activity.id);
    const inviter = await createCustomer(t, activity.id);
    const friend = await createUser(t, {
      memberOf: [activity.id],
      customer: { invitedByUserId: inviter.id },
    });
    const code = (
      await t.call({ url: `/api/activities/${activity.id}/usercard`, as: friend })
    ).json().data.cardCode;
    const inviterCard = async () =>
      (await t.call({ url: `/api/activities/${activity.id}/usercard`, as: inviter })).json().data;
    expect(await inviterCard()).toMatchObject({ balance: 0, pointBalance: 0 });
    // A bonus is not an accumulation: no reward yet.
    await move(activity.id, staff, { cardCode: code, type: 'B', amount: 1 });
    expect((await inviterCard()).balance).toBe(0);
    for (const spent of [20, 30]) {
      const res = await move(activity.id, staff, { cardCode: code, type: 'AA', spent });
      expect(res.statusCode).toBe(200);
    }
    expect(await inviterCard()).toMatchObject({ balance: 3, pointBalance: 5 });
    const inviterFlows = (await flows(activity.id, inviter)).json().data;
    expect(inviterFlows).toEqual([
      expect.objectContaining({ type: 'B', amount: 3, points: 5, note: 'referral' }),
    ]);
  });

  it('rewards nobody for a customer nobody invited, or when the activity sets no reward', async () => {
    const { activity, staff, code } = await counter();
    const inviter = await createCustomer(t, activity.id);
    const friend = await createUser(t, {
      memberOf: [activity.id],
      customer: { invitedByUserId: inviter.id },
    });
    const friendCode = (
      await t.call({ url: `/api/activities/${activity.id}/usercard`, as: friend })
    ).json().data.cardCode;
    await move(activity.id, staff, { cardCode: code, type: 'AA', spent: 20 });
    await move(activity.id, staff, { cardCode: friendCode, type: 'AA', spent: 20 });
    const seen = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: inviter });
    expect(seen.json().data.balance).toBe(0);
  });
});

describe('cashback expiry', () => {
  it('expires credits oldest first by the clock, shows the next expiry, and writes it off', async () => {
    const { activity, staff, customer, code } = await counter({
      ...FIVE_PERCENT,
      configuration: { cashBackExpiration: 30, timeZone: 'Europe/Rome' },
    });
    const start = clock.now().getTime();
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(10 * DAY);
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 3 });
    clock.advance(2 * DAY);
    // 6 € consumed: all of the first credit, 1 € of the second.
    await move(activity.id, staff, { cardCode: code, type: 'C', amount: 6 });
    const card = async () =>
      (await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer })).json().data;
    const day40 = new Date(start + 40 * DAY).toISOString().slice(0, 10);
    expect(await card()).toMatchObject({ balance: 2, nextExpiry: { amount: 2, date: day40 } });

    clock.advance(28 * DAY - 60_000);
    expect((await card()).balance).toBe(2);
    clock.advance(120_000);
    expect(await card()).toMatchObject({ balance: 0, nextExpiry: null });
    const newest = (await flows(activity.id, customer)).json().data[0];
    expect(newest).toMatchObject({ type: 'SM', amount: -2, note: 'expired' });
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, balance: 0 });
  });

  it('counts what expired before a counter operation checks the balance', async () => {
    const { activity, staff, code } = await counter({
      ...FIVE_PERCENT,
      configuration: { cashBackExpiration: 1 },
    });
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(DAY + 1);
    const res = await move(activity.id, staff, { cardCode: code, type: 'C', amount: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Saldo insufficiente: sulla carta ci sono 0,00 €');
    // The refusal changed nothing; the counter's next look writes the expiry off.
    expect(await ledgerSum(code)).toMatchObject({ cents: 500, balance: 500 });
    const seen = await t.call({ url: `/api/activities/${activity.id}/cards/${code}`, as: staff });
    expect(seen.json().data).toMatchObject({ balance: 0, nextExpiry: null });
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, balance: 0 });
  });
});

describe('expiry boundary and reversals', () => {
  const THIRTY_DAYS: ActivityOptions = {
    ...FIVE_PERCENT,
    configuration: { cashBackExpiration: 30, timeZone: 'Europe/Rome' },
  };
  const cardOf = async (activityId: number, as: Person) =>
    (await t.call({ url: `/api/activities/${activityId}/usercard`, as })).json().data;

  it('a credit is gone exactly at its expiry instant, by the service clock (fault: <= became <)', async () => {
    const { activity, staff, customer, code } = await counter({
      ...FIVE_PERCENT,
      configuration: { cashBackExpiration: 1 },
    });
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(DAY - 1);
    expect((await cardOf(activity.id, customer)).balance).toBe(5);
    clock.advance(1);
    expect(await cardOf(activity.id, customer)).toMatchObject({ balance: 0, nextExpiry: null });
    const seen = await t.call({ url: `/api/activities/${activity.id}/cards/${code}`, as: staff });
    expect(seen.json().data.balance).toBe(0);
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, balance: 0 });
  });

  it('a consumption and its reversal give the money back to the credit it came from, with that credit’s expiry (finding 14)', async () => {
    const { activity, staff, customer, code } = await counter(THIRTY_DAYS);
    const start = clock.now().getTime();
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(20 * DAY);
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 3 });
    const spent = (await move(activity.id, staff, { cardCode: code, type: 'C', amount: 5 })).json()
      .data.movement;
    const reversal = await move(activity.id, staff, {
      cardCode: code,
      type: 'SM',
      reversalOf: spent.id,
    });
    expect(reversal.json().data).toMatchObject({ movement: { amount: 5 }, balance: 8 });
    const day30 = new Date(start + 30 * DAY).toISOString().slice(0, 10);
    expect(await cardOf(activity.id, customer)).toMatchObject({
      balance: 8,
      nextExpiry: { amount: 5, date: day30 },
    });
    clock.advance(10 * DAY);
    expect((await cardOf(activity.id, customer)).balance).toBe(3);
    expect(await ledgerSum(code)).toMatchObject({ cents: 300, balance: 300 });
  });

  it('a reversal after the credit’s expiry gives back money that is written off at once', async () => {
    const { activity, staff, customer, code } = await counter(THIRTY_DAYS);
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(20 * DAY);
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 3 });
    const spent = (await move(activity.id, staff, { cardCode: code, type: 'C', amount: 5 })).json()
      .data.movement;
    clock.advance(15 * DAY);
    const reversal = await move(activity.id, staff, {
      cardCode: code,
      type: 'SM',
      reversalOf: spent.id,
    });
    expect(reversal.statusCode).toBe(200);
    expect(reversal.json().data).toMatchObject({ movement: { amount: 5 }, balance: 3 });
    const newest = (await flows(activity.id, customer)).json().data[0];
    expect(newest).toMatchObject({ type: 'SM', amount: -5, note: 'expired' });
    expect(await cardOf(activity.id, customer)).toMatchObject({ balance: 3 });
    expect(await ledgerSum(code)).toMatchObject({ cents: 300, balance: 300 });
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

  it('show what has expired by now, written off on that read', async () => {
    const { activity, staff, customer, code } = await counter({
      ...FIVE_PERCENT,
      configuration: { cashBackExpiration: 1 },
    });
    await move(activity.id, staff, { cardCode: code, type: 'AM', amount: 5 });
    clock.advance(DAY + 1);
    const page = (await flows(activity.id, customer)).json();
    expect(page.totalRows).toBe(2);
    expect(page.data[0]).toMatchObject({ type: 'SM', amount: -5, note: 'expired' });
    expect(await ledgerSum(code)).toMatchObject({ cents: 0, balance: 0 });
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
