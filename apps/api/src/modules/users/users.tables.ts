import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { countries, nations, users } from '../../platform/tables.ts';

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
