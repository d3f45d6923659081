// Booking (SPEC §3 Booking, Booking settings, Open times; §5 slot rules; §9 constants): the shapes
// the api answers and the rules both sides apply. The web refuses a slot before sending; the
// server applies the same `checkSlot` and then the database's constraints have the last word.
import { z } from 'zod';
import { BOOKING_CONFIRMATIONS, BOOKING_TYPES } from './codes.ts';
import { BOOKING_CALENDAR_DAYS, RESTAURANT_BOOKING_MINUTES } from './constants.ts';
import { HH_MM } from './stores.ts';
import {
  addDays,
  dayMinuteOf,
  dayMinutes,
  instantOf,
  isoWeekday,
  midnightOf,
  minutesOf,
  timeOf,
  wallClockOf,
  wallTimeAt,
} from './wall-clock.ts';
import { weeklyRanges } from './weekly.ts';

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isoDate = z
  .string()
  .regex(ISO_DATE)
  .refine((d) => ISO_DATE.test(d) && addDays(d, 0) === d, 'not a calendar day');
export const wallTime = z.string().regex(HH_MM);

/** The calendar steps an activity may choose (minutes). */
export const BOOKING_STEPS = [15, 30, 60, 120] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
/**
 * SPEC §5/§9's restaurant evening, 18:00–23:00: the hours of a restaurant (R, RO) that saved none.
 * Seats are counted over time (issue 26), not per window: see `occupancy`.
 */
export const SEAT_WINDOW = { startTime: '18:00', endTime: '23:00' } as const;

export type BookingConfirmation = (typeof BOOKING_CONFIRMATIONS)[number];

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────

/** GET /api/activities/{id}/booking-settings; the admin's PUT sends the same fields. */
export const bookingSettings = z.object({
  startTime: wallTime,
  endTime: wallTime,
  /** The calendar step in minutes. */
  timeCalendar: z.union(BOOKING_STEPS.map((s) => z.literal(s))),
  /** The seats (restaurant): per sitting window, for the activity or each operator (RO). */
  bookingNumberOfHour: z.number().int().min(1).max(10_000),
  /** A new booking is confirmed (Y) at once instead of waiting (I). */
  confirmOnArrival: z.boolean(),
  /** The hour (0–23, activity time) the day-before reminder e-mail leaves. */
  reminderHour: z.number().int().min(0).max(23),
  /** Fairness (issue 26): a customer's own upcoming bookings, not ended, at most (not staff's). */
  maxUpcomingBookings: z.number().int().min(1).max(1000),
  /** The largest party one table booking takes. */
  maxPartySize: z.number().int().min(1).max(1000),
  /** A customer cancels at least this many hours before the start; null: until it starts. */
  cancelCutoffHours: z.number().int().min(1).max(720).nullable(),
});
export type BookingSettings = z.infer<typeof bookingSettings>;

/**
 * GET /api/activities/{id}/bookingservices: duration in minutes; price in euros and description
 * shown where the service is chosen (issue 25), null when the activity gives none.
 */
export const bookingService = z.object({
  id: z.number().int(),
  name: z.string(),
  duration: z.number().int(),
  price: z.number().nullable(),
  description: z.string().nullable(),
  /** The people one booking of it is for, at most (issue 26). */
  capacity: z.number().int().min(1).optional(),
});
export type BookingService = z.infer<typeof bookingService>;
/** A service's price in euros: whole cents, 0 (free) to 100,000. */
const servicePrice = z
  .number()
  .min(0)
  .max(100_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'whole cents' });
/** price and description left out: none on a new service, unchanged on an update. */
export const bookingServiceInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    duration: z.number().int().min(5).max(600),
    price: servicePrice.nullable().optional(),
    description: z.string().trim().max(300).nullable().optional(),
    /** People per booking at most; left out: 1 on a new service, unchanged on an update. */
    capacity: z.number().int().min(1).max(1000).optional(),
  })
  .strict();

