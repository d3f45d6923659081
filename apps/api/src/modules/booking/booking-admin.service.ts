// An activity's booking set-up as its admin changes it (issue 16): settings, services, operators
// and closed days and times. Input the contracts accept field by field is checked here as a whole
// before anything is written, so a refusal changes nothing. Nothing here touches a booking
// (bookings keep the times, service and operator they were made with) but a closure's `tell`,
// which cancels the bookings it hits by the activity's ending path.
import {
  addDays,
  type BookingClosure,
  type BookingHours,
  type BookingOperator,
  type BookingService,
  type BookingSettings,
  type bookingClosureInput,
  type bookingOperatorInput,
  type bookingServiceInput,
  type ClosureHit,
  centsToEuros,
  closureHits,
  eurosToCents,
  minutesOf,
} from '@tessera/domain';
import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/http-errors.ts';
import type { Message, NoParams } from '../../platform/i18n.ts';
import { users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { answerBooking } from './booking.service.ts';
import {
  bookingClosures,
  bookingHours,
  bookingOperatorHours,
  bookingOperatorServices,
  bookingOperators,
  bookingServices,
  bookingSettings,
  bookings,
} from './booking.tables.ts';
import { bookingAdminMessages as m } from './booking-admin.messages.ts';
import { hoursOf, settingsOf } from './booking-settings.service.ts';

export type ServiceInput = z.infer<typeof bookingServiceInput>;
export type OperatorInput = z.infer<typeof bookingOperatorInput>;
export type ClosureInput = z.infer<typeof bookingClosureInput>;

/** Bad input (400): nothing is written. */
const refuse = (code: string, message: Message<NoParams>) => new AppError(400, code, message);

// ── Owned objects: what the path ids name, scoped to the route's activity ─────────────────

/** A service in use of the activity; undefined (a 404) for anything else. */
export async function activityService(db: Db, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: bookingServices.id, activityId: bookingServices.activityId })
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.id, id),
        eq(bookingServices.activityId, activityId),
        eq(bookingServices.active, true),
      ),
    );
  return row;
}

/** An operator in use of the activity; undefined (a 404) for anything else. */
export async function activityOperator(db: Db, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: bookingOperators.id, activityId: bookingOperators.activityId })
    .from(bookingOperators)
    .where(
      and(
        eq(bookingOperators.id, id),
        eq(bookingOperators.activityId, activityId),
        eq(bookingOperators.active, true),
      ),
    );
  return row;
}

/** A closed day or time of the activity; undefined (a 404) for anything else. */
export async function activityClosure(db: Db, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: bookingClosures.id, activityId: bookingClosures.activityId })
    .from(bookingClosures)
    .where(and(eq(bookingClosures.id, id), eq(bookingClosures.activityId, activityId)));
  return row;
}

// ── Settings ────────────────────────────────────────────────────────────────────────────────

type Fairness = 'maxUpcomingBookings' | 'maxPartySize' | 'cancelCutoffHours';
/** The admin's PUT: the fairness fields may be left out (unchanged). */
export type SettingsInput = Omit<BookingSettings, Fairness> &
  Partial<Pick<BookingSettings, Fairness>>;

/** Saves the activity's settings (the first save creates them); answers them as read back. */
export async function saveSettings(db: Db, activityId: number, input: SettingsInput) {
  if (minutesOf(input.startTime) >= minutesOf(input.endTime)) {
    throw refuse('invalid_hours', m.hoursOrder);
  }
  const values = {
    startTime: input.startTime,
    endTime: input.endTime,
    timeCalendar: input.timeCalendar,
    bookingNumberOfHour: input.bookingNumberOfHour,
    confirmOnArrival: input.confirmOnArrival,
    reminderHour: input.reminderHour,
    // Fairness left out: unchanged (the defaults on a first save).
    ...(input.maxUpcomingBookings !== undefined
      ? { maxUpcomingBookings: input.maxUpcomingBookings }
      : {}),
    ...(input.maxPartySize !== undefined ? { maxPartySize: input.maxPartySize } : {}),
    ...(input.cancelCutoffHours !== undefined
      ? { cancelCutoffHours: input.cancelCutoffHours }
      : {}),
  };
  await db
    .insert(bookingSettings)
    .values({ activityId, ...values })
    .onConflictDoUpdate({ target: bookingSettings.activityId, set: values });
  return settingsOf(db, activityId);
}

