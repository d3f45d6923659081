// The staff's orders board (issue 17): the list (newest first, by status or open, paged, two
// statements a page), each move ORDER_TRANSITIONS allows and the refusals in the caller's
// language, paid crediting the cashback once, a cancel after paid giving back credit and stock
// and taking back the cashback, the customer told of ready and shipped (notification and e-mail
// in their language), and who may call: the activity's staff only, its own orders only.
import type { LanguageCode, OrderStatus } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createSuperAdmin, type Person } from '../../../test-support/factories.ts';
import { requestQueries, useTestApp } from '../../../test-support/harness.ts';
import { textOf } from '../../../test-support/mailbox.ts';
import {
  giveCredit as giveCardCredit,
  type PlacedOrderOptions,
  placedOrder,
  staffedShop,
} from '../../../test-support/shop.ts';
import { itemColors, items } from '../catalogue/catalogue.tables.ts';
import { orders } from './orders.tables.ts';

const t = useTestApp({ mail: true });
const db = () => t.database.db;

/**
 * A shop with 10 % cashback, its admin and counter staff, and a customer: Maglia at 20,00 € (Blu
 * M, 1 in stock) and Piadina at 6,50 €, store pick-up and courier (5,90 €).
 */
async function shopWorld(opts: { customerLanguage?: LanguageCode } = {}) {
  const w = await staffedShop(t, {
    shop: {
      items: [
        {
          name: 'Maglia',
          priceCents: 2000,
          colors: [{ name: 'Blu', sizes: [{ size: 'M', stock: 1 }] }],
        },
        { name: 'Piadina', priceCents: 650 },
      ],
      shippings: [{ type: 'S' }, { type: 'C', standardCents: 590 }],
    },
    customer: { language: opts.customerLanguage ?? 'it', customer: { phone: '+393331234567' } },
  });
  return { ...w, maglia: w.shop.item('Maglia'), piadina: w.shop.item('Piadina') };
}
type World = Awaited<ReturnType<typeof shopWorld>>;

const cents = (activityId: number, userId: number) =>
  t
    .rows<{ balance: number; points: number }>(
      sql`select balance_cents as balance, points from cards
        where activity_id = ${activityId} and user_id = ${userId}`,
    )
    .then((r) => r[0]);

/** Gives the customer's card credit (a bonus), as an earlier visit would have. */
const giveCredit = (w: World, amountCents: number) =>
  giveCardCredit(t, w.activity.id, w.customer.id, amountCents);

/**
 * An order of the customer's, as order creation leaves it: 2 Maglia at 20,00 € (its stock taken
 * already), card credit spent with a PU movement, 10 % cashback on what was paid.
 */
const order = (
  w: World,
  o: Omit<PlacedOrderOptions, 'item'> & { item?: 'maglia' | 'piadina' } = {},
) => placedOrder(t, w, { ...o, item: w[o.item ?? 'maglia'] });

const list = (w: World, as: Person, query = '') =>
  t.call({ url: `/api/activities/${w.activity.id}/orders${query}`, as });

