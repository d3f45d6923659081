// The lists of bookings (issue 16): the customer's own, the staff's agenda of some days (with
// when each operator works), and the members staff find to book for.
import {
  type AgendaBooking,
  type AgendaOpen,
  addDays,
  type BookingCustomer,
  openRangesOn,
} from '@tessera/domain';
import { and, asc, desc, eq, gte, ilike, lte, not, or, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../platform/context.ts';
import { totalOver } from '../../platform/pagination.ts';
import { activityCustomers, users } from '../../platform/tables.ts';
import { customerPhoneColumn, isGuestColumn } from '../users/index.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';
import { bookingColumns, viewOf } from './booking.views.ts';
import { closuresOf, hoursOf, operatorsOf, settingsOf } from './booking-settings.service.ts';

/**
 * GET /api/activities/{id}/bookings: the customer's own bookings, the coming ones first (soonest
 * first), then the past ones (latest first); `startsAt` sorts them all by start instead.
 */
export async function bookingsOf(
  db: Executor,
  clock: Clock,
  activityId: number,
  userId: number,
  page: { offset: number; rowsPerPage: number; sortBy?: 'startsAt'; descending: boolean },
) {
  const now = clock.now();
  const coming = sql`${bookings.startsAt} >= ${now}`;
  const order = page.sortBy
    ? [page.descending ? desc(bookings.startsAt) : asc(bookings.startsAt)]
    : [
        desc(coming),
        sql`case when ${coming} then ${bookings.startsAt} end asc`,
        desc(bookings.startsAt),
      ];
  const rows = await db
    .select({ ...bookingColumns, total: totalOver() })
    .from(bookings)
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(and(eq(bookings.activityId, activityId), eq(bookings.userId, userId)))
    .orderBy(...order, asc(bookings.id))
    .limit(page.rowsPerPage)
    .offset(page.offset);
  return { rows: rows.map(viewOf), total: rows[0]?.total ?? 0 };
}

/** Who booked and how to reach them, as the agenda shows them. */
export const customerColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: customerPhoneColumn(users.id),
  guest: isGuestColumn(users.username),
};

/** A customer as answered: `guest` only for a guest (issue 26, walk-ins). */
const shown = <C extends { guest: boolean }>({ guest, ...c }: C) => (guest ? { ...c, guest } : c);

/**
 * GET /api/activities/{activityId}/agenda: the activity's bookings of the days from `from` to
 * `to`, every status, by start, with who booked and how to reach them.
 */
export async function agendaOf(
  db: Executor,
  activityId: number,
  from: string,
  to: string,
): Promise<AgendaBooking[]> {
  const rows = await db
    .select({ ...bookingColumns, customer: customerColumns, createdBy: bookings.createdBy })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(
      and(eq(bookings.activityId, activityId), gte(bookings.date, from), lte(bookings.date, to)),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((r) => ({
    ...viewOf(r),
    customer: shown(r.customer),
    bookedByStaff: r.createdBy !== null && r.createdBy !== r.userId,
  }));
}

/**
 * The agenda's open ranges (issue 26): for each day from `from` to `to`, the activity's own
 * (bookingOperatorId null) and, for types with operators or rooms, each one's in use, after the
 * weekday's hours, the operator's hours and the closures. Four statements whatever the range.
 */
export async function agendaOpenOf(
  db: Executor,
  activityId: number,
  from: string,
  to: string,
): Promise<AgendaOpen[]> {
  const [settings, hours, operators, closures] = await Promise.all([
    settingsOf(db, activityId),
    hoursOf(db, activityId),
    operatorsOf(db, activityId),
    closuresOf(db, activityId),
  ]);
  const activity = { hours, fallback: settings, closures };
  const withOperators = settings.bookingType === 'NO' || settings.bookingType === 'RO';
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days.flatMap((date) => [
    { date, bookingOperatorId: null, ranges: openRangesOn(activity, date) },
    ...(withOperators ? operators : []).map((o) => ({
      date,
      bookingOperatorId: o.id,
      ranges: openRangesOn(activity, date, o),
    })),
  ]);
}

/** At most this many members answer a search. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * GET /api/activities/{activityId}/booking-customers: staff find an active member to book for, by
 * name, surname, both, e-mail or phone (digits as typed or without spaces).
 */
export async function bookingCustomersOf(
  db: Executor,
  activityId: number,
  text: string,
): Promise<BookingCustomer[]> {
  const escaped = text.trim().replace(/[\\%_]/g, '\\$&');
  const like = `%${escaped}%`;
  const digits = text.replace(/\D/g, '');
  const phone = customerPhoneColumn(users.id);
  const rows = await db
    .select(customerColumns)
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.active, true),
        eq(users.active, true),
        not(sql`${users.roles} @> array['ROLE_SUPER_ADMIN']::text[]`),
        or(
          ilike(users.name, like),
          ilike(users.surname, like),
          ilike(sql`${users.name} || ' ' || ${users.surname}`, like),
          ilike(users.email, like),
          ilike(phone, like),
          digits.length >= 3
            ? sql`regexp_replace(${phone}, '\\D', '', 'g') like ${`%${digits}%`}`
            : undefined,
        ),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name), asc(users.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows.map(shown);
}