/** An operator: who does a service (NO), or the room or area a table is in (RO). */
export const bookingOperator = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string().nullable(),
  /** The services this operator does (NO). */
  bookingServiceIds: z.array(z.number().int()),
  /** The seats of this room (RO); null: the activity's bookingNumberOfHour. */
  seats: z.number().int().nullable(),
  /**
   * Working hours per ISO weekday (issue 25); none: the activity's hours every open day. With
   * some, the operator works only within them, and not on a day without any.
   */
  hours: z.array(z.object({ day: z.number().int(), startTime: z.string(), endTime: z.string() })),
});
export type BookingOperator = z.infer<typeof bookingOperator>;
/** hours left out: unchanged on an update, none on a new operator. */
export const bookingOperatorInput = z
  .object({
    name: z.string().trim().min(1).max(80),
    surname: z.string().trim().max(80).nullable(),
    bookingServiceIds: z.array(z.number().int().positive()).max(200),
    seats: z.number().int().min(1).max(10_000).nullable(),
    hours: weeklyRanges(42).optional(),
  })
  .strict();

/**
 * A closed day or closed time. `date` (a holiday, through `dateTo` inclusive when given: issue 26)
 * or `weekday` (1 Monday … 7 Sunday) or neither (every day); without times the whole day is
 * closed; with `bookingOperatorId` it closes that operator only (a day off).
 */
export const bookingClosure = z.object({
  id: z.number().int(),
  date: isoDate.nullable(),
  dateTo: isoDate.nullable().optional(),
  weekday: z.number().int().min(1).max(7).nullable(),
  startTime: wallTime.nullable(),
  endTime: wallTime.nullable(),
  bookingOperatorId: z.number().int().nullable(),
});
export type BookingClosure = z.infer<typeof bookingClosure>;
export const bookingClosureInput = bookingClosure.omit({ id: true }).strict();

export const bookingConfirmation = z.enum(BOOKING_CONFIRMATIONS);

/** A booking as its customer (and staff) see it. */
export const booking = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The instants of start and end (ISO 8601 UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  numberOfPeople: z.number().int(),
  confirmed: bookingConfirmation,
  /**
   * Who set N (issue 26), null while Y or I (and for bookings ended before it was recorded):
   * the customer, or the activity.
   */
  endedBy: z.enum(['customer', 'activity']).nullable().optional(),
  /**
   * How it ended: 'declined' (the activity ended a waiting request) or 'cancelled' (the customer
   * ended it, or the activity ended a confirmed one); null while Y or I.
   */
  ended: z.enum(['declined', 'cancelled']).nullable().optional(),
  /** The activity's reason for ending it, told to the customer; null: none given. */
  reason: z.string().nullable().optional(),
  bookingService: bookingService.pick({ id: true, name: true, duration: true }).nullable(),
  bookingOperator: bookingOperator.pick({ id: true, name: true, surname: true }).nullable(),
});
export type Booking = z.infer<typeof booking>;

/** POST /api/app/bookings (SPEC §7). */
export const bookingRequest = z
  .object({
    activityId: z.number().int().positive(),
    date: isoDate,
    startTime: wallTime,
    numberOfPeople: z.number().int().min(1).max(1000),
    bookingService: z.object({ id: z.number().int().positive() }).nullable(),
    bookingOperator: z.object({ id: z.number().int().positive() }).nullable(),
  })
  .strict();
export type BookingRequest = z.infer<typeof bookingRequest>;

/** A time range of a day. */
export const dayInterval = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The operator it concerns; null: the whole activity. */
  bookingOperatorId: z.number().int().nullable(),
  /**
   * The real minutes from the day's midnight to its start and end, given on the two days the
   * clocks change (where "02:15" names two instants in autumn); other days: the times' own.
   */
  from: z.number().int().optional(),
  to: z.number().int().optional(),
});
export type DayInterval = z.infer<typeof dayInterval>;