/** Replaces the activity's hours per weekday (issue 26); [] goes back to the settings' range. */
export function saveHours(db: Db, activityId: number, input: BookingHours) {
  return transact(db, async (tx): Promise<BookingHours> => {
    await tx.delete(bookingHours).where(eq(bookingHours.activityId, activityId));
    if (input.hours.length) {
      await tx.insert(bookingHours).values(input.hours.map((h) => ({ activityId, ...h })));
    }
    return { hours: await hoursOf(tx, activityId) };
  });
}

// ── Services ────────────────────────────────────────────────────────────────────────────────

/** Refuses a name another service in use of the activity has (any case). */
async function checkServiceName(tx: Tx, activityId: number, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: bookingServices.id })
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.activityId, activityId),
        eq(bookingServices.active, true),
        sql`lower(${bookingServices.name}) = lower(${name})`,
        except === undefined ? undefined : ne(bookingServices.id, except),
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, 'service_name_taken', m.serviceNameTaken, { name });
}

const serviceColumns = {
  id: bookingServices.id,
  name: bookingServices.name,
  duration: bookingServices.durationMinutes,
  priceCents: bookingServices.priceCents,
  description: bookingServices.description,
  capacity: bookingServices.capacity,
};
const serviceOf = ({
  priceCents,
  ...r
}: { priceCents: number | null } & Omit<BookingService, 'price'>) => ({
  ...r,
  price: priceCents === null ? null : centsToEuros(priceCents),
});
/** The price and description written: those given (null clears), the rest left as they are. */
const serviceExtras = (input: ServiceInput) => ({
  ...(input.price !== undefined
    ? { priceCents: input.price === null ? null : eurosToCents(input.price) }
    : {}),
  ...(input.description !== undefined ? { description: input.description || null } : {}),
  ...(input.capacity !== undefined ? { capacity: input.capacity } : {}),
});

export function addService(db: Db, activityId: number, input: ServiceInput) {
  return transact(db, async (tx): Promise<BookingService> => {
    await checkServiceName(tx, activityId, input.name);
    const [row] = await tx
      .insert(bookingServices)
      .values({
        activityId,
        name: input.name,
        durationMinutes: input.duration,
        ...serviceExtras(input),
      })
      .returning(serviceColumns);
    if (!row) throw new Error('service not created');
    return serviceOf(row);
  });
}

/** Renames a service, changes its duration, price or description; bookings made keep their times. */
export function updateService(db: Db, activityId: number, id: number, input: ServiceInput) {
  return transact(db, async (tx): Promise<BookingService> => {
    await checkServiceName(tx, activityId, input.name, id);
    const [row] = await tx
      .update(bookingServices)
      .set({ name: input.name, durationMinutes: input.duration, ...serviceExtras(input) })
      .where(and(eq(bookingServices.id, id), eq(bookingServices.activityId, activityId)))
      .returning(serviceColumns);
    if (!row) throw notFound();
    return serviceOf(row);
  });
}

/**
 * Removes a service from use: customers no longer see it and no operator does it; the bookings
 * that name it keep it (the row stays, switched off).
 */
