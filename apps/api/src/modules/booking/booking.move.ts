// Reschedule (issue 26): a booking moved to another day, time or operator keeps its id. The same
// checks and locks as a new booking (booking.service.ts), the booking itself left out of what it
// is checked against: inside the transaction it is first set aside (confirmed N holds nothing),
// then written at its new time with its status. The exclusion constraint still has the last word
// (23P01: 409). Locks in one order: the booking's row, the customer, the rooms (tables) or the
// days (services, the old day and the new one in date order), so no two changes wait for each
// other. Status: staff moves keep it; a customer's move of a confirmed booking goes back to
// waiting (I) when the activity does not confirm at once, else stays confirmed.
import {
  type Booking,
  type BookingMove,
  checkSlot,
  instantOf,
  isTableBooking,
} from '@tessera/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sqlState } from '../../platform/http-errors.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { busyIn, seatsIn, selectionOf, setupOf, slotContextOf } from './booking.availability.ts';
import { forgetCalendars } from './booking.cache.ts';
import { bookingMoved } from './booking.mail.ts';
import { bookingMessages as m } from './booking.messages.ts';
import {
  lockBookingDay,
  lockCustomer,
  lockRooms,
  ownAround,
  refusalOf,
} from './booking.service.ts';
import { bookings } from './booking.tables.ts';
import { bookingView } from './booking.views.ts';

export type Mover = 'customer' | 'activity';

type Row = typeof bookings.$inferSelect;

/** Writes the booking at its new time unless the operator's time is taken (in a savepoint). */
async function moveUnlessTaken(tx: Tx, id: number, values: Partial<Row>) {
  try {
    return await transact(tx, async (sp) => {
      await sp
        .update(bookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(bookings.id, id));
      return true;
    });
  } catch (err) {
    if (sqlState(err) === '23P01') return false;
    throw err;
  }
}

/** Whether the move asks for where the booking already is (a retried move: nothing to do). */
const already = (b: Row, to: BookingMove) =>
  b.date === to.date &&
  b.startTime === to.startTime &&
  (to.bookingOperator === undefined ||
    to.bookingOperator === null ||
    to.bookingOperator.id === b.bookingOperatorId);

/**
 * Moves the booking `where` selects (the customer's own, or one of the activity's): 404 when there
 * is none, 409 when declined or cancelled, 422 once started, the slot's refusals as a new booking.
 */
async function moveBooking(
  ctx: ServiceContext,
  where: SQL | undefined,
  to: BookingMove,
  by: Mover,
): Promise<Booking> {
  const id = await transact(ctx.db, async (tx) => {
    const [b] = await tx.select().from(bookings).where(where).for('update');
    if (!b) throw notFound();
    if (b.confirmed === 'N') throw new AppError(409, 'booking_final', m.final);
    if (already(b, to)) return b.id;
    if (b.startsAt.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError(422, 'booking_started', m.started);
    }
    const { activityId } = b;
    const setup = await setupOf(tx, activityId);
    const { timeZone, confirmOnArrival, cancelCutoffHours: n } = setup.settings;
    // A customer changes it no later than they may cancel it; staff always may.
    const left = b.startsAt.getTime() - ctx.clock.now().getTime();
    if (by === 'customer' && n !== null && left < n * 3_600_000) {
      throw new AppError(422, 'move_too_late', m.moveTooLate, { n, count: n });
    }
    const table = isTableBooking(setup.settings.bookingType);
    const operatorId =
      to.bookingOperator === undefined ? b.bookingOperatorId : (to.bookingOperator?.id ?? null);
    const sel = selectionOf(setup, {
      serviceId: b.bookingServiceId,
      operatorId,
      people: b.numberOfPeople,
    });
    // Its own operator first when any will do: a shift within its own column when it is free.
    sel.operators.sort(
      (x, y) => Number(y === b.bookingOperatorId) - Number(x === b.bookingOperatorId),
    );
    await lockCustomer(tx, activityId, b.userId);
    if (table) await lockRooms(tx, activityId, sel.operators, to.date);
    else {
      for (const date of [...new Set([b.date, to.date])].sort()) {
        await lockBookingDay(tx, activityId, date);
      }
    }
    // Set aside: the checks below read neither its time, nor its seats, nor it as one's own.
    await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, b.id));
    const busy = table
      ? []
      : await busyIn(tx, activityId, timeZone, to.date, to.date, sel.operators);
    const seats = table
      ? await seatsIn(tx, activityId, timeZone, to.date, to.date, sel.operators)
      : [];
    const day = {
      ...slotContextOf(setup, ctx.clock, [to.date], busy, seats),
      mine: await ownAround(tx, activityId, timeZone, to.date, b.userId),
    };
    const check = checkSlot(day, sel, to.date, to.startTime);
    if (!check.ok) throw refusalOf(check);
    const startsAt = instantOf(to.date, to.startTime, timeZone);
    const confirmed =
      by === 'customer' && b.confirmed === 'Y' && !confirmOnArrival ? 'I' : b.confirmed;
    for (const op of sel.operators) {
      const alone = checkSlot(day, { ...sel, operators: [op] }, to.date, to.startTime);
      if (!alone.ok) continue;
      const moved = await moveUnlessTaken(tx, b.id, {
        bookingOperatorId: op,
        date: to.date,
        startTime: to.startTime,
        endTime: alone.endTime,
        startsAt,
        endsAt: new Date(startsAt.getTime() + sel.duration * 60_000),
        confirmed,
      });
      if (!moved) continue;
      await bookingMoved(tx, ctx, b.id, by, { startsAt: b.startsAt, endsAt: b.endsAt });
      forgetCalendars(ctx, activityId);
      return b.id;
    }
    // Taken meanwhile by a booking the checks could not see yet (the constraint refused it).
    throw refusalOf({ ok: false, reason: 'overlap', minutes: sel.duration });
  });
  return bookingView(ctx.db, id);
}

/** PUT /api/app/bookings/{id}/move: the customer moves their own booking. */
export const moveOwnBooking = (ctx: ServiceContext, userId: number, id: number, to: BookingMove) =>
  moveBooking(ctx, and(eq(bookings.id, id), eq(bookings.userId, userId)), to, 'customer');

/** PUT /api/activities/{activityId}/bookings/{id}/move: staff move a booking of the activity. */
export const moveActivityBooking = (
  ctx: ServiceContext,
  activityId: number,
  id: number,
  to: BookingMove,
) =>
  moveBooking(ctx, and(eq(bookings.id, id), eq(bookings.activityId, activityId)), to, 'activity');
