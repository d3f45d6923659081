// The demo of `npm start`: the platform rows and every module's seed part, idempotent.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDays,
  cashbackOf,
  isoWeekday,
  isPaidStatus,
  type OrderStatus,
  shippingCents,
  subtotalCents,
  wallClockOf,
} from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/harness.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

// Counts every row before and after the demo seed, which stays: a database of its own.
const t = useTestApp({ own: true });

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
    (select count(*)::int from shop_categories) as shop_categories,
    (select count(*)::int from items) as items,
    (select count(*)::int from item_colors) as item_colors,
    (select count(*)::int from item_color_sizes) as item_color_sizes,
    (select count(*)::int from shop_images) as shop_images,
    (select count(*)::int from shippings) as shippings,
    (select count(*)::int from payments) as payments,
    (select count(*)::int from shop_close_times) as shop_close_times,
    (select count(*)::int from orders) as orders,
    (select count(*)::int from cart_lines) as cart_lines,
    (select count(*)::int from cart_lines where order_id is null) as open_cart_lines`);
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
      // The cards' stories, the two instant wins credited (IS) and the cashback of the four
      // demo orders paid at Aurora (AA).
      movements: 40,
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
      // Aurora: 24–27 December (its hours per day leave out Sunday, Monday and the lunch break); Da Rita: Monday.
      booking_closures: 2,
      bookings: 17,
      // Aurora's 3 categories and 12 items, Da Rita's 3 categories and 9 dishes.
      shop_categories: 6,
      items: 21,
      item_colors: 32,
      item_color_sizes: 58,
      // Aurora: 2 of the shop and one per item; Da Rita: 1 of the shop.
      shop_images: 15,
      // Aurora S, C, H; Da Rita S.
      shippings: 4,
      // Aurora S, P, BT, ST; Da Rita ST, S.
      payments: 6,
      // Da Rita, every day but Monday.
      shop_close_times: 6,
      orders: 7,
      cart_lines: 10,
      open_cart_lines: 0,
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

  it("books Aurora's coming open days and fills Da Rita's coming Saturday with two sittings of 40", async () => {
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
    // Two sittings of 40 (seats are counted over time, issue 26).
    expect(saturday.reduce((n, b) => n + (b.confirmed === 'N' ? 0 : b.people), 0)).toBe(80);
    for (const b of rita) {
      expect(b.service).toBeNull();
      expect([b.start >= '18:00', b.end <= '23:00']).toEqual([true, true]);
    }

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

  it("opens Aurora's clothing shop and Da Rita's take-away, with past orders whose money adds up", async () => {
    await seedDemo(t.database.db, t.dataDir);
    const id = async (permalink: string) =>
      (
        await t.rows<{ id: number }>(sql`select id from activities where permalink = ${permalink}`)
      )[0]?.id as number;
    const aurora = await id('salone-aurora');
    const rita = await id('trattoria-da-rita');

    const catalogue = await t.rows<{
      activity: number;
      category: string;
      item: string;
      price: number;
      discount: number | null;
      allergens: string[];
      color: string | null;
      hex: string | null;
      image: string;
      sizes: { size: string | null; stock: number | null }[];
    }>(sql`
      select i.activity_id as activity, c.name as category, i.name as item, i.price_cents as price,
        i.discount_cents as discount, i.allergens, ic.name as color, ic.hex,
        ic.image_file_name as image,
        (select json_agg(json_build_object('size', s.size, 'stock', s.stock) order by s.sort)
          from item_color_sizes s where s.item_color_id = ic.id) as sizes
      from items i join shop_categories c on c.id = i.category_id
        join item_colors ic on ic.item_id = i.id
      where i.active order by c.sort, i.sort, ic.sort`);
    const auroraItems = catalogue.filter((r) => r.activity === aurora);
    expect([...new Set(auroraItems.map((r) => r.category))]).toEqual([
      'Capelli',
      'Accessori',
      'Abbigliamento',
    ]);
    expect(new Set(auroraItems.map((r) => r.item)).size).toBe(12);
    const stocks = auroraItems.flatMap((r) => r.sizes.map((s) => s.stock));
    // A few sizes nearly gone, some sold out, some unlimited.
    expect(stocks.filter((n) => n === 1 || n === 2).length).toBeGreaterThanOrEqual(3);
    expect(stocks).toContain(0);
    expect(stocks).toContain(null);
    // One item sold out in every colour and size.
    const soldOut = [...new Set(auroraItems.map((r) => r.item))].filter((name) =>
      auroraItems.filter((r) => r.item === name).every((r) => r.sizes.every((s) => s.stock === 0)),
    );
    expect(soldOut).toEqual(['Felpa edizione limitata']);
    expect(auroraItems.some((r) => r.discount !== null && r.discount < r.price)).toBe(true);
    for (const r of auroraItems) {
      expect(r.hex).toMatch(/^[0-9A-F]{6}$/);
      expect(r.color).toBeTruthy();
    }
    for (const r of catalogue) {
      expect(existsSync(join(t.dataDir, 'images', 'item', String(r.activity), r.image))).toBe(true);
    }
    const dishes = catalogue.filter((r) => r.activity === rita);
    expect(dishes.length).toBeGreaterThanOrEqual(8);
    expect(dishes.length).toBeLessThanOrEqual(10);
    for (const d of dishes)
      expect([d.color, d.sizes]).toEqual([null, [{ size: null, stock: d.sizes[0]?.stock }]]);
    expect(dishes.filter((d) => d.allergens.length > 0).length).toBeGreaterThan(5);

    const images = await t.rows<{ activity: number; file: string }>(
      sql`select activity_id as activity, file_name as file from shop_images where item_id is null`,
    );
    expect(images.filter((i) => i.activity === aurora)).toHaveLength(2);
    for (const i of images) {
      expect(existsSync(join(t.dataDir, 'images', 'shop', String(i.activity), i.file))).toBe(true);
    }
    const shippingRows = await t.rows<{
      activity: number;
      id: number;
      type: string;
      min: number;
      offer: number;
      standard: number;
      from: number;
      to: number;
    }>(sql`select activity_id as activity, id, type, price_min_cents as min, offer_cents as offer,
        standard_cents as standard, shipping_days_from as "from", shipping_days_to as "to"
      from shippings where active order by activity_id, type`);
    expect(
      shippingRows.filter((s) => s.activity === aurora).map(({ activity, id, ...s }) => s),
    ).toEqual([
      { type: 'C', min: 5000, offer: 0, standard: 690, from: 2, to: 4 },
      { type: 'H', min: 8000, offer: 0, standard: 990, from: 1, to: 2 },
      { type: 'S', min: 0, offer: 0, standard: 0, from: 0, to: 0 },
    ]);
    expect(shippingRows.filter((s) => s.activity === rita).map((s) => s.type)).toEqual(['S']);
    const paymentTypes = async (activityId: number) =>
      (
        await t.rows<{ type: string }>(
          sql`select type from payments where activity_id = ${activityId} and active order by type`,
        )
      ).map((p) => p.type);
    expect(await paymentTypes(aurora)).toEqual(['BT', 'P', 'S', 'ST']);
    expect(await paymentTypes(rita)).toEqual(['S', 'ST']);
    const closeTimes = await t.rows<{ day: number; start: string; end: string }>(
      sql`select day, start_time as start, end_time as "end" from shop_close_times
          where activity_id = ${rita} order by day`,
    );
    expect(closeTimes.map((c) => c.day)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const c of closeTimes) expect(c.start < c.end).toBe(true);

    // Past orders: Chiara's and Giulia's at Aurora, every status but pending.
    const orderRows = await t.rows<{
      id: number;
      username: string;
      status: OrderStatus;
      shippingId: number;
      shippingType: string;
      paymentType: string;
      address: string | null;
      subtotal: number;
      shipping: number;
      credit: number;
      total: number;
      cashback: number;
      points: number;
      creditMovement: number | null;
      cashbackMovement: number | null;
    }>(sql`
      select o.id, u.username, o.status, o.shipping_id as "shippingId",
        o.shipping_type as "shippingType", o.payment_type as "paymentType", o.address,
        o.subtotal_cents as subtotal, o.shipping_cents as shipping, o.credit_cents as credit,
        o.total_cents as total, o.cashback_cents as cashback, o.points,
        o.credit_movement_id as "creditMovement", o.cashback_movement_id as "cashbackMovement"
      from orders o join users u on u.id = o.user_id where o.activity_id = ${aurora}`);
    expect(new Set(orderRows.map((o) => o.username))).toEqual(
      new Set([DEMO_USERS.cliente, DEMO_USERS.giulia]),
    );
    expect(new Set(orderRows.map((o) => o.status))).toEqual(
      new Set(['placed', 'paid', 'ready', 'collected', 'cancelled']),
    );
    const [rule] = await t.rows<{ valueBasisPoints: number; pointValueCents: number }>(
      sql`select value_basis_points as "valueBasisPoints", point_value_cents as "pointValueCents"
          from cart_values where activity_id = ${aurora}`,
    );
    for (const o of orderRows) {
      const lines = await t.rows<{
        priceCents: number;
        discountCents: number | null;
        quantity: number;
      }>(sql`select price_cents as "priceCents", discount_cents as "discountCents", quantity
          from cart_lines where order_id = ${o.id}`);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l.priceCents).toBeGreaterThan(0);
      const ship = shippingRows.find((s) => s.id === o.shippingId);
      expect(ship?.type).toBe(o.shippingType);
      expect(o.subtotal).toBe(subtotalCents(lines));
      expect(o.subtotal).toBeGreaterThanOrEqual(1500);
      expect(o.shipping).toBe(
        shippingCents(
          {
            priceMinCents: ship?.min ?? 0,
            offerCents: ship?.offer ?? 0,
            standardCents: ship?.standard ?? 0,
          },
          o.subtotal,
        ),
      );
      expect([o.credit, o.creditMovement]).toEqual([0, null]);
      expect(o.total).toBe(o.subtotal - o.credit + o.shipping);
      expect({ amountCents: o.cashback, points: o.points }).toEqual(
        cashbackOf(o.subtotal, rule as NonNullable<typeof rule>, 'EP'),
      );
      expect(o.address !== null).toBe(o.shippingType !== 'S');
      expect(o.paymentType === 'ST' && o.shippingType === 'C').toBe(false);
      // A paid order's cashback is on the customer's card, once; the others have none.
      const movements = await t.rows<{ amount: number; points: number; type: string }>(
        sql`select m.amount_cents as amount, m.points, m.type from card_movements m
            where m.id = ${o.cashbackMovement ?? 0}`,
      );
      expect(movements).toEqual(
        isPaidStatus(o.status) ? [{ amount: o.cashback, points: o.points, type: 'AA' }] : [],
      );
    }

    // As the shop's calls answer them: Aurora's categories, Chiara's orders newest first.
    const { token } = await t.login(DEMO_USERS.cliente, DEMO_PASSWORD);
    const categories = await t.call({
      url: `/api/app/activities/${aurora}/categories`,
      as: { token },
    });
    expect(categories.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Capelli',
      'Accessori',
      'Abbigliamento',
    ]);
    const mine = await t.call({ url: `/api/app/itemorders/activity/${aurora}`, as: { token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((o: { status: string }) => o.status)).toEqual([
      'placed',
      'ready',
      'cancelled',
      'collected',
    ]);
  });
});