/** GET /api/app/bookings/dates: everything the calendar needs for its 35 days, for one selection. */
export const bookingAvailability = z.object({
  timeZone: z.string(),
  /** The activity's wall clock when answered: past times of today are never offered. */
  today: z.string(),
  now: z.string(),
  /** `now` as real minutes from today's midnight (tells the autumn day's two 02:15 apart). */
  nowMinute: z.number().int().optional(),
  /** The opening hours and step of every open day. */
  openTimes: bookingSettings.pick({ startTime: true, endTime: true, timeCalendar: true }),
  /**
   * The calendar's days, today first; `open` false: the activity is closed all day. `ranges`: the
   * day's opening hours when they differ from `openTimes` (hours per weekday, issue 26).
   */
  dates: z.array(
    z.object({
      date: z.string(),
      open: z.boolean(),
      ranges: z.array(z.object({ startTime: z.string(), endTime: z.string() })).optional(),
    }),
  ),
  /** Closed times (lunch break, an operator's day off as 00:00–24:00) on the calendar's days. */
  closedTimes: z.array(dayInterval),
  /** Days with no start left for this selection. */
  fullReservations: z.array(z.string()),
  /** Bookings that hold a slot (not declined), anyone's: times and operator only. */
  busy: z.array(dayInterval),
  /**
   * The people at table over time (restaurant): pieces of a day and room with `taken` people
   * throughout, each table counted over its whole 120 minutes; none where nobody sits.
   */
  seatsTaken: z.array(dayInterval.extend({ taken: z.number().int() })),
  /** The caller's own bookings on these days, declined ones included. */
  mine: z.array(booking),
});
export type BookingAvailability = z.infer<typeof bookingAvailability>;

/** A calendar day as one caller can book it (issue 26): why it is closed or full, what fits. */
export const bookingDay = z.object({
  date: z.string(),
  status: z.enum(['open', 'full', 'closed']),
  /** closed: closed that day; allBooked: no start left; seats: not enough seats for the party. */
  reason: z.enum(['closed', 'allBooked', 'seats']).nullable(),
  /** The "HH:mm" starts that fit the selection for this caller (own bookings aside). */
  starts: z.array(z.string()),
  /** Tables: the largest party that fits at some start (0 none); services: null. */
  largestParty: z.number().int().nullable(),
});
export type BookingDay = z.infer<typeof bookingDay>;

/** GET /api/app/bookings/dates as answered: the calendar and its `days` for the caller. */
export const bookingCalendar = bookingAvailability.extend({ days: z.array(bookingDay) });
export type BookingCalendar = z.infer<typeof bookingCalendar>;

/** GET /api/activities/{id}/booking-settings: the settings with the booking kind and time zone. */
export const bookingSettingsView = bookingSettings.extend({
  bookingType: z.enum(BOOKING_TYPES),
  timeZone: z.string(),
});
export type BookingSettingsView = z.infer<typeof bookingSettingsView>;

/** PUT /api/bookings/confirm/{id} (SPEC §7): the customer cancels; the activity is told unless 'N'. */
export const bookingCancel = z
  .object({ confirm: z.literal('N'), sendEmailToActivity: z.enum(['Y', 'N']).default('Y') })
  .strict();

/** PUT /api/activities/{activityId}/bookings/{id}/status: staff confirm or decline. */
export const bookingStatusChange = z
  .object({
    confirm: z.enum(['Y', 'N']),
    /** Why the activity declines or cancels (told to the customer); ignored when confirming. */
    reason: z.string().trim().max(500).optional(),
  })
  .strict();

/** POST /api/activities/{activityId}/bookings: staff book for a member (a phone call). */
export const staffBookingRequest = bookingRequest
  .omit({ activityId: true })
  .extend({
    userId: z.number().int().positive(),
    /** Staff's booking is confirmed at once (Y) unless they say it waits (I). */
    confirmed: z.enum(['Y', 'I']).optional(),
  })
  .strict();
export type StaffBookingRequest = z.infer<typeof staffBookingRequest>;

