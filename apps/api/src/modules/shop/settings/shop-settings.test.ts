// The shop settings of the console (shop-settings.ts): read, saved at once and followed by the
// customer's calls, refused in the caller's language without a change, the admin's only; a
// payment that cannot work is refused when switched on (production without its keys).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  type Person,
} from '../../../test-support/factories.ts';
import { bootApi, type TestApp, useTestApp } from '../../../test-support/harness.ts';
import { startMailbox } from '../../../test-support/mailbox.ts';
import { createShop } from '../../../test-support/shop.ts';
import { startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';

const t = useTestApp();

const IBAN = 'IT60X0542811101000000123456';
const shipping = (type: 'S' | 'C' | 'H', over: object = {}) => ({
  type,
  active: false,
  priceMin: 0,
  offerPrice: 0,
  standardPrice: 0,
  shippingDaysFrom: 0,
  shippingDaysTo: 0,
  ...over,
});
const SETTINGS = {
  shopTotalMinPrice: 15,
  preparationMinutes: 20,
  shippings: [
    shipping('S', { active: true }),
    shipping('C', {
      active: true,
      priceMin: 50,
      offerPrice: 0,
      standardPrice: 6.9,
      shippingDaysFrom: 2,
      shippingDaysTo: 4,
    }),
    shipping('H'),
  ],
  payments: [
    { type: 'P', active: false },
    { type: 'S', active: true },
    { type: 'BT', active: true },
    { type: 'ST', active: true },
  ],
  bank: { payee: 'Gelateria Nuvola srl', iban: IBAN },
  closeTimes: [
    { day: 1, startTime: '09:00', endTime: '12:30' },
    { day: 1, startTime: '15:00', endTime: '19:00' },
    { day: 6, startTime: '10:00', endTime: '13:00' },
  ],
};

const url = (activityId: number) => `/api/activities/${activityId}/shop-settings`;
const read = (app: TestApp, activityId: number, as: Person) =>
  app.call({ url: url(activityId), as });
const save = (app: TestApp, activityId: number, as: Person, payload: object, lang = 'it') =>
  app.call({
    method: 'PUT',
    url: url(activityId),
    as,
    headers: { 'idempotency-key': randomUUID(), 'accept-language': lang },
    payload,
  });

async function shopOwner(app: TestApp) {
  const activity = await createActivity(app, { menu: { showShopApp: true } });
  return { activity, admin: await createAdmin(app, activity.id) };
}

describe('the shop settings', () => {
  it('reads a new shop as closed: every shipping and payment off, no windows', async () => {
    const { activity, admin } = await shopOwner(t);
    const res = await read(t, activity.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      shopTotalMinPrice: 0,
      preparationMinutes: 15,
      shippings: [shipping('S'), shipping('C'), shipping('H')],
      payments: [
        { type: 'P', active: false, blockedBy: null },
        { type: 'S', active: false, blockedBy: null },
        { type: 'BT', active: false, blockedBy: 'noBankDetails' },
        { type: 'ST', active: false, blockedBy: null },
      ],
      bank: null,
      closeTimes: [],
    });
  });

  it("saves them all at once, and the customer's shop follows", async () => {
    const { activity, admin } = await shopOwner(t);
    const res = await save(t, activity.id, admin, SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...SETTINGS,
      payments: SETTINGS.payments.map((p) => ({ ...p, blockedBy: null })),
    });
    const customer = await createCustomer(t, activity.id);
    const shippings = await t.call({
      url: `/api/activities/${activity.id}/shippings/active`,
      as: customer,
    });
    expect(shippings.json().data).toMatchObject([
      { type: 'S', standardPrice: 0 },
      { type: 'C', priceMin: 50, standardPrice: 6.9, shippingDaysFrom: 2, shippingDaysTo: 4 },
    ]);
    const payments = await t.call({
      url: `/api/activities/${activity.id}/payments/active`,
      as: customer,
    });
    expect(
      payments.json().data.map((p: { type: string; disabled: boolean }) => [p.type, p.disabled]),
    ).toEqual([
      ['S', false],
      ['BT', false],
      ['ST', false],
    ]);
    const windows = await t.call({
      url: `/api/shop-setting-close-times?filters[activityId]=${activity.id}`,
      as: customer,
    });
    expect(
      windows.json().data.map((w: { day: number; startTime: string }) => [w.day, w.startTime]),
    ).toEqual([
      [1, '09:00'],
      [1, '15:00'],
      [6, '10:00'],
    ]);
  });

  it('carries euros in its JSON and keeps cents inside', async () => {
    const { activity, admin } = await shopOwner(t);
    const res = await save(t, activity.id, admin, {
      ...SETTINGS,
      shopTotalMinPrice: 12.34,
      shippings: [
        shipping('H', { active: true, priceMin: 0.07, offerPrice: 1.1, standardPrice: 99_999.99 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shopTotalMinPrice).toBe(12.34);
    expect(res.json().data.shippings[2]).toMatchObject({
      type: 'H',
      priceMin: 0.07,
      offerPrice: 1.1,
      standardPrice: 99_999.99,
    });
    const [row] = await t.rows(sql`
      select s.price_min_cents as "priceMinCents", s.offer_cents as "offerCents",
        s.standard_cents as "standardCents", c.shop_total_min_price_cents as "minTotalCents"
      from shippings s join activity_configurations c using (activity_id)
      where s.activity_id = ${activity.id} and s.type = 'H'`);
    expect(row).toEqual({
      priceMinCents: 7,
      offerCents: 110,
      standardCents: 9_999_999,
      minTotalCents: 1234,
    });
  });

  it('refuses an amount of more than 2 decimals (1.005) with 400, writing nothing', async () => {
    const { activity, admin } = await shopOwner(t);
    const bad = [
      ['shopTotalMinPrice', { shopTotalMinPrice: 1.005 }],
      [
        'shippings.0.offerPrice',
        { shippings: [shipping('C', { active: true, offerPrice: 1.005 })] },
      ],
      ['shippings.0.priceMin', { shippings: [shipping('C', { priceMin: 49.999 })] }],
    ] as const;
    for (const [field, change] of bad) {
      const res = await save(t, activity.id, admin, { ...SETTINGS, ...change }, 'en');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_input', message: `Invalid data: ${field}` });
    }
    const [rows] = await t.rows<{ s: number; p: number; w: number; min: number }>(sql`
      select (select count(*)::int from shippings where activity_id = ${activity.id}) as s,
        (select count(*)::int from payments where activity_id = ${activity.id}) as p,
        (select count(*)::int from shop_close_times where activity_id = ${activity.id}) as w,
        (select shop_total_min_price_cents from activity_configurations
          where activity_id = ${activity.id}) as min`);
    expect(rows).toEqual({ s: 0, p: 0, w: 0, min: 0 });
  });

  it('keeps the rows orders name: a shipping and a payment are changed in place', async () => {
    const { activity, admin } = await shopOwner(t);
    await createShop(t, activity.id, { shippings: [{ type: 'S' }], payments: ['ST'] });
    const ids = async () =>
      t.rows<{ kind: string; id: number }>(sql`
        select 'shipping' as kind, id from shippings where activity_id = ${activity.id} and type = 'S'
        union all
        select 'payment', id from payments where activity_id = ${activity.id} and type = 'ST'`);
    const before = await ids();
    expect((await save(t, activity.id, admin, SETTINGS)).statusCode).toBe(200);
    expect(await ids()).toEqual(before);
    const [counts] = await t.rows<{ s: number; p: number }>(sql`
      select (select count(*)::int from shippings where activity_id = ${activity.id}) as s,
             (select count(*)::int from payments where activity_id = ${activity.id}) as p`);
    expect(counts).toEqual({ s: 3, p: 4 });
  });

  it.each([
    ['it', "L'IBAN IT00 0000 non è valido: controllalo e riprova"],
    ['en', 'The IBAN IT00 0000 is not valid: check it and try again'],
  ])('refuses a wrong IBAN in %s and changes nothing', async (lang, message) => {
    const { activity, admin } = await shopOwner(t);
    const res = await save(
      t,
      activity.id,
      admin,
      { ...SETTINGS, bank: { payee: 'X', iban: 'IT00 0000' } },
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_iban', message });
    expect((await read(t, activity.id, admin)).json().data.shopTotalMinPrice).toBe(0);
  });

  it('refuses bank transfer switched on without bank details, and changes nothing', async () => {
    const { activity, admin } = await shopOwner(t);
    const res = await save(t, activity.id, admin, { ...SETTINGS, bank: null }, 'gb');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'payment_unavailable',
      message:
        'Bank transfer cannot be switched on without a payee and an IBAN: enter them and try again',
    });
    const now = (await read(t, activity.id, admin)).json().data;
    expect(now.shippings.every((s: { active: boolean }) => !s.active)).toBe(true);
    expect(now.closeTimes).toEqual([]);
  });

  it.each([
    [
      'overlapping windows of a day',
      {
        closeTimes: [
          { day: 2, startTime: '09:00', endTime: '13:00' },
          { day: 2, startTime: '12:00', endTime: '15:00' },
        ],
      },
    ],
    [
      'a window ending before it starts',
      { closeTimes: [{ day: 2, startTime: '13:00', endTime: '09:00' }] },
    ],
    [
      'delivery days the wrong way round',
      { shippings: [shipping('C', { shippingDaysFrom: 5, shippingDaysTo: 2 })] },
    ],
    [
      'a day that is no weekday',
      { closeTimes: [{ day: 8, startTime: '09:00', endTime: '10:00' }] },
    ],
    ['a shipping twice', { shippings: [shipping('S'), shipping('S')] }],
    ['a negative price', { shopTotalMinPrice: -0.01 }],
    ['a price past 100.000,00 €', { shopTotalMinPrice: 100_000.01 }],
    ['a price as text', { shopTotalMinPrice: '15,00' }],
    ['a field in cents', { minTotalCents: 1500 }],
    ['an unknown payment type', { payments: [{ type: 'X', active: true }] }],
  ])('refuses %s with 400 and changes nothing', async (_, change) => {
    const { activity, admin } = await shopOwner(t);
    const res = await save(t, activity.id, admin, { ...SETTINGS, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/\S/);
    expect((await read(t, activity.id, admin)).json().data.shopTotalMinPrice).toBe(0);
  });

  it("is the activity's admins', nobody else's", async () => {
    const { activity } = await shopOwner(t);
    const other = await shopOwner(t);
    for (const [who, status] of [
      [await createStaff(t, activity.id), 403],
      [await createCustomer(t, activity.id), 403],
      [other.admin, 404],
    ] as const) {
      expect((await read(t, activity.id, who)).statusCode).toBe(status);
      expect((await save(t, activity.id, who, SETTINGS)).statusCode).toBe(status);
    }
    expect((await read(t, activity.id, other.admin)).statusCode).toBe(404);
    const [row] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from shippings where activity_id = ${activity.id}`,
    );
    expect(row?.n).toBe(0);
  });
});

describe('a production server without PayPal keys', () => {
  let smtp: Awaited<ReturnType<typeof startMailbox>>;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let p: TestApp;
  beforeAll(async () => {
    smtp = await startMailbox();
    stripe = await startStripeStandIn();
    p = await bootApi({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SMTP_URL: smtp.url,
        ...stripe.env,
      },
    });
  });
  afterAll(async () => {
    await p.close();
    await stripe.close();
    await smtp.close();
  });

  it('refuses switching PayPal on, says why, and lets card payment on', async () => {
    const { activity, admin } = await shopOwner(p);
    const payments = [
      { type: 'P', active: true },
      { type: 'S', active: true },
    ];
    const refused = await save(p, activity.id, admin, { ...SETTINGS, payments });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'PayPal non può essere attivato: su questo server mancano le chiavi del fornitore. Chiedi a chi gestisce Tessera di configurarle.',
    );
    const view = (await read(p, activity.id, admin)).json().data;
    expect(view.payments.slice(0, 2)).toEqual([
      { type: 'P', active: false, blockedBy: 'noKeys' },
      { type: 'S', active: false, blockedBy: null },
    ]);
    const saved = await save(p, activity.id, admin, { ...SETTINGS, payments: [payments[1]] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.payments[1]).toEqual({ type: 'S', active: true, blockedBy: null });
  });

  it('leaves on a PayPal switched on before, reported blocked, while other settings change', async () => {
    const { activity, admin } = await shopOwner(p);
    await createShop(p, activity.id, { payments: ['P'] });
    const res = await save(p, activity.id, admin, {
      ...SETTINGS,
      payments: [{ type: 'P', active: true }],
      shopTotalMinPrice: 9,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payments[0]).toEqual({ type: 'P', active: true, blockedBy: 'noKeys' });
  });
});
