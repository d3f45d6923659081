// The week as the console's forms edit it (store hours, operators' working hours, pick-up
// windows): the weekday names of a locale, the quarters a time field offers, a week's ranges in
// order, and the range a day's "add" gives.
import { minutesOf, timeOf, type WeeklyRange } from '@tessera/domain';

/** The weekday names of a locale, ISO day 1 (Monday) to 7. 2024-01-01 was a Monday. */
export function weekdayNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const f = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2024, 0, 1 + i)));
}

/** The times a field offers: every quarter of an hour, 00:00 to 24:00. */
export const TIME_OPTIONS = Array.from({ length: 97 }, (_, i) => timeOf(i * 15));

/** The ranges by day, then by start. */
export const sortedRanges = <R extends WeeklyRange>(ranges: readonly R[]) =>
  [...ranges].sort((a, b) => a.day - b.day || minutesOf(a.startTime) - minutesOf(b.startTime));

/**
 * The range a day's "add" gives: 09:00–13:00 on a day without any, else from two hours after the
 * last range ends, for four hours (15:00–19:00 after a morning); null when the day has `max`
 * ranges or none fits after the last.
 */
export function nextRange(
  day: number,
  ranges: readonly WeeklyRange[],
  max: number,
): WeeklyRange | null {
  if (ranges.length >= max) return null;
  const last = sortedRanges(ranges).at(-1);
  if (!last) return { day, startTime: '09:00', endTime: '13:00' };
  const end = minutesOf(last.endTime);
  if (end >= 24 * 60 - 15) return null;
  const start = Math.max(end, Math.min(end + 120, 24 * 60 - 60));
  return { day, startTime: timeOf(start), endTime: timeOf(Math.min(start + 240, 24 * 60)) };
}
