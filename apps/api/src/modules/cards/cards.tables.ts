// The card ledger (issue 9; DESIGN §5): one card per customer and activity, and its immutable
// movements. The card row keeps the running totals and the next expiry, written in the same
// transaction as each movement under the card's row lock; the sum of the movements is the truth.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId, byUser, stores, userId } from '../../platform/tables.ts';

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    /** The printed card code (domain CARD_CODE): random, unique. */
    code: text('code').notNull().unique(),
    balanceCents: integer('balance_cents').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** When the first open credit expires, and what expires that day (null: nothing). */
    nextExpiryAt: timestamp('next_expiry_at', { withTimezone: true }),
    nextExpiryCents: integer('next_expiry_cents'),
    nextExpiryDate: text('next_expiry_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_activity_user').on(t.activityId, t.userId),
    check('cards_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('cards_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const cardMovements = pgTable(
  'card_movements',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['AA', 'AM', 'C', 'IS', 'W', 'B', 'P', 'SM', 'PU'] }).notNull(),
    /** Signed: a credit positive, a consumption negative. */
    amountCents: integer('amount_cents').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** What an AA movement's cashback was computed from. */
    spentCents: integer('spent_cents'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When this credit expires (cashBackExpiration days after it; null: never). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** The staff member who made it; null for the product's own (W, IS, expiry). */
    staffUserId: byUser('staff_user_id'),
    reversalOf: integer('reversal_of'),
    note: text('note'),
  },
  (t) => [
    index('card_movements_card').on(t.cardId, t.at, t.id),
    // A movement is reversed once at most (SM), whoever tries.
    uniqueIndex('card_movements_reversal_once').on(t.reversalOf),
  ],
);

/** The activity's loyalty terms: the cart value (SPEC §3) and the welcome credit. */
export const cartValues = pgTable('cart_values', {
  activityId: activityId().primaryKey(),
  /** Percent of the amount spent, in hundredths of a percent (500 = 5 %). */
  valueBasisPoints: integer('value_basis_points').notNull().default(0),
  /** Cents of cashback per point; 0: no points. */
  pointValueCents: integer('point_value_cents').notNull().default(0),
  welcomeCents: integer('welcome_cents').notNull().default(0),
  welcomePoints: integer('welcome_points').notNull().default(0),
  /** What an inviter earns when an invited friend first accumulates (refer-a-friend). */
  referralCents: integer('referral_cents').notNull().default(0),
  referralPoints: integer('referral_points').notNull().default(0),
});

/** Refer-a-friend rewards: one per invited customer and activity, whoever tries. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    invitedUserId: userId('invited_user_id'),
    inviterUserId: userId('inviter_user_id'),
    /** The inviter's B movement. */
    movementId: integer('movement_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_rewards_once').on(t.activityId, t.invitedUserId)],
);

/** A change of the activity's card terms by an admin: who, when, the terms before and after. */
export const cardTermChanges = pgTable(
  'card_term_changes',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    changedBy: byUser('changed_by'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [index('card_term_changes_activity').on(t.activityId, t.at, t.id)],
);
