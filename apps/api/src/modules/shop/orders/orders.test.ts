// Orders (issue 17) on PGlite and PostgreSQL: placing an order from the cart with exact amounts
// (shipping offer or standard, card credit cap, cashback and points), the refusals (price
// tampering, courier with store payment, minimum total, pick-up time, sold out, balance changed),
// idempotent retries, online checkout sessions read back from the (simulated) provider, giving
// back on cancel, and my orders. The races are in orders.race.test.ts.
import { randomUUID } from 'node:crypto';
import type { PaymentType, ShippingType } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settableClock } from '../../../test-support/booking.ts';
import { CASHBACK_10 } from '../../../test-support/checkout.ts';
import {
  createActivity,
  createAddress,
  createCustomer,
  type Person,
} from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import {
  createCartLine,
  createShop,
  giveCredit as giveCardCredit,
  type ShopSpec,
} from '../../../test-support/shop.ts';
import { createProviders } from '../payments/providers.ts';
import { sweepPendingOrders } from './orders.service.ts';
import { HOLD_MS } from './placement.ts';

// Monday 11 May 2026, 10:00 in Rome.
const MONDAY_10AM = '2026-05-11T08:00:00Z';
const clock = settableClock(MONDAY_10AM);
const t = useTestApp({ clock });

/**
 * A clothing shop: Maglia 20,00 € discounted to 15,00 € (Blu M with 5 in stock, L with 1), Jeans
 * 50,00 € (unlimited); store (free), courier (7,00 €, 2,00 € above 50,00 €) and home (5,00 €, free
 * above 100,00 €); every payment. Cart value 10 %, a point per 0,10 € of cashback, both earned (EP).
 */
async function clothing(spec: Partial<ShopSpec> = {}) {
  clock.set(MONDAY_10AM);
  const activity = await createActivity(t, CASHBACK_10);
  const shop = await createShop(t, activity.id, {
    items: [
      {
        name: 'Maglia',
        priceCents: 2000,
        discountCents: 1500,
        colors: [
          {
            name: 'Blu',
            sizes: [
              { size: 'M', stock: 5 },
              { size: 'L', stock: 1 },
            ],
          },
        ],
      },
      { name: 'Jeans', priceCents: 5000 },
    ],
    shippings: [
      { type: 'S' },
      { type: 'C', priceMinCents: 5000, offerCents: 200, standardCents: 700 },
      { type: 'H', priceMinCents: 10000, standardCents: 500 },
    ],
    ...spec,
  });
  const ann = await createCustomer(t, activity.id);
  const maglia = shop.items.find((i) => i.name === 'Maglia');
  const jeans = shop.items.find((i) => i.name === 'Jeans');
  return {
    activity,
    shop,
    ann,
    /** Maglia M, Maglia L, Jeans. */
    sizes: {
      m: maglia?.sizeIds[0] as number,
      l: maglia?.sizeIds[1] as number,
      jeans: jeans?.sizeIds[0] as number,
    },
    items: { maglia: maglia?.id as number, jeans: jeans?.id as number },
  };
}
type Shop = Awaited<ReturnType<typeof clothing>>;

/** Puts lines in `who`'s cart: [size, quantity]. */
async function fill(s: Shop, who: Person, lines: [keyof Shop['sizes'], number][]) {
  const made = [];
  for (const [size, quantity] of lines) {
    made.push(
      await createCartLine(t, {
        activityId: s.activity.id,
        userId: who.id,
        itemId: size === 'jeans' ? s.items.jeans : s.items.maglia,
        itemColorSizeId: s.sizes[size],
        quantity,
      }),
    );
  }
  return made;
}

const orderBody = (
  s: Shop,
  shipping: ShippingType,
  payment: PaymentType,
  more: Record<string, unknown> = {},
) => ({
  activityId: s.activity.id,
  shippingId: s.shop.shippingId(shipping),
  paymentId: s.shop.paymentId(payment),
  ...more,
});

function place(as: Person, body: object, opts: { key?: string | null; lang?: string } = {}) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return t.call({
    method: 'POST',
    url: '/api/itemorders',
    as,
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: body,
  });
}

const checkout = (as: Person, body: object, key = randomUUID()) =>
  t.call({
    method: 'POST',
    url: '/api/itemorders/paid/checkout',
    as,
    headers: { 'idempotency-key': key },
    payload: body,
  });

const session = (as: Person, method: 'PUT' | 'DELETE', sessionId: string) =>
  t.call({ method, url: `/api/itemorders/paid/session/${sessionId}`, as });

/** Credits `who`'s card with a bonus, as another module would. */
const giveCredit = (s: Shop, who: Person, cents: number) =>
  giveCardCredit(t, s.activity.id, who.id, cents);

const stockOf = async (sizeId: number) =>
  (
    await t.rows<{ stock: number | null }>(
      sql`select stock from item_color_sizes where id = ${sizeId}`,
    )
  )[0]?.stock;

