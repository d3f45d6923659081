// The shop (issue 17): catalogue, cart, shipping and payment settings, pick-up times and orders.
// Nothing is sold twice and no credit is spent twice, by the database itself (migration 0017):
// - stock: `item_color_sizes.stock` never goes below 0 (check), taken by a conditional update;
// - the cart: one open line per customer and item colour size (partial unique index); a line
//   joins an order by getting its order_id, so it is counted once;
// - card credit: the order's purchase movement is written under the card's row lock (cards).
// Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities, stores, users } from '../../platform/tables.ts';

const activityId = () =>
  integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' });

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_categories_activity').on(t.activityId, t.sort)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    /** The lower price while discounted. */
    discountCents: integer('discount_cents'),
    /** Still sold; an item taken off sale keeps its past orders. */
    active: boolean('active').notNull().default(true),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    typologies: text('typologies').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('items_activity_category').on(t.activityId, t.categoryId, t.sort),
    check('items_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'items_discount_not_negative',
      sql`${t.discountCents} is null or ${t.discountCents} >= 0`,
    ),
  ],
);

export const itemColors = pgTable(
  'item_colors',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** null: the item comes in one colour (a dish). */
    name: text('name'),
    /** RRGGBB without '#'. */
    hex: text('hex'),
    imageFileName: text('image_file_name'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('item_colors_item').on(t.itemId, t.sort)],
);

export const itemColorSizes = pgTable(
  'item_color_sizes',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    itemColorId: integer('item_color_id')
      .notNull()
      .references(() => itemColors.id, { onDelete: 'cascade' }),
    /** null: the item comes in one size. */
    size: text('size'),
    /** null: unlimited. */
    stock: integer('stock'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('item_color_sizes_color').on(t.itemColorId, t.sort),
    check('item_color_sizes_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** Pictures of an item (item_id) or of the shop itself (item_id null). */
export const shopImages = pgTable(
  'shop_images',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_images_activity').on(t.activityId, t.itemId, t.sort)],
);

export const shippings = pgTable(
  'shippings',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    type: text('type', { enum: ['S', 'C', 'H'] }).notNull(),
    priceMinCents: integer('price_min_cents').notNull().default(0),
    offerCents: integer('offer_cents').notNull().default(0),
    standardCents: integer('standard_cents').notNull().default(0),
    shippingDaysFrom: integer('shipping_days_from').notNull().default(0),
    shippingDaysTo: integer('shipping_days_to').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('shippings_activity').on(t.activityId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    type: text('type', { enum: ['P', 'S', 'BT', 'ST'] }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('payments_activity').on(t.activityId)],
);

/** Today's pick-up window (SPEC Shop close-time setting): day is the ISO weekday, 1–7. */
export const shopCloseTimes = pgTable(
  'shop_close_times',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    day: smallint('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('shop_close_times_activity').on(t.activityId, t.day)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