/** A member as staff see them when booking for them or on the agenda. */
export const bookingCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** A guest of the activity (walk-in or phone booking, issue 26): no account to log in to. */
  guest: z.boolean().optional(),
});
export type BookingCustomer = z.infer<typeof bookingCustomer>;

/** GET /api/activities/{activityId}/agenda: a booking with its customer. */
export const agendaBooking = booking.extend({
  customer: bookingCustomer,
  /** Booked by staff on the customer's behalf. */
  bookedByStaff: z.boolean(),
});
export type AgendaBooking = z.infer<typeof agendaBooking>;

// ── Rules ───────────────────────────────────────────────────────────────────────────────────

/** SPEC §5: a start snaps to the step; 60 or 120 give the hour, 15 and 30 their quarter or half. */
export function snapStart(time: string, step: number): string {
  const grid = step >= 60 ? 60 : step;
  return timeOf(Math.floor(minutesOf(time) / grid) * grid);
}

/** The starts a day offers, before any check: from opening, every step, before closing. */
export function slotStarts(open: { startTime: string; endTime: string; timeCalendar: number }) {
  const starts: string[] = [];
  const from = minutesOf(snapStart(open.startTime, open.timeCalendar));
  const opening = minutesOf(open.startTime);
  for (let m = from; m < minutesOf(open.endTime); m += open.timeCalendar) {
    if (m >= opening) starts.push(timeOf(m));
  }
  return starts;
}

/** An interval's real minutes from its day's midnight (see `dayInterval.from`); empty if inverted. */
export function spanOf(i: DayInterval, timeZone: string): [number, number] {
  if (i.from !== undefined && i.to !== undefined) return [i.from, i.to];
  const from = dayMinuteOf(i.date, i.startTime, timeZone);
  let to = dayMinuteOf(i.date, i.endTime, timeZone);
  // The autumn day: an end before its start is in the repeated hour's second occurrence.
  if (to <= from) to += dayMinutes(i.date, timeZone) - 24 * 60;
  return [from, to];
}

/** A table held over [from, to) real minutes of its day, for `people`. */
export interface HeldSeats {
  from: number;
  to: number;
  people: number;
}

/**
 * The people at table over a day (issue 26): pieces [from, to) with the same `taken` throughout,
 * in order, where anyone sits. At no instant may `taken` exceed the seats.
 */
export function occupancy(
  tables: readonly HeldSeats[],
): { from: number; to: number; taken: number }[] {
  const edges = new Map<number, number>();
  for (const t of tables) {
    if (!(t.to > t.from) || t.people <= 0) continue;
    edges.set(t.from, (edges.get(t.from) ?? 0) + t.people);
    edges.set(t.to, (edges.get(t.to) ?? 0) - t.people);
  }
  const points = [...edges.keys()].sort((a, b) => a - b);
  const pieces: { from: number; to: number; taken: number }[] = [];
  let taken = 0;
  for (let k = 0; k < points.length - 1; k++) {
    const from = points[k] as number;
    const to = points[k + 1] as number;
    taken += edges.get(from) ?? 0;
    if (taken <= 0) continue;
    const last = pieces.at(-1);
    if (last && last.to === from && last.taken === taken) last.to = to;
    else pieces.push({ from, to, taken });
  }
  return pieces;
}

/** What is being booked. */
export interface Selection {
  /** Minutes: the service's duration, or RESTAURANT_BOOKING_MINUTES for a table. */
  duration: number;
  people: number;
  /** The resources that could take it: operator ids, or [null] for the activity itself. */
  operators: (number | null)[];
  /** Seats of a resource (restaurant); null: services, no seat count. */
  seatsOf: (operatorId: number | null) => number | null;
}

