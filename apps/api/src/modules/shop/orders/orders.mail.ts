// What the customer and the business are told of an order (issue 22): an e-mail through the
// outbox and an in-app notification, in the reader's language, written in the transaction of the
// change (the outbox sends after it commits), one of each event. The customer reads what was
// ordered, the totals, where and when it is picked up or delivered, and for a bank transfer whom
// to pay, the IBAN and the reference; the word for the last step follows the shipping: collected
// for a pick-up, delivered for a courier or home delivery. A new order (placed, or paid online) is
// also e-mailed to the activity's admins who have not switched order e-mails off.
import {
  DEFAULT_LANGUAGE,
  formatCents,
  isLanguageCode,
  type LanguageCode,
  localizePath,
  type Order,
} from '@tessera/domain';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Message, type Params, translate } from '../../../platform/i18n.ts';
import { enqueueMail } from '../../../platform/outbox.ts';
import { activities, activityCustomers, languages, users } from '../../../platform/tables.ts';
import { replyToOf } from '../../activities/index.ts';
import { reversalOf } from '../../cards/index.ts';
import { notify } from '../../notices/index.ts';
import { customerPhoneColumn } from '../../users/index.ts';
import { shippings } from '../catalogue/catalogue.tables.ts';
import { linesOfOrders } from './lines.views.ts';
import { orderMailTexts as texts } from './orders.mail.messages.ts';
import { orders } from './orders.tables.ts';
import { detailsOfOrders, type OrderDetails } from './orders.views.ts';

/** Where the customer finds their orders in the app. */
export const ORDERS_PATH = '/shop/order/orders';
/** Where staff find the orders board. */
export const BOARD_PATH = '/shop/board';

/**
 * The events an order tells of. placed: a store or bank-transfer order, or an online order once
 * paid (then it is "received and paid", one e-mail); paid: a placed order staff marked paid;
 * refunded: a refund the provider accepted.
 */
export type OrderEvent =
  | 'placed'
  | 'paid'
  | 'ready'
  | 'shipped'
  | 'collected'
  | 'cancelled'
  | 'refunded';

type Text = Message<Params>;

const languageOf = (code: string | null): LanguageCode =>
  code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE;