/** The card's balance and its movements (oldest first). */
async function cardOf(s: Shop, who: Person) {
  const [card] = await t.rows<{ id: number; balance: number; points: number }>(sql`
    select id, balance_cents as balance, points from cards
    where activity_id = ${s.activity.id} and user_id = ${who.id}`);
  if (!card) return { balance: 0, points: 0, movements: [] };
  const movements = await t.rows<{
    id: number;
    type: string;
    amount: number;
    points: number;
    spent: number | null;
    note: string | null;
    reversalOf: number | null;
  }>(sql`
    select id, type, amount_cents as amount, points, spent_cents as spent, note,
      reversal_of as "reversalOf"
    from card_movements where card_id = ${card.id} order by id`);
  return { balance: card.balance, points: card.points, movements };
}

const openLines = (s: Shop, who: Person) =>
  t.rows<{ size: number; quantity: number }>(sql`
    select item_color_size_id as size, quantity from cart_lines
    where activity_id = ${s.activity.id} and user_id = ${who.id} and order_id is null
    order by item_color_size_id`);

const orderRows = (s: Shop) =>
  t.rows<{
    id: number;
    status: string;
    total: number;
    credit: number;
    creditMovementId: number | null;
    cashbackMovementId: number | null;
    provider: string | null;
    sessionId: string | null;
  }>(sql`
    select id, status, total_cents as total, credit_cents as credit,
      credit_movement_id as "creditMovementId", cashback_movement_id as "cashbackMovementId",
      provider, session_id as "sessionId"
    from orders where activity_id = ${s.activity.id} order by id`);

const orderLines = (orderId: number) =>
  t.rows<{ size: number; quantity: number; price: number; discount: number | null }>(sql`
    select item_color_size_id as size, quantity, price_cents as price, discount_cents as discount
    from cart_lines where order_id = ${orderId} order by item_color_size_id`);

/** What nothing may change after a refusal: no order, the cart, the stock, the card. */
async function snapshot(s: Shop, who: Person) {
  return {
    orders: await orderRows(s),
    cart: await openLines(s, who),
    stock: [await stockOf(s.sizes.m), await stockOf(s.sizes.l)],
    card: await cardOf(s, who),
  };
}

const markPaid = (sessionId: string) =>
  t.rows(sql`update simulated_sessions set status = 'paid' where id = ${sessionId}`);

