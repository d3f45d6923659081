// Every order told (issue 22): the customer's e-mail (received by a real SMTP peer) and in-app
// notification for each event, in their language — received (with lines, totals, where and when,
// and for a bank transfer the payee, IBAN and reference), received and paid, paid, ready,
// shipped, delivered (courier, home) or collected (pick-up), cancelled (what is refunded and what
// cashback is taken back), refunded; a test payment says so; replies reach the activity's
// reply-to; the admins' new-order e-mail and
// their own switch for it; bank transfer offered only with a payee and a valid IBAN.
import type { LanguageCode } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transact } from '../../../platform/unit-of-work.ts';
import { createAdmin, createSuperAdmin } from '../../../test-support/factories.ts';
import { useTestApp } from '../../../test-support/harness.ts';
import { textOf } from '../../../test-support/mailbox.ts';
import {
  giveCredit,
  type PlacedOrderOptions,
  placedOrder,
  type StaffedShop,
  staffedShop,
  TEST_BANK,
} from '../../../test-support/shop.ts';
import { type OrderEvent, tellOrder } from './orders.mail.ts';
import { lockOrder, settlePaid } from './orders.money.ts';
import { orderRefunds, orders } from './orders.tables.ts';

const t = useTestApp({ mail: true });
const db = () => t.database.db;
const clock = { now: () => new Date() };

/**
 * A shop with 10 % cashback, an admin (Italian) and counter staff, and a customer: Maglia at
 * 20,00 € (Blu M), store pick-up, courier (5,90 €) and home (9,90 €).
 */
const shopWorld = (
  opts: { lang?: LanguageCode; bank?: { payee: string; iban: string } | null } = {},
) =>
  staffedShop(t, {
    shop: {
      items: [
        { name: 'Maglia', priceCents: 2000, colors: [{ name: 'Blu', sizes: [{ size: 'M' }] }] },
      ],
      shippings: [
        { type: 'S' },
        { type: 'C', standardCents: 590 },
        { type: 'H', standardCents: 990 },
      ],
      ...(opts.bank === undefined ? {} : { bank: opts.bank }),
    },
    customer: { language: opts.lang ?? 'it' },
  });
type World = StaffedShop;

/** An order of 2 Maglia at 20,00 €, as order creation leaves it (credit spent with a PU). */
async function order(w: World, o: Omit<PlacedOrderOptions, 'item' | 'shippingId'> = {}) {
  if (o.creditCents) await giveCredit(t, w.activity.id, w.customer.id, o.creditCents);
  return placedOrder(t, w, {
    ...o,
    item: w.shop.item('Maglia'),
    shippingId: w.shop.shippingId(o.shippingType ?? 'S'),
  });
}

/** The provider confirmed an online order: paid, cashback credited. */
const providerPaid = (id: number) =>
  db().transaction(async (tx) => {
    const locked = await lockOrder(tx, eq(orders.id, id));
    return settlePaid(tx, clock, locked as typeof orders.$inferSelect);
  });

/** What the lead's order creation, webhook and refund worker do: tell the event. */
async function tell(id: number, event: OrderEvent) {
  await transact(db(), (tx) => tellOrder(tx, t.app.ctx, id, event));
}

const move = (w: World, orderId: number, status: string) =>
  t.call({
    method: 'PUT',
    url: `/api/activities/${w.activity.id}/orders/${orderId}/status`,
    as: w.staff,
    payload: { status },
  });

const outboxTo = (recipient: string) =>
  t.rows<{ subject: string; body: string }>(
    sql`select subject, body from outbox where recipient = ${recipient} order by id`,
  );

const noticesOf = (userId: number) =>
  t.rows<{ title: string; message: string; link: string }>(
    sql`select title, message, link from notifications where user_id = ${userId} order by id`,
  );

/** The text of the first e-mail to `to` the SMTP peer receives that says `needle`. */
async function receivedSaying(to: string, needle: string) {
  for (let from = 0; ; ) {
    const mail = await t.mail.waitFor(to, from);
    const text = textOf(mail.raw);
    if (text.includes(needle)) return text;
    from = t.mail.received.indexOf(mail) + 1;
  }
}

/** The text of the next e-mail to `to` the SMTP peer receives after `since` messages. */
async function received(to: string, since: number) {
  return textOf((await t.mail.waitFor(to, since)).raw);
}

