// Wall-clock dates ("YYYY-MM-DD") and times ("HH:mm") in an activity's time zone, and the instants
// they name (DESIGN §4). Built on Intl only, so the two DST change days come out right.

/** Minutes since midnight of "HH:mm" ("24:00" is 1440). */
export function minutesOf(time: string): number {
  // "HH:mm" by character codes: the calendar asks this tens of thousands of times per answer.
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    const hours = time.charCodeAt(0) * 10 + time.charCodeAt(1);
    return hours * 60 + time.charCodeAt(3) * 10 + time.charCodeAt(4) - 48 * 671;
  }
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "HH:mm" of minutes since midnight (1440 is "24:00"). */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The calendar day `days` after a date (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** ISO day of the week of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 ? 7 : day;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  return f;
}

function partsOf(at: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatIn(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** The date and time an instant shows on a wall clock in the time zone. */
export function wallClockOf(at: Date, timeZone: string): { date: string; time: string } {
  const p = partsOf(at.getTime(), timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = partsOf(at, timeZone);
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time name in the time zone. A time the spring change skips
 * (02:30 in Rome) is the instant an hour later on the clock; a time the autumn change repeats is
 * its first occurrence.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const minutes = minutesOf(time);
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, 0, minutes);
  const before = offsetAt(asUtc - 43_200_000, timeZone);
  const after = offsetAt(asUtc + 43_200_000, timeZone);
  // The offset before the day's change first: the repeated hour's first occurrence.
  const first = asUtc - before;
  if (offsetAt(first, timeZone) === before) return new Date(first);
  const second = asUtc - after;
  if (offsetAt(second, timeZone) === after) return new Date(second);
  return new Date(first);
}

const lengths = new Map<string, number>();

/**
 * The minutes a calendar day lasts in the time zone: 1440, or 1380 and 1500 on the days the
 * clocks change (remembered: the calendar asks for the same days again and again).
 */
export function dayMinutes(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let minutes = lengths.get(key);
  if (minutes === undefined) {
    const start = instantOf(date, '00:00', timeZone).getTime();
    minutes = (instantOf(addDays(date, 1), '00:00', timeZone).getTime() - start) / 60_000;
    if (lengths.size >= 4096) lengths.clear();
    lengths.set(key, minutes);
  }
  return minutes;
}

const midnights = new Map<string, number>();

/** The instant (ms) a day's midnight names in the time zone (remembered). */
export function midnightOf(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let at = midnights.get(key);
  if (at === undefined) {
    at = instantOf(date, '00:00', timeZone).getTime();
    if (midnights.size >= 4096) midnights.clear();
    midnights.set(key, at);
  }
  return at;
}

/**
 * The real minutes from a day's midnight to a wall-clock time: the time itself on a day without
 * a clock change; on the autumn day the repeated hour's first occurrence (02:30 is 150, the hour
 * after it runs 180–239), on the spring day a skipped time counts as an hour later. "24:00" is
 * the day's length (1380, 1440 or 1500).
 */
export function dayMinuteOf(date: string, time: string, timeZone: string): number {
  const length = dayMinutes(date, timeZone);
  const m = minutesOf(time);
  if (length === 24 * 60) return m;
  if (m >= 24 * 60) return length + m - 24 * 60;
  return (instantOf(date, time, timeZone).getTime() - midnightOf(date, timeZone)) / 60_000;
}

/** The wall-clock time `minute` real minutes after a day's midnight; its end is "24:00". */
export function wallTimeAt(date: string, minute: number, timeZone: string): string {
  const length = dayMinutes(date, timeZone);
  if (length === 24 * 60 || minute >= length) return timeOf(minute - length + 24 * 60);
  return wallClockOf(new Date(midnightOf(date, timeZone) + minute * 60_000), timeZone).time;
}
