// The tenant (activity), its stores and its memberships, which platform/tenancy.ts checks.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userId } from './auth.tables.ts';
import { nations } from './reference.tables.ts';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    permalink: text('permalink').notNull().unique(),
    active: boolean('active').notNull().default(true),
    /** Hex colour without '#'. */
    color: text('color').notNull().default('1976D2'),
    colorText: text('color_text').notNull().default('FFFFFF'),
    /** The logo's file name under images/activity/{id}/, when the activity has one. */
    logoFileName: text('logo_file_name'),
    cashBackType: text('cash_back_type', { enum: ['E', 'P', 'EP'] })
      .notNull()
      .default('E'),
    /** Where the activity is: its towns are the countries offered for addresses. */
    nationId: integer('nation_id').references(() => nations.id),
  },
  // The super admin's search in names and permalinks (ILIKE '%…%'), by trigrams (pg_trgm), one
  // index per column (see users).
  (t) => [
    index('activities_name_search').using('gin', t.name.op('gin_trgm_ops')),
    index('activities_permalink_search').using('gin', t.permalink.op('gin_trgm_ops')),
  ],
);

/**
 * The column of a row that belongs to an activity: `activity_id`, not null, deleted with the
 * activity. A table declares it as `activityId: activityId()`; a table of one row per activity
 * makes it its key, `activityId().primaryKey()`.
 */
export const activityId = () =>
  integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' });

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    main: boolean('main').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    address: text('address'),
    city: text('city'),
    phone: text('phone'),
    /** Opening intervals: ISO day (1 Monday … 7 Sunday), from and to as "HH:mm". */
    openingHours: jsonb('opening_hours')
      .$type<{ day: number; from: string; to: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('stores_activity').on(t.activityId),
    uniqueIndex('stores_one_main').on(t.activityId).where(sql`${t.main}`),
  ],
);

/**
 * Membership: a user in an activity. Roles and the active flag belong here (DESIGN §5): an
 * admin of one activity has no power in another. Only ROLE_SUPER_ADMIN is global (users.roles).
 */
export const activityCustomers = pgTable(
  'activity_customers',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    roles: text('roles').array().notNull().default(['ROLE_USER']),
    active: boolean('active').notNull().default(true),
    /** An admin's choice to get an e-mail for each new order (issue 22). */
    orderMail: boolean('order_mail').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_customers_activity_user').on(t.activityId, t.userId),
    index('activity_customers_user').on(t.userId),
  ],
);