describe('placing an order (POST /api/itemorders)', () => {
  it('orders the cart by courier below the threshold: standard shipping, prices from the items', async () => {
    const s = await clothing();
    const address = await createAddress(t, s.ann, s.activity.id, { address: 'Via Roma 12' });
    await fill(s, s.ann, [
      ['m', 2],
      ['l', 1],
    ]);
    const res = await place(
      s.ann,
      orderBody(s, 'C', 'BT', { customerAddressId: address.id, totalPrice: 52 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    // 3 × 15,00 = 45,00, not above 50,00: standard 7,00.
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'placed',
      created: '2026-05-11T08:00:00.000Z',
      shippingType: 'C',
      paymentType: 'BT',
      orderTimeRequest: null,
      address: 'Anna Neri, Via Roma 12, 20100 Milano (MI), +39 333 123 4567',
      itemCount: 3,
      archived: false,
      testPayment: false,
      holdUntil: null,
      pickUpStore: null,
      // A bank-transfer shop of the factories has a payee and a valid IBAN (test-support/shop.ts).
      bankTransfer: {
        payee: 'Bottega di Prova srl',
        iban: 'IT60X0542811101000000123456',
        reference: `ORD-${order.id}`,
      },
      refunds: [],
      subtotal: 45,
      shippingPrice: 7,
      usedCredit: 0,
      total: 52,
      cashback: 4.5,
      points: 45,
    });
    expect(await openLines(s, s.ann)).toEqual([]);
    expect(await orderLines(order.id)).toEqual([
      { size: s.sizes.m, quantity: 2, price: 2000, discount: 1500 },
      { size: s.sizes.l, quantity: 1, price: 2000, discount: 1500 },
    ]);
    expect([await stockOf(s.sizes.m), await stockOf(s.sizes.l)]).toEqual([3, 0]);
    // Earned when paid (staff, for a bank transfer): nothing on the card yet.
    expect((await cardOf(s, s.ann)).movements).toEqual([]);
  });

  it('charges the offer price above the threshold, and unlimited stock stays unlimited', async () => {
    const s = await clothing();
    const address = await createAddress(t, s.ann, s.activity.id);
    await fill(s, s.ann, [
      ['jeans', 1],
      ['m', 1],
    ]);
    const res = await place(s.ann, orderBody(s, 'C', 'BT', { customerAddressId: address.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ subtotal: 65, shippingPrice: 2, total: 67 });
    expect(await stockOf(s.sizes.jeans)).toBeNull();
  });

  it('uses card credit capped as asked: a PU movement, and cashback on what is paid', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 1000);
    await fill(s, s.ann, [['m', 2]]);
    const res = await place(
      s.ann,
      orderBody(s, 'S', 'ST', { checkCreditUse: true, usedCreditValue: 10, totalPrice: 20 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    // 30,00 − 10,00 of credit: 20,00 to pay in store; 10 % of 20,00 earned when paid.
    expect(order).toMatchObject({
      status: 'placed',
      subtotal: 30,
      shippingPrice: 0,
      usedCredit: 10,
      total: 20,
      cashback: 2,
      points: 20,
    });
    const card = await cardOf(s, s.ann);
    expect(card.balance).toBe(0);
    expect(card.movements.at(-1)).toMatchObject({
      type: 'PU',
      amount: -1000,
      note: `order:${order.id}`,
    });
    const [row] = await orderRows(s);
    expect(row?.creditMovementId).toBe(card.movements.at(-1)?.id);
  });

  it('ignores usedCreditValue unless checkCreditUse (usedCard) is on', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 1000);
    await fill(s, s.ann, [['m', 1]]);
    const res = await place(s.ann, orderBody(s, 'S', 'BT', { usedCreditValue: 10 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ usedCredit: 0, total: 15 });
    expect((await cardOf(s, s.ann)).balance).toBe(1000);
  });

  it('pays an order all by card credit at once: paid, and its cashback credited once', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 5000);
    await fill(s, s.ann, [
      ['m', 2],
      ['l', 1],
    ]);
    // 45,00 of credit covers it all; the cashback is on what is paid beyond the card: nothing.
    const res = await place(
      s.ann,
      orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 45, totalPrice: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'paid',
      total: 0,
      usedCredit: 45,
      cashback: 0,
    });
    const card = await cardOf(s, s.ann);
    expect(card.balance).toBe(500);
    expect(card.movements.map((mv) => mv.type)).toEqual(['B', 'PU']);
  });

  it('leaves the shipping to pay when the credit covers the whole subtotal', async () => {
    const s = await clothing();
    const address = await createAddress(t, s.ann, s.activity.id);
    await giveCredit(s, s.ann, 5000);
    await fill(s, s.ann, [['m', 2]]);
    const res = await place(
      s.ann,
      orderBody(s, 'C', 'BT', {
        customerAddressId: address.id,
        checkCreditUse: true,
        usedCreditValue: 30,
        totalPrice: 7,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'placed',
      subtotal: 30,
      usedCredit: 30,
      shippingPrice: 7,
      total: 7,
      cashback: 0,
      points: 0,
    });
    expect((await cardOf(s, s.ann)).balance).toBe(2000);
  });

  it('ignores a price sent by the client: repriced from the items, a different total is a 409', async () => {
    const s = await clothing();
    await fill(s, s.ann, [['m', 2]]);
    // The price went up since the customer saw 30,00.
    await t.rows(sql`update items set discount_cents = null where id = ${s.items.maglia}`);
    const before = await snapshot(s, s.ann);
    const stale = await place(s.ann, orderBody(s, 'S', 'ST', { totalPrice: 30 }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      code: 'total_changed',
      message: 'Il totale è cambiato: ora è 40,00 €. Controlla e riprova',
    });
    expect(await snapshot(s, s.ann)).toEqual(before);
    // A price in the body is not part of the contract at all.
    const tampered = await place(s.ann, { ...orderBody(s, 'S', 'ST'), price: 1, subtotal: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('invalid_input');
    const fair = await place(s.ann, orderBody(s, 'S', 'ST', { totalPrice: 40 }));
    expect(fair.statusCode, fair.body).toBe(200);
    expect(fair.json().data.total).toBe(40);
  });

  it('refuses store payment with a courier (422), changing nothing', async () => {
    const s = await clothing();
    const address = await createAddress(t, s.ann, s.activity.id);
    await fill(s, s.ann, [['m', 1]]);
    const before = await snapshot(s, s.ann);
    const res = await place(s.ann, orderBody(s, 'C', 'ST', { customerAddressId: address.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'payment_not_allowed',
      message: 'Il pagamento in negozio non è possibile con la spedizione tramite corriere',
    });
    expect(await snapshot(s, s.ann)).toEqual(before);
  });

  it('refuses a subtotal under shopTotalMinPrice (shipping not counted)', async () => {
    const s = await clothing({ minTotalCents: 2000 });
    const address = await createAddress(t, s.ann, s.activity.id);
    await fill(s, s.ann, [['m', 1]]);
    const before = await snapshot(s, s.ann);
    // 15,00 + 7,00 of courier is 22,00, but the subtotal is under 20,00.
    const res = await place(s.ann, orderBody(s, 'C', 'BT', { customerAddressId: address.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'below_min_total',
      message: 'L’ordine minimo è di 20,00 €: aggiungi qualcosa al carrello',
    });
    expect(await snapshot(s, s.ann)).toEqual(before);
    await fill(s, s.ann, [['jeans', 1]]);
    expect((await place(s.ann, orderBody(s, 'S', 'BT'))).statusCode).toBe(200);
  });

  it('refuses an empty cart and an item no longer sold', async () => {
    const s = await clothing();
    const empty = await place(s.ann, orderBody(s, 'S', 'BT'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ code: 'cart_empty', message: 'Il carrello è vuoto' });
    await fill(s, s.ann, [['jeans', 1]]);
    await t.rows(sql`update items set active = false where id = ${s.items.jeans}`);
    const gone = await place(s.ann, orderBody(s, 'S', 'BT'), { lang: 'gb' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json()).toEqual({
      code: 'item_unavailable',
      message: 'Jeans is no longer sold: remove it from the cart',
    });
  });

  it('needs one of the customer’s own addresses for courier and home, and keeps its text', async () => {
    const s = await clothing();
    const bea = await createCustomer(t, s.activity.id);
    const hers = await createAddress(t, bea, s.activity.id);
    await fill(s, s.ann, [['m', 1]]);
    const none = await place(s.ann, orderBody(s, 'H', 'BT'));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      code: 'address_required',
      message: 'Scegli un indirizzo di consegna',
    });
    const foreign = await place(s.ann, orderBody(s, 'H', 'BT', { customerAddressId: hers.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('invalid_input');
    const mine = await createAddress(t, s.ann, s.activity.id, { address: 'Corso Como 3' });
    const ok = await place(s.ann, orderBody(s, 'H', 'BT', { customerAddressId: mine.id }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      address: 'Anna Neri, Corso Como 3, 20100 Milano (MI), +39 333 123 4567',
      shippingPrice: 5,
      total: 20,
    });
    // The order keeps the text even when the address is gone.
    await t.call({ method: 'DELETE', url: `/api/app/customer-addresses/${mine.id}`, as: s.ann });
    const list = await t.call({ url: `/api/app/itemorders/activity/${s.activity.id}`, as: s.ann });
    expect(list.json().data[0].address).toBe(
      'Anna Neri, Corso Como 3, 20100 Milano (MI), +39 333 123 4567',
    );
  });

  it('takes no address for store pick-up', async () => {
    const s = await clothing();
    const address = await createAddress(t, s.ann, s.activity.id);
    await fill(s, s.ann, [['m', 1]]);
    const res = await place(s.ann, orderBody(s, 'S', 'BT', { customerAddressId: address.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.address).toBeNull();
  });

  it('refuses a shipping or payment of another activity, or one switched off (400)', async () => {
    const s = await clothing();
    const other = await clothing();
    await fill(s, s.ann, [['m', 1]]);
    for (const body of [
      { ...orderBody(s, 'S', 'BT'), shippingId: other.shop.shippingId('S') },
      { ...orderBody(s, 'S', 'BT'), paymentId: other.shop.paymentId('BT') },
    ]) {
      const res = await place(s.ann, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    await t.rows(sql`update payments set active = false where id = ${s.shop.paymentId('BT')}`);
    expect((await place(s.ann, orderBody(s, 'S', 'BT'))).statusCode).toBe(400);
  });

  it('sends online payments (P, S) to the checkout, and the checkout takes only those', async () => {
    const s = await clothing();
    await fill(s, s.ann, [['m', 1]]);
    for (const type of ['P', 'S'] as const) {
      const res = await place(s.ann, orderBody(s, 'S', type));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'use_checkout',
        message: 'Con questo metodo di pagamento si paga online',
      });
    }
    const res = await checkout(s.ann, orderBody(s, 'S', 'BT'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('payment_not_online');
    expect(await orderRows(s)).toEqual([]);
  });

  it('refuses a size sold out, naming the item, and takes no stock of the other lines', async () => {
    const s = await clothing();
    const bea = await createCustomer(t, s.activity.id);
    await fill(s, s.ann, [
      ['m', 2],
      ['l', 1],
    ]);
    await fill(s, bea, [['l', 1]]);
    expect((await place(bea, orderBody(s, 'S', 'BT'))).statusCode).toBe(200);
    const before = await snapshot(s, s.ann);
    const res = await place(s.ann, orderBody(s, 'S', 'BT'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'sold_out', message: 'Maglia è esaurito' });
    expect(await snapshot(s, s.ann)).toEqual(before);
    expect(await stockOf(s.sizes.m)).toBe(5);
  });

  it('says how many are left when fewer than asked', async () => {
    const s = await clothing();
    await fill(s, s.ann, [['m', 7]]);
    const res = await place(s.ann, orderBody(s, 'S', 'BT'), { lang: 'gb' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'sold_out', message: 'Maglia: only 5 left' });
  });

  it('refuses more credit than the balance (409 balance_changed), changing nothing', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 800);
    await fill(s, s.ann, [['m', 2]]);
    const before = await snapshot(s, s.ann);
    const res = await place(
      s.ann,
      orderBody(s, 'S', 'ST', { checkCreditUse: true, usedCreditValue: 10 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'balance_changed',
      message: 'Il saldo della carta è cambiato: ora è 8,00 €. Controlla e riprova',
    });
    expect(await snapshot(s, s.ann)).toEqual(before);
  });

  it('refuses more credit than the subtotal (the cap): the cart changed', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 5000);
    await fill(s, s.ann, [['m', 1]]);
    const res = await place(
      s.ann,
      orderBody(s, 'S', 'ST', { checkCreditUse: true, usedCreditValue: 20 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('total_changed');
    expect((await cardOf(s, s.ann)).balance).toBe(5000);
  });

  it('needs an Idempotency-Key, and a retry with it answers the same order', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 1000);
    await fill(s, s.ann, [['m', 1]]);
    const body = orderBody(s, 'S', 'ST', { checkCreditUse: true, usedCreditValue: 5 });
    const none = await place(s.ann, body, { key: null });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('idempotency_key_required');
    const key = randomUUID();
    const first = await place(s.ann, body, { key });
    const again = await place(s.ann, body, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await orderRows(s)).toHaveLength(1);
    expect((await cardOf(s, s.ann)).movements.filter((mv) => mv.type === 'PU')).toHaveLength(1);
  });

  it('answers 404 when the shop is off', async () => {
    const s = await clothing();
    await fill(s, s.ann, [['m', 1]]);
    await t.rows(
      sql`update activity_menus set show_shop_app = false where activity_id = ${s.activity.id}`,
    );
    expect((await place(s.ann, orderBody(s, 'S', 'BT'))).statusCode).toBe(404);
    const list = await t.call({ url: `/api/app/itemorders/activity/${s.activity.id}`, as: s.ann });
    expect(list.statusCode).toBe(404);
    expect(await openLines(s, s.ann)).toHaveLength(1);
  });

  it('keeps an ordered line out of the cart: a quantity change after ordering is a 409', async () => {
    const s = await clothing();
    const [line] = await fill(s, s.ann, [['m', 2]]);
    const res = await place(s.ann, orderBody(s, 'S', 'BT'));
    expect(res.statusCode, res.body).toBe(200);
    const changed = await t.call({
      method: 'PUT',
      url: `/api/itemcarts/${line?.id}/quantity/5`,
      as: s.ann,
    });
    expect(changed.statusCode).toBe(409);
    // Not lost, not counted twice: the order keeps 2, the cart is empty, 2 taken from stock.
    expect(await orderLines(res.json().data.id)).toMatchObject([{ quantity: 2 }]);
    expect(await openLines(s, s.ann)).toEqual([]);
    expect(await stockOf(s.sizes.m)).toBe(3);
  });
});

describe('take-away pick-up times (shopType R)', () => {
  /** A trattoria: pick-up on Mondays 12:00–14:00, 15 minutes of preparation. */
  async function trattoria() {
    const s = await clothing({
      shopType: 'R',
      items: [{ name: 'Lasagna', priceCents: 1200 }],
      closeTimes: [
        { day: 1, startTime: '12:00', endTime: '14:00' },
        { day: 2, startTime: '19:00', endTime: '22:00' },
      ],
    });
    const lasagna = s.shop.item('Lasagna');
    await createCartLine(t, {
      activityId: s.activity.id,
      userId: s.ann.id,
      itemId: lasagna.id,
      itemColorSizeId: lasagna.sizeIds[0] as number,
    });
    return s;
  }

  it('takes one of today’s pick-up times and keeps it on the order', async () => {
    const s = await trattoria();
    const res = await place(s.ann, orderBody(s, 'S', 'ST', { orderTimeRequest: '12:15' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orderTimeRequest).toBe('12:15');
  });

  it('refuses no time, a time off the steps, another day’s, and one too soon', async () => {
    const s = await trattoria();
    for (const time of [null, '12:10', '19:00', '14:15']) {
      const res = await place(s.ann, orderBody(s, 'S', 'ST', { orderTimeRequest: time }));
      expect(res.statusCode, String(time)).toBe(422);
      expect(res.json()).toEqual({
        code: 'pick_up_time',
        message: 'Scegli un orario di ritiro tra quelli disponibili oggi',
      });
    }
    // At 13:02 the times still step from 12:00: 13:15 would not be ready (13:17), and 13:20
    // is off the steps; 13:30 is the first.
    clock.set('2026-05-11T11:02:00Z');
    for (const time of ['13:15', '13:20']) {
      const res = await place(s.ann, orderBody(s, 'S', 'ST', { orderTimeRequest: time }));
      expect(res.statusCode, time).toBe(422);
    }
    const next = await place(s.ann, orderBody(s, 'S', 'ST', { orderTimeRequest: '13:30' }));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('refuses every time on a day without pick-up', async () => {
    const s = await trattoria();
    clock.set('2026-05-13T08:00:00Z'); // a Wednesday
    const res = await place(s.ann, orderBody(s, 'S', 'ST', { orderTimeRequest: '12:15' }));
    expect(res.statusCode).toBe(422);
  });
});

describe('online checkout (POST /api/itemorders/paid/checkout and the session calls)', () => {
  async function pendingOrder(opts: { credit?: number } = {}) {
    const s = await clothing();
    if (opts.credit) await giveCredit(s, s.ann, opts.credit);
    await fill(s, s.ann, [
      ['m', 2],
      ['l', 1],
    ]);
    const res = await checkout(
      s.ann,
      orderBody(s, 'S', 'S', opts.credit ? { checkCreditUse: true, usedCreditValue: 10 } : {}),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { s, checkout: res.json().data as { sessionId: string; url: string; orderId: number } };
  }

  it('makes a pending order and a session at the provider for its total', async () => {
    const { s, checkout: c } = await pendingOrder({ credit: 1000 });
    expect(c).toEqual({
      sessionId: expect.stringMatching(/^sim_/),
      url: `/shop/pay/simulated/${c.sessionId}`,
      orderId: expect.any(Number),
    });
    const [row] = await orderRows(s);
    expect(row).toMatchObject({
      id: c.orderId,
      status: 'pending',
      total: 3500,
      credit: 1000,
      provider: 'simulated',
      sessionId: c.sessionId,
    });
    const [sim] = await t.rows<{ amount: number; status: string }>(sql`
      select amount_cents as amount, status from simulated_sessions where id = ${c.sessionId}`);
    expect(sim).toEqual({ amount: 3500, status: 'open' });
    expect(await openLines(s, s.ann)).toEqual([]);
    expect((await cardOf(s, s.ann)).balance).toBe(0);
  });

  it('completes the order only once the provider says it is paid: a test checkout’s payment earns nothing', async () => {
    const { s, checkout: c } = await pendingOrder();
    const early = await session(s.ann, 'PUT', c.sessionId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'payment_not_done',
      message: 'Il pagamento non risulta ancora completato',
    });
    await markPaid(c.sessionId);
    const paid = await session(s.ann, 'PUT', c.sessionId);
    expect(paid.statusCode, paid.body).toBe(200);
    // The simulator's payment is no real money (issue 22): a test order, no cashback, no points.
    expect(paid.json().data).toMatchObject({
      id: c.orderId,
      status: 'paid',
      testPayment: true,
      cashback: 0,
      points: 0,
    });
    const again = await session(s.ann, 'PUT', c.sessionId);
    expect(again.json().data.status).toBe('paid');
    const card = await cardOf(s, s.ann);
    expect(card.movements).toEqual([]);
    expect(card.balance).toBe(0);
  });

  it('cancelled at the provider: credit, stock and cart lines given back', async () => {
    const { s, checkout: c } = await pendingOrder({ credit: 1000 });
    expect([await stockOf(s.sizes.m), await stockOf(s.sizes.l)]).toEqual([3, 0]);
    const res = await session(s.ann, 'DELETE', c.sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.orderId, status: 'cancelled' });
    expect([await stockOf(s.sizes.m), await stockOf(s.sizes.l)]).toEqual([5, 1]);
    const card = await cardOf(s, s.ann);
    expect(card.balance).toBe(1000);
    const pu = card.movements.find((mv) => mv.type === 'PU');
    expect(card.movements.map((mv) => [mv.type, mv.amount])).toEqual([
      ['B', 1000],
      ['PU', -1000],
      ['SM', 1000],
    ]);
    expect(card.movements.at(-1)?.reversalOf).toBe(pu?.id);
    expect(await openLines(s, s.ann)).toEqual([
      { size: s.sizes.m, quantity: 2 },
      { size: s.sizes.l, quantity: 1 },
    ]);
    const [sim] = await t.rows<{ status: string }>(
      sql`select status from simulated_sessions where id = ${c.sessionId}`,
    );
    expect(sim?.status).toBe('expired');
    // Asked again: the same cancelled order, nothing given back twice.
    const again = await session(s.ann, 'DELETE', c.sessionId);
    expect(again.json().data.status).toBe('cancelled');
    expect((await cardOf(s, s.ann)).movements).toHaveLength(3);
    expect(await openLines(s, s.ann)).toHaveLength(2);
    // And the success page then hears it did not go through.
    const late = await session(s.ann, 'PUT', c.sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('payment_expired');
  });

  it('lets a member switched off while paying give the checkout back at once', async () => {
    const { s, checkout: c } = await pendingOrder({ credit: 1000 });
    await t.rows(sql`update activity_customers set active = false
      where activity_id = ${s.activity.id} and user_id = ${s.ann.id}`);
    const res = await session(s.ann, 'DELETE', c.sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.orderId, status: 'cancelled' });
    expect([await stockOf(s.sizes.m), await stockOf(s.sizes.l)]).toEqual([5, 1]);
    expect((await cardOf(s, s.ann)).balance).toBe(1000);
    // Someone else's session stays a 404.
    const bea = await createCustomer(t, s.activity.id);
    expect((await session(bea, 'DELETE', c.sessionId)).statusCode).toBe(404);
  });

  it('adds the lines given back to what the cart holds meanwhile', async () => {
    const { s, checkout: c } = await pendingOrder();
    await fill(s, s.ann, [['m', 1]]);
    expect((await session(s.ann, 'DELETE', c.sessionId)).statusCode).toBe(200);
    expect(await openLines(s, s.ann)).toEqual([
      { size: s.sizes.m, quantity: 3 },
      { size: s.sizes.l, quantity: 1 },
    ]);
  });

  it('refuses to cancel a paid order (409), even one paid before the provider said so', async () => {
    const { s, checkout: c } = await pendingOrder();
    await markPaid(c.sessionId);
    // Paid at the provider, not yet confirmed here: cancelling finds it paid and completes it.
    const res = await session(s.ann, 'DELETE', c.sessionId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'order_paid',
      message: 'Quest’ordine è già pagato: non si può più annullare',
    });
    expect((await orderRows(s))[0]?.status).toBe('paid');
    expect([await stockOf(s.sizes.m), await stockOf(s.sizes.l)]).toEqual([3, 0]);
    expect((await session(s.ann, 'DELETE', c.sessionId)).statusCode).toBe(409);
  });

  it('answers 404 for another customer’s session or an unknown one', async () => {
    const { s, checkout: c } = await pendingOrder();
    const bea = await createCustomer(t, s.activity.id);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await session(bea, method, c.sessionId)).statusCode).toBe(404);
      expect((await session(s.ann, method, 'sim_nobody')).statusCode).toBe(404);
    }
    expect((await orderRows(s))[0]?.status).toBe('pending');
  });

  it('refuses a checkout with nothing to pay online (all by card credit)', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 5000);
    await fill(s, s.ann, [['m', 1]]);
    const res = await checkout(
      s.ann,
      orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 15 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('nothing_to_pay');
    // The same order placed directly is paid at once.
    const placed = await place(
      s.ann,
      orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 15 }),
    );
    expect(placed.json().data.status).toBe('paid');
  });

  it('gives everything back when the provider fails (502 payment_unavailable)', async () => {
    const s = await clothing();
    await giveCredit(s, s.ann, 1000);
    await fill(s, s.ann, [['m', 2]]);
    await t.rows(sql`
      create or replace function refuse_simulated_session() returns trigger language plpgsql
      as $$ begin raise exception 'provider down'; end $$`);
    await t.rows(sql`
      create trigger provider_down before insert on simulated_sessions
      for each row execute function refuse_simulated_session()`);
    try {
      const res = await checkout(
        s.ann,
        orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 10 }),
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'payment_unavailable',
        message: 'Il pagamento online non è disponibile in questo momento: riprova più tardi',
      });
    } finally {
      await t.rows(sql`drop trigger provider_down on simulated_sessions`);
    }
    // The checkout's unit of work rolled back: no order was ever made.
    expect(await orderRows(s)).toEqual([]);
    expect(await stockOf(s.sizes.m)).toBe(5);
    expect((await cardOf(s, s.ann)).balance).toBe(1000);
    expect(await openLines(s, s.ann)).toEqual([{ size: s.sizes.m, quantity: 2 }]);
    // The retry works once the provider is back.
    const retry = await checkout(
      s.ann,
      orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 10 }),
    );
    expect(retry.statusCode, retry.body).toBe(200);
  });
});

