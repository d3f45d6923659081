// Coupons (issue 9): an activity's coupons, and the ones given to customers, each with a printed
// code staff redeem once at the counter.
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activityId, byUser, userId } from '../../platform/tables.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    description: text('description'),
    /** File under images/coupon/{activityId}/. */
    imageFileName: text('image_file_name'),
    /** SPEC §3 coupon table field. */
    table: text('table', { enum: ['T', 'P', 'S'] })
      .notNull()
      .default('T'),
    /** Last valid day in the activity's time zone; null: no end. */
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [index('coupons_activity').on(t.activityId)],
);

export const couponCustomers = pgTable(
  'coupon_customers',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    activityId: activityId(),
    userId: userId(),
    code: text('code').notNull().unique(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: byUser('redeemed_by'),
    /** Removed from the customer's list (kept for the activity's records). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('coupon_customers_user').on(t.userId, t.activityId)],
);
