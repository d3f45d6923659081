// The console home's summary (console.routes.ts): each module's set-up step and what waits for the
// staff, only for the features the activity has on, and only for its admins.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingRow, createBookingSetup } from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createMenuCategory,
  createStaff,
  createSuperAdmin,
  type Person,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { placedOrder, staffedShop } from '../../test-support/shop.ts';

const t = useTestApp();

const summary = (activityId: number, as: Person) =>
  t.call({ url: `/api/activities/${activityId}/console`, as });

describe('the console home', () => {
  it('lists the activity, card terms and stores steps for a new activity with every feature off, not done', async () => {
    const activity = await createActivity(t);
    const res = await summary(activity.id, await createAdmin(t, activity.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      steps: [
        { key: 'activity', done: false },
        { key: 'cardTerms', done: false },
        { key: 'stores', done: false },
      ],
      attention: [],
    });
  });

  it('tells a step done once its module has what a customer needs', async () => {
    const activity = await createActivity(t, {
      cartValue: { valueBasisPoints: 500 },
      menu: { showMenuApp: true },
    });
    await t.rows(sql`update stores set address = 'Via Roma 1' where id = ${activity.storeId}`);
    const admin = await createAdmin(t, activity.id);
    expect((await summary(activity.id, admin)).json().data.steps).toEqual([
      { key: 'activity', done: false },
      { key: 'cardTerms', done: true },
      { key: 'stores', done: true },
      { key: 'menu', done: false },
    ]);
    await createMenuCategory(t, activity.id, { entries: [{ name: 'Tagliatelle' }] });
    expect((await summary(activity.id, admin)).json().data.steps).toContainEqual({
      key: 'menu',
      done: true,
    });
  });

  it("counts a shop's orders waiting for the staff, not the finished or unpaid ones", async () => {
    const w = await staffedShop(t, {
      shop: {
        items: [{ name: 'Shampoo', priceCents: 1200 }],
        shippings: [{ type: 'S' }],
        payments: ['ST'],
      },
    });
    const item = w.shop.items[0];
    if (!item) throw new Error('no item');
    for (const status of [
      'placed',
      'paid',
      'ready',
      'collected',
      'cancelled',
      'pending',
    ] as const) {
      await placedOrder(t, w, { item, status });
    }
    const res = await summary(w.activity.id, w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      steps: [
        { key: 'activity', done: false },
        { key: 'cardTerms', done: true },
        { key: 'stores', done: true },
        { key: 'catalogue', done: true },
        { key: 'shipping', done: true },
      ],
      attention: [{ key: 'ordersToHandle', count: 3 }],
    });
  });

  it("tells a take-away shop's shipping step undone while store pick-up has no pick-up hours", async () => {
    const shop = (closeTimes: { day: number; startTime: string; endTime: string }[]) =>
      staffedShop(t, {
        shop: {
          shopType: 'R',
          items: [{ name: 'Coppa', priceCents: 450 }],
          shippings: [{ type: 'S' }],
          payments: ['ST'],
          closeTimes,
        },
      });
    const none = await shop([]);
    expect((await summary(none.activity.id, none.admin)).json().data.steps).toContainEqual({
      key: 'shipping',
      done: false,
    });
    const set = await shop([{ day: 2, startTime: '12:00', endTime: '22:00' }]);
    expect((await summary(set.activity.id, set.admin)).json().data.steps).toContainEqual({
      key: 'shipping',
      done: true,
    });
  });

  it('counts the booking requests still to confirm, from now on', async () => {
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    await createBookingSetup(t, activity.id, {
      bookingType: 'N',
      services: [{ name: 'Taglio', duration: 30 }],
      operators: [{ name: 'Sara' }],
    });
    const customer = await createCustomer(t, activity.id);
    const row = { activityId: activity.id, userId: customer.id, startTime: '10:00' };
    await createBookingRow(t, { ...row, date: '2099-03-02', confirmed: 'I' });
    await createBookingRow(t, { ...row, date: '2099-03-03', startTime: '11:00', confirmed: 'I' });
    await createBookingRow(t, { ...row, date: '2099-03-04', confirmed: 'Y' });
    await createBookingRow(t, { ...row, date: '2020-03-02', confirmed: 'I' });
    const res = await summary(activity.id, await createAdmin(t, activity.id));
    expect(res.json().data).toEqual({
      steps: [
        { key: 'activity', done: false },
        { key: 'cardTerms', done: false },
        { key: 'stores', done: false },
        { key: 'booking', done: true },
      ],
      attention: [{ key: 'bookingsToConfirm', count: 2 }],
    });
  });

  it('tells the booking step undone while no operator does a service', async () => {
    const activity = await createActivity(t, { menu: { showBookingApp: true } });
    await createBookingSetup(t, activity.id, { bookingType: 'N', services: [], operators: [] });
    const res = await summary(activity.id, await createAdmin(t, activity.id));
    expect(res.json().data.steps).toContainEqual({ key: 'booking', done: false });
  });

  it("is the activity's admins' and the super admin's, nobody else's", async () => {
    const activity = await createActivity(t);
    const other = await createActivity(t);
    expect((await summary(activity.id, await createSuperAdmin(t))).statusCode).toBe(200);
    expect((await summary(activity.id, await createStaff(t, activity.id))).statusCode).toBe(403);
    expect((await summary(activity.id, await createCustomer(t, activity.id))).statusCode).toBe(403);
    expect((await summary(activity.id, await createAdmin(t, other.id))).statusCode).toBe(404);
  });
});
