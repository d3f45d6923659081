// Availability (issue 16, SPEC §5): what a calendar of 35 days and a booking's check read. A fixed
// number of statements whatever the range, one per table (settings with the activity's terms,
// services, operators, the services they do, closures, bookings, seat counters), then the
// domain's rules (`checkSlot`, `offeredStarts`) on what was read.
import {
  addDays,
  type Booking,
  type BookingAvailability,
  type BookingClosure,
  type BookingDay,
  type BookingOperator,
  type BookingService,
  booking,
  bookingAvailability,
  bookingDay,
  calendarDays,
  checkSlot,
  closureApplies,
  type DayCandidates,
  type DayInterval,
  dayCandidates,
  dayMinutes,
  dayOfferOf,
  dayRanges,
  hoursGaps,
  instantOf,
  isoWeekday,
  isTableBooking,
  midnightOf,
  type OwnSpans,
  occupancy,
  ownSpans,
  type Selection,
  type SlotContext,
  slotStarts,
  TABLE_MINUTES,
  touchesDay,
  type WeeklyRange,
  wallClockOf,
  wallTimeAt,
  weekEnvelope,
} from '@tessera/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Clock, Executor } from '../../platform/context.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import type { CalendarCache, SharedCalendar } from './booking.cache.ts';
import { bookingMessages as m } from './booking.messages.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';
import { viewOf } from './booking.views.ts';
import {
  closuresOf,
  hoursOf,
  operatorsOf,
  servicesOf,
  settingsOf,
} from './booking-settings.service.ts';

export type Settings = Awaited<ReturnType<typeof settingsOf>>;

/** An activity's booking set-up: settings, hours per weekday, services, operators and closures. */
export interface Setup {
  settings: Settings;
  /** Opening hours per ISO weekday (issue 26); none: the settings' range every day. */
  hours: WeeklyRange[];
  services: BookingService[];
  operators: BookingOperator[];
  closures: BookingClosure[];
}

/**
 * Reads the set-up: four tables (five statements), in parallel on the pool, one after the other
 * in a transaction (its one connection runs one statement at a time).
 */
export async function setupOf(db: Executor, activityId: number): Promise<Setup> {
  if (db instanceof PgTransaction) {
    return {
      settings: await settingsOf(db, activityId),
      hours: await hoursOf(db, activityId),
      services: await servicesOf(db, activityId),
      operators: await operatorsOf(db, activityId),
      closures: await closuresOf(db, activityId),
    };
  }
  const [settings, hours, services, operators, closures] = await Promise.all([
    settingsOf(db, activityId),
    hoursOf(db, activityId),
    servicesOf(db, activityId),
    operatorsOf(db, activityId),
    closuresOf(db, activityId),
  ]);
  return { settings, hours, services, operators, closures };
}

// ── What is being booked ────────────────────────────────────────────────────────────────────

export interface Choice {
  serviceId: number | null;
  operatorId: number | null;
  people: number;
}

/**
 * The selection a choice makes (SPEC §3 booking types): a service's minutes on the operator
 * chosen, on any operator doing it (NO), or on the activity itself (N); a table of 120 minutes for
 * the people, in the room chosen or any room (RO), or the activity's seats (R). A service or
 * operator that is not the activity's (or not in use) is a 404.
 */
