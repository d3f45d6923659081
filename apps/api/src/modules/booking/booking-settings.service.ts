// An activity's booking set-up (SPEC §3 Booking settings, Open times): settings, services,
// operators and closures. Reads here; the admin's writes in booking-admin.service.ts.
import {
  type BookingClosure,
  type BookingOperator,
  type BookingService,
  type BookingSettings,
  bookingOn,
  centsToEuros,
  isTableBooking,
  SEAT_WINDOW,
  type WeeklyRange,
} from '@tessera/domain';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { activities } from '../../platform/tables.ts';
import { bookingTermsColumn } from '../activities/index.ts';
import {
  bookingClosures,
  bookingHours,
  bookingOperatorHours,
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
  maxUpcomingBookings: 3,
  maxPartySize: 12,
  cancelCutoffHours: null,
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
      maxUpcomingBookings: bookingSettings.maxUpcomingBookings,
      maxPartySize: bookingSettings.maxPartySize,
      cancelCutoffHours: bookingSettings.cancelCutoffHours,
      terms: bookingTermsColumn(activities.id),
    })
    .from(activities)
    .leftJoin(bookingSettings, eq(bookingSettings.activityId, activities.id))
    .where(eq(activities.id, activityId));
  const bookingType = row?.terms.bookingType ?? 'N';
  // A restaurant that saved no hours opens SPEC §9's evening, 18:00–23:00.
  const defaults = isTableBooking(bookingType)
    ? { ...DEFAULT_BOOKING_SETTINGS, ...SEAT_WINDOW }
    : DEFAULT_BOOKING_SETTINGS;
  const saved = row?.startTime != null ? (row as BookingSettings) : defaults;
  return {
    ...defaults,
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
  maxUpcomingBookings: s.maxUpcomingBookings,
  maxPartySize: s.maxPartySize,
  cancelCutoffHours: s.cancelCutoffHours,
});

/** The activity's services in use, by name. */
export async function servicesOf(db: Db | Tx, activityId: number): Promise<BookingService[]> {
  return db
    .select({
      id: bookingServices.id,
      name: bookingServices.name,
      duration: bookingServices.durationMinutes,
      priceCents: bookingServices.priceCents,
      description: bookingServices.description,
      capacity: bookingServices.capacity,
    })
    .from(bookingServices)
    .where(and(eq(bookingServices.activityId, activityId), eq(bookingServices.active, true)))
    .orderBy(asc(bookingServices.name), asc(bookingServices.id))
    .then((rows) =>
      rows.map(({ priceCents, ...r }) => ({
        ...r,
        price: priceCents === null ? null : centsToEuros(priceCents),
      })),
    );
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
  const ids = rows.map((r) => r.id);
  const [links, hours] = await Promise.all([
    db
      .select()
      .from(bookingOperatorServices)
      .where(inArray(bookingOperatorServices.bookingOperatorId, ids)),
    db
      .select({
        operatorId: bookingOperatorHours.bookingOperatorId,
        day: bookingOperatorHours.day,
        startTime: bookingOperatorHours.startTime,
        endTime: bookingOperatorHours.endTime,
      })
      .from(bookingOperatorHours)
      .where(inArray(bookingOperatorHours.bookingOperatorId, ids))
      .orderBy(asc(bookingOperatorHours.day), asc(bookingOperatorHours.startTime)),
  ]);
  return rows.map((r) => ({
    ...r,
    bookingServiceIds: links
      .filter((l) => l.bookingOperatorId === r.id)
      .map((l) => l.bookingServiceId)
      .sort((a, b) => a - b),
    hours: hours.filter((h) => h.operatorId === r.id).map(({ operatorId: _, ...h }) => h),
  }));
}

/** The activity's closed days and times. */
export async function closuresOf(db: Db | Tx, activityId: number): Promise<BookingClosure[]> {
  return db
    .select({
      id: bookingClosures.id,
      date: bookingClosures.date,
      dateTo: bookingClosures.dateTo,
      weekday: bookingClosures.weekday,
      startTime: bookingClosures.startTime,
      endTime: bookingClosures.endTime,
      bookingOperatorId: bookingClosures.bookingOperatorId,
    })
    .from(bookingClosures)
    .where(eq(bookingClosures.activityId, activityId))
    .orderBy(asc(bookingClosures.id));
}

/**
 * The activity's opening hours per ISO weekday (issue 26), by day and start; none: the settings'
 * one range every day.
 */
export async function hoursOf(db: Db | Tx, activityId: number): Promise<WeeklyRange[]> {
  return db
    .select({
      day: bookingHours.day,
      startTime: bookingHours.startTime,
      endTime: bookingHours.endTime,
    })
    .from(bookingHours)
    .where(eq(bookingHours.activityId, activityId))
    .orderBy(asc(bookingHours.day), asc(bookingHours.startTime));
}

/**
 * The closures an admin manages (issue 25): past holidays (a range: its last day past) left out; holidays by date, then the
 * weekly ones by weekday, then those of every day, each by time.
 */
export async function upcomingClosuresOf(
  db: Db | Tx,
  activityId: number,
  today: string,
): Promise<BookingClosure[]> {
  return db
    .select({
      id: bookingClosures.id,
      date: bookingClosures.date,
      dateTo: bookingClosures.dateTo,
      weekday: bookingClosures.weekday,
      startTime: bookingClosures.startTime,
      endTime: bookingClosures.endTime,
      bookingOperatorId: bookingClosures.bookingOperatorId,
    })
    .from(bookingClosures)
    .where(
      and(
        eq(bookingClosures.activityId, activityId),
        or(
          isNull(bookingClosures.date),
          gte(sql`coalesce(${bookingClosures.dateTo}, ${bookingClosures.date})`, today),
        ),
      ),
    )
    .orderBy(
      sql`${bookingClosures.date} asc nulls last`,
      sql`${bookingClosures.weekday} asc nulls last`,
      sql`${bookingClosures.startTime} asc nulls first`,
      asc(bookingClosures.id),
    );
}
