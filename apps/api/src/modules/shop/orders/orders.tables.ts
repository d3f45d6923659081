// Orders, their lines (issue 17) and the refunds they owe at the provider (issue 22). A cart line
// joins an order by getting its order_id, so it is counted once; one open line per customer and
// item colour size (partial unique index, migration 0017). Card credit is spent under the card's
// row lock (cards). Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId, stores, userId } from '../../../platform/tables.ts';
import { itemColorSizes, items, payments, shippings } from '../catalogue/catalogue.tables.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    status: text('status', {
      enum: ['pending', 'placed', 'paid', 'ready', 'shipped', 'collected', 'cancelled'],
    }).notNull(),
    shippingId: integer('shipping_id').references(() => shippings.id, { onDelete: 'set null' }),
    shippingType: text('shipping_type', { enum: ['S', 'C', 'H'] }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paymentType: text('payment_type', { enum: ['P', 'S', 'BT', 'ST'] }).notNull(),
    /** The delivery address as it was when ordered (C and H). */
    address: text('address'),
    /** The pick-up time asked for, HH:mm on the order's day (shopType R). */
    orderTimeRequest: text('order_time_request'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    creditCents: integer('credit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** What the order earns when paid (SPEC §9), fixed when ordered. */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The card's purchase movement (PU) that paid creditCents. */
    creditMovementId: integer('credit_movement_id'),
    /** The cashback movement (AA), once paid. */
    cashbackMovementId: integer('cashback_movement_id'),
    /** Online payment: which provider, and its checkout session. */
    provider: text('provider'),
    sessionId: text('session_id'),
    archived: boolean('archived').notNull().default(false),
    /** Paid through the built-in test checkout: no real money, no cashback (issue 22). */
    testPayment: boolean('test_payment').notNull().default(false),
    /** A pending online order holds its stock and card credit until then (issue 22). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** The store the customer picks the order up at (shipping S). */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_activity_user').on(t.activityId, t.userId, t.createdAt),
    index('orders_activity_status').on(t.activityId, t.status, t.createdAt),
    index('orders_pending_hold').on(t.holdUntil).where(sql`${t.status} = 'pending'`),
    uniqueIndex('orders_session').on(t.sessionId),
    check('orders_money_not_negative', sql`${t.totalCents} >= 0 and ${t.creditCents} >= 0`),
  ],
);

/** Cart lines (SPEC Item cart); a line with an order_id is that order's article. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    itemColorSizeId: integer('item_color_size_id')
      .notNull()
      .references(() => itemColorSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The prices when ordered (an open line shows the item's current ones). */
    priceCents: integer('price_cents'),
    discountCents: integer('discount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_lines_open')
      .on(t.activityId, t.userId, t.itemColorSizeId)
      .where(sql`${t.orderId} is null`),
    index('cart_lines_order').on(t.orderId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Money given back at the provider for a paid online order (issue 22): the whole order when staff
 * cancel it, a line's worth when they remove one. Tried after the change commits and retried
 * until the provider answers; a refusal stays visible (status failed, lastError).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** cancelled: the whole order; line: a line staff removed. */
    reason: text('reason', { enum: ['cancelled', 'line'] }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    /** The provider's refund id, once it answered. */
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_refunds_order').on(t.orderId),
    index('order_refunds_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
