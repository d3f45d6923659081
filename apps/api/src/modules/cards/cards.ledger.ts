// The card ledger (issue 9; DESIGN §5). Every change of a card runs in one transaction holding
// the card's row lock (SELECT … FOR UPDATE): it first turns the credits whose expiry has come into
// reversal movements, then checks and writes the new movement and the card's totals. Movements
// are never updated nor deleted; a correction is an SM movement pointing at what it reverses.
// What customers and the counter see of a card: cards.views.ts; the counter's operations:
// cards.counter.ts; what the shop pays and earns with a card: cards.purchases.ts.
import {
  dueLots,
  expiryOf,
  type LedgerEntry,
  type MovementType,
  nextExpiry,
  openLots,
} from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock, Executor, ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { newPrintedCode } from '../../platform/printed-code.ts';
import { waitForRow } from '../../platform/row-waiters.ts';
import { activityCustomers } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { type CardTerms, cardTermsOf } from '../activities/index.ts';
import { invitedByOf } from '../users/index.ts';
import { cardMovements, cards, cartValues, referralRewards } from './cards.tables.ts';

export type Card = typeof cards.$inferSelect;
export type Movement = typeof cardMovements.$inferSelect;

/** The activity's cart value and welcome credit; all zero when it has set none. `lock`: FOR UPDATE. */
export async function cartValueOf(tx: Executor, activityId: number, lock = false) {
  const query = tx.select().from(cartValues).where(eq(cartValues.activityId, activityId));
  const [row] = lock ? await query.for('update') : await query;
  return (
    row ?? {
      valueBasisPoints: 0,
      pointValueCents: 0,
      welcomeCents: 0,
      welcomePoints: 0,
      referralCents: 0,
      referralPoints: 0,
    }
  );
}

/**
 * Refer-a-friend (issue 9): a customer's first accumulation or purchase in the activity earns
 * whoever invited them the activity's referral reward, as a bonus (B) on the inviter's card, in
 * the same transaction. Once per invited customer and activity: the unique index of
 * referral_rewards lets one attempt in, however many run at once.
 */
export async function rewardReferral(tx: Tx, clock: Clock, activityId: number, userId: number) {
  const inviter = await invitedByOf(tx, userId);
  if (!inviter) return;
  const terms = await cartValueOf(tx, activityId);
  if (!terms.referralCents && !terms.referralPoints) return;
  const [member] = await tx
    .select({ id: activityCustomers.id })
    .from(activityCustomers)
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, inviter),
        eq(activityCustomers.active, true),
      ),
    );
  if (!member) return;
  const [first] = await tx
    .insert(referralRewards)
    .values({ activityId, invitedUserId: userId, inviterUserId: inviter, at: clock.now() })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  if (!first) return;
  const movement = await creditCard(tx, clock, activityId, inviter, {
    type: 'B',
    amountCents: terms.referralCents,
    points: terms.referralPoints,
    note: 'referral',
  });
  await tx
    .update(referralRewards)
    .set({ movementId: movement?.id ?? null })
    .where(eq(referralRewards.id, first.id));
}

async function ledgerOf(tx: Executor, cardId: number): Promise<LedgerEntry[]> {
  return tx
    .select({
      id: cardMovements.id,
      amountCents: cardMovements.amountCents,
      at: cardMovements.at,
      expiresAt: cardMovements.expiresAt,
      reversalOf: cardMovements.reversalOf,
    })
    .from(cardMovements)
    .where(eq(cardMovements.cardId, cardId))
    .orderBy(asc(cardMovements.at), asc(cardMovements.id));
}

export interface NewMovement {
  type: MovementType;
  amountCents?: number;
  points?: number;
  spentCents?: number | null;
  storeId?: number | null;
  staffUserId?: number | null;
  reversalOf?: number | null;
  note?: string | null;
}

/**
 * Stores the card's totals and its next expiry as its movements `entries` make them at `now`
 * (the demo seed writes its story with it too).
 */
export function storeTotals(
  tx: Tx,
  cardId: number,
  totals: { balanceCents: number; points: number },
  entries: LedgerEntry[],
  now: Date,
  timeZone: string,
) {
  const next = nextExpiry(openLots(entries), now, timeZone);
  return tx
    .update(cards)
    .set({
      ...totals,
      nextExpiryAt: next?.at ?? null,
      nextExpiryCents: next?.amountCents ?? null,
      nextExpiryDate: next?.date ?? null,
    })
    .where(eq(cards.id, cardId))
    .returning();
}

/**
 * Writes movements on a card whose row this transaction holds locked, after turning the credits
 * due to expire into reversals, and stores the new totals and next expiry on the card. A reversal
 * of a consumption gives back to the credits it took from (openLots): what it gives to a credit
 * whose expiry has passed is written off at once.
 */
