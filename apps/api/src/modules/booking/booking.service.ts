// Bookings (issue 16): booking, cancelling and answering; the lists: booking.lists.ts.
// Double booking is impossible whatever runs at once:
// - a service booking's row is refused by the exclusion constraint `bookings_no_overlap` on
//   (activity, operator, time range) when another holds the time (SQLSTATE 23P01): 409;
// - a table's seats are counted over time from the bookings themselves (issue 26), under a
//   transaction advisory lock per activity, room and day taken before they are read: at no
//   instant do the tables sitting hold more people than the seats.
// "Any operator" or "any room" tries the next free one (a savepoint each) before refusing.
import {
  addDays,
  type Booking,
  type BookingRequest,
  checkSlot,
  instantOf,
  isTableBooking,
  type Selection,
  type SlotRefusal,
} from '@tessera/domain';
import { and, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { sqlState } from '../../platform/http-errors.ts';
import { activityCustomers, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import {
  busyIn,
  mineIn,
  type Setup,
  seatsIn,
  selectionOf,
  setupOf,
  slotContextOf,
} from './booking.availability.ts';
import { forgetCalendars } from './booking.cache.ts';
import { bookingAnswered, bookingCancelled, bookingCreated } from './booking.mail.ts';
import { bookingMessages as m } from './booking.messages.ts';
import { bookings } from './booking.tables.ts';
import { bookingView } from './booking.views.ts';
import { settingsOf } from './booking-settings.service.ts';

/** The HTTP refusal of a slot (SPEC §5 messages for the overlap and the seats). */
export function refusalOf(r: SlotRefusal): AppError {
  switch (r.reason) {
    case 'past':
      return new AppError(422, 'slot_past', m.past);
    case 'closed':
      return new AppError(422, 'slot_closed', m.closed);
    case 'afterClosing':
      return new AppError(422, 'slot_after_closing', m.afterClosing);
    case 'ownOverlap':
      return new AppError(409, 'overlaps_own', m.overlapsOwn);
    case 'overlap':
      return new AppError(409, 'slot_taken', m.overlap, { n: r.minutes });
    case 'seats':
      return new AppError(409, 'not_enough_seats', m.seats, { n: r.free, count: r.free });
  }
}

// ── Booking ─────────────────────────────────────────────────────────────────────────────────

export interface NewBooking {
  activityId: number;
  /** Who the booking is for. */
  userId: number;
  /** Staff booking on the customer's behalf; null: the customer. */
  createdBy: number | null;
  request: Omit<BookingRequest, 'activityId'>;
  /** Staff's choice for their booking (default Y); customers' follow confirmOnArrival. */
  confirmed?: 'Y' | 'I';
}

/**
 * Orders the tables of the rooms' day (this transaction's end releases it), taken before their
 * seats are read: the seats counted stay true until this booking is written. Rooms in id order,
 * so two requests for "any room" never wait for each other.
 */
async function lockRooms(tx: Tx, activityId: number, rooms: (number | null)[], date: string) {
  const ids = [...new Set(rooms.map((r) => r ?? 0))].sort((a, b) => a - b);
  for (const id of ids) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`booking-seats:${activityId}:${id}:${date}`}))`,
    );
  }
}

/** Orders the service bookings of an activity's day (this transaction's end releases it). */
async function lockBookingDay(tx: Tx, activityId: number, date: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${activityId}:${date}`}))`);
}

/**
 * Orders one customer's bookings of an activity (this transaction's end releases it): their own
 * bookings read by the checks cannot change until this one is written.
 */
async function lockCustomer(tx: Tx, activityId: number, userId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`booking-user:${activityId}:${userId}`}))`,
  );
}

/** The customer's bookings that could overlap a slot of `date` (the day and the one before). */
async function ownAround(
  tx: Tx,
  activityId: number,
  timeZone: string,
  date: string,
  userId: number,
) {
  const rows = await mineIn(tx, activityId, timeZone, addDays(date, -1), date, userId);
  return rows.map((r) => ({
    startsAt: new Date(r.detail.startsAt).toISOString(),
    endsAt: new Date(r.detail.endsAt).toISOString(),
    confirmed: r.confirmed,
  }));
}

/** Inserts a service booking unless the operator's time is taken (in a savepoint). */
async function insertUnlessTaken(tx: Tx, values: typeof bookings.$inferInsert) {
  try {
    return await transact(tx, async (sp) => {
      const [row] = await sp.insert(bookings).values(values).returning({ id: bookings.id });
      return row?.id;
    });
  } catch (err) {
    if (sqlState(err) === '23P01') return undefined;
    throw err;
  }
}

