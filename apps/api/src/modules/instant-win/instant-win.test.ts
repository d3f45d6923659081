import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createScratchCard } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

const t = useTestApp();

/** A customer of an activity (its scratch-and-win switched on unless said) and a card of theirs. */
async function customerWithCard(
  opts: Parameters<typeof createScratchCard>[3] = {},
  showInstantWinApp = true,
) {
  const activity = await createActivity(t, { menu: { showInstantWinApp } });
  const customer = await createCustomer(t, activity.id);
  const card = await createScratchCard(t, activity.id, customer, opts);
  return { activity, customer, card };
}

const balanceOf = async (activityId: number, as: Parameters<typeof t.call>[0]['as']) =>
  (await t.call({ url: `/api/activities/${activityId}/usercard`, as })).json().data;

describe('scratch-and-win', () => {
  it('lists the cards 10 a page, newest first, without their outcome', async () => {
    const { activity, customer } = await customerWithCard({ won: true });
    for (let i = 0; i < 11; i++)
      await createScratchCard(t, activity.id, customer, { won: i % 2 === 0 });
    const url = `/api/app/scratch-and-win-customers/customers?filters[activityId]=${activity.id}`;
    const page = await t.call({ url, as: customer });
    expect(page.statusCode).toBe(200);
    expect(page.json().totalRows).toBe(12);
    expect(page.json().data).toHaveLength(10);
    for (const c of page.json().data) expect(c).toMatchObject({ scratched: false, result: null });
    // Nothing in the answer tells a win from a loss before scratching.
    expect(page.body).not.toMatch(/won|prize/);
    const second = await t.call({ url: `${url}&page=2`, as: customer });
    expect(second.json().data).toHaveLength(2);
  });

  it('reveals a win when scratched and credits the card once, however often it is scratched', async () => {
    const { activity, customer, card } = await customerWithCard({ won: true, prizeCents: 250 });
    const before = await t.call({
      url: `/api/app/scratch-and-win-customers/${card.id}`,
      as: customer,
    });
    expect(before.json().data).toMatchObject({ scratched: false, result: null });
    const scratch = () =>
      t.call({
        method: 'PUT',
        url: `/api/scratch-and-win-customers/scratched/${card.id}`,
        as: customer,
      });
    const first = await scratch();
    expect(first.json().data).toMatchObject({
      scratched: true,
      result: { won: true, amount: 2.5, points: 0 },
    });
    const again = await scratch();
    expect(again.json().data).toEqual(first.json().data);
    expect(await balanceOf(activity.id, customer)).toMatchObject({ balance: 2.5 });
    const flows = await t.call({
      url: `/api/app/activities/${activity.id}/userflows`,
      as: customer,
    });
    expect(flows.json().data).toEqual([expect.objectContaining({ type: 'IS', amount: 2.5 })]);
  });

  it('reveals a loss and credits nothing', async () => {
    const { activity, customer, card } = await customerWithCard({ won: false });
    const res = await t.call({
      method: 'PUT',
      url: `/api/scratch-and-win-customers/scratched/${card.id}`,
      as: customer,
    });
    expect(res.json().data.result).toEqual({ won: false, amount: 0, points: 0 });
    expect(await balanceOf(activity.id, customer)).toMatchObject({ balance: 0 });
  });

  it("answers 404 for another customer's card and leaves it alone", async () => {
    const { card } = await customerWithCard({ won: true });
    const { customer: other } = await customerWithCard();
    const tries = await Promise.all([
      t.call({ url: `/api/app/scratch-and-win-customers/${card.id}`, as: other }),
      t.call({
        method: 'PUT',
        url: `/api/scratch-and-win-customers/scratched/${card.id}`,
        as: other,
      }),
      t.call({ method: 'DELETE', url: `/api/app/scratch-and-win-customers/${card.id}`, as: other }),
    ]);
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const [row] = await t.rows<{ scratched: Date | null }>(
      sql`select scratched_at as scratched from scratch_and_win_customers where id = ${card.id}`,
    );
    expect(row).toEqual({ scratched: null });
  });

  it('deletes a card from the list', async () => {
    const { activity, customer, card } = await customerWithCard();
    const del = await t.call({
      method: 'DELETE',
      url: `/api/app/scratch-and-win-customers/${card.id}`,
      as: customer,
    });
    expect(del.json().data).toEqual({ deleted: true });
    const list = await t.call({
      url: `/api/app/scratch-and-win-customers/customers?filters[activityId]=${activity.id}`,
      as: customer,
    });
    expect(list.json().totalRows).toBe(0);
  });

  it('switched off (showInstantWinApp), list, card, scratch and delete answer 404 and change nothing', async () => {
    const { activity, customer, card } = await customerWithCard({ won: true }, false);
    const en = { 'accept-language': 'en' };
    const tries = [
      t.call({
        url: `/api/app/scratch-and-win-customers/customers?filters[activityId]=${activity.id}`,
        as: customer,
        headers: en,
      }),
      t.call({ url: `/api/app/scratch-and-win-customers/${card.id}`, as: customer, headers: en }),
      t.call({
        method: 'PUT',
        url: `/api/scratch-and-win-customers/scratched/${card.id}`,
        as: customer,
        headers: en,
      }),
      t.call({
        method: 'DELETE',
        url: `/api/app/scratch-and-win-customers/${card.id}`,
        as: customer,
        headers: en,
      }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    }
    const [row] = await t.rows<{ scratched: Date | null }>(
      sql`select scratched_at as scratched from scratch_and_win_customers where id = ${card.id}`,
    );
    expect(row).toEqual({ scratched: null });
    const [credits] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from card_movements where type = 'IS'
        and card_id in (select id from cards where activity_id = ${activity.id})`,
    );
    expect(credits).toEqual({ n: 0 });
  });
});
