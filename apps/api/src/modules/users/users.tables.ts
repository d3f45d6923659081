import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries, nations } from '../countries/countries.tables.ts';
import { languages } from '../languages/languages.tables.ts';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Lower-cased e-mail the user logs in with. */
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  surname: text('surname').notNull().default(''),
  /** Global roles: only ROLE_SUPER_ADMIN. Roles in an activity are on the membership. */
  roles: text('roles').array().notNull().default([]),
  /** The account itself; a super admin's switch. Activity admins switch memberships. */
  active: boolean('active').notNull().default(true),
  languageId: integer('language_id').references(() => languages.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The customer's own data (SPEC §3 Customer and Profile fields), one row per user. */
export const customers = pgTable('customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: text('gender', { enum: ['M', 'F'] }),
  /** F private (default), G business. */
  typo: text('typo', { enum: ['F', 'G'] })
    .notNull()
    .default('F'),
  phone: text('phone'),
  address: text('address'),
  streetNumber: text('street_number'),
  cap: text('cap'),
  town: text('town'),
  countryId: integer('country_id').references(() => countries.id),
  nationId: integer('nation_id').references(() => nations.id),
  /** The code this customer gives friends (refer-a-friend). */
  inviteCode: text('invite_code').notNull().unique(),
  invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
});