/** The selection a request makes; a service is required where services are booked. */
function requestedSelection(setup: Setup, r: NewBooking['request']): Selection {
  if (!isTableBooking(setup.settings.bookingType) && !r.bookingService) {
    throw invalidInput('bookingService');
  }
  return selectionOf(setup, {
    serviceId: r.bookingService?.id ?? null,
    operatorId: r.bookingOperator?.id ?? null,
    people: r.numberOfPeople,
  });
}

/** The largest party (tables: maxPartySize; a service: its capacity), else 422 party_too_large. */
function checkParty(setup: Setup, table: boolean, r: NewBooking['request']) {
  const most = table
    ? setup.settings.maxPartySize
    : (setup.services.find((s) => s.id === r.bookingService?.id)?.capacity ?? 1);
  if (r.numberOfPeople > most) {
    throw new AppError(422, 'party_too_large', m.partyTooLarge, { n: most, count: most });
  }
}

/** The customer's upcoming bookings (not ended) below maxUpcomingBookings, else 422. */
async function checkUpcoming(
  tx: Tx,
  ctx: ServiceContext,
  setup: Setup,
  activityId: number,
  userId: number,
) {
  const n = setup.settings.maxUpcomingBookings;
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.activityId, activityId),
        eq(bookings.userId, userId),
        ne(bookings.confirmed, 'N'),
        gt(bookings.endsAt, ctx.clock.now()),
      ),
    );
  if ((row?.count ?? 0) >= n) {
    throw new AppError(422, 'too_many_bookings', m.tooManyBookings, { n, count: n });
  }
}

/**
 * Books a slot (POST /api/app/bookings, and staff on a member's behalf): one transaction reads
 * the day, checks the slot (SPEC §5), then takes it on the first free resource the database
 * agrees to, and tells the activity (and the customer when confirmed at once).
 */
export async function createBooking(ctx: ServiceContext, nb: NewBooking): Promise<Booking> {
  const { activityId, request: r } = nb;
  const id = await transact(ctx.db, async (tx) => {
    // A customer books only where the activity takes bookings (the route's gate); staff always.
    const setup = await setupOf(tx, activityId);
    const { timeZone, confirmOnArrival } = setup.settings;
    const sel = requestedSelection(setup, r);
    const table = isTableBooking(setup.settings.bookingType);
    checkParty(setup, table, r);
    // The customer's own bookings cannot change under the checks (no two overlapping at once),
    // nor the seats of the rooms' day.
    await lockCustomer(tx, activityId, nb.userId);
    // Fairness: a customer's own upcoming bookings at most (read under their lock); staff's not.
    if (nb.createdBy === null) await checkUpcoming(tx, ctx, setup, activityId, nb.userId);
    if (table) await lockRooms(tx, activityId, sel.operators, r.date);
    const busy = table ? [] : await busyIn(tx, activityId, timeZone, r.date, r.date, sel.operators);
    const seats = table
      ? await seatsIn(tx, activityId, timeZone, r.date, r.date, sel.operators)
      : [];
    const day = {
      ...slotContextOf(setup, ctx.clock, [r.date], busy, seats),
      mine: await ownAround(tx, activityId, timeZone, r.date, nb.userId),
    };
    const check = checkSlot(day, sel, r.date, r.startTime);
    if (!check.ok) throw refusalOf(check);
    const startsAt = instantOf(r.date, r.startTime, timeZone);
    // Service bookings of one day insert one after another: two inserting overlapping rows at
    // once would each wait for the other in the exclusion constraint (a deadlock, 40P01). Taken
    // after the checks, so the constraint alone still refuses a double booking.
    if (!table) await lockBookingDay(tx, activityId, r.date);
    for (const op of sel.operators) {
      const alone = checkSlot(day, { ...sel, operators: [op] }, r.date, r.startTime);
      if (!alone.ok) continue;
      const values: typeof bookings.$inferInsert = {
        activityId,
        userId: nb.userId,
        bookingServiceId: r.bookingService?.id ?? null,
        bookingOperatorId: op,
        date: r.date,
        startTime: r.startTime,
        endTime: alone.endTime,
        startsAt,
        endsAt: new Date(startsAt.getTime() + sel.duration * 60_000),
        numberOfPeople: r.numberOfPeople,
        confirmed: nb.createdBy !== null ? (nb.confirmed ?? 'Y') : confirmOnArrival ? 'Y' : 'I',
        createdBy: nb.createdBy,
      };
      const booked = table
        ? (await tx.insert(bookings).values(values).returning({ id: bookings.id }))[0]?.id
        : await insertUnlessTaken(tx, values);
      if (booked === undefined) continue;
      await bookingCreated(tx, ctx, booked);
      forgetCalendars(ctx, activityId);
      return booked;
    }
    // A service's time taken meanwhile by a request the checks above could not see yet (tables
    // are read under their rooms' lock: the first room that fits takes them).
    throw refusalOf({ ok: false, reason: 'overlap', minutes: sel.duration });
  });
  return bookingView(ctx.db, id);
}

