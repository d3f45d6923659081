// Payments (issue 17, 22): provider webhook events already handled and the simulated provider's
// sessions. The refunds owed at the provider are the orders' (orders.tables.ts order_refunds).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Provider webhook events already handled (de-duplication by event id). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The built-in simulated provider's checkout sessions (no keys configured). */
export const simulatedSessions = pgTable('simulated_sessions', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  activityId: integer('activity_id').notNull(),
  userId: integer('user_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** open, paid or expired. */
  status: text('status', { enum: ['open', 'paid', 'expired'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