export async function post(
  tx: Tx,
  clock: Clock,
  card: Card,
  terms: CardTerms,
  movements: NewMovement[],
) {
  const now = clock.now();
  const entries = await ledgerOf(tx, card.id);
  const expiries = (): NewMovement[] =>
    dueLots(openLots(entries), now).map((lot) => ({
      type: 'SM',
      amountCents: -lot.remainingCents,
      reversalOf: lot.id,
      note: 'expired',
    }));
  const expired = expiries();
  if (expired.length === 0 && movements.length === 0) return { card, written: [] };
  let balance = card.balanceCents;
  let points = card.points;
  const write = async (mv: NewMovement) => {
    const amountCents = mv.amountCents ?? 0;
    // Only a new credit expires; a reversal gives back to credits that keep their own expiry.
    const credit = amountCents > 0 && !mv.reversalOf;
    const [row] = await tx
      .insert(cardMovements)
      .values({
        cardId: card.id,
        type: mv.type,
        amountCents,
        points: mv.points ?? 0,
        spentCents: mv.spentCents ?? null,
        at: now,
        expiresAt: credit ? expiryOf(now, terms.cashBackExpiration) : null,
        storeId: mv.storeId ?? null,
        staffUserId: mv.staffUserId ?? null,
        reversalOf: mv.reversalOf ?? null,
        note: mv.note ?? null,
      })
      .returning();
    const movement = row as Movement;
    entries.push(movement);
    balance += amountCents;
    points += mv.points ?? 0;
    return movement;
  };
  for (const mv of expired) await write(mv);
  const written = [];
  for (const mv of movements) written.push(await write(mv));
  for (const mv of expiries()) await write(mv);
  const [updated] = await storeTotals(
    tx,
    card.id,
    { balanceCents: balance, points },
    entries,
    now,
    terms.timeZone,
  );
  return { card: updated as Card, written };
}

/**
 * The card, locked for this transaction. A few requests at most wait for one card at once
 * (platform/row-waiters.ts): beyond them, 503 at once, so one locked card holds few connections.
 */
export async function lockCard(tx: Tx, where: ReturnType<typeof and>) {
  const [found] = await tx.select({ id: cards.id }).from(cards).where(where);
  if (!found) return undefined;
  return waitForRow(`card:${found.id}`, () =>
    tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, found.id), where))
      .for('update')
      .then((rows) => rows[0]),
  );
}

/**
 * The customer's card in the activity, opened in the caller's transaction if it is not yet, with
 * the activity's welcome credit (W): at sign-up, and at a first look or credit for a member who
 * has none (one added by an admin). Concurrent openings open one card: the unique (activity,
 * user) decides, and only the one that opened it credits the welcome.
 */
export async function openCard(tx: Tx, clock: Clock, activityId: number, userId: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await tx
      .insert(cards)
      .values({ activityId, userId, code: newPrintedCode() })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const welcome = await cartValueOf(tx, activityId);
      if (!welcome.welcomeCents && !welcome.welcomePoints) return created;
      const locked = await lockCard(tx, eq(cards.id, created.id));
      const { card } = await post(tx, clock, locked as Card, await cardTermsOf(tx, activityId), [
        { type: 'W', amountCents: welcome.welcomeCents, points: welcome.welcomePoints },
      ]);
      return card;
    }
    const [other] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.activityId, activityId), eq(cards.userId, userId)));
    if (other) return other;
    // Else the random code was taken: draw another.
  }
  throw new Error('no free card code after 5 draws');
}

/**
 * Posts movements on the customer's card in the activity from the caller's transaction: the card
 * is opened if need be and locked; what has expired is written off first.
 */
export async function postToCustomer(
  tx: Tx,
  clock: Clock,
  activityId: number,
  userId: number,
  movements: NewMovement[],
) {
  const opened = await openCard(tx, clock, activityId, userId);
  const card = (await lockCard(tx, eq(cards.id, opened.id))) as Card;
  return post(tx, clock, card, await cardTermsOf(tx, activityId), movements);
}

/**
 * Credits the customer's card from another module's transaction (an instant win's IS, a
 * purchase): the card is opened if need be and locked; the credit commits with the caller's work.
 */
export async function creditCard(
  tx: Tx,
  clock: Clock,
  activityId: number,
  userId: number,
  credit: { type: 'IS' | 'PU' | 'B'; amountCents: number; points: number; note?: string | null },
) {
  const { written } = await postToCustomer(tx, clock, activityId, userId, [credit]);
  if (credit.type === 'PU') await rewardReferral(tx, clock, activityId, userId);
  return written[0];
}

/** The card with what has expired by now written off (a write only when something is due). */
export async function currentCard(ctx: ServiceContext, card: Card) {
  if (!card.nextExpiryAt || card.nextExpiryAt.getTime() > ctx.clock.now().getTime()) return card;
  return transact(ctx.db, async (tx) => {
    const locked = await lockCard(tx, eq(cards.id, card.id));
    if (!locked) throw notFound();
    return (await post(tx, ctx.clock, locked, await cardTermsOf(tx, card.activityId), [])).card;
  });
}
