// Shop purchases (issue 17): what an order pays with card credit (PU) and earns once paid (AA),
// and the reversal (SM) of either when it is refunded or cancelled, each in the order's own
// transaction, on the card it locked.
import { formatCents } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { cardTermsOf } from '../activities/index.ts';
import {
  type Card,
  cartValueOf,
  lockCard,
  type Movement,
  post,
  postToCustomer,
  rewardReferral,
} from './cards.ledger.ts';
import { cardsMessages as m } from './cards.messages.ts';
import { cardMovements, cards } from './cards.tables.ts';

/** What a purchase earns at the activity: its cart value and cashBackType (SPEC §9). */
export async function purchaseTermsOf(tx: Executor, activityId: number) {
  const rule = await cartValueOf(tx, activityId);
  const terms = await cardTermsOf(tx, activityId);
  return { rule, cashBackType: terms.cashBackType };
}

/**
 * The customer's card in the activity, locked for this transaction and with what has expired
 * written off: an order reads the balance it may spend here, and spends it before committing.
 */
export async function lockedBalance(tx: Tx, clock: Clock, activityId: number, userId: number) {
  const settled = (await postToCustomer(tx, clock, activityId, userId, [])).card;
  return { cardId: settled.id, balanceCents: settled.balanceCents };
}

/**
 * Pays part of a purchase with card credit: a PU movement of −amount on the card this
 * transaction locked with `lockedBalance`. Refused (409) when the balance is lower by now.
 */
export async function spendCard(
  tx: Tx,
  clock: Clock,
  cardId: number,
  amountCents: number,
  note: string,
) {
  const card = (await lockCard(tx, eq(cards.id, cardId))) as Card;
  if (card.balanceCents < amountCents) {
    throw new AppError(409, 'balance_changed', m.balanceChanged, {
      balance: formatCents(card.balanceCents),
    });
  }
  const terms = await cardTermsOf(tx, card.activityId);
  const { written } = await post(tx, clock, card, terms, [
    { type: 'PU', amountCents: -amountCents, note },
  ]);
  return (written[0] as Movement).id;
}

/** Credits a paid order's cashback and points (AA, with what was spent), once, by the caller. */
export async function earnOnPurchase(
  tx: Tx,
  clock: Clock,
  activityId: number,
  userId: number,
  earned: { spentCents: number; amountCents: number; points: number; note: string },
) {
  if (!earned.amountCents && !earned.points) return null;
  const { written } = await postToCustomer(tx, clock, activityId, userId, [
    { type: 'AA', ...earned },
  ]);
  await rewardReferral(tx, clock, activityId, userId);
  return (written[0] as Movement).id;
}

/**
 * What the reversals of a movement wrote in all (undefined when it has none), e.g. the cashback of
 * an order taken back, by a partial refund and then its cancellation.
 */
export async function reversalOf(db: Executor, movementId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      amountCents: sql<number>`coalesce(sum(${cardMovements.amountCents}), 0)`.mapWith(Number),
      points: sql<number>`coalesce(sum(${cardMovements.points}), 0)`.mapWith(Number),
    })
    .from(cardMovements)
    .where(eq(cardMovements.reversalOf, movementId));
  return row?.count ? { amountCents: row.amountCents, points: row.points } : undefined;
}

/**
 * Reverses a purchase's movement (SM): a card debit is given back in full; a cashback is taken
 * back as far as the card still holds it (what the customer already spent stays spent).
 * Once per movement: a second call changes nothing.
 */
export async function reversePurchaseMovement(
  tx: Tx,
  clock: Clock,
  movementId: number,
  note: string,
) {
  const [target] = await tx.select().from(cardMovements).where(eq(cardMovements.id, movementId));
  if (!target) return null;
  const card = (await lockCard(tx, eq(cards.id, target.cardId))) as Card;
  const [done] = await tx
    .select({ id: cardMovements.id })
    .from(cardMovements)
    .where(eq(cardMovements.reversalOf, target.id));
  if (done) return null;
  const terms = await cardTermsOf(tx, card.activityId);
  const settled = (await post(tx, clock, card, terms, [])).card;
  const amountCents =
    target.amountCents < 0
      ? -target.amountCents
      : -Math.min(target.amountCents, settled.balanceCents);
  const points = target.points > 0 ? -Math.min(target.points, settled.points) : -target.points;
  const { written } = await post(tx, clock, settled, terms, [
    { type: 'SM', amountCents, points, reversalOf: target.id, note },
  ]);
  const reversal = written[0] as Movement;
  return { id: reversal.id, amountCents: reversal.amountCents, points: reversal.points };
}
