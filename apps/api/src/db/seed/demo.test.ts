// The demo of `npm start`: the platform rows and every module's seed part, idempotent.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, isoWeekday, wallClockOf } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/harness.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

const t = useTestApp();

const counts = async () => {
  const [row] = await t.rows<Record<string, number>>(sql`select
    (select count(*)::int from activities) as activities,
    (select count(*)::int from stores) as stores,
    (select count(*)::int from users) as users,
    (select count(*)::int from activity_customers) as members,
    (select count(*)::int from customers) as customers,
    (select count(*)::int from activity_configurations) as configurations,
    (select count(*)::int from activity_menus) as menus,
    (select count(*)::int from activity_images) as images,
    (select count(*)::int from activity_videos) as videos,
    (select count(*)::int from activity_languages) as languages,
    (select count(*)::int from activity_privacies) as privacy_texts,
    (select count(*)::int from user_privacies) as consents,
    (select count(*)::int from cart_values) as cart_values,
    (select count(*)::int from cards) as cards,
    (select count(*)::int from card_movements) as movements,
    (select count(*)::int from scratch_and_win_customers) as scratch_cards,
    (select count(*)::int from coupon_customers) as coupons,
    (select count(*)::int from pack_customers) as packs,
    (select count(*)::int from notices) as notices,
    (select count(*)::int from notice_sents) as notices_sent,
    (select count(*)::int from notice_sents where read_at is null) as notices_unread,
    (select count(*)::int from notifications) as notifications,
    (select count(*)::int from menu_categories) as menu_categories,
    (select count(*)::int from menu_entries) as menu_entries,
    (select count(*)::int from stores where phone is not null
      and jsonb_array_length(opening_hours) > 0) as stores_with_hours,
    (select count(*)::int from booking_settings) as booking_settings,
    (select count(*)::int from booking_services) as booking_services,
    (select count(*)::int from booking_operators) as booking_operators,
    (select count(*)::int from booking_operator_services) as booking_operator_services,
    (select count(*)::int from booking_closures) as booking_closures,
    (select count(*)::int from bookings) as bookings,
    (select count(*)::int from booking_seats) as booking_seats`);
  return row;
};

