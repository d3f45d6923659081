// The agenda's live stream (issue 26): GET /api/activities/{id}/agenda/events answers Server-Sent
// Events fed by booking's NOTIFY. A customer's booking and a clerk's answer each reach an open
// stream within a second, through this instance or another on the same database, and only the
// streams of that activity. Over real HTTP, as the web reads it; each test awaits the event it
// expects with a deadline, none sleeps.
import { randomUUID } from 'node:crypto';
import type { Booking } from '@tessera/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { bookSlot, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { createActivity, createCustomer, createStaff } from '../../test-support/factories.ts';
import { onPostgres, useTestApp } from '../../test-support/harness.ts';
import { baseUrlOf, openSse, type SseStream } from '../../test-support/sse.ts';

// Monday 11 May 2026, 08:00 in Rome; the bookings are on Tuesday.
const clock = settableClock('2026-05-11T06:00:00Z');
const t = useTestApp({ clock });
const streams: SseStream[] = [];
afterAll(() => {
  for (const s of streams) s.close();
});

/** A salon (NO): Taglio 30 with Anna; its clerk and a customer. */
async function salon() {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
  });
  return {
    activity,
    clerk: await createStaff(t, activity.id),
    customer: await createCustomer(t, activity.id),
    book: (who: Awaited<ReturnType<typeof createCustomer>>, startTime: string) =>
      bookSlot(t, who, {
        activityId: activity.id,
        date: '2026-05-12',
        startTime,
        bookingService: { id: setup.serviceId('Taglio') },
        bookingOperator: { id: setup.operatorId('Anna') },
      }),
  };
}
type Salon = Awaited<ReturnType<typeof salon>>;

/** The agenda's stream of `s` on `base` as its clerk, once it says it is live. */
async function agenda(base: string, s: Salon) {
  const stream = await openSse(
    `${base}/api/activities/${s.activity.id}/agenda/events`,
    await s.clerk.token(),
  );
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next('live')).data).toBe('true');
  return stream;
}

describe('the agenda stream', () => {
  it('is an event stream nothing buffers', async () => {
    const s = await salon();
    const stream = await agenda(await baseUrlOf(t.app), s);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('content-encoding')).toBeNull();
  });

  it("tells a customer's booking and the clerk's answer within a second, to that activity's agendas only", async () => {
    const base = await baseUrlOf(t.app);
    const s = await salon();
    const other = await salon();
    const mine = await agenda(base, s);
    const theirs = await agenda(base, other);

    const booked = await s.book(s.customer, '10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await mine.next('change', 1000)).data).toBe(String(s.activity.id));

    const id = (booked.json().data as Booking).id;
    const answered = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookings/${id}/status`,
      as: s.clerk,
      headers: { 'idempotency-key': randomUUID() },
      payload: { confirm: 'Y' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await mine.next('change', 1000);

    // Their agenda heard nothing of it: a booking of theirs is the first change it gets.
    await other.book(other.customer, '11:00');
    await theirs.next('change', 1000);
    expect(
      theirs.seen
        .filter((e) => e.event === 'change')
        .every((e) => e.data === String(other.activity.id)),
    ).toBe(true);
    expect(mine.seen.filter((e) => e.data === String(other.activity.id))).toEqual([]);
  });

  it('reaches an agenda connected to another instance on the same database within a second', async () => {
    const sibling = await t.sibling();
    const s = await salon();
    const stream = await agenda(await baseUrlOf(sibling), s);
    const sent = performance.now();
    expect((await s.book(s.customer, '12:00')).statusCode).toBe(201);
    const event = await stream.next('change', 1000);
    console.log(
      `agenda stream (${onPostgres ? 'PostgreSQL' : 'PGlite'}): booking sent → heard on the other instance ${(event.at - sent).toFixed(0)} ms`,
    );
  });

  it('is for the activity staff only', async () => {
    const s = await salon();
    const url = `${await baseUrlOf(t.app)}/api/activities/${s.activity.id}/agenda/events`;
    const customer = await openSse(url, await s.customer.token());
    streams.push(customer);
    expect(customer.status).toBe(403);
    const stranger = await openSse(
      url,
      await (await createStaff(t, (await createActivity(t)).id)).token(),
    );
    streams.push(stranger);
    expect(stranger.status).toBe(404);
    const none = await openSse(url, '');
    streams.push(none);
    expect(none.status).toBe(401);
  });
});
