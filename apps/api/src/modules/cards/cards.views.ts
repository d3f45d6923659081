// What a customer sees of their card (issue 9): the card, its totals, the activity's cart value
// and the movements, newest first; and the card and movement as the counter answers them. A look
// writes off what has expired by now, and opens the card of a member who has none yet.
import {
  type CardMovement,
  type CartValue,
  centsToEuros,
  type MovementType,
  type UserCard,
} from '@tessera/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../platform/context.ts';
import { totalOver } from '../../platform/pagination.ts';
import { prepared } from '../../platform/prepared.ts';
import { stores } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { type CardTerms, cardTermsColumn, cardTermsOf } from '../activities/index.ts';
import { type Card, cartValueOf, currentCard, openCard } from './cards.ledger.ts';
import { cardMovements, cards } from './cards.tables.ts';

/**
 * GET /api/app/activities/{id}/cartshop: value in percent, pointValue in euros, and the welcome
 * credit and referral reward (the refer-a-friend screen tells both).
 */
export async function cartValue(tx: Executor, activityId: number): Promise<CartValue> {
  const rule = await cartValueOf(tx, activityId);
  return {
    value: rule.valueBasisPoints / 100,
    pointValue: centsToEuros(rule.pointValueCents),
    welcome: { amount: centsToEuros(rule.welcomeCents), points: rule.welcomePoints },
    referral: { amount: centsToEuros(rule.referralCents), points: rule.referralPoints },
  };
}

/**
 * The customer's card in the activity with its activity's card terms, in one prepared statement
 * (DESIGN §7), with what has expired by now written off; opened if the member has none yet.
 */
async function customerCard(ctx: ServiceContext, activityId: number, userId: number) {
  const [found] = await cardOfCustomer(ctx.db).execute({ activityId, userId });
  if (found) return { card: await currentCard(ctx, found.card), terms: found.terms };
  const opened = await transact(ctx.db, (tx) => openCard(tx, ctx.clock, activityId, userId));
  return { card: opened, terms: await cardTermsOf(ctx.db, activityId) };
}

const cardOfCustomer = prepared('card_of_customer', (db, name) =>
  db
    .select({ card: cards, terms: cardTermsColumn(cards.activityId) })
    .from(cards)
    .where(
      and(
        eq(cards.activityId, sql.placeholder('activityId')),
        eq(cards.userId, sql.placeholder('userId')),
      ),
    )
    .prepare(name),
);

/** The card's balance in euros and its points. */
export const totals = (card: Card) => ({
  balance: centsToEuros(card.balanceCents),
  pointBalance: card.points,
});

/** The card as its customer, and the counter, see it. */
export function cardView(card: Card, terms: CardTerms): UserCard {
  return {
    ...totals(card),
    cardCode: card.code,
    nextExpiry:
      card.nextExpiryCents && card.nextExpiryDate
        ? { amount: centsToEuros(card.nextExpiryCents), date: card.nextExpiryDate }
        : null,
    cashBackType: terms.cashBackType,
    graphicCardType: terms.graphicCardType,
  };
}

/** GET /api/activities/{id}/usercard. */
export async function userCard(ctx: ServiceContext, activityId: number, userId: number) {
  const { card, terms } = await customerCard(ctx, activityId, userId);
  return cardView(card, terms);
}

/** GET /api/activities/{id}/usercardsimple. */
export async function userCardSimple(ctx: ServiceContext, activityId: number, userId: number) {
  return totals((await customerCard(ctx, activityId, userId)).card);
}

// ── Movements ───────────────────────────────────────────────────────────────────────────────

const movementColumns = {
  id: cardMovements.id,
  type: cardMovements.type,
  amountCents: cardMovements.amountCents,
  points: cardMovements.points,
  spentCents: cardMovements.spentCents,
  at: cardMovements.at,
  storeName: stores.name,
  reversalOf: cardMovements.reversalOf,
  note: cardMovements.note,
};

type MovementRow = {
  [K in keyof typeof movementColumns]: (typeof movementColumns)[K]['_']['data'] | null;
};

const movementView = (r: MovementRow): CardMovement => ({
  id: r.id as number,
  type: r.type as MovementType,
  amount: centsToEuros(r.amountCents ?? 0),
  points: r.points ?? 0,
  spent: r.spentCents === null ? null : centsToEuros(r.spentCents),
  at: (r.at as Date).toISOString(),
  storeName: r.storeName,
  reversalOf: r.reversalOf,
  note: r.note,
});

/** A movement as the counter's answer shows it, with its store's name. */
export async function movementViewOf(db: Executor, id: number): Promise<CardMovement> {
  const [row] = await db
    .select(movementColumns)
    .from(cardMovements)
    .leftJoin(stores, eq(stores.id, cardMovements.storeId))
    .where(eq(cardMovements.id, id));
  return movementView(row as MovementRow);
}

const flowsOfCustomer = prepared('flows_of_customer', (db, name) =>
  db
    .select({
      ...movementColumns,
      total: totalOver(cardMovements.id),
      nextExpiryAt: cards.nextExpiryAt,
    })
    .from(cards)
    .leftJoin(cardMovements, eq(cardMovements.cardId, cards.id))
    .leftJoin(stores, eq(stores.id, cardMovements.storeId))
    .where(
      and(
        eq(cards.activityId, sql.placeholder('activityId')),
        eq(cards.userId, sql.placeholder('userId')),
      ),
    )
    .orderBy(desc(cardMovements.at), desc(cardMovements.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * GET /api/app/activities/{id}/userflows: the customer's movements, newest first, with their
 * total, in one prepared statement. No card yet, a credit due to expire or a page past the end
 * take the longer way.
 */
export async function userFlows(
  ctx: ServiceContext,
  activityId: number,
  userId: number,
  page: { offset: number; rowsPerPage: number },
) {
  const read = (limit = page.rowsPerPage, offset = page.offset) =>
    flowsOfCustomer(ctx.db).execute({ activityId, userId, limit, offset });
  let rows = await read();
  const due = rows[0]?.nextExpiryAt && rows[0].nextExpiryAt.getTime() <= ctx.clock.now().getTime();
  if (!rows.length || due) {
    await customerCard(ctx, activityId, userId);
    rows = await read();
  }
  // Past the last page no row carries the total: the first page's first row does.
  const total = (rows[0] ?? (await read(1, 0))[0])?.total ?? 0;
  // A card without movements is one row of nulls (the left join).
  const movements = rows.filter((r) => r.id !== null);
  return { rows: movements.map(movementView), total };
}
