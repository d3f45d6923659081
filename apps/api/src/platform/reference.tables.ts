// Reference data every module reads: languages, nations and their towns (countries).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * A town (comune) with its province, inside a nation. Italy's come from the dataset of
 * db/reference (ISTAT code, CAPs); the other nations' are a few hand rows.
 */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    nationId: integer('nation_id')
      .notNull()
      .references(() => nations.id),
    /** The town's official code in its nation (ISTAT code in Italy); null for hand rows. */
    code: text('code'),
    /** Its postal codes (CAP) as the dataset knows them; null when unknown. */
    caps: text('caps').array(),
    /** The name lower-cased without accents, searched by prefix ("forli" finds Forlì). */
    searchName: text('search_name').notNull().default(''),
    /** The same of its other name, where it has two ("bozen" of Bolzano/Bozen), else ''. */
    searchAlt: text('search_alt').notNull().default(''),
  },
  (t) => [
    index('countries_nation_name').on(t.nationId, t.name),
    uniqueIndex('countries_nation_code').on(t.nationId, t.code),
    index('countries_nation_search').on(t.nationId, t.searchName.op('text_pattern_ops')),
    index('countries_nation_search_alt').on(t.nationId, t.searchAlt.op('text_pattern_ops')),
  ],
);

/** Which version of a reference dataset the database holds (loaded once per version). */
export const referenceVersions = pgTable('reference_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
