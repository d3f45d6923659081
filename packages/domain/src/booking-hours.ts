// Opening hours per weekday (issue 26): an activity's ranges per ISO weekday, several a day
// (morning and afternoon), a day without ranges closed; none saved: the settings' one range every
// day. And what is open on a date for an operator or room once hours and closures are applied.
import { z } from 'zod';
import {
  type BookingClosure,
  bookingClosure,
  bookingClosureInput,
  closureApplies,
} from './booking.ts';
import { isoWeekday, minutesOf, timeOf } from './wall-clock.ts';
import { type WeeklyRange, weeklyRanges } from './weekly.ts';

/** A time range of a day, "HH:mm" wall clock. */
export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** GET/PUT /api/activities/{activityId}/booking-hours: the whole week; [] the settings' range. */
export const bookingHours = z.object({ hours: weeklyRanges(42) }).strict();
export type BookingHours = z.infer<typeof bookingHours>;

/** The opening ranges of a date, in order: the weekday's, or `fallback` when no hours are saved. */
export function dayRanges(
  hours: readonly Pick<WeeklyRange, 'day' | 'startTime' | 'endTime'>[],
  fallback: TimeRange,
  date: string,
): TimeRange[] {
  if (!hours.length) return [{ startTime: fallback.startTime, endTime: fallback.endTime }];
  const day = isoWeekday(date);
  return hours
    .filter((h) => h.day === day)
    .map((h) => ({ startTime: h.startTime, endTime: h.endTime }))
    .sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
}

/** The week's earliest opening and latest closing (the calendar's `openTimes`); none: fallback. */
export function weekEnvelope(
  hours: readonly Pick<WeeklyRange, 'startTime' | 'endTime'>[],
  fallback: TimeRange,
): TimeRange {
  if (!hours.length) return { startTime: fallback.startTime, endTime: fallback.endTime };
  const from = Math.min(...hours.map((h) => minutesOf(h.startTime)));
  const to = Math.max(...hours.map((h) => minutesOf(h.endTime)));
  return { startTime: timeOf(from), endTime: timeOf(to) };
}

type Span = [number, number];
const spans = (ranges: readonly TimeRange[]): Span[] =>
  ranges.map((r) => [minutesOf(r.startTime), minutesOf(r.endTime)]);

/** The parts of `a` inside some span of `b`. */
function intersect(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  for (const [s1, e1] of a) {
    for (const [s2, e2] of b) {
      const s = Math.max(s1, s2);
      const e = Math.min(e1, e2);
      if (s < e) out.push([s, e]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/** The parts of `a` outside every span of `cut`. */
function subtract(a: Span[], cut: Span[]): Span[] {
  let left = a;
  for (const [cs, ce] of cut) {
    left = left.flatMap(([s, e]): Span[] => {
      if (ce <= s || e <= cs) return [[s, e]];
      const parts: Span[] = [];
      if (s < cs) parts.push([s, cs]);
      if (ce < e) parts.push([ce, e]);
      return parts;
    });
  }
  return left;
}

/**
 * The open ranges of `date` for an operator or room (or the activity itself when `operator` is
 * null), in order: the activity's hours of that weekday (`hours`, or `fallback` when none are
 * saved), within the operator's own working hours when they have any, less the closures that
 * apply to the date (the activity's and that operator's). [] when closed all day.
 */
export function openRangesOn(
  activity: {
    hours: readonly Pick<WeeklyRange, 'day' | 'startTime' | 'endTime'>[];
    fallback: TimeRange;
    closures: readonly Pick<
      BookingClosure,
      'date' | 'dateTo' | 'weekday' | 'startTime' | 'endTime' | 'bookingOperatorId'
    >[];
  },
  date: string,
  operator: {
    id: number;
    hours: readonly Pick<WeeklyRange, 'day' | 'startTime' | 'endTime'>[];
  } | null = null,
): TimeRange[] {
  let open = spans(dayRanges(activity.hours, activity.fallback, date));
  if (operator?.hours.length) {
    const day = isoWeekday(date);
    open = intersect(open, spans(operator.hours.filter((h) => h.day === day)));
  }
  const closed = activity.closures
    .filter(
      (c) =>
        closureApplies(c, date) &&
        (c.bookingOperatorId === null || c.bookingOperatorId === operator?.id),
    )
    .map((c): Span => [minutesOf(c.startTime ?? '00:00'), minutesOf(c.endTime ?? '24:00')]);
  return subtract(open, closed).map(([s, e]) => ({ startTime: timeOf(s), endTime: timeOf(e) }));
}

/**
 * POST /api/activities/{activityId}/booking-closures: the closure; `tell` cancels the bookings it
 * hits (the activity ends them with `reason`, each customer told in their language).
 */
export const bookingClosureAdd = bookingClosureInput
  .extend({ tell: z.boolean().optional(), reason: z.string().trim().max(500).optional() })
  .strict();
/** The closure added, with the bookings it cancelled (`tell`). */
export const bookingClosureAdded = bookingClosure.extend({ cancelled: z.array(z.number().int()) });

/** A booking a closure would hit (the warning before saving it): upcoming, not ended. */
export const closureHit = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  confirmed: z.enum(['Y', 'I']),
  customer: z.string(),
  serviceName: z.string().nullable(),
  operatorName: z.string().nullable(),
});
export type ClosureHit = z.infer<typeof closureHit>;

/** Whether a closure covers any of a booking's time (its day, its operator or the activity's). */
export function closureHits(
  c: Pick<
    BookingClosure,
    'date' | 'dateTo' | 'weekday' | 'startTime' | 'endTime' | 'bookingOperatorId'
  >,
  b: { date: string; startTime: string; endTime: string; bookingOperatorId: number | null },
): boolean {
  if (!closureApplies(c, b.date)) return false;
  if (c.bookingOperatorId !== null && c.bookingOperatorId !== b.bookingOperatorId) return false;
  if (c.startTime === null || c.endTime === null) return true;
  const start = minutesOf(b.startTime);
  // A booking past midnight runs to the day's end here.
  const end = minutesOf(b.endTime) > start ? minutesOf(b.endTime) : 24 * 60;
  return start < minutesOf(c.endTime) && minutesOf(c.startTime) < end;
}
