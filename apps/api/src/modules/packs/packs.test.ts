import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../platform/context.ts';
import { createPack } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { atCounter, offerHolder } from '../../test-support/offers.ts';

const clock = movableClock(new Date('2026-05-10T10:00:00Z'));
const t = useTestApp({ clock });

/** An activity (its packs switched on unless said), a customer of it and counter staff. */
const holder = (on = true) => offerHolder(t, 'showPack', on);
const use = atCounter(t, 'pack-uses');

describe('packs', () => {
  it('lists the customer’s packs with their uses left (?activityId, as SPEC §7 writes it)', async () => {
    const { activity, customer } = await holder();
    await createPack(t, activity.id, customer, { uses: 10 });
    const res = await t.call({
      url: `/api/app/packcustomers/customers?activityId=${activity.id}`,
      as: customer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ uses: 10, usesLeft: 10, expired: false }),
    ]);
  });

  it('gives up one use per counter operation, never below zero; a retry is not a use', async () => {
    const { activity, customer, staff } = await holder();
    const pack = await createPack(t, activity.id, customer, { uses: 2 });
    const key = randomUUID();
    const first = await use(activity.id, staff, pack.code, key);
    expect(first.json().data.usesLeft).toBe(1);
    expect((await use(activity.id, staff, pack.code, key)).json()).toEqual(first.json());
    expect((await use(activity.id, staff, pack.code)).json().data.usesLeft).toBe(0);
    const none = await use(activity.id, staff, pack.code);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      code: 'pack_used_up',
      message: 'Questo pacchetto non ha più utilizzi',
    });
  });

  it('refuses an expired pack, another activity’s and a customer at the counter', async () => {
    const { activity, customer, staff } = await holder();
    const expired = await createPack(t, activity.id, customer, { validTo: '2026-05-09' });
    expect((await use(activity.id, staff, expired.code)).json().code).toBe('pack_expired');
    const other = await holder();
    const theirs = await createPack(t, other.activity.id, other.customer, { uses: 3 });
    expect((await use(activity.id, staff, theirs.code)).statusCode).toBe(404);
    expect((await use(other.activity.id, other.customer, theirs.code)).statusCode).toBe(403);
    const list = await t.call({
      url: `/api/app/packcustomers/customers?activityId=${other.activity.id}`,
      as: other.customer,
    });
    expect(list.json().data[0].usesLeft).toBe(3);
  });

  it('switched off (showPack), the customer’s list answers 404; the counter still uses the pack', async () => {
    const { activity, customer, staff } = await holder(false);
    const pack = await createPack(t, activity.id, customer, { uses: 3 });
    const list = await t.call({
      url: `/api/app/packcustomers/customers?activityId=${activity.id}`,
      as: customer,
      headers: { 'accept-language': 'en' },
    });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    const used = await use(activity.id, staff, pack.code);
    expect(used.statusCode).toBe(200);
    expect(used.json().data.usesLeft).toBe(2);
  });
});
