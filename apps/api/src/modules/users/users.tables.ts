import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from '../languages/languages.tables.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower-cased e-mail the user logs in with. */
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  roles: text('roles').array().notNull().default(['ROLE_USER']),
  active: boolean('active').notNull().default(true),
  languageId: integer('language_id').references(() => languages.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
