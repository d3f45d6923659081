import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userId } from '../../platform/tables.ts';

/** A registered device of a user (SPEC "Registration device" with the device params). */
export const userRegistrationCodes = pgTable(
  'user_registration_codes',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    deviceType: text('device_type').notNull(),
    authNotice: text('auth_notice', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    osVersion: text('os_version'),
    sdkVersion: text('sdk_version'),
    appVersion: text('app_version'),
    active: boolean('active').notNull().default(true),
    /**
     * False for a record the open call made before login (finding 10): hidden from the user's list
     * until the signed-in app registers the same deviceId.
     */
    claimed: boolean('claimed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_registration_codes_user_device').on(t.userId, t.deviceId)],
);