export function selectionOf(setup: Setup, choice: Choice): Selection {
  const { settings, services, operators } = setup;
  const operator =
    choice.operatorId === null ? undefined : operators.find((o) => o.id === choice.operatorId);
  if (choice.operatorId !== null && !operator) throw notFound();
  const withOperators = settings.bookingType === 'NO' || settings.bookingType === 'RO';
  if (operator && !withOperators) throw invalidInput('bookingOperator');
  if (isTableBooking(settings.bookingType)) {
    if (choice.serviceId !== null) throw invalidInput('bookingService');
    const rooms = operator ? [operator] : withOperators ? operators : [];
    return {
      duration: TABLE_MINUTES,
      people: choice.people,
      operators: rooms.length ? rooms.map((o) => o.id) : [null],
      seatsOf: (id) => rooms.find((o) => o.id === id)?.seats ?? settings.bookingNumberOfHour,
    };
  }
  const service =
    choice.serviceId === null ? undefined : services.find((s) => s.id === choice.serviceId);
  if (choice.serviceId !== null && !service) throw notFound();
  if (service && operator && !operator.bookingServiceIds.includes(service.id)) {
    throw new AppError(422, 'operator_not_for_service', m.operatorService);
  }
  const doing = withOperators
    ? operators.filter((o) => !service || o.bookingServiceIds.includes(service.id))
    : [];
  return {
    // Without a service (the calendar before one is picked): the shortest one.
    duration:
      service?.duration ?? Math.min(...services.map((s) => s.duration), settings.timeCalendar),
    people: choice.people,
    operators: operator
      ? [operator.id]
      : withOperators && operators.length
        ? doing.map((o) => o.id)
        : [null],
    seatsOf: () => null,
  };
}

// ── The calendar's days ─────────────────────────────────────────────────────────────────────

/** People at table over a piece of a day and room (the calendar's `seatsTaken`). */
export type SeatPiece = DayInterval & { taken: number };

/** Tells of a booking row the calendar leaves out (see `heldSpans`). */
export type Warn = (details: object, message: string) => void;

/** What a calendar shows of the caller's own booking beyond its times: one JSON value. */
interface Detail {
  startsAt: string;
  endsAt: string;
  serviceName: string | null;
  serviceDuration: number | null;
  operatorName: string | null;
  operatorSurname: string | null;
}

/** The caller's own booking as the calendar reads it: its times and resource, and `detail`. */
interface MineRow {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  numberOfPeople: number;
  confirmed: Booking['confirmed'];
  /** Who ended it and from which status, and the activity's reason (issue 26). */
  endedBy: 'customer' | 'activity' | null;
  endedWas: 'Y' | 'I' | null;
  reason: string | null;
  serviceId: number | null;
  operatorId: number | null;
  detail: Detail;
}

/** The index's range of the wall-clock days from `from` to `to`, then those days exactly. */
const daysOf = (activityId: number, timeZone: string, from: string, to: string) =>
  and(
    eq(bookings.activityId, activityId),
    gte(bookings.startsAt, instantOf(from, '00:00', timeZone)),
    lt(bookings.startsAt, instantOf(addDays(to, 1), '00:00', timeZone)),
    gte(bookings.date, from),
    lte(bookings.date, to),
  );

/** A booking that holds time or seats, as read for the calendar. */
interface HeldRow {
  id: number;
  operatorId: number | null;
  date: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
  people: number;
}

/** The bookings holding time (services) or seats (tables) of the days: not declined. One statement. */
function heldIn(
  db: Executor,
  activityId: number,
  timeZone: string,
  from: string,
  to: string,
  kind: 'services' | 'tables',
  operators?: (number | null)[],
  except?: number,
): Promise<HeldRow[]> {
  const ids = operators?.filter((o) => o !== null) ?? [];
  const resource = operators
    ? or(
        ids.length ? inArray(bookings.bookingOperatorId, ids) : undefined,
        operators.includes(null) ? isNull(bookings.bookingOperatorId) : undefined,
      )
    : undefined;
  if (operators && !resource) return Promise.resolve([]);
  return db
    .select({
      id: bookings.id,
      operatorId: bookings.bookingOperatorId,
      date: bookings.date,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      people: bookings.numberOfPeople,
    })
    .from(bookings)
    .where(
      and(
        daysOf(activityId, timeZone, from, to),
        ne(bookings.confirmed, 'N'),
        except === undefined ? undefined : ne(bookings.id, except),
        kind === 'services'
          ? isNotNull(bookings.bookingServiceId)
          : isNull(bookings.bookingServiceId),
        resource,
      ),
    );
}

