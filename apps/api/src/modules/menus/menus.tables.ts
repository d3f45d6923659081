import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { activityId } from '../../platform/tables.ts';

/** A section of the menu or price list (SPEC §3 Menu entries: category.name, category.sort). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Hidden: customers see neither the category nor its entries (issue 25). */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    index('menu_categories_activity').on(t.activityId),
    // The target of menu_entries' (category, activity) key: an entry and its category share
    // their activity.
    unique('menu_categories_id_activity').on(t.id, t.activityId),
  ],
);

/** A dish or a service with its price, allergens (SPEC §3 codes) and typologies (GF, VG, VE). */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    /** Allergen codes as the activity gave them; an unknown one shows as 'Non gestito'. */
    allergens: text('allergens').array().notNull().default([]),
    typologies: text('typologies').array().notNull().default([]),
    /** File name under images/menu/{activityId}/, when the entry has a picture. */
    imageFileName: text('image_file_name'),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    index('menu_entries_activity').on(t.activityId),
    foreignKey({
      name: 'menu_entries_category',
      columns: [t.categoryId, t.activityId],
      foreignColumns: [menuCategories.id, menuCategories.activityId],
    }).onDelete('cascade'),
    check('menu_entries_price', sql`${t.priceCents} >= 0`),
  ],
);