/** Staff book for a member: an active member of the activity (an active account), else 404. */
export async function requireActiveMember(db: Executor, activityId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, userId),
        eq(activityCustomers.active, true),
        eq(users.active, true),
      ),
    );
  if (!row) throw notFound();
}

// ── Cancelling and answering ────────────────────────────────────────────────────────────────

/** The caller's booking of that id (and its activity), for the platform's owned check. */
export async function ownBooking(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: bookings.id, activityId: bookings.activityId })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
  return row;
}

/** A booking of the activity, for staff routes: scoped to the route's activity. */
export async function activityBooking(db: Db, activityId: number, id: number) {
  const [row] = await db
    .select({ id: bookings.id, activityId: bookings.activityId })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.activityId, activityId)));
  return row;
}

/** The booking's row, locked for this transaction's change. */
async function lockBooking(tx: Tx, where: SQL | undefined) {
  const [row] = await tx.select().from(bookings).where(where).for('update');
  if (!row) throw notFound();
  return row;
}

const final = () => new AppError(409, 'booking_final', m.final);

/**
 * The customer cancels (SPEC §4: confirm N): not once it has started (by the service clock); a
 * declined or cancelled booking stays so (409). Its slot or seats are free at once (a declined
 * or cancelled booking holds nothing).
 */
export async function cancelBooking(
  ctx: ServiceContext,
  userId: number,
  id: number,
  tellActivity: boolean,
): Promise<Booking> {
  await transact(ctx.db, async (tx) => {
    const b = await lockBooking(tx, and(eq(bookings.id, id), eq(bookings.userId, userId)));
    if (b.confirmed === 'N') throw final();
    if (b.startsAt.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError(422, 'booking_started', m.started);
    }
    const { cancelCutoffHours: n } = await settingsOf(tx, b.activityId);
    if (n !== null && b.startsAt.getTime() - ctx.clock.now().getTime() < n * 3_600_000) {
      throw new AppError(422, 'cancel_too_late', m.cancelTooLate, { n, count: n });
    }
    await tx
      .update(bookings)
      .set({ confirmed: 'N', endedBy: 'customer', endedWas: b.confirmed, updatedAt: sql`now()` })
      .where(eq(bookings.id, id));
    await bookingCancelled(tx, ctx, id, tellActivity);
    forgetCalendars(ctx, b.activityId);
  });
  return bookingView(ctx.db, id);
}

/**
 * Staff confirm (I → Y) or decline (I or Y → N) a booking of the activity; a declined or
 * cancelled one is final (409). Declining frees its slot or seats at once. N records who ended it
 * and from which status (declined: was I; cancelled: was Y) with the reason the customer is told.
 */
export async function answerBooking(
  ctx: ServiceContext,
  activityId: number,
  id: number,
  confirm: 'Y' | 'N',
  reason?: string,
): Promise<Booking> {
  await transact(ctx.db, async (tx) => {
    const b = await lockBooking(tx, and(eq(bookings.id, id), eq(bookings.activityId, activityId)));
    if (b.confirmed === 'N') throw final();
    if (confirm === 'Y' && b.confirmed === 'Y') {
      throw new AppError(409, 'booking_already_confirmed', m.alreadyConfirmed);
    }
    const why = confirm === 'N' ? reason?.trim() || null : null;
    const ending =
      confirm === 'N'
        ? { endedBy: 'activity' as const, endedWas: b.confirmed, declineReason: why }
        : {};
    await tx
      .update(bookings)
      .set({ confirmed: confirm, ...ending, updatedAt: sql`now()` })
      .where(eq(bookings.id, id));
    await bookingAnswered(tx, ctx, id, { was: b.confirmed, reason: why ?? undefined });
    forgetCalendars(ctx, activityId);
  });
  return bookingView(ctx.db, id);
}
export { lockBookingDay, lockCustomer, lockRooms, ownAround }; // booking.move.ts: the same locks
