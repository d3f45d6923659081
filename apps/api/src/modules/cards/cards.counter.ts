// The counter (issue 9, SPEC §6): staff look a card up by its code and record an operation on it
// (accumulate, credit, consume, redeem points, bonus, reverse), checked against the card as it is
// now under its row lock; refused, it changes nothing.
import {
  type CardMovementBody,
  type CardMovementResult,
  type CounterCard,
  cashbackOf,
  eurosToCents,
  formatCents,
} from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { type CardTerms, cardTermsOf, counterStoreOf } from '../activities/index.ts';
import {
  type Card,
  cartValueOf,
  currentCard,
  lockCard,
  type Movement,
  type NewMovement,
  post,
  rewardReferral,
} from './cards.ledger.ts';
import { cardsMessages as m } from './cards.messages.ts';
import { cardMovements, cards } from './cards.tables.ts';
import { cardView, movementViewOf, totals } from './cards.views.ts';

/** The card of that code in the activity, if any. */
export async function cardIn(db: Executor, activityId: number, code: string) {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.activityId, activityId), eq(cards.code, code)));
  return card;
}

/** GET /api/activities/{activityId}/cards/{cardCode}: the card at the counter; 404 elsewhere. */
export async function counterCard(
  ctx: ServiceContext,
  activityId: number,
  code: string,
): Promise<CounterCard> {
  const [row] = await ctx.db
    .select({ card: cards, name: users.name, surname: users.surname })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.userId))
    .where(and(eq(cards.activityId, activityId), eq(cards.code, code)));
  if (!row) throw notFound();
  const card = await currentCard(ctx, row.card);
  return {
    ...cardView(card, await cardTermsOf(ctx.db, activityId)),
    customer: { name: row.name ?? '', surname: row.surname ?? '' },
  };
}

/** What a counter operation writes, checked against the card as it is now (locked). */
async function movementOf(
  tx: Tx,
  card: Card,
  terms: CardTerms,
  body: CardMovementBody,
): Promise<NewMovement> {
  const cents = (euros?: number) => (euros === undefined ? 0 : eurosToCents(euros));
  switch (body.type) {
    case 'AA': {
      const spentCents = cents(body.spent);
      const earned = cashbackOf(
        spentCents,
        await cartValueOf(tx, card.activityId),
        terms.cashBackType,
      );
      if (!earned.amountCents && !earned.points)
        throw new AppError(422, 'nothing_earned', m.nothingEarned);
      return { type: 'AA', amountCents: earned.amountCents, points: earned.points, spentCents };
    }
    case 'AM':
    case 'B':
      return { type: body.type, amountCents: cents(body.amount), points: body.points ?? 0 };
    case 'C':
      return { type: 'C', amountCents: -cents(body.amount) };
    case 'P':
      return { type: 'P', points: -(body.points ?? 0) };
    case 'SM': {
      const [target] = await tx
        .select()
        .from(cardMovements)
        .where(and(eq(cardMovements.id, body.reversalOf ?? 0), eq(cardMovements.cardId, card.id)));
      if (!target) throw notFound();
      if (target.type === 'SM') throw new AppError(422, 'not_reversible', m.notReversible);
      const [done] = await tx
        .select({ id: cardMovements.id })
        .from(cardMovements)
        .where(eq(cardMovements.reversalOf, target.id));
      if (done) throw new AppError(409, 'already_reversed', m.alreadyReversed);
      return {
        type: 'SM',
        amountCents: -target.amountCents,
        points: -target.points,
        reversalOf: target.id,
      };
    }
  }
}

/**
 * POST /api/activities/{activityId}/card-movements: a counter operation by staff. Refused with
 * 422, changing nothing, when it would take the card below zero.
 */
export async function recordMovement(
  ctx: ServiceContext,
  activityId: number,
  staffUserId: number,
  body: CardMovementBody,
): Promise<CardMovementResult> {
  return transact(ctx.db, async (tx) => {
    const card = await lockCard(
      tx,
      and(eq(cards.activityId, activityId), eq(cards.code, body.cardCode)),
    );
    if (!card) throw notFound();
    const terms = await cardTermsOf(tx, activityId);
    // What has expired goes first: the checks below see the card as it is now.
    const settled = (await post(tx, ctx.clock, card, terms, [])).card;
    const movement = await movementOf(tx, settled, terms, body);
    if (settled.balanceCents + (movement.amountCents ?? 0) < 0) {
      throw new AppError(422, 'insufficient_balance', m.insufficientBalance, {
        balance: formatCents(settled.balanceCents),
      });
    }
    if (settled.points + (movement.points ?? 0) < 0) {
      throw new AppError(422, 'insufficient_points', m.insufficientPoints, {
        points: settled.points,
      });
    }
    const storeId = await counterStoreOf(tx, activityId, staffUserId);
    const { card: after, written } = await post(tx, ctx.clock, settled, terms, [
      { ...movement, storeId, staffUserId, note: body.note ?? null },
    ]);
    if (movement.type === 'AA') await rewardReferral(tx, ctx.clock, activityId, card.userId);
    const view = await movementViewOf(tx, (written[0] as Movement).id);
    return { movement: view, ...totals(after) };
  });
}