export type SlotRefusal =
  | { ok: false; reason: 'past' | 'closed' | 'afterClosing' }
  /** It overlaps one of the caller's own bookings (not declined). */
  | { ok: false; reason: 'ownOverlap' }
  /** SPEC §5 service message: the service needs `minutes`. */
  | { ok: false; reason: 'overlap'; minutes: number }
  /** SPEC §5 restaurant message: only `free` seats left. */
  | { ok: false; reason: 'seats'; free: number };
export type SlotCheck =
  | { ok: true; bookingOperatorId: number | null; endTime: string }
  | SlotRefusal;

/**
 * The availability a check reads: `bookingAvailability` without what only the calendar shows;
 * with `mine`, a start overlapping one of the caller's own bookings (not declined) is refused.
 */
export type SlotContext = Pick<
  BookingAvailability,
  | 'timeZone'
  | 'today'
  | 'now'
  | 'nowMinute'
  | 'openTimes'
  | 'dates'
  | 'closedTimes'
  | 'busy'
  | 'seatsTaken'
> & { mine?: Pick<Booking, 'startsAt' | 'endsAt' | 'confirmed'>[] };

const overlaps = (s1: number, e1: number, s2: number, e2: number) => s1 < e2 && s2 < e1;

/** The wall-clock end of a slot, counted in real minutes (right across a DST change). */
export function endTimeOf(date: string, startTime: string, minutes: number, timeZone: string) {
  const end = minutesOf(startTime) + minutes;
  // A day without a clock change: the wall clock is the real one (no Intl work per slot).
  if (end < 24 * 60 && dayMinutes(date, timeZone) === 24 * 60) return { date, time: timeOf(end) };
  const at = new Date(instantOf(date, startTime, timeZone).getTime() + minutes * 60_000);
  return wallClockOf(at, timeZone);
}

/** Whether a wall-clock time exists on that day: the spring change skips an hour (02:00–02:59). */
export function timeExists(date: string, time: string, timeZone: string) {
  if (dayMinutes(date, timeZone) >= 24 * 60) return true;
  return wallClockOf(instantOf(date, time, timeZone), timeZone).time === time;
}

/**
 * SPEC §5: whether a start can be booked for the selection, on the first resource that can take
 * it. Refusals in order: past, closed (a closed day or time, outside opening, off the step's
 * grid, past the calendar's 35 days), after closing, overlap, seats.
 */
export function checkSlot(
  ctx: SlotContext,
  sel: Selection,
  date: string,
  startTime: string,
): SlotCheck {
  const tz = ctx.timeZone;
  const last = addDays(ctx.today, BOOKING_CALENDAR_DAYS - 1);
  // Real minutes from the day's midnight: the autumn day's repeated hour counted twice.
  const start = dayMinuteOf(date, startTime, tz);
  const now = ctx.nowMinute ?? dayMinuteOf(ctx.today, ctx.now, tz);
  if (date < ctx.today || (date === ctx.today && start <= now)) {
    return { ok: false, reason: 'past' };
  }
  const day = ctx.dates.find((d) => d.date === date);
  // The opening range the start is in (the day's own ranges: issue 26).
  const range = (day?.ranges ?? [ctx.openTimes]).find(
    (r) => start >= dayMinuteOf(date, r.startTime, tz) && start < dayMinuteOf(date, r.endTime, tz),
  );
  const close = range ? dayMinuteOf(date, range.endTime, tz) : 0;
  if (
    date > last ||
    !day?.open ||
    !range ||
    snapStart(startTime, ctx.openTimes.timeCalendar) !== startTime ||
    !timeExists(date, startTime, tz)
  ) {
    return { ok: false, reason: 'closed' };
  }
  const end = start + sel.duration;
  if (end > close) return { ok: false, reason: 'afterClosing' };
  if (ctx.mine?.length) {
    const at = instantAt(date, startTime, tz);
    if (overlapsOwn(ownSpans(ctx.mine), at, at + sel.duration * 60_000)) {
      return { ok: false, reason: 'ownOverlap' };
    }
  }

  let refusal: SlotRefusal | undefined;
  for (const op of sel.operators) {
    const mine = (i: DayInterval) =>
      i.date === date && (i.bookingOperatorId === null || i.bookingOperatorId === op);
    const hits = (i: DayInterval) => {
      const [from, to] = spanOf(i, tz);
      return overlaps(start, end, from, to);
    };
    if (ctx.closedTimes.some((i) => mine(i) && hits(i))) {
      refusal ??= { ok: false, reason: 'closed' };
      continue;
    }
    const seats = sel.seatsOf(op);
    if (seats === null) {
      if (ctx.busy.some((i) => i.date === date && i.bookingOperatorId === op && hits(i))) {
        if (refusal?.reason !== 'overlap')
          refusal = { ok: false, reason: 'overlap', minutes: sel.duration };
        continue;
      }
    } else {
      // The most people at table at any instant of the sitting (issue 26).
      let taken = 0;
      for (const s of ctx.seatsTaken) {
        if (s.date === date && s.bookingOperatorId === op && hits(s))
          taken = Math.max(taken, s.taken);
      }
      const free = Math.max(0, seats - taken);
      if (sel.people > free) {
        if (refusal?.reason !== 'seats' || free > refusal.free) {
          refusal = { ok: false, reason: 'seats', free };
        }
        continue;
      }
    }
    return { ok: true, bookingOperatorId: op, endTime: wallTimeAt(date, end, tz) };
  }
  return refusal ?? { ok: false, reason: 'closed' };
}

