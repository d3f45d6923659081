// Scratch-and-win (issue 9): an activity's campaigns, and the cards given to customers, each with
// its outcome drawn and fixed on the server when given; scratching reveals it and credits a win.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activityId, userId } from '../../platform/tables.ts';

export const scratchAndWins = pgTable(
  'scratch_and_wins',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    description: text('description'),
    /** File under images/scratch-and-win/{activityId}/. */
    imageFileName: text('image_file_name'),
    /** Chance of a win per card given, in percent (0–100). */
    winPercent: integer('win_percent').notNull().default(20),
    prizeCents: integer('prize_cents').notNull().default(0),
    prizePoints: integer('prize_points').notNull().default(0),
  },
  (t) => [index('scratch_and_wins_activity').on(t.activityId)],
);

export const scratchAndWinCustomers = pgTable(
  'scratch_and_win_customers',
  {
    id: serial('id').primaryKey(),
    scratchAndWinId: integer('scratch_and_win_id')
      .notNull()
      .references(() => scratchAndWins.id, { onDelete: 'cascade' }),
    activityId: activityId(),
    userId: userId(),
    /** Drawn when the card is given; never sent before it is scratched. */
    won: boolean('won').notNull(),
    prizeCents: integer('prize_cents').notNull().default(0),
    prizePoints: integer('prize_points').notNull().default(0),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    scratchedAt: timestamp('scratched_at', { withTimezone: true }),
    /** The IS movement that credited the win. */
    movementId: integer('movement_id'),
  },
  (t) => [index('scratch_and_win_customers_user').on(t.userId, t.activityId)],
);
