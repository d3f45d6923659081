import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId, byUser, countries, nations, userId } from '../../platform/tables.ts';

/** The customer's own data (SPEC §3 Customer and Profile fields), one row per user. */
export const customers = pgTable('customers', {
  userId: userId().primaryKey(),
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
  invitedByUserId: byUser('invited_by_user_id'),
});

/**
 * A membership an activity admin offered an existing account (issue 15 F4): the account gets
 * nothing in the activity until its holder accepts; accepting turns the row into the membership,
 * declining deletes it. One per activity and account: asking again replaces the offer.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    /** The membership's roles once accepted. */
    roles: text('roles').array().notNull(),
    /** The membership's switch once accepted, as the admin set it. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_invitations_activity_user').on(t.activityId, t.userId),
    index('member_invitations_user').on(t.userId),
  ],
);
