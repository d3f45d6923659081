import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities, languages } from '../../platform/tables.ts';

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
