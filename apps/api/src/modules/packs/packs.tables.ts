// Packs (issue 9): an activity's packs of uses (ten haircuts, five lunches), the ones customers
// hold with the uses left, and each use staff consumed at the counter.

import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activityId, byUser, userId } from '../../platform/tables.ts';

export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    description: text('description'),
    /** File under images/pack/{activityId}/. */
    imageFileName: text('image_file_name'),
    uses: integer('uses').notNull(),
    /** Last valid day in the activity's time zone; null: no end. */
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [index('packs_activity').on(t.activityId)],
);

export const packCustomers = pgTable(
  'pack_customers',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    activityId: activityId(),
    userId: userId(),
    code: text('code').notNull().unique(),
    usesLeft: integer('uses_left').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pack_customers_user').on(t.userId, t.activityId),
    check('pack_customers_uses_left', sql`${t.usesLeft} >= 0`),
  ],
);

export const packUses = pgTable('pack_uses', {
  id: serial('id').primaryKey(),
  packCustomerId: integer('pack_customer_id')
    .notNull()
    .references(() => packCustomers.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
  staffUserId: byUser('staff_user_id'),
});
