// The board's live stream (issue 22 §5): GET /api/activities/{id}/orders/events answers Server-
// Sent Events fed by the orders' NOTIFY. A customer's order, a clerk's move and a change through
// a second instance on the same database each reach an open stream within a second, and only the
// streams of that activity; a user holds a bounded number of streams. Over real HTTP, as the web
// reads it (so a buffering or compressing layer would show). Each test awaits the event it
// expects with a deadline; none sleeps.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createActivity, createCustomer, createStaff } from '../../../test-support/factories.ts';
import { onPostgres, useTestApp } from '../../../test-support/harness.ts';
import { createCartLine, createShop } from '../../../test-support/shop.ts';
import { baseUrlOf, openSse, type SseStream } from '../../../test-support/sse.ts';

const t = useTestApp();
const streams: SseStream[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

/** A shop selling Piadina (unlimited), picked up and paid in store; its clerk and a customer. */
async function shopWorld() {
  const activity = await createActivity(t);
  const shop = await createShop(t, activity.id, {
    items: [{ name: 'Piadina', priceCents: 650 }],
    shippings: [{ type: 'S' }],
  });
  return {
    activity,
    shop,
    clerk: await createStaff(t, activity.id),
    customer: await createCustomer(t, activity.id),
  };
}
type World = Awaited<ReturnType<typeof shopWorld>>;

/** The customer places an order through `t`'s instance (the ordinary API call). */
async function placeOrder(w: World) {
  const piadina = w.shop.item('Piadina');
  await createCartLine(t, {
    activityId: w.activity.id,
    userId: w.customer.id,
    itemId: piadina.id,
    itemColorSizeId: piadina.sizeIds[0] as number,
  });
  const res = await t.call({
    method: 'POST',
    url: '/api/itemorders',
    as: w.customer,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      activityId: w.activity.id,
      shippingId: w.shop.shippingId('S'),
      paymentId: w.shop.paymentId('ST'),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}

/** Opens the board's stream of `w`'s activity on `base` as its clerk; waits for its first event. */
async function board(base: string, w: World, token?: string) {
  const s = await openSse(
    `${base}/api/activities/${w.activity.id}/orders/events`,
    token ?? (await w.clerk.token()),
  );
  streams.push(s);
  expect(s.status).toBe(200);
  expect((await s.next('live')).data).toBe('true');
  return s;
}

describe('the board stream', () => {
  it('is an event stream nothing buffers or compresses', async () => {
    const w = await shopWorld();
    const s = await board(await baseUrlOf(t.app), w);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('x-request-id')).toBeTruthy();
  });

  it("tells a customer's order and a clerk's move within a second, to that activity's boards only", async () => {
    const base = await baseUrlOf(t.app);
    const w = await shopWorld();
    const other = await shopWorld();
    const mine = await board(base, w);
    const theirs = await board(base, other);

    // By the time the order is answered its event is there, or comes within the second.
    const order = await placeOrder(w);
    const placed = await mine.next('change', 1000);
    expect(placed.data).toBe(String(w.activity.id));

    const moved = await t.call({
      method: 'PUT',
      url: `/api/activities/${w.activity.id}/orders/${order.id}/status`,
      as: w.clerk,
      payload: { status: 'paid' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await mine.next('change');

    // Their board heard nothing of it: a change of theirs is the next thing it gets.
    await placeOrder(other);
    await theirs.next('change');
    expect(theirs.seen.filter((e) => e.event === 'change')).toHaveLength(1);
  });

  it('reaches a board connected to another instance on the same database within a second', async () => {
    const sibling = await t.sibling();
    const w = await shopWorld();
    // The board is open on the second instance; the customer orders through the first.
    const s = await board(await baseUrlOf(sibling), w);
    const sent = performance.now();
    await placeOrder(w);
    const answered = performance.now();
    const event = await s.next('change', 1000);
    console.log(
      `board stream (${onPostgres ? 'PostgreSQL' : 'PGlite'}): order request sent → heard on the other instance ${(event.at - sent).toFixed(0)} ms; after its answer ${(event.at - answered).toFixed(0)} ms`,
    );
  });

  it('holds at most 8 streams per user, refused in their language', async () => {
    const w = await shopWorld();
    const base = await baseUrlOf(t.app);
    const token = await w.clerk.token();
    const open: SseStream[] = [];
    for (let i = 0; i < 8; i++) open.push(await board(base, w, token));
    const refused = await t.call({
      url: `/api/activities/${w.activity.id}/orders/events`,
      as: { token },
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_streams',
      message: 'Too many live screens open: close one and try again',
    });
    // Closing one gives its place back once the server sees it closed.
    open[0]?.close();
    await expect
      .poll(async () => {
        const again = await openSse(`${base}/api/activities/${w.activity.id}/orders/events`, token);
        streams.push(again);
        if (again.status !== 200) return again.status;
        again.close();
        return 200;
      })
      .toBe(200);
  });

  it("ends a clerk's stream when their membership is switched off; the next one is refused", async () => {
    const w = await shopWorld();
    const base = await baseUrlOf(t.app);
    const s = await board(base, w);
    const heard = t.app.sessionCache.forgotten(w.clerk.id);
    await t.rows(sql`update activity_customers set active = false
      where activity_id = ${w.activity.id} and user_id = ${w.clerk.id}`);
    await heard;
    await s.ended;
    const again = await openSse(
      `${base}/api/activities/${w.activity.id}/orders/events`,
      await w.clerk.token(),
    );
    streams.push(again);
    expect(again.status).toBe(404);
  });

  it('is for the activity staff only', async () => {
    const w = await shopWorld();
    const base = await baseUrlOf(t.app);
    const url = `${base}/api/activities/${w.activity.id}/orders/events`;
    const customer = await openSse(url, await w.customer.token());
    streams.push(customer);
    expect(customer.status).toBe(403);
    const stranger = await openSse(
      url,
      await (await createStaff(t, (await createActivity(t)).id)).token(),
    );
    expect(stranger.status).toBe(404);
    const none = await openSse(url, '');
    expect(none.status).toBe(401);
  });
});