/**
 * The rows as real minutes from their day's midnight, by their instants (the autumn night's
 * 02:45–02:15 is 165–195). A row whose start instant does not name its date and start time, or
 * that ends before it starts, can never take a day down: it is left out and told (`warn`); the
 * database's constraints still hold it.
 */
function heldSpans(rows: HeldRow[], timeZone: string, warn?: Warn) {
  const spans: { row: HeldRow; from: number; to: number }[] = [];
  for (const row of rows) {
    const midnight = midnightOf(row.date, timeZone);
    const from = Math.floor((row.startsAt.getTime() - midnight) / 60_000);
    const to = Math.ceil((row.endsAt.getTime() - midnight) / 60_000);
    if (
      !(to > from) ||
      from < 0 ||
      from >= dayMinutes(row.date, timeZone) ||
      wallTimeAt(row.date, from, timeZone) !== row.startTime
    ) {
      warn?.(
        { bookingId: row.id, date: row.date, startTime: row.startTime },
        'booking left out of the calendar: its instants do not match its wall clock',
      );
      continue;
    }
    spans.push({ row, from, to });
  }
  return spans;
}

/** A day's interval of real minutes, with its wall-clock times (and the minutes on DST days). */
function intervalOf(
  date: string,
  operatorId: number | null,
  from: number,
  to: number,
  timeZone: string,
): DayInterval {
  const exact = dayMinutes(date, timeZone) !== 24 * 60 ? { from, to } : {};
  return {
    date,
    startTime: wallTimeAt(date, from, timeZone),
    endTime: wallTimeAt(date, to, timeZone),
    bookingOperatorId: operatorId,
    ...exact,
  };
}

