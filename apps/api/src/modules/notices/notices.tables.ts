// Notifications and notices (issue 9; SPEC §3). A notification is one user's message with a status;
// a notice is an activity's message, sent to customers (one notice_sents row per customer), each
// send read-marked and deleted from the customer's list on its own.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, activityId, userId } from '../../platform/tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    /** The activity it concerns, if any. */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    message: text('message').notNull(),
    /** SPEC §3: R or S running, E error, D done. */
    status: text('status', { enum: ['R', 'S', 'E', 'D'] })
      .notNull()
      .default('D'),
    /** A path inside the app. */
    link: text('link'),
    /** An address outside the app. */
    externalLink: text('external_link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created').on(t.userId, t.createdAt)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** File under images/notice/{activityId}/. */
    imageFileName: text('image_file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_activity').on(t.activityId)],
);

export const noticeSents = pgTable(
  'notice_sents',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    activityId: activityId(),
    userId: userId(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Read from the native app's push notification. */
    readNativeAt: timestamp('read_native_at', { withTimezone: true }),
    /** Deleted from the customer's list (kept for the activity's records). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notice_sents_notice_user').on(t.noticeId, t.userId),
    index('notice_sents_user').on(t.userId, t.activityId),
  ],
);
