// Booking (issue 16): an activity's booking settings, services, operators and closures, and the
// bookings. No double booking is enforced by the database itself (migration 0015):
// - service bookings: an exclusion constraint on (activity, operator, time range), declined ones
//   aside (`bookings_no_overlap`);
// - tables: seats counted over time from the bookings themselves, under an advisory lock per
//   activity, room and day (issue 26; the per-window counter `booking_seats` was dropped, 0026).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { activityId, byUser, userId } from '../../platform/tables.ts';

export const bookingSettings = pgTable('booking_settings', {
  activityId: activityId().primaryKey(),
  /** Opening, "HH:mm" in the activity's time zone. */
  startTime: text('start_time').notNull().default('09:00'),
  endTime: text('end_time').notNull().default('19:00'),
  /** The calendar step in minutes: 15, 30, 60 or 120. */
  timeCalendar: integer('time_calendar').notNull().default(30),
  /** Seats per sitting window (restaurant). */
  bookingNumberOfHour: integer('booking_number_of_hour').notNull().default(20),
  confirmOnArrival: boolean('confirm_on_arrival').notNull().default(false),
  /** The hour the day-before reminder leaves. */
  reminderHour: integer('reminder_hour').notNull().default(18),
  /** Fairness (issue 26): a customer's own upcoming bookings (not ended) at most. */
  maxUpcomingBookings: integer('max_upcoming_bookings').notNull().default(3),
  /** The largest party a table booking takes (larger: call the restaurant). */
  maxPartySize: integer('max_party_size').notNull().default(12),
  /** A customer cancels at least this many hours before the start; null: until it starts. */
  cancelCutoffHours: integer('cancel_cutoff_hours'),
});

export const bookingServices = pgTable(
  'booking_services',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** What it costs, shown where it is chosen (issue 25); null: no price shown. */
    priceCents: integer('price_cents'),
    description: text('description'),
    /** The people one booking of it is for, at most (issue 26). */
    capacity: integer('capacity').notNull().default(1),
    /** A removed service stays for the bookings that name it. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('booking_services_activity').on(t.activityId),
    check('booking_services_price', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('booking_services_capacity', sql`${t.capacity} >= 1`),
  ],
);

export const bookingOperators = pgTable(
  'booking_operators',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    name: text('name').notNull(),
    surname: text('surname'),
    /** Seats of this room or area (RO); null: the activity's bookingNumberOfHour. */
    seats: integer('seats'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('booking_operators_activity').on(t.activityId)],
);

/** Which services each operator does. */
export const bookingOperatorServices = pgTable(
  'booking_operator_services',
  {
    bookingOperatorId: integer('booking_operator_id')
      .notNull()
      .references(() => bookingOperators.id, { onDelete: 'cascade' }),
    bookingServiceId: integer('booking_service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookingOperatorId, t.bookingServiceId] })],
);

/**
 * An operator's working hours (issue 25): ranges per ISO weekday. An operator with none works the
 * activity's hours; with some, only within them, and not on a day without any.
 */
export const bookingOperatorHours = pgTable(
  'booking_operator_hours',
  {
    id: serial('id').primaryKey(),
    bookingOperatorId: integer('booking_operator_id')
      .notNull()
      .references(() => bookingOperators.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('booking_operator_hours_operator').on(t.bookingOperatorId, t.day),
    check('booking_operator_hours_day', sql`${t.day} between 1 and 7`),
    check('booking_operator_hours_times', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * The activity's opening hours per ISO weekday (issue 26), several ranges a day (morning and
 * afternoon); a day without ranges is closed. None saved: booking_settings' one range every day.
 */
export const bookingHours = pgTable(
  'booking_hours',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    day: smallint('day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('booking_hours_activity').on(t.activityId, t.day),
    check('booking_hours_day', sql`${t.day} between 1 and 7`),
    check('booking_hours_times', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * Closed days and times (domain `bookingClosure`); the same closure once (issue 25). A holiday
 * spans `date` to `date_to` inclusive (issue 26); date_to null: the one day.
 */
export const bookingClosures = pgTable(
  'booking_closures',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    bookingOperatorId: integer('booking_operator_id').references(() => bookingOperators.id, {
      onDelete: 'cascade',
    }),
    date: date('date', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    weekday: smallint('weekday'),
    startTime: text('start_time'),
    endTime: text('end_time'),
  },
  (t) => [
    index('booking_closures_activity').on(t.activityId),
    unique('booking_closures_once')
      .on(t.activityId, t.bookingOperatorId, t.date, t.dateTo, t.weekday, t.startTime, t.endTime)
      .nullsNotDistinct(),
    check('booking_closures_day', sql`${t.date} is null or ${t.weekday} is null`),
    check(
      'booking_closures_range',
      sql`${t.dateTo} is null or (${t.date} is not null and ${t.dateTo} > ${t.date})`,
    ),
    check(
      'booking_closures_times',
      sql`(${t.startTime} is null) = (${t.endTime} is null) and (${t.startTime} is null or ${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    activityId: activityId(),
    userId: userId(),
    bookingServiceId: integer('booking_service_id').references(() => bookingServices.id),
    bookingOperatorId: integer('booking_operator_id').references(() => bookingOperators.id),
    /** Wall clock in the activity's time zone, as booked. */
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The instants they name: what the exclusion constraint compares. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    confirmed: text('confirmed', { enum: ['Y', 'I', 'N'] }).notNull(),
    /** The iCalendar SEQUENCE: grows with every change the customer is told of. */
    sequence: integer('sequence').notNull().default(0),
    /** Staff who booked on the customer's behalf; null: the customer. */
    createdBy: byUser('created_by'),
    /** Who set N (issue 26): the customer cancelled, or the activity declined or cancelled. */
    endedBy: text('ended_by', { enum: ['customer', 'activity'] }),
    /** The status it had when ended: I (a declined request) or Y (a cancelled booking). */
    endedWas: text('ended_was', { enum: ['Y', 'I'] }),
    /** The activity's reason, told to the customer. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_activity_starts').on(t.activityId, t.startsAt),
    index('bookings_user').on(t.userId, t.activityId, t.startsAt),
    check('bookings_people', sql`${t.numberOfPeople} > 0`),
    check('bookings_range', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'bookings_ended_by',
      sql`${t.endedBy} is null or ${t.endedBy} in ('customer', 'activity')`,
    ),
    check('bookings_ended_was', sql`${t.endedWas} is null or ${t.endedWas} in ('Y', 'I')`),
    check(
      'bookings_decline_reason',
      sql`${t.declineReason} is null or char_length(${t.declineReason}) <= 500`,
    ),
  ],
);
