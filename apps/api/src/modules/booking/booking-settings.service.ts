// An activity's booking set-up (SPEC §3 Booking settings, Open times): settings, services,
// operators and closures. Reads here; the admin's writes in booking-admin.service.ts.
import {
  type BookingClosure,
  type BookingOperator,
  type BookingService,
  type BookingSettings,
  bookingOn,
} from '@tessera/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { activities } from '../../platform/tables.ts';
import { bookingTermsColumn } from '../activities/index.ts';
import {
  bookingClosures,
  bookingOperatorServices,
  bookingOperators,
  bookingServices,
  bookingSettings,
} from './booking.tables.ts';

/** Settings of an activity that never saved any. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  startTime: '09:00',
  endTime: '19:00',
  timeCalendar: 30,
  bookingNumberOfHour: 20,
  confirmOnArrival: false,
  reminderHour: 18,
};

/**
 * The activity's booking settings, with its booking type, time zone and whether it takes
 * bookings at all (`bookingOn`: one of the two customer entries of SPEC §2 shows). One statement.
 */
export async function settingsOf(db: Db | Tx, activityId: number) {
  const [row] = await db
    .select({
      startTime: bookingSettings.startTime,
      endTime: bookingSettings.endTime,
      timeCalendar: bookingSettings.timeCalendar,
      bookingNumberOfHour: bookingSettings.bookingNumberOfHour,
      confirmOnArrival: bookingSettings.confirmOnArrival,
      reminderHour: bookingSettings.reminderHour,
      terms: bookingTermsColumn(activities.id),
    })
    .from(activities)
    .leftJoin(bookingSettings, eq(bookingSettings.activityId, activities.id))
    .where(eq(activities.id, activityId));
  const saved = row?.startTime != null ? (row as BookingSettings) : DEFAULT_BOOKING_SETTINGS;
  const bookingType = row?.terms.bookingType ?? 'N';
  return {
    ...DEFAULT_BOOKING_SETTINGS,
    ...pickSettings(saved),
    timeCalendar: saved.timeCalendar as BookingSettings['timeCalendar'],
    bookingType,
    timeZone: row?.terms.timeZone ?? 'Europe/Rome',
    bookingOn: bookingOn({
      menu: { showBookingApp: row?.terms.showBookingApp ?? false },
      bookingType,
    }),
  };
}

const pickSettings = (s: BookingSettings): BookingSettings => ({
  startTime: s.startTime,
  endTime: s.endTime,
  timeCalendar: s.timeCalendar,
  bookingNumberOfHour: s.bookingNumberOfHour,
  confirmOnArrival: s.confirmOnArrival,
  reminderHour: s.reminderHour,
});

/** The activity's services in use, by name. */
export async function servicesOf(db: Db | Tx, activityId: number): Promise<BookingService[]> {
  return db
    .select({
      id: bookingServices.id,
      name: bookingServices.name,
      duration: bookingServices.durationMinutes,
    })
    .from(bookingServices)
    .where(and(eq(bookingServices.activityId, activityId), eq(bookingServices.active, true)))
    .orderBy(asc(bookingServices.name), asc(bookingServices.id));
}

/** The activity's operators in use, each with the services they do. */
export async function operatorsOf(db: Db | Tx, activityId: number): Promise<BookingOperator[]> {
  const rows = await db
    .select({
      id: bookingOperators.id,
      name: bookingOperators.name,
      surname: bookingOperators.surname,
      seats: bookingOperators.seats,
    })
    .from(bookingOperators)
    .where(and(eq(bookingOperators.activityId, activityId), eq(bookingOperators.active, true)))
    .orderBy(asc(bookingOperators.name), asc(bookingOperators.id));
  if (!rows.length) return [];
  const links = await db
    .select()
    .from(bookingOperatorServices)
    .where(
      inArray(
        bookingOperatorServices.bookingOperatorId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    ...r,
    bookingServiceIds: links
      .filter((l) => l.bookingOperatorId === r.id)
      .map((l) => l.bookingServiceId)
      .sort((a, b) => a - b),
  }));
}

/** The activity's closed days and times. */
export async function closuresOf(db: Db | Tx, activityId: number): Promise<BookingClosure[]> {
  return db
    .select({
      id: bookingClosures.id,
      date: bookingClosures.date,
      weekday: bookingClosures.weekday,
      startTime: bookingClosures.startTime,
      endTime: bookingClosures.endTime,
      bookingOperatorId: bookingClosures.bookingOperatorId,
    })
    .from(bookingClosures)
    .where(eq(bookingClosures.activityId, activityId))
    .orderBy(asc(bookingClosures.id));
}
