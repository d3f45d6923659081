// The card ledger (issue 9; DESIGN §5). Every change of a card runs in one transaction holding
// the card's row lock (SELECT … FOR UPDATE): it first turns the credits whose expiry has come into
// reversal movements, then checks and writes the new movement and the card's totals. Movements
// are never updated nor deleted; a correction is an SM movement pointing at what it reverses.
import {
  type CardMovement,
  type CardMovementBody,
  type CardMovementResult,
  type CartValue,
  type CounterCard,
  cashbackOf,
  centsToEuros,
  dueLots,
  eurosToCents,
  expiryOf,
  formatCents,
  type LedgerEntry,
  type MovementType,
  nextExpiry,
  openLots,
  type UserCard,
} from '@tessera/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Clock,
  type Executor,
  type ServiceContext,
  withTransaction,
} from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { totalOver } from '../../platform/pagination.ts';
import { prepared } from '../../platform/prepared.ts';
import { newPrintedCode } from '../../platform/printed-code.ts';
import { waitForRow } from '../../platform/row-waiters.ts';
import { activityCustomers, stores, users } from '../../platform/tables.ts';
import {
  type CardTerms,
  cardTermsColumn,
  cardTermsOf,
  counterStoreOf,
} from '../activities/index.ts';
import { invitedByOf } from '../users/index.ts';
import { cardsMessages as m } from './cards.messages.ts';
import { cardMovements, cards, cartValues, referralRewards } from './cards.tables.ts';

type Card = typeof cards.$inferSelect;

/** The activity's cart value and welcome credit; all zero when it has set none. */
async function cartValueOf(tx: Executor, activityId: number) {
  const [row] = await tx.select().from(cartValues).where(eq(cartValues.activityId, activityId));
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
async function rewardReferral(tx: Tx, clock: Clock, activityId: number, userId: number) {
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

interface NewMovement {
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
 * Writes movements on a card whose row this transaction holds locked, after turning the credits
 * due to expire into reversals, and stores the new totals and next expiry on the card. A reversal
 * of a consumption gives back to the credits it took from (openLots): what it gives to a credit
 * whose expiry has passed is written off at once.
 */
async function post(tx: Tx, clock: Clock, card: Card, terms: CardTerms, movements: NewMovement[]) {
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
    const movement = row as typeof cardMovements.$inferSelect;
    entries.push(movement);
    balance += amountCents;
    points += mv.points ?? 0;
    return movement;
  };
  for (const mv of expired) await write(mv);
  const written = [];
  for (const mv of movements) written.push(await write(mv));
  for (const mv of expiries()) await write(mv);
  const next = nextExpiry(openLots(entries), now, terms.timeZone);
  const [updated] = await tx
    .update(cards)
    .set({
      balanceCents: balance,
      points,
      nextExpiryAt: next?.at ?? null,
      nextExpiryCents: next?.amountCents ?? null,
      nextExpiryDate: next?.date ?? null,
    })
    .where(eq(cards.id, card.id))
    .returning();
  return { card: updated as Card, written };
}

/**
 * The card, locked for this transaction. A few requests at most wait for one card at once
 * (platform/row-waiters.ts): beyond them, 503 at once, so one locked card holds few connections.
 */
async function lockCard(tx: Tx, where: ReturnType<typeof and>) {
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
 * The customer's card in the activity with its activity's card terms, in one prepared statement
 * (DESIGN §7), with what has expired by now written off; opened if the member has none yet.
 */
async function customerCard(ctx: ServiceContext, activityId: number, userId: number) {
  const [found] = await cardOfCustomer(ctx.db).execute({ activityId, userId });
  if (found) return { card: await currentCard(ctx, found.card), terms: found.terms };
  const opened = await withTransaction(ctx.db, (tx) => openCard(tx, ctx.clock, activityId, userId));
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
  const opened = await openCard(tx, clock, activityId, userId);
  const card = (await lockCard(tx, eq(cards.id, opened.id))) as Card;
  const { written } = await post(tx, clock, card, await cardTermsOf(tx, activityId), [credit]);
  if (credit.type === 'PU') await rewardReferral(tx, clock, activityId, userId);
  return written[0];
}

/** The card with what has expired by now written off (a write only when something is due). */
async function currentCard(ctx: ServiceContext, card: Card) {
  if (!card.nextExpiryAt || card.nextExpiryAt.getTime() > ctx.clock.now().getTime()) return card;
  return withTransaction(ctx.db, async (tx) => {
    const locked = await lockCard(tx, eq(cards.id, card.id));
    if (!locked) throw notFound();
    return (await post(tx, ctx.clock, locked, await cardTermsOf(tx, card.activityId), [])).card;
  });
}

const totals = (card: Card) => ({
  balance: centsToEuros(card.balanceCents),
  pointBalance: card.points,
});

function cardView(card: Card, terms: CardTerms): UserCard {
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
  return withTransaction(ctx.db, async (tx) => {
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
    const [view] = await tx
      .select(movementColumns)
      .from(cardMovements)
      .leftJoin(stores, eq(stores.id, cardMovements.storeId))
      .where(
        inArray(
          cardMovements.id,
          written.map((w) => w.id),
        ),
      );
    return { movement: movementView(view as MovementRow), ...totals(after) };
  });
}

// ── Shop purchases (issue 17): paying with card credit, earning on a paid order, giving back ──

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
  const opened = await openCard(tx, clock, activityId, userId);
  const card = (await lockCard(tx, eq(cards.id, opened.id))) as Card;
  const settled = (await post(tx, clock, card, await cardTermsOf(tx, activityId), [])).card;
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
  return (written[0] as typeof cardMovements.$inferSelect).id;
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
  const opened = await openCard(tx, clock, activityId, userId);
  const card = (await lockCard(tx, eq(cards.id, opened.id))) as Card;
  const { written } = await post(tx, clock, card, await cardTermsOf(tx, activityId), [
    { type: 'AA', ...earned },
  ]);
  await rewardReferral(tx, clock, activityId, userId);
  return (written[0] as typeof cardMovements.$inferSelect).id;
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
  const reversal = written[0] as typeof cardMovements.$inferSelect;
  return { id: reversal.id, amountCents: reversal.amountCents, points: reversal.points };
}
