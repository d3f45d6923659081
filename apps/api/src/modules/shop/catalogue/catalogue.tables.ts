// The shop's catalogue (issue 17): categories, items with their colours, sizes (stock) and images,
// and the shop's settings: shipping and payment methods, pick-up times. Stock never goes below 0
// (check, migration 0017), taken by a conditional update. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId } from '../../../platform/tables.ts';

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Hidden: customers see neither the category nor its items (issue 25). */
    visible: boolean('visible').notNull().default(true),
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
    /** The shop's own code for it (a spreadsheet's SKU): one per activity, any case. */
    sku: text('sku'),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    /** The lower price while discounted. */
    discountCents: integer('discount_cents'),
    /** Still sold; an item taken off sale keeps its past orders. */
    active: boolean('active').notNull().default(true),
    allergens: text('allergens').array().notNull().default(sql`'{}'::text[]`),
    typologies: text('typologies').array().notNull().default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    /** Withdrawn for good (also not active): kept because past orders name it (issue 25). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('items_activity_category').on(t.activityId, t.categoryId, t.sort),
    // The admin's and the customers' searches (ILIKE '%…%' in name, code, description), by
    // trigrams (pg_trgm, migrations 0024-0025), one index per column: the planner costs a scan of
    // a multi-column one as a scan of every column's entries.
    index('items_name_search').using('gin', t.name.op('gin_trgm_ops')),
    index('items_sku_search').using('gin', t.sku.op('gin_trgm_ops')),
    index('items_description_search').using('gin', t.description.op('gin_trgm_ops')),
    uniqueIndex('items_activity_sku')
      .on(t.activityId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
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
    // An item's sizes: its stock and sold-out mark on every row of a list.
    index('item_color_sizes_item').on(t.itemId),
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
  (t) => [
    index('shop_images_activity').on(t.activityId, t.itemId, t.sort),
    // An item's first picture, on every row of a list.
    index('shop_images_item').on(t.itemId, t.sort),
  ],
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
