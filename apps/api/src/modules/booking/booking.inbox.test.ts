// The pending inbox (issue 26): GET /api/activities/{id}/agenda/pending lists the activity's
// waiting bookings of every date, the oldest request first, a page at a time; …/pending/count
// counts them for the drawer. Same callers as the agenda. On PGlite and PostgreSQL.
import { timeOf } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingRow, createBookingSetup, settableClock } from '../../test-support/booking.ts';
import { createActivity, createCustomer, createStaff } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';

// Monday 11 May 2026, 08:00 in Rome.
const clock = settableClock('2026-05-11T06:00:00Z');
const t = useTestApp({ clock });

/** A salon (NO) with Anna doing Taglio, its clerk and a customer. */
async function salon() {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
  });
  const ann = await createCustomer(t, activity.id);
  return {
    activity,
    clerk: await createStaff(t, activity.id),
    ann,
    row: (date: string, startTime: string, confirmed: 'I' | 'Y' | 'N', requestedAt: string) =>
      createBookingRow(t, {
        activityId: activity.id,
        userId: ann.id,
        date,
        startTime,
        confirmed,
        bookingServiceId: setup.serviceId('Taglio'),
        bookingOperatorId: setup.operatorId('Anna'),
      }).then(async ({ id }) => {
        await t.rows(sql`update bookings set created_at = ${requestedAt} where id = ${id}`);
        return id;
      }),
  };
}

describe('the pending inbox', () => {
  it('lists the waiting bookings of every date not over yet, the oldest request first, and counts them', async () => {
    clock.set('2026-05-11T06:00:00Z');
    const s = await salon();
    const at = (date: string, time: string, confirmed: 'I' | 'Y' | 'N', requested: string) =>
      s.row(date, time, confirmed, requested);
    const june = await at('2026-06-20', '10:00', 'I', '2026-05-01T09:00:00Z');
    const tomorrow = await at('2026-05-12', '09:00', 'I', '2026-05-10T09:00:00Z');
    const april = await at('2026-04-20', '10:00', 'I', '2026-04-01T09:00:00Z'); // over
    await at('2026-05-13', '09:00', 'Y', '2026-04-02T09:00:00Z');
    await at('2026-05-13', '10:00', 'N', '2026-04-03T09:00:00Z');
    // Under way at 08:00 (07:45–08:15): still answerable.
    const now = await at('2026-05-11', '07:45', 'I', '2026-05-11T05:00:00Z');
    const base = `/api/activities/${s.activity.id}/agenda/pending`;

    const res = await t.call({ url: base, as: s.clerk });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalRows).toBe(3);
    expect(body.data.map((b: { id: number }) => b.id)).toEqual([june, tomorrow, now]);
    expect(body.data[0]).toMatchObject({
      date: '2026-06-20',
      startTime: '10:00',
      confirmed: 'I',
      requestedAt: '2026-05-01T09:00:00.000Z',
      bookingService: { name: 'Taglio' },
      bookingOperator: { name: 'Anna' },
      customer: { id: s.ann.id, email: s.ann.email },
      bookedByStaff: false,
    });
    expect(body.data.some((b: { id: number }) => b.id === april)).toBe(false);

    const count = await t.call({ url: `${base}/count`, as: s.clerk });
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toEqual({ data: { count: 3 } });

    // Answered: out of the inbox and the count.
    const confirmed = await t.call({
      method: 'PUT',
      url: `/api/activities/${s.activity.id}/bookings/${tomorrow}/status`,
      as: s.clerk,
      payload: { confirm: 'Y' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.call({ url: `${base}/count`, as: s.clerk })).json().data.count).toBe(2);
    // Once over, a request leaves the inbox by itself.
    clock.set('2026-05-11T06:15:00Z');
    expect(
      (await t.call({ url: base, as: s.clerk })).json().data.map((b: { id: number }) => b.id),
    ).toEqual([june]);
  });

  it('pages by the list sizes, with the total past the last page', async () => {
    clock.set('2026-05-11T06:00:00Z');
    const s = await salon();
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) {
      const id = await s.row(
        '2026-05-12',
        timeOf(9 * 60 + 30 * i),
        'I',
        `2026-05-01T09:${String(i).padStart(2, '0')}:00Z`,
      );
      ids.push(id);
    }
    const base = `/api/activities/${s.activity.id}/agenda/pending`;
    const first = (await t.call({ url: base, as: s.clerk })).json();
    expect(first.totalRows).toBe(16);
    expect(first.data.map((b: { id: number }) => b.id)).toEqual(ids.slice(0, 15));
    const second = (await t.call({ url: `${base}?page=2`, as: s.clerk })).json();
    expect(second.data.map((b: { id: number }) => b.id)).toEqual(ids.slice(15));
    const past = (await t.call({ url: `${base}?page=3&rowsPerPage=20`, as: s.clerk })).json();
    expect(past).toEqual({ data: [], totalRows: 16 });
    for (const bad of ['?rowsPerPage=7', '?page=0', '?page=x', '?other=1']) {
      expect((await t.call({ url: `${base}${bad}`, as: s.clerk })).statusCode, bad).toBe(400);
    }
  });

  it("is the activity staff's only, and counts only that activity's requests", async () => {
    clock.set('2026-05-11T06:00:00Z');
    const s = await salon();
    const other = await salon();
    await other.row('2026-05-12', '09:00', 'I', '2026-05-01T09:00:00Z');
    for (const path of ['agenda/pending', 'agenda/pending/count']) {
      const url = `/api/activities/${s.activity.id}/${path}`;
      expect((await t.call({ url, as: s.ann })).statusCode, path).toBe(403);
      expect((await t.call({ url, as: other.clerk })).statusCode, path).toBe(404);
      expect((await t.call({ url })).statusCode, path).toBe(401);
    }
    const count = await t.call({
      url: `/api/activities/${s.activity.id}/agenda/pending/count`,
      as: s.clerk,
    });
    expect(count.json().data.count).toBe(0);
    const theirs = await t.call({
      url: `/api/activities/${other.activity.id}/agenda/pending/count`,
      as: other.clerk,
    });
    expect(theirs.json().data.count).toBe(1);
  });
});
