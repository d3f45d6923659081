import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activityId, countries, userId } from '../../platform/tables.ts';

/** A customer's shipping address inside one activity. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    address: text('address').notNull(),
    streetNumber: text('street_number'),
    cap: text('cap').notNull(),
    town: text('town'),
    /** Province code (IT: two letters, e.g. BO). */
    province: text('province'),
    /** Who receives the parcel, and a phone for the courier (issue 22). */
    recipientName: text('recipient_name'),
    phone: text('phone'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_user_activity').on(t.userId, t.activityId)],
);
