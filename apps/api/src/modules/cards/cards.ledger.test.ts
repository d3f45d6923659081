// The ledger's rules (cards.ledger.ts): refer-a-friend, and credits expiring by the service
// clock, oldest first, written off on the next look or operation.
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import {
  type ActivityOptions,
  createActivity,
  createCustomer,
  createStaff,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { cardsKit, FIVE_PERCENT } from './cards.testing.ts';

const DAY = 86_400_000;
const clock = movableClock(new Date('2026-03-02T09:00:00Z'));
const t = useTestApp({ clock });
const { counter, move, flows, ledgerSum } = cardsKit(t);

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

  it('movements show what has expired by now, written off on that read', async () => {
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
