// What the customer is told when staff mark an order ready or shipped (issue 17): an in-app
// notification and an e-mail, in the customer's language, written in the transaction of the move
// (the outbox sends the e-mail after it commits). Ready for store pick-up says where, and when
// the customer chose a pick-up time; ready for a courier or home delivery says it leaves soon.
import {
  type BoardOrder,
  DEFAULT_LANGUAGE,
  formatPrice,
  isLanguageCode,
  type LanguageCode,
  localizePath,
} from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { type Message, type Params, translate } from '../../platform/i18n.ts';
import { enqueueMail } from '../../platform/outbox.ts';
import { activities, languages, stores, users } from '../../platform/tables.ts';
import { notify } from '../notices/index.ts';
import { boardMailTexts as texts } from './board.mail.messages.ts';

/** Where the customer finds their orders in the app. */
export const ORDERS_PATH = '/shop/order/orders';

const languageOf = (code: string | null): LanguageCode =>
  code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE;

/** The customer's first name and language, the activity's name and its main store. */
async function readersOf(tx: Tx, order: BoardOrder, activityId: number) {
  const [row] = await tx
    .select({
      name: users.name,
      lang: languages.code,
      activity: activities.name,
      address: stores.address,
      city: stores.city,
    })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.languageId))
    .innerJoin(activities, eq(activities.id, activityId))
    .leftJoin(stores, and(eq(stores.activityId, activityId), eq(stores.main, true)))
    .where(eq(users.id, order.customer.id));
  if (!row) throw new Error(`customer of order ${order.id} not found`);
  return {
    name: row.name,
    lang: languageOf(row.lang),
    activity: row.activity,
    place: [row.activity, row.address, row.city].filter(Boolean).join(', '),
  };
}

type Reader = Awaited<ReturnType<typeof readersOf>>;

/** What was ordered and where it goes, as labelled lines. */
function detailsOf(order: BoardOrder, reader: Reader) {
  const t = (message: Message<Params>, params?: Params) => translate(message, reader.lang, params);
  const articles = order.lines.map((l) => {
    const variant = [l.colorName, l.size].filter(Boolean).join(', ');
    const name = variant ? `${l.name} (${variant})` : l.name;
    return `- ${t(texts.article, { quantity: l.quantity, name })}`;
  });
  const line = (label: Message<Params>, value: string) => t(texts.line, { label: t(label), value });
  const lines = [
    `${t(texts.labelItems)}:`,
    ...articles,
    '',
    line(texts.labelTotal, formatPrice(order.total)),
  ];
  if (order.shippingType === 'S') {
    if (order.orderTimeRequest) lines.push(line(texts.labelPickUp, order.orderTimeRequest));
    lines.push(line(texts.labelWhere, reader.place));
  } else if (order.address) {
    lines.push(line(texts.labelAddress, order.address));
  }
  return lines.join('\n');
}

/** The texts of the move: subject, opening, notification title and message. */
function wordsOf(order: BoardOrder, kind: 'ready' | 'shipped'): Message<Params>[] {
  if (kind === 'shipped') {
    return [texts.shippedSubject, texts.shippedBody, texts.shippedTitle, texts.shippedNotice];
  }
  if (order.shippingType !== 'S') {
    return [texts.readyShipSubject, texts.readyShipBody, texts.readyTitle, texts.readyShipNotice];
  }
  return order.orderTimeRequest
    ? [
        texts.readyPickUpSubject,
        texts.readyPickUpAtBody,
        texts.readyTitle,
        texts.readyPickUpAtNotice,
      ]
    : [texts.readyPickUpSubject, texts.readyPickUpBody, texts.readyTitle, texts.readyPickUpNotice];
}

/** Staff marked the order ready or shipped: the customer's notification and e-mail. */
export async function orderTold(
  tx: Tx,
  ctx: ServiceContext,
  order: BoardOrder,
  activityId: number,
  kind: 'ready' | 'shipped',
) {
  const reader = await readersOf(tx, order, activityId);
  const { lang } = reader;
  const params = {
    name: reader.name,
    activity: reader.activity,
    number: order.id,
    time: order.orderTimeRequest ?? '',
  };
  const [subject, body, title, notice] = wordsOf(order, kind) as [
    Message<Params>,
    Message<Params>,
    Message<Params>,
    Message<Params>,
  ];
  const t = (message: Message<Params>) => translate(message, lang, params);
  const link = `${ctx.config.publicUrl}${localizePath(ORDERS_PATH, lang)}`;
  await enqueueMail(tx, {
    to: order.customer.email,
    subject: t(subject),
    text: [
      t(body),
      detailsOf(order, reader),
      translate(texts.ordersLink, lang, { link }),
      `${translate(texts.signature, lang, { activity: reader.activity })}\n`,
    ].join('\n\n'),
  });
  await notify(tx, {
    userId: order.customer.id,
    activityId,
    title: t(title),
    message: t(notice),
    link: ORDERS_PATH,
  });
}
