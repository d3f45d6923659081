// Coupons (issue 9). A redemption is a conditional update (`redeemed_at IS NULL`): of any number
// of attempts, in parallel too, one redeems; the others learn it is already used (409).
import type { CouponCustomer } from '@tessera/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newPrintedCode } from '../../platform/printed-code.ts';
import { activityToday } from '../activities/index.ts';
import { offerView } from '../offers-shared/index.ts';
import { couponsMessages as m } from './coupons.messages.ts';
import { couponCustomers, coupons } from './coupons.tables.ts';

/** Gives a customer a coupon, with its printed code. */
export async function giveCoupon(db: Executor, couponId: number, userId: number) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw notFound();
  const [row] = await db
    .insert(couponCustomers)
    .values({ couponId, activityId: coupon.activityId, userId, code: newPrintedCode() })
    .returning();
  return row as typeof couponCustomers.$inferSelect;
}

const columns = {
  id: couponCustomers.id,
  activityId: couponCustomers.activityId,
  name: coupons.name,
  description: coupons.description,
  imageFileName: coupons.imageFileName,
  code: couponCustomers.code,
  validTo: coupons.validTo,
  redeemedAt: couponCustomers.redeemedAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

/** What the customer and the counter see; the coupon's table field stays the activity's. */
const view = (r: Row, today: string): CouponCustomer => ({
  ...offerView('coupon', r, today),
  redeemedAt: r.redeemedAt?.toISOString() ?? null,
});

const select = (db: Executor) =>
  db
    .select(columns)
    .from(couponCustomers)
    .innerJoin(coupons, eq(coupons.id, couponCustomers.couponId));

/**
 * GET /api/coupon-customers/customers: the customer's coupons, those they can still use first
 * (not redeemed, not past their last day in the activity's today), each part newest first.
 */
export async function couponsOf(
  db: Executor,
  clock: Clock,
  activityId: number,
  userId: number,
  page: { offset: number; rowsPerPage: number },
) {
  const today = await activityToday(db, clock, activityId);
  const where = and(
    eq(couponCustomers.activityId, activityId),
    eq(couponCustomers.userId, userId),
    isNull(couponCustomers.hiddenAt),
  );
  const usable = sql`(${couponCustomers.redeemedAt} is null and (${coupons.validTo} is null or ${coupons.validTo} >= ${today}::date))`;
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(usable), desc(couponCustomers.givenAt), desc(couponCustomers.id))
      .limit(page.rowsPerPage)
      .offset(page.offset),
    db.select({ n: count() }).from(couponCustomers).where(where),
  ]);
  return { rows: rows.map((r) => view(r, today)), total: total?.n ?? 0 };
}

/** The caller's coupon of that id (and its activity), for the platform's owned check. */
export async function ownCoupon(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: couponCustomers.id, activityId: couponCustomers.activityId })
    .from(couponCustomers)
    .where(
      and(
        eq(couponCustomers.id, id),
        eq(couponCustomers.userId, userId),
        isNull(couponCustomers.hiddenAt),
      ),
    );
  return row;
}

/** DELETE /api/app/couponcustomers/{id}: off the customer's list. */
export async function hideCoupon(db: Executor, clock: Clock, userId: number, id: number) {
  if (!(await ownCoupon(db, userId, id))) throw notFound();
  await db
    .update(couponCustomers)
    .set({ hiddenAt: clock.now() })
    .where(and(eq(couponCustomers.id, id), eq(couponCustomers.userId, userId)));
  return { deleted: true };
}

/** POST /api/activities/{activityId}/coupon-redemptions: staff redeem a coupon, once. */
export async function redeemCoupon(
  db: Executor,
  clock: Clock,
  activityId: number,
  staffUserId: number,
  code: string,
) {
  const today = await activityToday(db, clock, activityId);
  const [found] = await select(db).where(
    and(eq(couponCustomers.activityId, activityId), eq(couponCustomers.code, code)),
  );
  if (!found) throw notFound();
  if (view(found, today).expired) throw new AppError(422, 'coupon_expired', m.expired);
  const [redeemed] = await db
    .update(couponCustomers)
    .set({ redeemedAt: clock.now(), redeemedBy: staffUserId })
    .where(and(eq(couponCustomers.id, found.id as number), isNull(couponCustomers.redeemedAt)))
    .returning({ redeemedAt: couponCustomers.redeemedAt });
  if (!redeemed) throw new AppError(409, 'already_redeemed', m.alreadyRedeemed);
  return view({ ...found, redeemedAt: redeemed.redeemedAt }, today);
}
