// A booking as its customer and staff see it (issue 16): its times, people and answer, with its
// service and operator by name (removed ones included).
import type { Booking } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';

export const bookingColumns = {
  id: bookings.id,
  activityId: bookings.activityId,
  userId: bookings.userId,
  date: bookings.date,
  startTime: bookings.startTime,
  endTime: bookings.endTime,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  numberOfPeople: bookings.numberOfPeople,
  confirmed: bookings.confirmed,
  endedBy: bookings.endedBy,
  endedWas: bookings.endedWas,
  reason: bookings.declineReason,
  serviceId: bookings.bookingServiceId,
  serviceName: bookingServices.name,
  serviceDuration: bookingServices.durationMinutes,
  operatorId: bookings.bookingOperatorId,
  operatorName: bookingOperators.name,
  operatorSurname: bookingOperators.surname,
};
type Row = { [K in keyof typeof bookingColumns]: (typeof bookingColumns)[K]['_']['data'] | null };

/** Bookings with their service and operator, removed ones included. */
const selectBookings = (db: Executor) =>
  db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId));

/** Who ended an N booking and how (issue 26): declined is the activity ending a waiting one. */
function endingOf(r: Pick<Row, 'confirmed' | 'endedBy' | 'endedWas' | 'reason'>) {
  if (r.confirmed !== 'N' || !r.endedBy) return { endedBy: null, ended: null, reason: null };
  const declined = r.endedBy === 'activity' && r.endedWas === 'I';
  return {
    endedBy: r.endedBy,
    ended: declined ? ('declined' as const) : ('cancelled' as const),
    reason: r.reason ?? null,
  };
}

/** A booking as its customer and staff see it, from its columns (who booked is not shown). */
export const viewOf = (r: Omit<Row, 'userId'>): Booking => ({
  id: r.id as number,
  activityId: r.activityId as number,
  date: r.date as string,
  startTime: r.startTime as string,
  endTime: r.endTime as string,
  startsAt: (r.startsAt as Date).toISOString(),
  endsAt: (r.endsAt as Date).toISOString(),
  numberOfPeople: r.numberOfPeople as number,
  confirmed: r.confirmed as Booking['confirmed'],
  ...endingOf(r),
  bookingService:
    r.serviceId === null
      ? null
      : { id: r.serviceId, name: r.serviceName ?? '', duration: r.serviceDuration ?? 0 },
  bookingOperator:
    r.operatorId === null
      ? null
      : { id: r.operatorId, name: r.operatorName ?? '', surname: r.operatorSurname ?? null },
});

/** A booking as its customer and staff see it. */
export async function bookingView(db: Executor, id: number): Promise<Booking> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  if (!row) throw notFound();
  return viewOf(row);
}
