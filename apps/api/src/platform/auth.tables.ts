// The account and its sessions, which platform/auth.ts checks on every request.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages } from './reference.tables.ts';

export const users = pgTable(
  'users',
  {
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
  },
  // The users list's search (any case, anywhere in the e-mail, name or surname: ILIKE '%…%')
  // by trigrams (pg_trgm, migrations 0024-0025; loaded in PGlite too). One index per column: the
  // planner costs a scan of one column's entries in a three-column index as a scan of all three,
  // and read 100,000 rows instead (bench/console.mjs).
  (t) => [
    index('users_username_search').using('gin', t.username.op('gin_trgm_ops')),
    index('users_name_search').using('gin', t.name.op('gin_trgm_ops')),
    index('users_surname_search').using('gin', t.surname.op('gin_trgm_ops')),
    // The users list's total leaves the few super admins out (users.service.ts): found here, not
    // by reading every account (bench: 66-98 -> 22-29 ms at 100,000 members).
    index('users_super_admins').on(t.id).where(sql`'ROLE_SUPER_ADMIN' = any(${t.roles})`),
  ],
);

/**
 * The column of a row that belongs to a user: `user_id` (or the name given, e.g. the invited
 * friend's `invited_user_id`), not null, deleted with the user. A table declares it as
 * `userId: userId()` (one row per user: `userId().primaryKey()`).
 */
export const userId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A column naming the user who did something to the row (the staff member who made a movement,
 * redeemed a coupon or booked for a customer; the friend who invited): nullable, set to null when
 * that user is deleted, so the row outlives them. `staffUserId: byUser('staff_user_id')`.
 */
export const byUser = (name: string) =>
  integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A session: one login on one device. Access tokens carry its id (`sid`) and every request
 * checks it, so logout, a password change or a deactivation acts on the next request.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: userId(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
