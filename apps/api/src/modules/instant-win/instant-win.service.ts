// Scratch-and-win (issue 9). A card's outcome is drawn when it is given (crypto randomInt against
// the campaign's odds) and stays on the server until scratched. Scratching is a conditional
// update (`scratched_at IS NULL`): of any number of scratches, in parallel too, one finds the card
// unscratched, and only that one credits a win to the card ledger (IS), in the same transaction.
import { randomInt } from 'node:crypto';
import { centsToEuros, type ScratchCard } from '@tessera/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { creditCard } from '../cards/index.ts';
import { scratchAndWinCustomers, scratchAndWins } from './instant-win.tables.ts';

/** Gives a customer a card of the campaign, its outcome drawn now. */
export async function giveScratchCard(
  tx: Executor,
  scratchAndWinId: number,
  userId: number,
  won?: boolean,
) {
  const [campaign] = await tx
    .select()
    .from(scratchAndWins)
    .where(eq(scratchAndWins.id, scratchAndWinId));
  if (!campaign) throw notFound();
  const isWin = won ?? randomInt(100) < campaign.winPercent;
  const [row] = await tx
    .insert(scratchAndWinCustomers)
    .values({
      scratchAndWinId,
      activityId: campaign.activityId,
      userId,
      won: isWin,
      prizeCents: isWin ? campaign.prizeCents : 0,
      prizePoints: isWin ? campaign.prizePoints : 0,
    })
    .returning();
  return row as typeof scratchAndWinCustomers.$inferSelect;
}

const columns = {
  id: scratchAndWinCustomers.id,
  activityId: scratchAndWinCustomers.activityId,
  name: scratchAndWins.name,
  description: scratchAndWins.description,
  imageFileName: scratchAndWins.imageFileName,
  givenAt: scratchAndWinCustomers.givenAt,
  scratchedAt: scratchAndWinCustomers.scratchedAt,
  won: scratchAndWinCustomers.won,
  prizeCents: scratchAndWinCustomers.prizeCents,
  prizePoints: scratchAndWinCustomers.prizePoints,
};

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null;
};

/** What the customer may see: the outcome only once scratched. */
const view = (r: Row): ScratchCard => ({
  id: r.id as number,
  name: r.name as string,
  description: r.description,
  imageUrl: r.imageFileName
    ? imageUrl('scratch-and-win', r.activityId as number, r.imageFileName)
    : null,
  givenAt: (r.givenAt as Date).toISOString(),
  scratched: r.scratchedAt !== null,
  result:
    r.scratchedAt === null
      ? null
      : {
          won: r.won as boolean,
          amount: centsToEuros(r.prizeCents ?? 0),
          points: r.prizePoints ?? 0,
        },
});

const mine = (userId: number, id: number) =>
  and(eq(scratchAndWinCustomers.id, id), eq(scratchAndWinCustomers.userId, userId));

const select = (db: Executor) =>
  db
    .select(columns)
    .from(scratchAndWinCustomers)
    .innerJoin(scratchAndWins, eq(scratchAndWins.id, scratchAndWinCustomers.scratchAndWinId));

/** The caller's card of that id (and its activity), for the platform's owned check. */
export async function ownScratchCard(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: scratchAndWinCustomers.id, activityId: scratchAndWinCustomers.activityId })
    .from(scratchAndWinCustomers)
    .where(mine(userId, id));
  return row;
}

/** The caller's card of that id; 404 when there is none. */
async function cardRow(db: Executor, userId: number, id: number) {
  const [row] = await select(db).where(mine(userId, id));
  if (!row) throw notFound();
  return row;
}

/** GET /api/app/scratch-and-win-customers/{id}: one of the caller's cards. */
export async function scratchCardOf(db: Executor, userId: number, id: number) {
  return view(await cardRow(db, userId, id));
}

/** The customer's cards in the activity, newest first. */
export async function scratchCardsOf(
  db: Executor,
  activityId: number,
  userId: number,
  page: { offset: number; rowsPerPage: number; descending: boolean },
) {
  const where = and(
    eq(scratchAndWinCustomers.activityId, activityId),
    eq(scratchAndWinCustomers.userId, userId),
  );
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(scratchAndWinCustomers.givenAt), desc(scratchAndWinCustomers.id))
      .limit(page.rowsPerPage)
      .offset(page.offset),
    db.select({ n: count() }).from(scratchAndWinCustomers).where(where),
  ]);
  return { rows: rows.map(view), total: total?.n ?? 0 };
}

/** Scratches the card: reveals the outcome; the first scratch of a win credits it, once. */
export async function scratch(ctx: ServiceContext, userId: number, id: number) {
  return transact(ctx.db, async (tx) => {
    const [first] = await tx
      .update(scratchAndWinCustomers)
      .set({ scratchedAt: ctx.clock.now() })
      .where(and(mine(userId, id), isNull(scratchAndWinCustomers.scratchedAt)))
      .returning();
    if (first?.won && (first.prizeCents > 0 || first.prizePoints > 0)) {
      const [campaign] = await tx
        .select({ name: scratchAndWins.name })
        .from(scratchAndWins)
        .where(eq(scratchAndWins.id, first.scratchAndWinId));
      const movement = await creditCard(tx, ctx.clock, first.activityId, userId, {
        type: 'IS',
        amountCents: first.prizeCents,
        points: first.prizePoints,
        note: campaign?.name ?? null,
      });
      await tx
        .update(scratchAndWinCustomers)
        .set({ movementId: movement?.id ?? null })
        .where(eq(scratchAndWinCustomers.id, first.id));
    }
    return view(await cardRow(tx, userId, id));
  });
}

export async function deleteScratchCard(db: Executor, userId: number, id: number) {
  const deleted = await db.delete(scratchAndWinCustomers).where(mine(userId, id)).returning({
    id: scratchAndWinCustomers.id,
  });
  if (!deleted.length) throw notFound();
  return { deleted: true };
}