/** The instant (ms) of a wall-clock start: one Intl look-up per day unless the clocks change. */
export function instantAt(date: string, time: string, timeZone: string): number {
  return midnightOf(date, timeZone) + dayMinuteOf(date, time, timeZone) * 60_000;
}

/** A caller's own bookings that hold time (not declined), as instants [start, end) in ms. */
export const ownSpans = (mine: Pick<Booking, 'startsAt' | 'endsAt' | 'confirmed'>[]) =>
  mine
    .filter((b) => b.confirmed !== 'N')
    .map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)] as const);

const overlapsOwn = (own: OwnSpans, at: number, until: number) =>
  own.some(([s, e]) => s < until && at < e);

/**
 * A start the selection could book before the caller's own bookings are looked at: its instants,
 * whether it fits (the party's seats, an operator's time), and the seats free there (tables).
 */
export interface CandidateStart {
  time: string;
  at: number;
  until: number;
  fits: boolean;
  /** Tables: the largest party this start takes (the best room); services: null. */
  free: number | null;
}

/** A day's candidate starts: what every caller shares (the calendar cache keeps these). */
export interface DayCandidates {
  date: string;
  open: boolean;
  table: boolean;
  starts: CandidateStart[];
}

/**
 * The day's candidates: every start that passes the time checks (past, closed, after closing,
 * the lunch break and operators' hours), fitting or not for the party or the operators' time.
 */
export function dayCandidates(ctx: SlotContext, sel: Selection, date: string): DayCandidates {
  const day = ctx.dates.find((d) => d.date === date);
  const table = sel.operators.some((op) => sel.seatsOf(op) !== null);
  const starts: CandidateStart[] = [];
  if (day?.open) {
    const shared = { ...ctx, mine: undefined };
    // Tables: asked for more people than any room has, a check says the best room's free seats.
    const probe = table ? { ...sel, people: Number.MAX_SAFE_INTEGER } : sel;
    for (const time of slotStarts(ctx.openTimes)) {
      const res = checkSlot(shared, probe, date, time);
      let fits = res.ok;
      let free: number | null = null;
      if (!res.ok && res.reason === 'seats') {
        free = res.free;
        fits = free >= sel.people;
      } else if (!res.ok && res.reason !== 'overlap') continue;
      const at = instantAt(date, time, ctx.timeZone);
      starts.push({ time, at, until: at + sel.duration * 60_000, fits, free });
    }
  }
  return { date, open: Boolean(day?.open), table, starts };
}

