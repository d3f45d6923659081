import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId, languages, userId } from '../../platform/tables.ts';

export const PRIVACY_KINDS = [
  'informativaPrivacy',
  'informativaPointB',
  'informativaPointC',
] as const;

/** The activity's privacy texts, one per kind and language. */
export const activityPrivacies = pgTable(
  'activity_privacies',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    kind: text('kind', { enum: PRIVACY_KINDS }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('activity_privacies_kind').on(t.activityId, t.kind, t.languageId)],
);

/** A customer's consents inside one activity. */
export const userPrivacies = pgTable(
  'user_privacies',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    informativaPrivacy: boolean('informativa_privacy').notNull(),
    informativaPointB: boolean('informativa_point_b').notNull(),
    informativaPointC: boolean('informativa_point_c').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_privacies_user_activity').on(t.userId, t.activityId)],
);