/** Everything an order's e-mails say, read in four statements. */
async function toldOf(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      order: orders,
      activity: activities.name,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: customerPhoneColumn(users.id),
      lang: languages.code,
      daysFrom: shippings.shippingDaysFrom,
      daysTo: shippings.shippingDaysTo,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(shippings, eq(shippings.id, orders.shippingId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const lines = (await linesOfOrders(tx, [orderId])).get(orderId) ?? [];
  const details = (await detailsOfOrders(tx, [row.order])).get(orderId) as OrderDetails;
  return {
    ...row,
    lang: languageOf(row.lang),
    fullName: [row.name, row.surname].filter(Boolean).join(' '),
    lines,
    details,
  };
}
type Told = Awaited<ReturnType<typeof toldOf>>;

/** A translator bound to one reader's language. */
const translator =
  (lang: LanguageCode) =>
  (message: Text, params?: Params): string =>
    translate(message, lang, params ?? {});

const PAYMENT_WORDS = { S: texts.payS, P: texts.payP, BT: texts.payBT, ST: texts.payST } as const;
const SHIPPING_WORDS = { S: texts.shipS, C: texts.shipC, H: texts.shipH } as const;

/** The delivery estimate from the shipping's days (courier and home); undefined for a pick-up. */
function estimateOf(told: Told, t: ReturnType<typeof translator>) {
  const { daysFrom, daysTo } = told;
  if (told.order.shippingType === 'S' || daysTo === null || daysTo <= 0) return undefined;
  const from = daysFrom ?? daysTo;
  return from < daysTo
    ? t(texts.estimateRange, { from, to: daysTo })
    : t(texts.estimateDays, { count: daysTo });
}

/** The pick-up place: the activity, the store when it has another name, and its address. */
function placeOf(told: Told, store: NonNullable<Order['pickUpStore']>) {
  return [told.activity, store.name !== told.activity ? store.name : null, store.address]
    .filter(Boolean)
    .join(', ');
}

/** What was ordered, the money, and where and when it goes, as labelled lines. */
function detailsOf(told: Told, lang: LanguageCode) {
  const t = translator(lang);
  const o = told.order;
  const line = (label: Text, value: string) => t(texts.line, { label: t(label), value });
  const articles = told.lines.map((l) => {
    const variant = [l.colorName, l.size].filter(Boolean).join(', ');
    const name = variant ? `${l.name} (${variant})` : l.name;
    return `- ${t(texts.article, { quantity: l.quantity, name, amount: formatCents(Math.round(l.lineTotal * 100)) })}`;
  });
  const lines = [`${t(texts.labelItems)}:`, ...articles, ''];
  lines.push(line(texts.labelSubtotal, formatCents(o.subtotalCents)));
  if (o.shippingType !== 'S' || o.shippingCents > 0) {
    lines.push(
      line(texts.labelShipping, o.shippingCents ? formatCents(o.shippingCents) : t(texts.free)),
    );
  }
  if (o.creditCents > 0) lines.push(line(texts.labelCredit, `−${formatCents(o.creditCents)}`));
  lines.push(line(texts.labelTotal, formatCents(o.totalCents)));
  lines.push(line(texts.labelPayment, t(PAYMENT_WORDS[o.paymentType])));
  lines.push('');
  lines.push(line(texts.labelDelivery, t(SHIPPING_WORDS[o.shippingType])));
  if (o.shippingType === 'S') {
    if (o.orderTimeRequest) lines.push(line(texts.labelPickUp, o.orderTimeRequest));
    const store = told.details.pickUpStore;
    if (store) lines.push(line(texts.labelWhere, placeOf(told, store)));
  } else {
    if (o.address) lines.push(line(texts.labelAddress, o.address));
    const estimate = estimateOf(told, t);
    if (estimate) lines.push(line(texts.labelEstimate, estimate));
  }
  return lines.join('\n');
}

/** Whom to pay, the IBAN (grouped by 4) and the reference, for a bank transfer not yet paid. */
function bankOf(told: Told, lang: LanguageCode) {
  const bank = told.details.bankTransfer;
  if (!bank || told.order.status !== 'placed') return undefined;
  const t = translator(lang);
  const line = (label: Text, value: string) => t(texts.line, { label: t(label), value });
  return [
    t(texts.bankIntro, { total: formatCents(told.order.totalCents) }),
    line(texts.labelPayee, bank.payee),
    line(texts.labelIban, groupIban(bank.iban)),
    line(texts.labelReference, bank.reference),
    '',
    t(texts.bankAfter),
  ].join('\n');
}

/** An IBAN as people read it: groups of 4 characters. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** What cancelling gave back and took back, as sentences. */
async function cancelledMoneyOf(tx: Tx, told: Told, lang: LanguageCode) {
  const t = translator(lang);
  const o = told.order;
  const params = { activity: told.activity };
  const said: string[] = [];
  if (o.paidAt && o.totalCents > 0) {
    const refunds = told.details.refunds.filter((r) => r.status !== 'failed');
    const cancelRefund = refunds.filter((r) => r.reason === 'cancelled');
    const lineRefunds = refunds.filter((r) => r.reason === 'line');
    const cents = cancelRefund.length
      ? cancelRefund.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)
      : o.totalCents - lineRefunds.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    if (cents > 0) {
      const amount = formatCents(cents);
      const text =
        o.paymentType === 'S'
          ? texts.refundCard
          : o.paymentType === 'P'
            ? texts.refundPaypal
            : texts.refundDirect;
      said.push(t(text, { ...params, amount }));
    }
  }
  if (o.creditCents > 0) said.push(t(texts.creditBack, { amount: formatCents(o.creditCents) }));
  if (o.cashbackMovementId) {
    const taken = await reversalOf(tx, o.cashbackMovementId);
    if (taken && taken.amountCents < 0) {
      said.push(t(texts.cashbackTaken, { amount: formatCents(-taken.amountCents) }));
    }
    if (taken && taken.points < 0) said.push(t(texts.pointsTaken, { count: -taken.points }));
  }
  return said.length ? said.join('\n') : undefined;
}

/** The refund this event tells of: the newest the provider accepted (else the newest). */
function refundOf(told: Told) {
  const refunds = told.details.refunds;
  return [...refunds].reverse().find((r) => r.status === 'succeeded') ?? refunds.at(-1);
}

interface Words {
  subject: Text;
  body: Text;
  title: Text;
  notice: Text;
}

/** The customer's texts for the event, by where the order stands, its shipping and payment. */
function wordsOf(told: Told, event: OrderEvent): Words {
  const o = told.order;
  const pickUp = o.shippingType === 'S';
  switch (event) {
    case 'placed':
      if (o.status !== 'placed') {
        return {
          subject: texts.placedPaidSubject,
          body: texts.placedPaidBody,
          title: texts.placedPaidTitle,
          notice: texts.placedPaidNotice,
        };
      }
      return {
        subject: texts.placedSubject,
        body: o.paymentType === 'ST' ? texts.placedStoreBody : texts.placedBody,
        title: texts.placedTitle,
        notice:
          o.paymentType === 'BT' && told.details.bankTransfer
            ? texts.placedBankNotice
            : texts.placedNotice,
      };
    case 'paid':
      return {
        subject: texts.paidSubject,
        body: texts.paidBody,
        title: texts.paidTitle,
        notice: texts.paidNotice,
      };
    case 'ready':
      if (!pickUp) {
        return {
          subject: texts.readyShipSubject,
          body: texts.readyShipBody,
          title: texts.readyTitle,
          notice: texts.readyShipNotice,
        };
      }
      return {
        subject: texts.readyPickUpSubject,
        body: o.orderTimeRequest ? texts.readyPickUpAtBody : texts.readyPickUpBody,
        title: texts.readyTitle,
        notice: o.orderTimeRequest ? texts.readyPickUpAtNotice : texts.readyPickUpNotice,
      };
    case 'shipped':
      return {
        subject: texts.shippedSubject,
        body: texts.shippedBody,
        title: texts.shippedTitle,
        notice: texts.shippedNotice,
      };
    case 'collected':
      return pickUp
        ? {
            subject: texts.collectedSubject,
            body: texts.collectedBody,
            title: texts.collectedTitle,
            notice: texts.collectedNotice,
          }
        : {
            subject: texts.deliveredSubject,
            body: texts.deliveredBody,
            title: texts.deliveredTitle,
            notice: texts.deliveredNotice,
          };
    case 'cancelled':
      return {
        subject: texts.cancelledSubject,
        body: texts.cancelledBody,
        title: texts.cancelledTitle,
        notice: texts.cancelledNotice,
      };
    case 'refunded':
      return {
        subject: texts.refundedSubject,
        body: o.paymentType === 'P' ? texts.refundedPaypalBody : texts.refundedCardBody,
        title: texts.refundedTitle,
        notice: texts.refundedNotice,
      };
  }
}

/** A test-payment order says so in its subject and first line. */
function marked(told: Told, lang: LanguageCode, subject: string, paragraphs: string[]) {
  if (!told.order.testPayment) return { subject, paragraphs };
  const t = translator(lang);
  return {
    subject: t(texts.testSubject, { subject }),
    paragraphs: [t(texts.testMark), ...paragraphs],
  };
}

/** The customer's e-mail and in-app notification. */
async function tellCustomer(tx: Tx, ctx: ServiceContext, told: Told, event: OrderEvent) {
  const { lang } = told;
  const t = translator(lang);
  const o = told.order;
  const refund = event === 'refunded' ? refundOf(told) : undefined;
  if (event === 'refunded' && !refund) return;
  const params = {
    name: told.name,
    activity: told.activity,
    number: o.id,
    time: o.orderTimeRequest ?? '',
    total: formatCents(o.totalCents),
    amount: refund ? formatCents(Math.round(refund.amount * 100)) : '',
  };
  const words = wordsOf(told, event);
  const link = `${ctx.config.publicUrl}${localizePath(ORDERS_PATH, lang)}`;
  const paragraphs = [t(words.body, params)];
  if (event === 'cancelled') {
    const money = await cancelledMoneyOf(tx, told, lang);
    if (money) paragraphs.push(money);
  }
  if (event === 'placed') {
    const bank = bankOf(told, lang);
    if (bank) paragraphs.push(bank);
  }
  if (event !== 'refunded') paragraphs.push(detailsOf(told, lang));
  paragraphs.push(t(texts.ordersLink, { link }), `${t(texts.signature, params)}\n`);
  const mail = marked(told, lang, t(words.subject, params), paragraphs);
  // A reply reaches the activity's own address when it has one (issue 26).
  const replyTo = await replyToOf(tx, o.activityId);
  await enqueueMail(tx, {
    to: told.email,
    subject: mail.subject,
    text: mail.paragraphs.join('\n\n'),
    ...(replyTo && { replyTo }),
  });
  await notify(tx, {
    userId: o.userId,
    activityId: o.activityId,
    title: t(words.title, params),
    message: t(words.notice, params),
    link: ORDERS_PATH,
  });
}

/** A new order: each admin of the activity who wants order e-mails, in their language. */
async function tellAdmins(tx: Tx, ctx: ServiceContext, told: Told) {
  const o = told.order;
  const admins = await tx
    .select({ email: users.email, lang: languages.code })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(
      and(
        eq(activityCustomers.activityId, o.activityId),
        eq(activityCustomers.active, true),
        eq(activityCustomers.orderMail, true),
        arrayContains(activityCustomers.roles, ['ROLE_ADMIN']),
        eq(users.active, true),
      ),
    );
  const contact = [told.fullName, told.email, told.phone].filter(Boolean).join(', ');
  for (const admin of admins) {
    const lang = languageOf(admin.lang);
    const t = translator(lang);
    const params = { activity: told.activity, number: o.id, customer: told.fullName };
    const link = `${ctx.config.publicUrl}${localizePath(BOARD_PATH, lang)}`;
    const bank = told.details.bankTransfer;
    const mail = marked(told, lang, t(texts.adminSubject, params), [
      t(o.status === 'placed' ? texts.adminToPayBody : texts.adminPaidBody),
      t(texts.line, { label: t(texts.labelCustomer), value: contact }),
      ...(bank && o.status === 'placed'
        ? [t(texts.line, { label: t(texts.labelReference), value: bank.reference })]
        : []),
      detailsOf(told, lang),
      t(texts.boardLink, { link }),
      `${t(texts.adminOptOut)}\n\n${t(texts.staffSignature)}\n`,
    ]);
    await enqueueMail(tx, {
      to: admin.email,
      subject: mail.subject,
      text: mail.paragraphs.join('\n\n'),
    });
  }
}

/**
 * Tells the customer of an order's event (an e-mail and an in-app notification, in their
 * language), and the activity's admins of a new one ('placed'). Call it in the transaction of the
 * change, after the change is written, once per event.
 */
export async function tellOrder(
  tx: Tx,
  ctx: ServiceContext,
  orderId: number,
  event: OrderEvent,
): Promise<void> {
  const told = await toldOf(tx, orderId);
  await tellCustomer(tx, ctx, told, event);
  if (event === 'placed') await tellAdmins(tx, ctx, told);
}

// ── An admin's choice: an e-mail for each new order ─────────────────────────────────────────

const adminOf = (activityId: number, userId: number) =>
  and(
    eq(activityCustomers.activityId, activityId),
    eq(activityCustomers.userId, userId),
    arrayContains(activityCustomers.roles, ['ROLE_ADMIN']),
  );

/** GET /api/activities/{activityId}/order-mail: whether the admin gets new-order e-mails. */
export async function orderMailOf(db: Executor, activityId: number, userId: number) {
  const [row] = await db
    .select({ orderMail: activityCustomers.orderMail })
    .from(activityCustomers)
    .where(adminOf(activityId, userId));
  // A super admin who is no member of the activity gets none.
  return { orderMail: row?.orderMail ?? false };
}

/** PUT /api/activities/{activityId}/order-mail: the admin switches their own on or off. */
export async function setOrderMail(
  db: Executor,
  activityId: number,
  userId: number,
  orderMail: boolean,
) {
  const [row] = await db
    .update(activityCustomers)
    .set({ orderMail })
    .where(adminOf(activityId, userId))
    .returning({ orderMail: activityCustomers.orderMail });
  if (!row) throw notFound();
  return row;
}