describe('the customer is told of a new order', () => {
  it('a bank-transfer courier order, in Italian: lines, totals with shipping and credit, address, estimate, payee, IBAN and reference', async () => {
    const w = await shopWorld();
    const o = await order(w, {
      shippingType: 'C',
      paymentType: 'BT',
      creditCents: 500,
      address: 'Via Verdi 3, 20100 Milano MI',
    });
    const since = t.mail.received.length;
    await tell(o.id, 'placed');
    const text = await received(w.customer.email, since);
    expect(text).toContain(`Ciao Chiara,`);
    expect(text).toContain(`grazie! Abbiamo ricevuto il tuo ordine n. ${o.id}.`);
    expect(text).toContain('Per pagare fai un bonifico di 40,90 € a:');
    expect(text).toContain(`Intestatario: ${TEST_BANK.payee}`);
    expect(text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(text).toContain(`Causale: ORD-${o.id}`);
    expect(text).toContain('- 2 × Maglia (Blu, M) — 40,00 €');
    expect(text).toContain('Subtotale: 40,00 €');
    expect(text).toContain('Spedizione: 5,90 €');
    expect(text).toContain('Credito della carta usato: −5,00 €');
    expect(text).toContain('Totale: 40,90 €');
    expect(text).toContain('Pagamento: Bonifico bancario');
    expect(text).toContain('Consegna: Corriere');
    expect(text).toContain('Indirizzo di consegna: Via Verdi 3, 20100 Milano MI');
    expect(text).toContain('Consegna prevista: in 2–5 giorni');
    expect(text).not.toContain('PROVA');
    const [mail] = await outboxTo(w.customer.email);
    expect(mail?.subject).toBe(`${w.activity.name}: abbiamo ricevuto il tuo ordine n. ${o.id}`);
    expect(await noticesOf(w.customer.id)).toEqual([
      {
        title: 'Ordine ricevuto',
        message: `Abbiamo ricevuto il tuo ordine n. ${o.id} presso ${w.activity.name}: in attesa del bonifico di 40,90 €.`,
        link: '/shop/order/orders',
      },
    ]);
  });

  it('an online order paid through the test checkout, in English: one "received and paid" e-mail that says it is a test', async () => {
    const w = await shopWorld({ lang: 'gb' });
    const o = await order(w, { status: 'pending', paymentType: 'S', testPayment: true });
    await providerPaid(o.id);
    const since = t.mail.received.length;
    await tell(o.id, 'placed');
    const text = await received(w.customer.email, since);
    expect(text).toContain('TEST ORDER: paid with the test payment, no real charge.');
    expect(text).toContain(`thank you! We have received your order no. ${o.id} and its payment.`);
    expect(text).toContain(`Where: ${w.activity.name}, Via Roma 1, Milano`);
    expect(text).not.toContain('bank transfer');
    expect(text).not.toContain('Expected delivery');
    const mails = await outboxTo(w.customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `[TEST] ${w.activity.name}: order no. ${o.id} received and paid`,
    ]);
    expect((await noticesOf(w.customer.id)).map((n) => n.title)).toEqual([
      'Order received and paid',
    ]);
  });

  it("replies reach the activity's reply-to when it has one; the admins' e-mails and an activity without one have none", async () => {
    const w = await shopWorld();
    const plain = await order(w, {});
    let since = t.mail.received.length;
    await tell(plain.id, 'placed');
    expect((await t.mail.waitFor(w.customer.email, since)).raw).not.toMatch(/^Reply-To:/im);
    await db().execute(
      sql`update activity_configurations set reply_to = 'bottega@example.com' where activity_id = ${w.activity.id}`,
    );
    const o = await order(w, {});
    since = t.mail.received.length;
    await tell(o.id, 'placed');
    const customer = await t.mail.waitFor(w.customer.email, since);
    expect(customer.raw).toMatch(/^Reply-To: bottega@example\.com\r$/m);
    const admin = await t.mail.waitFor(w.admin.email, since);
    expect(admin.raw).not.toMatch(/^Reply-To:/im);
  });

  it('a store-payment pick-up order in French, with the pick-up time', async () => {
    const w = await shopWorld({ lang: 'fr' });
    const o = await order(w, { orderTimeRequest: '12:30' });
    const since = t.mail.received.length;
    await tell(o.id, 'placed');
    const text = await received(w.customer.email, since);
    expect(text).toContain(
      `Nous avons reçu votre commande n° ${o.id} : vous la réglerez directement auprès de ${w.activity.name}.`,
    );
    expect(text).toContain('Heure de retrait : 12:30');
    expect(text).toContain('Remise : Retrait en magasin');
    expect(text).not.toContain('IBAN');
  });
});