const move = (
  w: World,
  as: Person,
  orderId: number,
  status: string,
  lang = 'it',
  activityId = w.activity.id,
) =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${activityId}/orders/${orderId}/status`,
    as,
    headers: { 'accept-language': lang },
    payload: { status },
  });

const statusOf = async (id: number) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

const movementsOf = (w: World) =>
  t.rows<{ type: string; amount: number; reversal: number | null }>(
    sql`select m.type, m.amount_cents as amount, m.reversal_of as reversal
      from card_movements m join cards c on c.id = m.card_id
      where c.activity_id = ${w.activity.id} and c.user_id = ${w.customer.id} order by m.id`,
  );

const stockOf = async (sizeId: number) =>
  (
    await t.rows<{ stock: number | null }>(
      sql`select stock from item_color_sizes where id = ${sizeId}`,
    )
  )[0]?.stock;

const outboxTo = (recipient: string) =>
  t.rows<{ subject: string; body: string }>(
    sql`select subject, body from outbox where recipient = ${recipient} order by id`,
  );

const noticesOf = (userId: number) =>
  t.rows<{ title: string; message: string; link: string; activityId: number }>(
    sql`select title, message, link, activity_id as "activityId" from notifications
      where user_id = ${userId} order by id`,
  );

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('the orders board list', () => {
  it('lists the activity’s orders newest first: customer, lines as ordered, figures, shipping, payment, pick-up time and address', async () => {
    const w = await shopWorld();
    const other = await shopWorld();
    await giveCredit(w, 1000);
    const pickUp = await order(w, { orderTimeRequest: '12:30', createdAt: minutesAgo(30) });
    const courier = await order(w, {
      shippingType: 'C',
      paymentType: 'BT',
      creditCents: 300,
      address: 'Via Verdi 3, 20100 Milano',
      createdAt: minutesAgo(5),
    });
    await order(other);
    // The price changes after the order: the order keeps the price it was made at.
    await db().update(items).set({ priceCents: 2500 }).where(eq(items.id, w.maglia.id));
    // The line's picture is its colour's, as the cart shows it.
    await db()
      .update(itemColors)
      .set({ imageFileName: 'maglia-blu.jpg' })
      .where(eq(itemColors.id, w.maglia.colorIds[0] as number));

    const res = await list(w, w.staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalRows).toBe(2);
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([courier.id, pickUp.id]);
    expect(body.data[0]).toEqual({
      id: courier.id,
      status: 'placed',
      created: courier.createdAt.toISOString(),
      shippingType: 'C',
      paymentType: 'BT',
      orderTimeRequest: null,
      address: 'Via Verdi 3, 20100 Milano',
      itemCount: 2,
      archived: false,
      testPayment: false,
      holdUntil: null,
      pickUpStore: null,
      // A bank-transfer shop of the factories has a payee and a valid IBAN (test-support/shop.ts).
      bankTransfer: {
        payee: 'Bottega di Prova srl',
        iban: 'IT60X0542811101000000123456',
        reference: `ORD-${courier.id}`,
      },
      refunds: [],
      subtotal: 40,
      shippingPrice: 5.9,
      usedCredit: 3,
      total: 42.9,
      cashback: 3.7,
      points: 0,
      customer: {
        id: w.customer.id,
        name: 'Chiara Bianchi',
        email: w.customer.email,
        phone: '+393331234567',
      },
      lines: [
        {
          id: expect.any(Number),
          itemId: w.maglia.id,
          itemColorSizeId: w.maglia.sizeIds[0],
          name: 'Maglia',
          colorName: 'Blu',
          size: 'M',
          imageUrl: `/images/item/${w.activity.id}/maglia-blu.jpg`,
          price: 20,
          discountPrice: null,
          quantity: 2,
          lineTotal: 40,
          stock: 1,
          available: true,
        },
      ],
    });
    expect(body.data[1]).toMatchObject({
      id: pickUp.id,
      shippingType: 'S',
      paymentType: 'ST',
      orderTimeRequest: '12:30',
      total: 40,
    });
  });

  it('filters by status, open leaving out collected and cancelled orders, and pages newest first', async () => {
    const w = await shopWorld();
    const statuses: OrderStatus[] = ['placed', 'paid', 'ready', 'collected', 'cancelled'];
    const made: (typeof orders.$inferSelect)[] = [];
    for (const [i, status] of statuses.entries()) {
      made.push(await order(w, { status, createdAt: minutesAgo(50 - i) }));
    }
    const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((o) => o.id);
    const idOf = (status: OrderStatus) => made[statuses.indexOf(status)]?.id;

    const open = await list(w, w.staff, '?status=open');
    expect(ids(open)).toEqual([idOf('ready'), idOf('paid'), idOf('placed')]);
    expect(open.json().totalRows).toBe(3);
    expect(ids(await list(w, w.staff, '?status=paid'))).toEqual([idOf('paid')]);
    expect(ids(await list(w, w.staff, '?status=cancelled'))).toEqual([idOf('cancelled')]);
    expect(ids(await list(w, w.staff, '?status=pending'))).toEqual([]);
    expect((await list(w, w.staff)).json().totalRows).toBe(5);

    const second = await list(w, w.staff, '?rowsPerPage=2&page=2');
    expect(second.json().totalRows).toBe(5);
    expect(ids(second)).toEqual([idOf('ready'), idOf('paid')]);

    const bad = await t.call({
      url: `/api/activities/${w.activity.id}/orders?status=lost`,
      as: w.staff,
      headers: { 'accept-language': 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });

  it('reads a page in two statements, its orders then their lines, whatever the page holds', async () => {
    const one = await shopWorld();
    const many = await shopWorld();
    await order(one);
    for (let i = 0; i < 6; i++) await order(many, { item: i % 2 ? 'maglia' : 'piadina' });
    const statements = async (w: World) => {
      await list(w, w.admin); // the membership is read once, then cached
      const mark = t.queries.length;
      const res = await list(w, w.admin);
      expect(res.statusCode).toBe(200);
      return requestQueries(t.queries.slice(mark)).filter((q) => /"(orders|cart_lines)"/.test(q));
    };
    const few = await statements(one);
    expect(few).toHaveLength(2);
    expect(await statements(many)).toHaveLength(2);
  });
});

describe('staff move an order', () => {
  it('through each move ORDER_TRANSITIONS allows', async () => {
    const w = await shopWorld();
    const a = await order(w);
    for (const status of ['paid', 'ready', 'collected']) {
      const res = await move(w, w.staff, a.id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: a.id, status, customer: { id: w.customer.id } });
    }
    const b = await order(w, { shippingType: 'C', paymentType: 'BT', address: 'Via Verdi 3' });
    for (const status of ['paid', 'shipped', 'collected']) {
      expect((await move(w, w.admin, b.id, status)).json().data.status).toBe(status);
    }
    const c = await order(w, { status: 'paid' });
    expect((await move(w, w.staff, c.id, 'ready')).json().data.status).toBe('ready');
    expect((await move(w, w.staff, c.id, 'shipped')).json().data.status).toBe('shipped');
    const d = await order(w);
    expect((await move(w, w.staff, d.id, 'cancelled')).json().data.status).toBe('cancelled');
  });

  it('refuses any other move with a 409 saying where the order stands, in the caller’s language, changing nothing', async () => {
    const w = await shopWorld();
    const cases: [OrderStatus, string, string, string][] = [
      ['placed', 'ready', 'it', 'Questo ordine non è ancora pagato: segnalo prima come pagato'],
      ['placed', 'collected', 'de', 'Diese Bestellung ist noch nicht bezahlt'],
      ['pending', 'paid', 'it', 'Questo ordine attende ancora il pagamento online'],
      ['pending', 'cancelled', 'es', 'Este pedido aún espera el pago en línea'],
      ['paid', 'paid', 'fr', 'Cette commande est déjà payée'],
      ['ready', 'ready', 'it', 'Questo ordine è già pronto'],
      ['shipped', 'cancelled', 'en', 'This order has already been shipped'],
      ['collected', 'cancelled', 'it', 'Questo ordine è già consegnato: non cambia più'],
      ['cancelled', 'paid', 'it', 'Questo ordine è annullato: non cambia più'],
      ['cancelled', 'cancelled', 'de', 'Diese Bestellung ist storniert'],
    ];
    for (const [from, to, lang, message] of cases) {
      const o = await order(w, { status: from });
      const res = await move(w, w.staff, o.id, to, lang);
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().code).toBe('order_status_conflict');
      expect(res.json().message).toContain(message);
      expect(await statusOf(o.id)).toBe(from);
    }
    expect(await movementsOf(w)).toEqual([]);
  });

  it('refuses a status staff do not set (pending, placed, unknown) as bad input', async () => {
    const w = await shopWorld();
    const o = await order(w);
    for (const status of ['pending', 'placed', 'lost']) {
      const res = await move(w, w.staff, o.id, status);
      expect(res.statusCode, status).toBe(400);
    }
    expect(await statusOf(o.id)).toBe('placed');
  });

  it('paid credits the cashback once: paid again is a 409 and the card holds one AA movement', async () => {
    const w = await shopWorld();
    await giveCredit(w, 1000);
    const o = await order(w, { creditCents: 500 });
    expect(await cents(w.activity.id, w.customer.id)).toEqual({ balance: 500, points: 0 });

    const paid = await move(w, w.staff, o.id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', cashback: 3.5, usedCredit: 5 });
    // 10 % of what was paid of the subtotal: (40,00 − 5,00) × 10 % = 3,50.
    expect(await cents(w.activity.id, w.customer.id)).toEqual({ balance: 850, points: 0 });

    const again = await move(w, w.admin, o.id, 'paid');
    expect(again.statusCode).toBe(409);
    expect(await cents(w.activity.id, w.customer.id)).toEqual({ balance: 850, points: 0 });
    const aa = (await movementsOf(w)).filter((m) => m.type === 'AA');
    expect(aa).toEqual([{ type: 'AA', amount: 350, reversal: null }]);
  });

  it('cancelling a paid order gives back the credit used, takes back the cashback and returns the stock', async () => {
    const w = await shopWorld();
    await giveCredit(w, 1000);
    const size = w.maglia.sizeIds[0] as number;
    const o = await order(w, { creditCents: 500 });
    expect(await stockOf(size)).toBe(1);
    await move(w, w.staff, o.id, 'paid');

    const res = await move(w, w.staff, o.id, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await cents(w.activity.id, w.customer.id)).toEqual({ balance: 1000, points: 0 });
    const moves = await movementsOf(w);
    const pu = moves.find((m) => m.type === 'PU');
    expect(moves.map((m) => [m.type, m.amount])).toEqual([
      ['B', 1000],
      ['PU', -500],
      ['AA', 350],
      ['SM', 500],
      ['SM', -350],
    ]);
    expect(pu).toBeDefined();
    expect(await stockOf(size)).toBe(3);
    // Final: nothing more comes back.
    expect((await move(w, w.admin, o.id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(size)).toBe(3);
    expect(await movementsOf(w)).toHaveLength(5);
  });

  it('cancelling a placed order returns the stock and the credit, with no cashback to take back', async () => {
    const w = await shopWorld();
    await giveCredit(w, 800);
    const o = await order(w, { creditCents: 800 });
    await move(w, w.staff, o.id, 'cancelled');
    expect(await cents(w.activity.id, w.customer.id)).toEqual({ balance: 800, points: 0 });
    expect((await movementsOf(w)).map((m) => m.type)).toEqual(['B', 'PU', 'SM']);
    expect(await stockOf(w.maglia.sizeIds[0] as number)).toBe(3);
  });
});

describe('the customer is told', () => {
  it('ready for store pick-up: a notification and an e-mail in their language, with the pick-up time and the place', async () => {
    const w = await shopWorld();
    const o = await order(w, { status: 'paid', orderTimeRequest: '12:30' });
    const since = t.mail.received.length;
    expect((await move(w, w.staff, o.id, 'ready')).statusCode).toBe(200);

    const mail = await t.mail.waitFor(w.customer.email, since);
    const text = textOf(mail.raw);
    expect(text).toContain('Ciao Chiara,');
    expect(text).toContain(
      `il tuo ordine n. ${o.id} è pronto da ritirare: ti aspettiamo alle 12:30.`,
    );
    expect(text).toContain('- 2 × Maglia (Blu, M)');
    expect(text).toContain('Totale: 40,00 €');
    expect(text).toContain('Orario di ritiro: 12:30');
    expect(text).toContain(`Dove: ${w.activity.name}, Via Roma 1, Milano`);
    expect(text).toContain('/shop/order/orders');
    const [sent] = await outboxTo(w.customer.email);
    expect(sent?.subject).toBe(`${w.activity.name}: il tuo ordine n. ${o.id} è pronto da ritirare`);

    expect(await noticesOf(w.customer.id)).toEqual([
      {
        title: 'Ordine pronto',
        message: `Il tuo ordine n. ${o.id} è pronto da ritirare presso ${w.activity.name} alle 12:30.`,
        link: '/shop/order/orders',
        activityId: w.activity.id,
      },
    ]);
  });

  it('ready for a courier and then shipped, in Spanish, with the delivery address and the localized link', async () => {
    const w = await shopWorld({ customerLanguage: 'es' });
    const o = await order(w, {
      status: 'paid',
      shippingType: 'C',
      paymentType: 'S',
      address: 'Via Verdi 3, 20100 Milano',
    });
    await move(w, w.staff, o.id, 'ready');
    const since = t.mail.received.length;
    await move(w, w.staff, o.id, 'shipped');
    await t.mail.waitFor(w.customer.email, since);

    const [ready, shipped] = await outboxTo(w.customer.email);
    expect(ready?.subject).toBe(
      `${w.activity.name}: tu pedido n.º ${o.id} está listo para el envío`,
    );
    expect(shipped?.subject).toBe(`${w.activity.name}: tu pedido n.º ${o.id} ha sido enviado`);
    expect(shipped?.body).toContain(`${w.activity.name} ha enviado tu pedido n.º ${o.id}.`);
    expect(shipped?.body).toContain('Dirección de entrega: Via Verdi 3, 20100 Milano');
    expect(shipped?.body).toContain('Total: 45,90 €');
    expect(shipped?.body).toContain('/es/shop/order/orders');
    expect(shipped?.body).not.toContain('Dónde');
    expect((await noticesOf(w.customer.id)).map((n) => n.title)).toEqual([
      'Pedido listo',
      'Pedido enviado',
    ]);
  });

  // Paid, collected (delivered) and cancelled are told too: orders.mail.test.ts.
  it('ready without a pick-up time says so plainly', async () => {
    const w = await shopWorld({ customerLanguage: 'de' });
    const o = await order(w, { status: 'paid' });
    await move(w, w.staff, o.id, 'ready');
    const [mail] = await outboxTo(w.customer.email);
    expect(mail?.body).toContain(`deine Bestellung Nr. ${o.id} liegt zur Abholung bereit.`);
    expect(mail?.body).not.toContain('Abholzeit');
  });
});

describe('who may use the board', () => {
  it('the activity’s admin, counter staff and a super admin; a customer gets a 403', async () => {
    const w = await shopWorld();
    const o = await order(w);
    const superAdmin = await createSuperAdmin(t);
    for (const who of [w.admin, w.staff, superAdmin]) {
      expect((await list(w, who)).statusCode).toBe(200);
    }
    expect((await move(w, superAdmin, o.id, 'paid')).statusCode).toBe(200);
    const list403 = await list(w, w.customer);
    expect(list403.statusCode).toBe(403);
    const move403 = await move(w, w.customer, o.id, 'cancelled');
    expect(move403.statusCode).toBe(403);
    expect(await statusOf(o.id)).toBe('paid');
  });

  it('another activity’s staff get a 404, and an order of another activity is a 404 even to staff who shop there', async () => {
    const w = await shopWorld();
    const other = await shopWorld();
    const theirs = await order(other);
    const mine = await order(w);
    // Their staff, on our activity.
    expect((await list(w, other.staff)).statusCode).toBe(404);
    expect((await move(w, other.admin, mine.id, 'paid')).statusCode).toBe(404);
    // Our staff is also their customer: their order through our activity is still not ours.
    const both = await createStaff(t, w.activity.id);
    await t.rows(
      sql`insert into activity_customers (activity_id, user_id, roles) values (${other.activity.id}, ${both.id}, array['ROLE_USER'])`,
    );
    expect((await move(w, both, theirs.id, 'paid')).statusCode).toBe(404);
    expect((await move(w, both, theirs.id, 'paid', 'it', other.activity.id)).statusCode).toBe(403);
    expect(await statusOf(theirs.id)).toBe('placed');
    expect(await statusOf(mine.id)).toBe('placed');
  });
});
