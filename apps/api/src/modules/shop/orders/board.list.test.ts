// The board's list for the counter (issue 22 §5): orders still to hand over put take-away ones
// first, by pick-up day and time (the day on the activity's clock), then the others newest first;
// finished ones stay newest first. `q` finds an order by its number or its customer's name,
// within the activity and the status asked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createActivity, createStaff, createUser } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { createOrderRow, createShop } from '../../../test-support/shop.ts';
import { orders } from './orders.tables.ts';

const t = useTestApp();

async function world() {
  const activity = await createActivity(t);
  const shop = await createShop(t, activity.id, { items: [{ name: 'Piadina', priceCents: 650 }] });
  const person = (name: string, surname: string) =>
    createUser(t, { memberOf: [activity.id], name, surname });
  const piadina = shop.item('Piadina');
  const order = async (
    who: { id: number },
    o: { at: string; pickUp?: string; status?: 'placed' | 'paid' | 'collected' },
  ) => {
    const row = await createOrderRow(t, {
      activityId: activity.id,
      userId: who.id,
      itemId: piadina.id,
      itemColorSizeId: piadina.sizeIds[0] as number,
      status: o.status ?? 'placed',
    });
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(o.at), orderTimeRequest: o.pickUp ?? null })
      .where(eq(orders.id, row.id));
    return row.id;
  };
  return { activity, clerk: await createStaff(t, activity.id), person, order };
}

const ids = async (w: Awaited<ReturnType<typeof world>>, query: string) => {
  const res = await t.call({
    url: `/api/activities/${w.activity.id}/orders?${query}`,
    as: w.clerk,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((o) => o.id);
};

describe('the board list', () => {
  it('puts take-away orders first by pick-up day and time, then the others newest first', async () => {
    const w = await world();
    const ann = await w.person('Chiara', 'Bianchi');
    // 23:30 UTC on the 23rd is 00:30 on the 24th in Rome: a pick-up of the 24th.
    const late = await w.order(ann, { at: '2026-11-23T23:30:00Z', pickUp: '12:00' });
    const noon = await w.order(ann, { at: '2026-11-24T09:00:00Z', pickUp: '12:30' });
    const early = await w.order(ann, { at: '2026-11-24T09:30:00Z', pickUp: '11:45' });
    const yesterday = await w.order(ann, { at: '2026-11-23T09:00:00Z', pickUp: '19:00' });
    const courier = await w.order(ann, { at: '2026-11-24T10:00:00Z' });
    const older = await w.order(ann, { at: '2026-11-24T08:00:00Z' });
    const done = await w.order(ann, {
      at: '2026-11-24T11:00:00Z',
      pickUp: '10:00',
      status: 'collected',
    });

    expect(await ids(w, 'status=open')).toEqual([yesterday, early, late, noon, courier, older]);
    expect(await ids(w, 'status=placed')).toEqual([yesterday, early, late, noon, courier, older]);
    // Finished orders and every order: newest first, as before.
    expect(await ids(w, 'status=collected')).toEqual([done]);
    expect(await ids(w, '')).toEqual([done, courier, early, noon, older, late, yesterday]);
  });

  it('finds an order by its number or its customer’s name, within the status asked', async () => {
    const w = await world();
    const chiara = await w.person('Chiara', 'Bianchi');
    const marco = await w.person('Marco', 'Verdi_50%');
    const a = await w.order(chiara, { at: '2026-11-24T09:00:00Z' });
    const b = await w.order(marco, { at: '2026-11-24T09:10:00Z' });
    const c = await w.order(chiara, { at: '2026-11-24T09:20:00Z', status: 'collected' });
    const q = (text: string, status = '') =>
      ids(w, `q=${encodeURIComponent(text)}${status ? `&status=${status}` : ''}`);

    expect(await q(String(b))).toEqual([b]);
    expect(await q(`#${a}`)).toEqual([a]);
    expect(await q(`n. ${a}`)).toEqual([a]);
    expect(await q('bianchi')).toEqual([c, a]);
    expect(await q('  Bianchi   Chiara ')).toEqual([c, a]);
    expect(await q('chiara b', 'open')).toEqual([a]);
    // Wildcards are letters like any other.
    expect(await q('verdi_50%')).toEqual([b]);
    expect(await q('%')).toEqual([b]);
    expect(await q('_')).toEqual([b]);
    expect(await q('Rossi')).toEqual([]);
    // Another activity's orders are never found, even by number.
    const other = await world();
    expect(await ids(other, `q=${a}`)).toEqual([]);
    const long = await t.call({
      url: `/api/activities/${w.activity.id}/orders?q=${'a'.repeat(101)}`,
      as: w.clerk,
    });
    expect(long.statusCode).toBe(400);
  });
});