describe('demo seed', () => {
  it("builds three activities with every module's part, and a second run adds nothing", async () => {
    await seedDemo(t.database.db, t.dataDir);
    const first = await counts();
    expect(first).toEqual({
      activities: 3,
      stores: 4,
      users: 10,
      members: 12,
      customers: 10,
      configurations: 3,
      menus: 3,
      images: 4,
      videos: 1,
      languages: 6,
      privacy_texts: 45,
      consents: 11,
      cart_values: 2,
      cards: 4,
      // The cards' stories, and the two instant wins credited (IS).
      movements: 36,
      scratch_cards: 6,
      coupons: 5,
      packs: 2,
      notices: 5,
      notices_sent: 10,
      notices_unread: 6,
      notifications: 6,
      menu_categories: 8,
      menu_entries: 26,
      stores_with_hours: 3,
      booking_settings: 2,
      booking_services: 3,
      booking_operators: 2,
      // Sara does the three services, Luca no colore.
      booking_operator_services: 5,
      // Aurora: Sunday, Monday, the lunch break; Da Rita: Monday.
      booking_closures: 4,
      bookings: 18,
      // Da Rita's four evenings with tables (a declined one takes no seat).
      booking_seats: 4,
    });
    await seedDemo(t.database.db, t.dataDir);
    expect(await counts()).toEqual(first);

    const [aurora] = await t.rows<{ id: number }>(
      sql`select id from activities where permalink = 'salone-aurora'`,
    );
    const folder = join(t.dataDir, 'images', 'activity', String(aurora?.id));
    expect(existsSync(join(folder, 'demo-1.svg'))).toBe(true);
    expect(existsSync(join(folder, 'logo.svg'))).toBe(true);
    expect((await t.login(DEMO_USERS.admin, DEMO_PASSWORD)).token).toBeTruthy();
    const [laura] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from user_privacies p join users u on u.id = p.user_id
          where u.username = ${DEMO_USERS.laura}`,
    );
    expect(laura?.n).toBe(0);
  });

  it('gives Bottega Verde a home of template V whose video is served as WebM, and a customer', async () => {
    await seedDemo(t.database.db, t.dataDir);
    const [bottega] = await t.rows<{ id: number }>(
      sql`select id from activities where permalink = 'bottega-verde'`,
    );
    const id = bottega?.id as number;
    const { token } = await t.login(DEMO_USERS.bottega, DEMO_PASSWORD);
    const memberships = await t.call({
      url: '/api/activities/customers/byiduser',
      as: { token },
    });
    expect(
      memberships
        .json()
        .data.activityCustomers.map((m: { activity: { name: string } }) => m.activity.name),
    ).toEqual(['Bottega Verde']);
    const configuration = await t.call({
      url: `/api/activities/${id}/configurations`,
      as: { token },
    });
    expect(configuration.json().data.templateAppHome).toBe('V');
    const video = await t.call({ url: `/api/activity-video/${id}`, as: { token } });
    const { url } = video.json().data;
    expect(url).toBe(`/images/video/${id}/bottega-verde.webm`);
    const file = await t.call({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(file.headers['accept-ranges']).toBe('bytes');
    // A real WebM (its EBML magic), small enough for a phone's home.
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(file.rawPayload.length).toBeLessThan(300_000);
    // A player seeks: a range gets its part.
    const part = await t.call({ url, headers: { range: 'bytes=0-99' } });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);
  });

  it('gives a customer of each of Aurora and Da Rita coupons, a pack and scratch cards to see', async () => {
    await seedDemo(t.database.db, t.dataDir);
    const { token } = await t.login(DEMO_USERS.cliente, DEMO_PASSWORD);
    const activities = await t.rows<{ id: number }>(
      sql`select id from activities where permalink in ('salone-aurora', 'trattoria-da-rita')`,
    );
    expect(activities).toHaveLength(2);
    for (const { id } of activities) {
      const read = async (url: string) => {
        const res = await t.call({ url, as: { token } });
        expect(res.statusCode).toBe(200);
        return res.json().totalRows as number;
      };
      expect(
        await read(`/api/coupon-customers/customers?filters[activityId]=${id}`),
      ).toBeGreaterThan(0);
      expect(await read(`/api/app/packcustomers/customers?activityId=${id}`)).toBeGreaterThan(0);
      expect(
        await read(`/api/app/scratch-and-win-customers/customers?filters[activityId]=${id}`),
      ).toBeGreaterThan(0);
    }
  });

  it("tells each card's story by the ledger's rules: totals are the movements' sums", async () => {
    await seedDemo(t.database.db, t.dataDir);
    const cards = await t.rows<{
      email: string;
      balance: number;
      sum: number;
      points: number;
      pts: number;
      n: number;
    }>(sql`
      select u.username as email, c.balance_cents as balance, c.points as points,
        sum(m.amount_cents)::int as sum, sum(m.points)::int as pts, count(m.id)::int as n
      from cards c join users u on u.id = c.user_id join card_movements m on m.card_id = c.id
      group by c.id, u.username`);
    expect(cards).toHaveLength(4);
    for (const c of cards) expect([c.balance, c.points]).toEqual([c.sum, c.pts]);
    const [chiara] = await t.rows<{ n: number; days: number }>(sql`
      select count(*)::int as n, extract(day from c.next_expiry_at - now())::int as days
      from cards c join users u on u.id = c.user_id join activities a on a.id = c.activity_id
        join card_movements m on m.card_id = c.id
      where u.username = ${DEMO_USERS.cliente} and a.permalink = 'salone-aurora'
      group by c.id`);
    expect(chiara?.n).toBeGreaterThanOrEqual(20);
    expect(chiara?.days).toBeLessThan(7);
  });

  it("books Aurora's coming open days and fills Da Rita's coming Saturday, the seat counter agreeing", async () => {
    await seedDemo(t.database.db, t.dataDir);
    const today = wallClockOf(new Date(), 'Europe/Rome').date;
    const rows = await t.rows<{
      permalink: string;
      username: string;
      date: string;
      start: string;
      end: string;
      people: number;
      confirmed: string;
      service: string | null;
      operator: string | null;
      local: string;
    }>(sql`
      select a.permalink, u.username, b.date::text as date, b.start_time as start,
        b.end_time as "end", b.number_of_people as people, b.confirmed, s.name as service,
        o.name as operator, to_char(b.starts_at at time zone 'Europe/Rome', 'YYYY-MM-DD HH24:MI') as local
      from bookings b join activities a on a.id = b.activity_id join users u on u.id = b.user_id
        left join booking_services s on s.id = b.booking_service_id
        left join booking_operators o on o.id = b.booking_operator_id
      order by b.starts_at`);
    for (const b of rows) {
      // In the coming days, at the wall-clock time the instant names.
      expect(b.date > today && b.date <= addDays(today, 34)).toBe(true);
      expect(b.local).toBe(`${b.date} ${b.start}`);
    }
    const aurora = rows.filter((b) => b.permalink === 'salone-aurora');
    for (const b of aurora) {
      // Tuesday to Saturday, around the lunch break, before closing.
      expect([1, 7]).not.toContain(isoWeekday(b.date));
      expect(b.end <= '13:00' || b.start >= '14:00').toBe(true);
      expect(b.end <= '19:00').toBe(true);
      expect(b.service && b.operator).toBeTruthy();
    }
    expect(
      aurora
        .filter((b) => b.username === DEMO_USERS.cliente)
        .map((b) => b.confirmed)
        .sort(),
    ).toEqual(['I', 'N', 'Y']);
    expect(new Set(aurora.map((b) => b.username)).size).toBeGreaterThan(1);

    const rita = rows.filter((b) => b.permalink === 'trattoria-da-rita');
    const saturday = rita.filter((b) => isoWeekday(b.date) === 6 && b.date <= addDays(today, 7));
    expect(saturday.reduce((n, b) => n + (b.confirmed === 'N' ? 0 : b.people), 0)).toBe(40);
    const seats = await t.rows<{ date: string; window: string; taken: number; operator: number }>(
      sql`select s.date::text as date, s.window_start as window, s.taken, s.operator_key as operator
          from booking_seats s join activities a on a.id = s.activity_id
          where a.permalink = 'trattoria-da-rita' order by s.date`,
    );
    const expected = new Map<string, number>();
    for (const b of rita) {
      expect(b.service).toBeNull();
      expect([b.start >= '18:00', b.end <= '23:00']).toEqual([true, true]);
      if (b.confirmed !== 'N') expected.set(b.date, (expected.get(b.date) ?? 0) + b.people);
    }
    expect(seats).toEqual(
      [...expected].map(([date, taken]) => ({ date, window: '18:00', taken, operator: 0 })),
    );
    expect(seats.find((s) => s.date === saturday[0]?.date)?.taken).toBe(40);

    // As the calendar answers: Saturday full at Da Rita; Chiara's three bookings at Aurora.
    const { token } = await t.login(DEMO_USERS.cliente, DEMO_PASSWORD);
    const calendar = async (permalink: string) => {
      const [a] = await t.rows<{ id: number }>(
        sql`select id from activities where permalink = ${permalink}`,
      );
      const res = await t.call({
        url: `/api/app/bookings/dates?filters[activityId]=${a?.id}&filters[numberOfPeoples]=1`,
        as: { token },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as { fullReservations: string[]; mine: { confirmed: string }[] };
    };
    // (Today may be over already at this hour: the days after it.)
    const full = (await calendar('trattoria-da-rita')).fullReservations;
    expect(full.filter((d) => d > today)).toEqual([saturday[0]?.date]);
    expect((await calendar('salone-aurora')).mine.map((b) => b.confirmed).sort()).toEqual([
      'I',
      'N',
      'Y',
    ]);
  });
});