/** The caller's own bookings (not declined) as instants, for `dayOfferOf` and `touchesDay`. */
export type OwnSpans = readonly (readonly [number, number])[];

/**
 * Whether any of the caller's own bookings falls between the day's first candidate start and the
 * last one's end; when none does, the day offers them what it offers anyone.
 */
export const touchesDay = (c: DayCandidates, own: OwnSpans) => {
  const first = c.starts[0];
  const last = c.starts.at(-1);
  return Boolean(first && last && overlapsOwn(own, first.at, last.until));
};

/** What a day offers one caller: the candidates less the starts overlapping their own bookings. */
export function dayOffer(
  c: DayCandidates,
  mine: Pick<Booking, 'startsAt' | 'endsAt' | 'confirmed'>[] = [],
): BookingDay {
  return dayOfferOf(c, ownSpans(mine));
}

/** `dayOffer` with the caller's own bookings already as instants (once for every day). */
export function dayOfferOf(c: DayCandidates, own: OwnSpans): BookingDay {
  const none = c.table ? 0 : null;
  if (!c.open) {
    return { date: c.date, status: 'closed', reason: 'closed', starts: [], largestParty: none };
  }
  const left = own.length ? c.starts.filter((s) => !overlapsOwn(own, s.at, s.until)) : c.starts;
  const starts = left.filter((s) => s.fits).map((s) => s.time);
  const largestParty = c.table ? Math.max(0, ...left.map((s) => s.free ?? 0)) : null;
  if (starts.length) return { date: c.date, status: 'open', reason: null, starts, largestParty };
  // No candidate at all: every start is past, outside the hours or in a closed time.
  if (!c.starts.length) {
    return { date: c.date, status: 'closed', reason: 'closed', starts, largestParty: none };
  }
  const reason = c.table && left.length ? 'seats' : 'allBooked';
  return { date: c.date, status: 'full', reason, starts, largestParty };
}

/** The calendar's days for the caller: `dayOffer` of each day's candidates with `ctx.mine`. */
export function bookingDays(ctx: SlotContext, sel: Selection, days: string[]): BookingDay[] {
  return days.map((d) => dayOffer(dayCandidates(ctx, sel, d), ctx.mine));
}

/** The starts of a day the selection can book. */
export function offeredStarts(ctx: SlotContext, sel: Selection, date: string): string[] {
  return slotStarts(ctx.openTimes).filter((t) => checkSlot(ctx, sel, date, t).ok);
}

/** The calendar's days (35 from today). */
export function calendarDays(today: string): string[] {
  return Array.from({ length: BOOKING_CALENDAR_DAYS }, (_, i) => addDays(today, i));
}

/** Whether the booking kind counts seats (restaurant, R and RO) rather than operator time. */
export const isTableBooking = (bookingType: string) => bookingType === 'R' || bookingType === 'RO';

/** A table's sitting (SPEC §9). */
export const TABLE_MINUTES = RESTAURANT_BOOKING_MINUTES;

/** Which closure rows apply to a date: its weekday, its date (or date range), or every day. */
export function closureApplies(
  c: Pick<BookingClosure, 'date' | 'dateTo' | 'weekday'>,
  date: string,
) {
  if (c.date) return c.dateTo ? c.date <= date && date <= c.dateTo : c.date === date;
  if (c.weekday) return c.weekday === isoWeekday(date);
  return true;
}

/**
 * PUT /api/app/bookings/{id}/move (the customer) and PUT /api/activities/{activityId}/bookings/{id}/move
 * (staff): the booking's new day and start; bookingOperator absent keeps its operator or room,
 * null lets any free one take it.
 */
export const bookingMove = z
  .object({
    date: isoDate,
    startTime: wallTime,
    bookingOperator: z.object({ id: z.number().int().positive() }).nullable().optional(),
  })
  .strict();
export type BookingMove = z.infer<typeof bookingMove>;

/** The staff's move: the same body (drag to move on the agenda). */
export const staffBookingMove = bookingMove;