describe('my orders', () => {
  it('lists the caller’s orders not archived, newest first, a page at a time', async () => {
    const s = await clothing();
    const bea = await createCustomer(t, s.activity.id);
    const ids: number[] = [];
    for (const minute of [0, 1, 2]) {
      clock.set(`2026-05-11T08:0${minute}:00Z`);
      await fill(s, s.ann, [['jeans', minute + 1]]);
      ids.push((await place(s.ann, orderBody(s, 'S', 'BT'))).json().data.id);
    }
    await fill(s, bea, [['jeans', 1]]);
    await place(bea, orderBody(s, 'S', 'BT'));
    const url = `/api/app/itemorders/activity/${s.activity.id}`;
    const first = await t.call({ url: `${url}?rowsPerPage=2`, as: s.ann });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().totalRows).toBe(3);
    expect(first.json().data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.json().data[0]).toMatchObject({ itemCount: 3, total: 150, status: 'placed' });
    const second = await t.call({ url: `${url}?rowsPerPage=2&page=2`, as: s.ann });
    expect(second.json().data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);

    // Still on its way: it stays (422), changing nothing.
    const early = await t.call({
      method: 'PUT',
      url: `/api/app/item-orders/${ids[2]}/archive`,
      as: s.ann,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      code: 'order_not_finished',
      message: 'Si può archiviare solo un ordine consegnato, ritirato o annullato',
    });
    await t.rows(sql`update orders set status = 'collected' where id = ${ids[2]}`);
    const archived = await t.call({
      method: 'PUT',
      url: `/api/app/item-orders/${ids[2]}/archive`,
      as: s.ann,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({ id: ids[2], archived: true });
    const after = await t.call({ url, as: s.ann });
    expect(after.json().data.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    expect(after.json().totalRows).toBe(2);
    const shelf = await t.call({ url: `${url}?filters[archived]=true`, as: s.ann });
    expect(shelf.statusCode, shelf.body).toBe(200);
    expect(shelf.json().data.map((o: { id: number }) => o.id)).toEqual([ids[2]]);
  });

  it('answers 404 for archiving another customer’s order', async () => {
    const s = await clothing();
    const bea = await createCustomer(t, s.activity.id);
    await fill(s, bea, [['jeans', 1]]);
    const hers = (await place(bea, orderBody(s, 'S', 'BT'))).json().data.id;
    const res = await t.call({
      method: 'PUT',
      url: `/api/app/item-orders/${hers}/archive`,
      as: s.ann,
    });
    expect(res.statusCode).toBe(404);
    const list = await t.call({ url: `/api/app/itemorders/activity/${s.activity.id}`, as: bea });
    expect(list.json().data[0].archived).toBe(false);
  });
});

describe('holds that run out (sweepPendingOrders)', () => {
  /** The checkout is made at MONDAY_10AM and holds for 30 minutes. */
  const HOLD_LEFT = new Date(Date.parse(MONDAY_10AM) + HOLD_MS - 1000).toISOString();
  const HOLD_OVER = new Date(Date.parse(MONDAY_10AM) + HOLD_MS + 1000).toISOString();

  async function leftPending() {
    const s = await clothing();
    await giveCredit(s, s.ann, 1000);
    await fill(s, s.ann, [['m', 2]]);
    const res = await checkout(
      s.ann,
      orderBody(s, 'S', 'S', { checkCreditUse: true, usedCreditValue: 10 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { s, c: res.json().data as { sessionId: string; orderId: number } };
  }

  const sweep = async () =>
    sweepPendingOrders(t.app.ctx, await createProviders(t.app.ctx.config, t.app.ctx.db, clock));

  it('gives back the stock and card credit of an order unpaid after 30 minutes, and expires its session', async () => {
    const { s, c } = await leftPending();
    expect(await stockOf(s.sizes.m)).toBe(3);
    const [order] = await t.rows<{ holdUntil: Date }>(
      sql`select hold_until as "holdUntil" from orders where id = ${c.orderId}`,
    );
    expect(new Date(order?.holdUntil as Date).toISOString()).toBe(
      new Date(Date.parse(MONDAY_10AM) + HOLD_MS).toISOString(),
    );
    clock.set(HOLD_LEFT);
    await sweep();
    expect((await orderRows(s))[0]?.status).toBe('pending');
    clock.set(HOLD_OVER);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderRows(s))[0]?.status).toBe('cancelled');
    expect(await stockOf(s.sizes.m)).toBe(5);
    expect((await cardOf(s, s.ann)).balance).toBe(1000);
    const [sim] = await t.rows<{ status: string }>(
      sql`select status from simulated_sessions where id = ${c.sessionId}`,
    );
    expect(sim?.status).toBe('expired');
  });

  it('settles an order whose session was never made (the process stopped before the provider)', async () => {
    const { s, c } = await leftPending();
    await t.rows(sql`update orders set session_id = null, provider = null where id = ${c.orderId}`);
    clock.set(HOLD_OVER);
    await sweep();
    expect((await orderRows(s))[0]?.status).toBe('cancelled');
    expect(await stockOf(s.sizes.m)).toBe(5);
    expect((await cardOf(s, s.ann)).balance).toBe(1000);
  });

  it('makes paid an order whose session was paid meanwhile, and gives nothing back', async () => {
    const { s, c } = await leftPending();
    await markPaid(c.sessionId);
    clock.set(HOLD_OVER);
    await sweep();
    expect((await orderRows(s))[0]?.status).toBe('paid');
    expect(await stockOf(s.sizes.m)).toBe(3);
  });
});
