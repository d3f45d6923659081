import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.tables.ts';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  flagCode: text('flag_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const activityLanguages = pgTable(
  'activity_languages',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [uniqueIndex('activity_languages_activity_language').on(t.activityId, t.languageId)],
);