/** Groups spans by day and resource, in the calendar's order (day, operator, nulls last). */
function byDayAndResource<T extends { row: HeldRow; from: number }>(spans: T[]) {
  const groups = new Map<string, T[]>();
  for (const s of spans) {
    const key = `${s.row.date}|${s.row.operatorId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  const order = (g: T[]) => g[0] as T;
  return [...groups.values()].sort((a, b) => {
    const [x, y] = [order(a).row, order(b).row];
    if (x.date !== y.date) return x.date < y.date ? -1 : 1;
    return (x.operatorId ?? Number.MAX_SAFE_INTEGER) - (y.operatorId ?? Number.MAX_SAFE_INTEGER);
  });
}

/**
 * The time service bookings hold on the days from `from` to `to` for the resources `operators`
 * (null: the activity itself), each resource's time merged per day into contiguous intervals:
 * what `checkSlot` needs, whoever booked. Counted from the instants. One statement.
 */
export async function busyIn(
  db: Executor,
  activityId: number,
  timeZone: string,
  from: string,
  to: string,
  operators: (number | null)[],
  warn?: Warn,
  except?: number,
): Promise<DayInterval[]> {
  const rows = await heldIn(db, activityId, timeZone, from, to, 'services', operators, except);
  const out: DayInterval[] = [];
  for (const group of byDayAndResource(heldSpans(rows, timeZone, warn))) {
    group.sort((a, b) => a.from - b.from);
    let cur: { from: number; to: number } | undefined;
    const { date, operatorId } = (group[0] as (typeof group)[0]).row;
    for (const s of group) {
      if (cur && s.from <= cur.to) cur.to = Math.max(cur.to, s.to);
      else {
        if (cur) out.push(intervalOf(date, operatorId, cur.from, cur.to, timeZone));
        cur = { from: s.from, to: s.to };
      }
    }
    if (cur) out.push(intervalOf(date, operatorId, cur.from, cur.to, timeZone));
  }
  return out;
}

/**
 * The people at table on the days from `from` to `to`, per day and room (or the activity): the
 * domain's `occupancy` of the tables not declined, each over its whole sitting. One statement.
 */
export async function seatsIn(
  db: Executor,
  activityId: number,
  timeZone: string,
  from: string,
  to: string,
  operators?: (number | null)[],
  warn?: Warn,
  except?: number,
): Promise<SeatPiece[]> {
  const rows = await heldIn(db, activityId, timeZone, from, to, 'tables', operators, except);
  const out: SeatPiece[] = [];
  for (const group of byDayAndResource(heldSpans(rows, timeZone, warn))) {
    const { date, operatorId } = (group[0] as (typeof group)[0]).row;
    for (const p of occupancy(
      group.map((s) => ({ from: s.from, to: s.to, people: s.row.people })),
    )) {
      out.push({ ...intervalOf(date, operatorId, p.from, p.to, timeZone), taken: p.taken });
    }
  }
  return out;
}

/**
 * `userId`'s own bookings of the days from `from` to `to` (declined too), with their instants and
 * names in `detail`. One statement.
 */
export function mineIn(
  db: Executor,
  activityId: number,
  timeZone: string,
  from: string,
  to: string,
  userId: number,
  except?: number,
): Promise<MineRow[]> {
  const detail = sql<Detail>`json_build_object(
    'startsAt', ${bookings.startsAt}, 'endsAt', ${bookings.endsAt},
    'serviceName', ${bookingServices.name}, 'serviceDuration', ${bookingServices.durationMinutes},
    'operatorName', ${bookingOperators.name}, 'operatorSurname', ${bookingOperators.surname})`;
  return db
    .select({
      id: bookings.id,
      date: bookings.date,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      numberOfPeople: bookings.numberOfPeople,
      confirmed: bookings.confirmed,
      endedBy: bookings.endedBy,
      endedWas: bookings.endedWas,
      reason: bookings.declineReason,
      serviceId: bookings.bookingServiceId,
      operatorId: bookings.bookingOperatorId,
      detail,
    })
    .from(bookings)
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(
      and(
        daysOf(activityId, timeZone, from, to),
        eq(bookings.userId, userId),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** The caller's own booking of the calendar, in full. */
const mineOf = (activityId: number, { detail: d, ...r }: MineRow): Booking =>
  viewOf({ ...r, ...d, activityId, startsAt: new Date(d.startsAt), endsAt: new Date(d.endsAt) });

/** The activity's wall clock now. */
export function wallNow(clock: Clock, timeZone: string) {
  const at = clock.now();
  const { date, time } = wallClockOf(at, timeZone);
  // Real minutes since today's midnight: the autumn day's two 02:15 apart.
  const nowMinute = Math.floor((at.getTime() - midnightOf(date, timeZone)) / 60_000);
  return { today: date, now: time, nowMinute };
}

/**
 * What `checkSlot` reads for the days `days`: the opening, the closed days and times, the slots
 * service bookings hold and the seats tables took.
 */
export function slotContextOf(
  setup: Setup,
  clock: Clock,
  days: string[],
  busy: DayInterval[],
  seats: SeatPiece[],
): SlotContext {
  const { settings, closures, operators, hours } = setup;
  const closedTimes: DayInterval[] = [];
  const dates = days.map((date) => {
    // Hours per weekday (issue 26): the day's own ranges, none: closed.
    const ranges = hours.length ? dayRanges(hours, settings, date) : undefined;
    let open = ranges === undefined || ranges.length > 0;
    for (const c of closures) {
      if (!closureApplies(c, date)) continue;
      if (c.startTime === null && c.bookingOperatorId === null) open = false;
      else {
        closedTimes.push({
          date,
          startTime: c.startTime ?? '00:00',
          endTime: c.endTime ?? '24:00',
          bookingOperatorId: c.bookingOperatorId,
        });
      }
    }
    // An operator with working hours is closed outside them (issue 25).
    for (const o of operators) {
      if (!o.hours.length) continue;
      for (const gap of hoursGaps(o.hours, isoWeekday(date))) {
        closedTimes.push({ date, ...gap, bookingOperatorId: o.id });
      }
    }
    return ranges ? { date, open, ranges } : { date, open };
  });
  return {
    timeZone: settings.timeZone,
    ...wallNow(clock, settings.timeZone),
    // The week's earliest opening to its latest closing: each day's starts come from within.
    openTimes: { ...weekEnvelope(hours, settings), timeCalendar: settings.timeCalendar },
    dates,
    closedTimes: closedTimes.filter((c) => dates.some((d) => d.open && d.date === c.date)),
    // Only service bookings hold an operator's time; tables count seats.
    busy,
    seatsTaken: seats,
  };
}

/** The context of one day: its own rows only (a day's checks do not scan the 35 days' rows). */
function dayOf(ctx: SlotContext, date: string): SlotContext {
  const same = (i: { date: string }) => i.date === date;
  return {
    ...ctx,
    closedTimes: ctx.closedTimes.filter(same),
    busy: ctx.busy.filter(same),
    seatsTaken: ctx.seatsTaken.filter(same),
  };
}

/** The days with no start left for the selection, each checked against its own day's rows only. */
function fullDays(ctx: SlotContext, sel: Selection): string[] {
  const starts = slotStarts(ctx.openTimes);
  return ctx.dates
    .filter((d) => d.open)
    .map((d) => d.date)
    .filter((date) => {
      const day = dayOf(ctx, date);
      // `offeredStarts` is empty: no start passes (the first that passes ends the search).
      return !starts.some((start) => checkSlot(day, sel, date, start).ok);
    });
}

export interface AvailabilityQuery {
  activityId: number;
  userId: number;
  /** The first day; today when absent or past. */
  date?: string;
  people: number;
  serviceId: number | null;
  operatorId: number | null;
  /**
   * A booking being moved (issue 26): the calendar as if it were not there, for its customer.
   * The caller's own, or any of the activity's when `staff`; else 404.
   */
  moving?: { id: number; staff: boolean };
}

/** The calendar's shared part checked against the contract once, and its JSON less the `}`. */
const sharedContract = bookingAvailability.omit({ mine: true });
const sharedJson = (answer: Omit<BookingAvailability, 'mine'>) =>
  JSON.stringify(sharedContract.parse(answer)).slice(0, -1);
const mineContract = z.array(booking);

/**
 * GET /api/app/bookings/dates: the calendar from the first day asked to the 35th from today, for
 * the selection. Others' bookings show as busy times of the selection's operators only; the
 * caller's own in full. The shared part comes from `cache` when this instance knows it (this
 * minute, nothing of the activity changed since): then one statement, the caller's own.
 */
export async function availability(
  db: Executor,
  clock: Clock,
  q: AvailabilityQuery,
  cache?: CalendarCache,
  warn?: Warn,
): Promise<{ shared: SharedCalendar; mine: Booking[] }> {
  const at = clock.now();
  // One instant for the whole answer (its key's minute, its today and now).
  const still: Clock = { now: () => at };
  if (q.moving) return movingCalendar(db, still, q, q.moving, warn);
  const key = `${q.activityId}|${q.serviceId}|${q.operatorId}|${q.people}|${q.date ?? ''}`;
  const withMine = async (known: SharedCalendar) => {
    const { timeZone, first, last } = known;
    const mine = known.answer.dates.length
      ? await mineIn(db, q.activityId, timeZone, first, last, q.userId)
      : [];
    return { shared: known, mine: mine.map((r) => mineOf(q.activityId, r)) };
  };
  const known = cache?.get(key, at);
  if (known) return withMine(known);
  // Another caller's read of the same calendar under way: its shared part, then one's own.
  const joined = await cache?.joinRead(key, at)?.catch(() => undefined);
  if (joined) return withMine(joined);
  const mark = cache?.mark() ?? 0;
  const read = sharedCalendar(db, still, q, q.userId, warn);
  cache?.startRead(key, at, mark, read);
  const shared = await read;
  cache?.set(key, at, q.activityId, shared.shared, mark);
  return shared;
}

/**
 * The calendar of a move: its booking's customer's, excluding that booking (its time, seats and
 * place among their own). Read afresh, never cached: the shared part differs by the booking left out.
 */
async function movingCalendar(
  db: Executor,
  still: Clock,
  q: AvailabilityQuery,
  moving: { id: number; staff: boolean },
  warn?: Warn,
) {
  const [b] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, moving.id),
        eq(bookings.activityId, q.activityId),
        ne(bookings.confirmed, 'N'),
        moving.staff ? undefined : eq(bookings.userId, q.userId),
      ),
    );
  if (!b) throw notFound();
  return sharedCalendar(db, still, q, b.userId, warn, moving.id);
}

/** The calendar of `q` read from the database, `userId`'s own bookings in full, less `except`. */
async function sharedCalendar(
  db: Executor,
  still: Clock,
  q: AvailabilityQuery,
  userId: number,
  warn?: Warn,
  except?: number,
): Promise<{ shared: SharedCalendar; mine: Booking[] }> {
  const setup = await setupOf(db, q.activityId);
  const { settings } = setup;
  const selection = selectionOf(setup, {
    serviceId: q.serviceId,
    operatorId: q.operatorId,
    people: q.people,
  });
  const { timeZone } = settings;
  const { today } = wallNow(still, timeZone);
  const days = calendarDays(today).filter((d) => d >= (q.date ?? today));
  const first = days[0] ?? today;
  const last = days.at(-1) ?? today;
  const table = isTableBooking(settings.bookingType);
  const [busy, seats, mine] = days.length
    ? await Promise.all([
        table
          ? []
          : busyIn(db, q.activityId, timeZone, first, last, selection.operators, warn, except),
        table
          ? seatsIn(db, q.activityId, timeZone, first, last, selection.operators, warn, except)
          : [],
        mineIn(db, q.activityId, timeZone, first, last, userId, except),
      ])
    : [[], [], []];
  const ctx = slotContextOf(setup, still, days, busy, seats);
  const answer = { ...ctx, fullReservations: fullDays(ctx, selection) };
  const candidates = days.map((d) => dayCandidates(dayOf(ctx, d), selection, d));
  const party = table ? { people: q.people, most: settings.maxPartySize } : null;
  const shared = {
    answer,
    json: sharedJson(answer),
    timeZone,
    first,
    last,
    candidates,
    days: candidates.map((c) => dayJson(c, [], party)),
    party,
  };
  return { shared, mine: mine.map((r) => mineOf(q.activityId, r)) };
}

/**
 * The calendar's response body, `{"data": …}` as the route's schema describes it: the shared
 * part serialized once per cached answer, the caller's own checked and serialized per call.
 */
export const availabilityBody = (a: { shared: SharedCalendar; mine: Booking[] }) =>
  `{"data":${a.shared.json},"days":${daysJson(a)},"mine":${JSON.stringify(mineContract.parse(a.mine))}}}`;

/** A day as a caller can book it, checked against the contract and serialized. */
const dayJson = (c: DayCandidates, own: OwnSpans, party: SharedCalendar['party']) =>
  JSON.stringify(bookingDay.parse(withinParty(dayOfferOf(c, own), party)));

/**
 * The days as the caller can book them: the shared candidates less their own bookings' times.
 * A day none of their bookings touches is the shared one, serialized once per cached answer.
 */
function daysJson(a: { shared: SharedCalendar; mine: Booking[] }) {
  const own = ownSpans(a.mine);
  const days = a.shared.candidates.map((c, i) =>
    own.length && touchesDay(c, own) ? dayJson(c, own, a.shared.party) : a.shared.days[i],
  );
  return `[${days.join(',')}]`;
}

/**
 * A table's day within maxPartySize (issue 26): the largest party offered at most that, and a
 * party above it finds no start (the booking would be refused party_too_large).
 */
function withinParty(day: BookingDay, party: SharedCalendar['party']): BookingDay {
  if (!party || day.largestParty === null) return day;
  const largestParty = Math.min(day.largestParty, party.most);
  if (party.people <= party.most || day.status === 'closed') return { ...day, largestParty };
  return { ...day, status: 'full', reason: 'seats', starts: [], largestParty };
}
