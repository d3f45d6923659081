// Packs (issue 9). A use is a conditional decrement (`uses_left > 0`) in the same transaction as
// its record: of any number of attempts, in parallel too, only as many as there are uses left
// succeed, and a retry with the same Idempotency-Key is replayed, not consumed again.
import type { PackCustomer } from '@tessera/domain';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newPrintedCode } from '../../platform/printed-code.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { activityToday } from '../activities/index.ts';
import { offerView } from '../offers-shared/index.ts';
import { packsMessages as m } from './packs.messages.ts';
import { packCustomers, packs, packUses } from './packs.tables.ts';

/** Gives a customer a pack, all its uses left, with its printed code. */
export async function givePack(db: Executor, packId: number, userId: number) {
  const [pack] = await db.select().from(packs).where(eq(packs.id, packId));
  if (!pack) throw notFound();
  const [row] = await db
    .insert(packCustomers)
    .values({
      packId,
      activityId: pack.activityId,
      userId,
      code: newPrintedCode(),
      usesLeft: pack.uses,
    })
    .returning();
  return row as typeof packCustomers.$inferSelect;
}

const columns = {
  id: packCustomers.id,
  activityId: packCustomers.activityId,
  name: packs.name,
  description: packs.description,
  imageFileName: packs.imageFileName,
  code: packCustomers.code,
  uses: packs.uses,
  usesLeft: packCustomers.usesLeft,
  validTo: packs.validTo,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

const view = (r: Row, today: string): PackCustomer => ({
  ...offerView('pack', r, today),
  uses: r.uses as number,
  usesLeft: r.usesLeft as number,
});

const select = (db: Executor) =>
  db.select(columns).from(packCustomers).innerJoin(packs, eq(packs.id, packCustomers.packId));

/** GET /api/app/packcustomers/customers: the customer's packs, those with uses left first. */
export async function packsOf(db: Executor, clock: Clock, activityId: number, userId: number) {
  const [rows, today] = await Promise.all([
    select(db)
      .where(and(eq(packCustomers.activityId, activityId), eq(packCustomers.userId, userId)))
      .orderBy(
        sql`${packCustomers.usesLeft} = 0`,
        desc(packCustomers.givenAt),
        asc(packCustomers.id),
      ),
    activityToday(db, clock, activityId),
  ]);
  return rows.map((r) => view(r, today));
}

/** POST /api/activities/{activityId}/pack-uses: staff consume one use of a pack. */
export async function usePack(
  db: Db,
  clock: Clock,
  activityId: number,
  staffUserId: number,
  code: string,
) {
  const today = await activityToday(db, clock, activityId);
  const where = and(eq(packCustomers.activityId, activityId), eq(packCustomers.code, code));
  const [found] = await select(db).where(where);
  if (!found) throw notFound();
  if (view(found, today).expired) throw new AppError(422, 'pack_expired', m.expired);
  return transact(db, async (tx) => {
    const [used] = await tx
      .update(packCustomers)
      .set({ usesLeft: sql`${packCustomers.usesLeft} - 1` })
      .where(and(where, gt(packCustomers.usesLeft, 0)))
      .returning({ id: packCustomers.id, usesLeft: packCustomers.usesLeft });
    if (!used) throw new AppError(422, 'pack_used_up', m.usedUp);
    await tx.insert(packUses).values({ packCustomerId: used.id, at: clock.now(), staffUserId });
    return view({ ...found, usesLeft: used.usesLeft }, today);
  });
}
