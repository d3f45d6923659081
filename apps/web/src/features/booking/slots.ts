// What a day of the calendar offers for one selection (SPEC §4 Booking, §5, issue 26). The
// server says it per day (`days`: open, full or closed and why, the starts that fit this caller,
// the largest party that fits); the screen shows those starts only, beside the customer's own
// bookings in their state and, for services, others' times grey "Non disponibile" (SPEC §4),
// saying nothing else of whose they are. The server's refusal stays the proof.
import {
  type BookingAvailability,
  type BookingConfirmation,
  type BookingDay,
  minutesOf,
  type Selection,
  slotStarts,
} from '@tessera/domain';

/** One day of the calendar as the server tells it (GET /api/app/bookings/dates `days`). */
export type CalendarDay = BookingDay;

export type DayCell =
  | { time: string; kind: 'free' }
  | { time: string; kind: 'busy' }
  | { time: string; kind: 'mine'; status: Exclude<BookingConfirmation, 'N'> };

/** Whether `time` falls in [start, end); an end at or before the start runs past midnight. */
function within(time: string, start: string, end: string) {
  const t = minutesOf(time);
  const s = minutesOf(start);
  const e = minutesOf(end) <= s ? minutesOf(end) + 24 * 60 : minutesOf(end);
  return t >= s && t < e;
}

/** Whether a day can be chosen: open, or short of seats for this party with a smaller one fitting. */
export const choosable = (d: CalendarDay | null) =>
  d !== null && (d.status === 'open' || (d.reason === 'seats' && (d.largestParty ?? 0) > 0));

/**
 * The chosen day's cells: the starts that fit, the customer's own bookings (not declined) in
 * their state, and for services the starts every resource has taken by someone, grey. Starts
 * that do not fit for other reasons (the service's length, a break, closing) are not shown.
 */
export function dayCells(a: BookingAvailability, sel: Selection, day: CalendarDay): DayCell[] {
  const { date } = day;
  const free = new Set(day.starts);
  const times = [...new Set([...slotStarts(a.openTimes), ...day.starts])].sort();
  const cells: DayCell[] = [];
  for (const time of times) {
    if (date < a.today || (date === a.today && time <= a.now)) continue;
    if (free.has(time)) {
      cells.push({ time, kind: 'free' });
      continue;
    }
    const status = a.mine.find(
      (b) => b.date === date && b.confirmed !== 'N' && within(time, b.startTime, b.endTime),
    )?.confirmed;
    if (status === 'Y' || status === 'I') {
      cells.push({ time, kind: 'mine', status });
      continue;
    }
    const services = sel.seatsOf(sel.operators[0] ?? null) === null;
    const taken = (op: number | null) =>
      a.busy.some(
        (i) =>
          i.date === date && i.bookingOperatorId === op && within(time, i.startTime, i.endTime),
      );
    if (services && day.status === 'open' && sel.operators.every(taken)) {
      cells.push({ time, kind: 'busy' });
    }
  }
  return cells;
}
