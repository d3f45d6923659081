// Refer-a-friend (issue 9): the friends a customer invited by phone in an activity. A number is
// invited once per activity, whoever invites it.
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityId, userId } from '../../platform/tables.ts';

export const friends = pgTable(
  'friends',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    /** The inviter. */
    userId: userId(),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    inviteId: text('invite_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the invite SMS was queued (once). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friends_activity_phone').on(t.activityId, t.phoneNumber),
    index('friends_user_day').on(t.userId, t.activityId, t.createdAt),
  ],
);
