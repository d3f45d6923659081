import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Messages waiting to leave: written in the transaction of the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An e-mail's Reply-To (the activity's own address); null: replies go to the sender. */
    replyTo: text('reply_to'),
    /** Files sent with an e-mail (a booking's .ics): name, MIME type and UTF-8 content. */
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * Names a scheduled message (a booking's reminder) so that it can be moved or withdrawn
     * before it leaves; at most one pending message per key.
     */
    key: text('key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending').on(t.nextAttemptAt).where(sql`sent_at is null`),
    uniqueIndex('outbox_key_pending').on(t.key).where(sql`sent_at is null`),
  ],
);