describe('the business is told of a new order', () => {
  it('each admin who wants order e-mails, in their language; not one who switched them off, nor counter staff', async () => {
    const w = await shopWorld();
    const german = await createAdmin(t, w.activity.id, { language: 'de', name: 'Jonas' });
    const quiet = await createAdmin(t, w.activity.id);
    const off = await t.call({
      method: 'PUT',
      url: `/api/activities/${w.activity.id}/order-mail`,
      as: quiet,
      payload: { orderMail: false },
    });
    expect(off.json()).toEqual({ data: { orderMail: false } });
    const o = await order(w, { paymentType: 'BT', shippingType: 'H', address: 'Via Po 2, Torino' });
    const since = t.mail.received.length;
    await tell(o.id, 'placed');
    const it = await received(w.admin.email, since);
    expect(it).toContain('È arrivato un nuovo ordine, ancora da pagare.');
    expect(it).toContain(`Cliente: Chiara Bianchi, ${w.customer.email}`);
    expect(it).toContain(`Causale: ORD-${o.id}`);
    expect(it).toContain('Consegna: Consegna a domicilio');
    expect(it).toContain('/shop/board');
    const de = await received(german.email, since);
    expect(de).toContain('Eine neue Bestellung ist eingegangen, noch nicht bezahlt.');
    expect(de).toContain('Lieferung: Lieferung nach Hause');
    expect(de).toContain('/de/shop/board');
    expect((await outboxTo(w.admin.email))[0]?.subject).toBe(
      `${w.activity.name}: nuovo ordine n. ${o.id} da Chiara Bianchi`,
    );
    expect(await outboxTo(quiet.email)).toEqual([]);
    expect(await outboxTo(w.staff.email)).toEqual([]);

    // Only a new order: the moves that follow tell the customer, not the admins.
    await move(w, o.id, 'paid');
    expect(await outboxTo(w.admin.email)).toHaveLength(1);
  });

  it('a paid online order tells them it is already paid', async () => {
    const w = await shopWorld({ lang: 'es' });
    const o = await order(w, { status: 'pending', paymentType: 'P' });
    await providerPaid(o.id);
    const since = t.mail.received.length;
    await tell(o.id, 'placed');
    expect(await received(w.admin.email, since)).toContain(
      'È arrivato un nuovo ordine, già pagato.',
    );
  });

  it('an admin switches their own order e-mails off and on; others may not', async () => {
    const w = await shopWorld();
    const url = `/api/activities/${w.activity.id}/order-mail`;
    expect((await t.call({ url, as: w.admin })).json()).toEqual({ data: { orderMail: true } });
    const put = (as: typeof w.admin, orderMail: unknown) =>
      t.call({ method: 'PUT', url, as, payload: { orderMail } });
    expect((await put(w.admin, false)).statusCode).toBe(200);
    expect((await t.call({ url, as: w.admin })).json()).toEqual({ data: { orderMail: false } });
    expect((await put(w.admin, true)).json()).toEqual({ data: { orderMail: true } });
    expect((await put(w.admin, 'yes')).statusCode).toBe(400);
    expect((await t.call({ url, as: w.staff })).statusCode).toBe(403);
    expect((await put(w.customer, false)).statusCode).toBe(403);
    const other = await shopWorld();
    expect((await t.call({ url, as: other.admin })).statusCode).toBe(404);
    const superAdmin = await createSuperAdmin(t);
    expect((await t.call({ url, as: superAdmin })).json()).toEqual({ data: { orderMail: false } });
    const refused = await put(superAdmin, true);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('each move staff make is told', () => {
  it('paid, ready and collected of a pick-up order, in Spanish: "recogido"', async () => {
    const w = await shopWorld({ lang: 'es' });
    const o = await order(w);
    for (const to of ['paid', 'ready']) expect((await move(w, o.id, to)).statusCode).toBe(200);
    expect((await move(w, o.id, 'collected')).statusCode).toBe(200);
    expect(await receivedSaying(w.customer.email, 'recogido')).toContain(
      `has recogido tu pedido n.º ${o.id}.`,
    );
    const mails = await outboxTo(w.customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `${w.activity.name}: pago recibido del pedido n.º ${o.id}`,
      `${w.activity.name}: tu pedido n.º ${o.id} está listo para recoger`,
      `${w.activity.name}: has recogido el pedido n.º ${o.id}`,
    ]);
    expect((await noticesOf(w.customer.id)).map((n) => n.title)).toEqual([
      'Pago recibido',
      'Pedido listo',
      'Pedido recogido',
    ]);
  });

  it('paid in Italian, and a courier order shipped then delivered in French: "livrée", never "retirée"', async () => {
    const it = await shopWorld();
    const placed = await order(it, { paymentType: 'BT' });
    const since = t.mail.received.length;
    await move(it, placed.id, 'paid');
    expect(await received(it.customer.email, since)).toContain(
      `abbiamo ricevuto il pagamento del tuo ordine n. ${placed.id}. Ti scriveremo quando sarà pronto.`,
    );
    expect((await noticesOf(it.customer.id)).map((n) => n.title)).toEqual(['Pagamento ricevuto']);

    const w = await shopWorld({ lang: 'fr' });
    const o = await order(w, {
      status: 'paid',
      shippingType: 'C',
      paymentType: 'S',
      address: 'Via Verdi 3, Milano',
    });
    await move(w, o.id, 'shipped');
    await move(w, o.id, 'collected');
    const text = await receivedSaying(w.customer.email, 'livrée');
    expect(text).toContain(`votre commande n° ${o.id} a été livrée.`);
    expect(text).toContain('Adresse de livraison : Via Verdi 3, Milano');
    const subjects = (await outboxTo(w.customer.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      `${w.activity.name} : votre commande n° ${o.id} a été expédiée`,
      `${w.activity.name} : votre commande n° ${o.id} a été livrée`,
    ]);
    expect(subjects.join()).not.toContain('retir');
    expect((await noticesOf(w.customer.id)).map((n) => n.title)).toEqual([
      'Commande expédiée',
      'Commande livrée',
    ]);
  });

  it('a home delivery marked collected is "delivered" in English too', async () => {
    const w = await shopWorld({ lang: 'gb' });
    const o = await order(w, {
      status: 'paid',
      shippingType: 'H',
      paymentType: 'BT',
      address: 'Via Po 2, Torino',
    });
    const since = t.mail.received.length;
    await move(w, o.id, 'collected');
    const text = await received(w.customer.email, since);
    expect(text).toContain(`your order no. ${o.id} has been delivered.`);
    expect(text).toContain('Expected delivery: in 2–5 days');
    expect(text).not.toContain('IBAN');
  });
});

describe('a cancelled order says what is given back and taken back', () => {
  it('a paid card order in German: refunded to the card, credit back, cashback taken back', async () => {
    const w = await shopWorld({ lang: 'de' });
    const o = await order(w, { status: 'pending', paymentType: 'S', creditCents: 1000 });
    await providerPaid(o.id);
    const since = t.mail.received.length;
    expect((await move(w, o.id, 'cancelled')).statusCode).toBe(200);
    const text = await received(w.customer.email, since);
    expect(text).toContain(`${w.activity.name} hat deine Bestellung Nr. ${o.id} storniert.`);
    expect(text).toContain('Wir erstatten dir 30,00 € auf die Karte, mit der du bezahlt hast.');
    expect(text).toContain('Das genutzte Guthaben (10,00 €) geht zurück auf deine Kundenkarte.');
    expect(text).toContain(
      'Das Cashback dieser Bestellung (3,00 €) wurde von deiner Karte abgezogen.',
    );
    expect((await noticesOf(w.customer.id)).map((n) => n.title)).toEqual(['Bestellung storniert']);
  });

  it('a placed bank-transfer order in Italian: only the credit goes back, nothing to refund', async () => {
    const w = await shopWorld();
    const o = await order(w, { paymentType: 'BT', creditCents: 500 });
    const since = t.mail.received.length;
    await move(w, o.id, 'cancelled');
    const text = await received(w.customer.email, since);
    expect(text).toContain(`${w.activity.name} ha annullato il tuo ordine n. ${o.id}.`);
    expect(text).toContain('Il credito usato (5,00 €) torna sulla tua carta fedeltà.');
    expect(text).not.toContain('rimborsiamo');
    expect(text).not.toContain('cashback');
    expect(text).not.toContain('IBAN');
  });
});

describe('a refund is told', () => {
  async function refunded(w: World, paymentType: 'S' | 'P') {
    const o = await order(w, { status: 'pending', paymentType });
    await providerPaid(o.id);
    const now = new Date();
    await db().insert(orderRefunds).values({
      activityId: w.activity.id,
      orderId: o.id,
      amountCents: 2350,
      reason: 'line',
      status: 'succeeded',
      createdAt: now,
      updatedAt: now,
    });
    return o;
  }

  it('to PayPal in English and to the card in Italian, with the amount', async () => {
    const gb = await shopWorld({ lang: 'gb' });
    const p = await refunded(gb, 'P');
    let since = t.mail.received.length;
    await tell(p.id, 'refunded');
    expect(await received(gb.customer.email, since)).toContain(
      `we have refunded 23,50 € for your order no. ${p.id} to your PayPal account.`,
    );
    expect((await outboxTo(gb.customer.email))[0]?.subject).toBe(
      `${gb.activity.name}: refund of 23,50 € for order no. ${p.id}`,
    );
    expect(await noticesOf(gb.customer.id)).toEqual([
      {
        title: 'Refund sent',
        message: `We have refunded 23,50 € for your order no. ${p.id}.`,
        link: '/shop/order/orders',
      },
    ]);

    const it = await shopWorld();
    const s = await refunded(it, 'S');
    since = t.mail.received.length;
    await tell(s.id, 'refunded');
    expect(await received(it.customer.email, since)).toContain(
      `ti abbiamo rimborsato 23,50 € per il tuo ordine n. ${s.id} sulla carta con cui hai pagato.`,
    );
  });
});

describe('bank transfer needs a payee and a valid IBAN', () => {
  const activePayments = async (w: World) =>
    (
      (
        await t.call({ url: `/api/activities/${w.activity.id}/payments/active`, as: w.customer })
      ).json().data as { type: string; disabled: boolean }[]
    ).map((p) => [p.type, p.disabled]);

  it('offered with them; disabled without an IBAN, with an invalid one or without a payee', async () => {
    const w = await shopWorld();
    expect(await activePayments(w)).toContainEqual(['BT', false]);
    const setBank = (bankPayee: string | null, bankIban: string | null) =>
      db().execute(
        sql`update activity_configurations set bank_payee = ${bankPayee}, bank_iban = ${bankIban}
          where activity_id = ${w.activity.id}`,
      );
    for (const [payee, iban] of [
      [TEST_BANK.payee, null],
      [TEST_BANK.payee, 'IT60X0542811101000000123457'], // wrong check
      [TEST_BANK.payee, 'IT60X05428111010000001234'], // too short
      [TEST_BANK.payee, 'not an iban'],
      [null, TEST_BANK.iban],
      ['  ', TEST_BANK.iban],
    ] as const) {
      await setBank(payee, iban);
      expect(await activePayments(w)).toContainEqual(['BT', true]);
    }
    // Written with spaces and in lower case, it is the same IBAN.
    await setBank(TEST_BANK.payee, 'it60 x054 2811 1010 0000 0123 456');
    expect(await activePayments(w)).toContainEqual(['BT', false]);
  });

  it('the customer’s order shows the payee, the IBAN and the reference; none without a valid IBAN', async () => {
    const w = await shopWorld();
    const o = await order(w, { paymentType: 'BT' });
    const mine = async () =>
      (
        (
          await t.call({ url: `/api/app/itemorders/activity/${w.activity.id}`, as: w.customer })
        ).json().data as { id: number; bankTransfer: unknown }[]
      ).find((x) => x.id === o.id)?.bankTransfer;
    expect(await mine()).toEqual({
      payee: TEST_BANK.payee,
      iban: TEST_BANK.iban,
      reference: `ORD-${o.id}`,
    });
    await db().execute(
      sql`update activity_configurations set bank_iban = 'IT00X0542811101000000123456'
        where activity_id = ${w.activity.id}`,
    );
    expect(await mine()).toBeNull();
  });
});
