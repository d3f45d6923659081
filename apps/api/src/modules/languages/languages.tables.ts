import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityId, languages } from '../../platform/tables.ts';

export const activityLanguages = pgTable(
  'activity_languages',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [uniqueIndex('activity_languages_activity_language').on(t.activityId, t.languageId)],
);
