// Reference data every module reads: languages, nations and their towns (countries).
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  flagCode: text('flag_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const nations = pgTable('nations', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** A town (comune) with its province, inside a nation. */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    nationId: integer('nation_id')
      .notNull()
      .references(() => nations.id),
  },
  (t) => [index('countries_nation_name').on(t.nationId, t.name)],
);
