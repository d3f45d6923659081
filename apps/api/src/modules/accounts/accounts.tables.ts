import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activities, users } from '../../platform/tables.ts';

/**
 * One-time e-mail codes (DESIGN §5): 6 digits, stored hashed, single use, 10 minutes, 5 tries.
 * purpose 'registration' is keyed by e-mail and activity; 'reset' by user and e-mail;
 * 'email_change' by user and the new address.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'reset', 'email_change'] }).notNull(),
    email: text('email').notNull(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_email').on(t.purpose, t.email)],
);

/** What a browser sends after sign-up when it is neither Android nor iOS (SPEC §4). */
export const navigations = pgTable('navigations', {
  id: serial('id').primaryKey(),
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
