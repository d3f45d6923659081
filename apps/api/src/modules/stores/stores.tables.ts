import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables.ts';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    main: boolean('main').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    address: text('address'),
    city: text('city'),
    phone: text('phone'),
  },
  (t) => [
    index('stores_activity').on(t.activityId),
    uniqueIndex('stores_one_main').on(t.activityId).where(sql`${t.main}`),
  ],
);