export function removeService(db: Db, activityId: number, id: number) {
  return transact(db, async (tx) => {
    await tx
      .update(bookingServices)
      .set({ active: false })
      .where(and(eq(bookingServices.id, id), eq(bookingServices.activityId, activityId)));
    await tx
      .delete(bookingOperatorServices)
      .where(eq(bookingOperatorServices.bookingServiceId, id));
    return { deleted: true as const };
  });
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────

/** The services named, each one in use of the activity; else a 400 naming the problem. */
async function servicesOfActivity(tx: Tx, activityId: number, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return wanted;
  const found = await tx
    .select({ id: bookingServices.id })
    .from(bookingServices)
    .where(
      and(
        inArray(bookingServices.id, wanted),
        eq(bookingServices.activityId, activityId),
        eq(bookingServices.active, true),
      ),
    );
  if (found.length !== wanted.length) throw refuse('unknown_booking_service', m.unknownService);
  return wanted.sort((a, b) => a - b);
}

async function setOperatorServices(tx: Tx, operatorId: number, serviceIds: number[]) {
  await tx
    .delete(bookingOperatorServices)
    .where(eq(bookingOperatorServices.bookingOperatorId, operatorId));
  if (serviceIds.length) {
    await tx
      .insert(bookingOperatorServices)
      .values(
        serviceIds.map((bookingServiceId) => ({ bookingOperatorId: operatorId, bookingServiceId })),
      );
  }
}

const operatorColumns = {
  id: bookingOperators.id,
  name: bookingOperators.name,
  surname: bookingOperators.surname,
  seats: bookingOperators.seats,
};

/** The operator's working hours: replaced when given, else read as they are. */
async function operatorHours(tx: Tx, operatorId: number, hours: OperatorInput['hours']) {
  if (hours !== undefined) {
    await tx
      .delete(bookingOperatorHours)
      .where(eq(bookingOperatorHours.bookingOperatorId, operatorId));
    if (hours.length) {
      await tx
        .insert(bookingOperatorHours)
        .values(hours.map((h) => ({ bookingOperatorId: operatorId, ...h })));
    }
  }
  return tx
    .select({
      day: bookingOperatorHours.day,
      startTime: bookingOperatorHours.startTime,
      endTime: bookingOperatorHours.endTime,
    })
    .from(bookingOperatorHours)
    .where(eq(bookingOperatorHours.bookingOperatorId, operatorId))
    .orderBy(asc(bookingOperatorHours.day), asc(bookingOperatorHours.startTime));
}

export function addOperator(db: Db, activityId: number, input: OperatorInput) {
  return transact(db, async (tx): Promise<BookingOperator> => {
    const serviceIds = await servicesOfActivity(tx, activityId, input.bookingServiceIds);
    const [row] = await tx
      .insert(bookingOperators)
      .values({
        activityId,
        name: input.name,
        surname: input.surname || null,
        seats: input.seats,
      })
      .returning(operatorColumns);
    const operator = row as Omit<BookingOperator, 'bookingServiceIds' | 'hours'>;
    await setOperatorServices(tx, operator.id, serviceIds);
    const hours = await operatorHours(tx, operator.id, input.hours ?? []);
    return { ...operator, bookingServiceIds: serviceIds, hours };
  });
}

/** Changes an operator: name, seats, the services they do (the whole set) and, given, their hours. */
export function updateOperator(db: Db, activityId: number, id: number, input: OperatorInput) {
  return transact(db, async (tx): Promise<BookingOperator> => {
    const serviceIds = await servicesOfActivity(tx, activityId, input.bookingServiceIds);
    const [row] = await tx
      .update(bookingOperators)
      .set({ name: input.name, surname: input.surname || null, seats: input.seats })
      .where(and(eq(bookingOperators.id, id), eq(bookingOperators.activityId, activityId)))
      .returning(operatorColumns);
    if (!row) throw notFound();
    await setOperatorServices(tx, id, serviceIds);
    return {
      ...row,
      bookingServiceIds: serviceIds,
      hours: await operatorHours(tx, id, input.hours),
    };
  });
}

/**
 * Removes an operator from use: customers no longer pick them and their days off go; the
 * bookings that name them keep them (the row stays, switched off).
 */
export function removeOperator(db: Db, activityId: number, id: number) {
  return transact(db, async (tx) => {
    await tx
      .update(bookingOperators)
      .set({ active: false })
      .where(and(eq(bookingOperators.id, id), eq(bookingOperators.activityId, activityId)));
    await tx.delete(bookingClosures).where(eq(bookingClosures.bookingOperatorId, id));
    return { deleted: true as const };
  });
}

// ── Closed days and times ───────────────────────────────────────────────────────────────────

/** The refusal of a closure that does not make sense as a whole, if any. */
function closureProblem(c: ClosureInput) {
  if (c.date !== null && c.weekday !== null) return refuse('invalid_closure_day', m.closureDay);
  if (
    c.dateTo != null &&
    (c.date === null || c.dateTo < c.date || c.dateTo > addDays(c.date, MAX_CLOSURE_DAYS - 1))
  ) {
    return refuse('invalid_closure_range', m.closureRange);
  }
  if ((c.startTime === null) !== (c.endTime === null)) {
    return refuse('invalid_closure_times', m.closureTimesPair);
  }
  if (c.startTime !== null && c.endTime !== null) {
    if (minutesOf(c.startTime) >= minutesOf(c.endTime)) {
      return refuse('invalid_closure_times', m.closureTimesOrder);
    }
  } else if (c.date === null && c.weekday === null) {
    // Every day, all day: the activity (or the operator) would never be open.
    return refuse('invalid_closure_day', m.closureEveryDay);
  }
  return undefined;
}

/** The longest closure across dates: a year. */
const MAX_CLOSURE_DAYS = 366;

/** A range of one day is that day (date_to null): the same closure as the one-day form. */
const normalized = (c: ClosureInput): ClosureInput => ({
  ...c,
  dateTo: c.dateTo && c.dateTo !== c.date ? c.dateTo : null,
});

/**
 * Adds a closed day or time; the same one twice is a 409 (the unique constraint decides). With
 * `tell`, the bookings it hits (as `closureHitsOf` lists them) are cancelled by the activity with
 * `reason`, each customer told as any booking the activity ends. One unit of work: the closure,
 * every cancellation and every e-mail queued commit together, or none does.
 */
export async function addClosure(
  ctx: ServiceContext,
  activityId: number,
  input: ClosureInput & { tell?: boolean; reason?: string },
) {
  const { tell, reason, ...closure } = input;
  try {
    return await transact(ctx.db, async (tx) => {
      const added = await insertClosure(tx, activityId, normalized(closure));
      const cancelled: number[] = [];
      if (tell) {
        for (const hit of await closureHitsOf(ctx, activityId, added)) {
          try {
            await answerBooking(ctx, activityId, hit.id, 'N', reason);
            cancelled.push(hit.id);
          } catch (err) {
            // Ended meanwhile (409 booking_final): nothing left to cancel.
            if (!(err instanceof AppError && err.statusCode === 409)) throw err;
          }
        }
      }
      return { ...added, cancelled };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'closure_exists', m.closureExists);
    throw err;
  }
}

/**
 * The bookings a closure would hit (the warning before it is saved): the activity's, not ended,
 * not yet over, on its days and times, of its operator when it names one; by start.
 */
export async function closureHitsOf(
  ctx: ServiceContext,
  activityId: number,
  input: ClosureInput,
): Promise<ClosureHit[]> {
  const problem = closureProblem(input);
  if (problem) throw problem;
  const c = normalized(input);
  const rows = await ctx.db
    .select({
      id: bookings.id,
      date: bookings.date,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      confirmed: bookings.confirmed,
      bookingOperatorId: bookings.bookingOperatorId,
      name: users.name,
      surname: users.surname,
      serviceName: bookingServices.name,
      operatorName: bookingOperators.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(
      and(
        eq(bookings.activityId, activityId),
        ne(bookings.confirmed, 'N'),
        gt(bookings.endsAt, ctx.clock.now()),
        c.date === null ? undefined : gte(bookings.date, c.date),
        c.date === null ? undefined : lte(bookings.date, c.dateTo ?? c.date),
        c.bookingOperatorId === null
          ? undefined
          : eq(bookings.bookingOperatorId, c.bookingOperatorId),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows
    .filter((b) => closureHits(c, b))
    .map((b) => ({
      id: b.id,
      date: b.date,
      startTime: b.startTime,
      endTime: b.endTime,
      confirmed: b.confirmed as ClosureHit['confirmed'],
      customer: [b.name, b.surname].filter(Boolean).join(' '),
      serviceName: b.serviceName,
      operatorName: b.operatorName,
    }));
}

function insertClosure(db: Db | Tx, activityId: number, input: ClosureInput) {
  return transact(db, async (tx): Promise<BookingClosure> => {
    const problem = closureProblem(input);
    if (problem) throw problem;
    if (input.bookingOperatorId !== null) {
      const [operator] = await tx
        .select({ id: bookingOperators.id })
        .from(bookingOperators)
        .where(
          and(
            eq(bookingOperators.id, input.bookingOperatorId),
            eq(bookingOperators.activityId, activityId),
            eq(bookingOperators.active, true),
          ),
        );
      if (!operator) throw refuse('unknown_booking_operator', m.unknownOperator);
    }
    const [row] = await tx
      .insert(bookingClosures)
      .values({ activityId, ...input })
      .returning({
        id: bookingClosures.id,
        date: bookingClosures.date,
        dateTo: bookingClosures.dateTo,
        weekday: bookingClosures.weekday,
        startTime: bookingClosures.startTime,
        endTime: bookingClosures.endTime,
        bookingOperatorId: bookingClosures.bookingOperatorId,
      });
    return row as BookingClosure;
  });
}

export async function removeClosure(db: Db, activityId: number, id: number) {
  await db
    .delete(bookingClosures)
    .where(and(eq(bookingClosures.id, id), eq(bookingClosures.activityId, activityId)));
  return { deleted: true as const };
}
