// A booking's days in the user's language: the date is the activity's wall-clock day, so it is
// formatted as that day, never moved by the device's own time zone.
import { formatDate } from '@tessera/domain';

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
};

/**
 * "sabato 14 marzo"; with the year, SPEC's DD-MM-YYYY after the weekday: "sabato 14-03-2026"
 * (a booking of My bookings, its confirmation).
 */
export function dayName(locale: string, date: string, withYear = false) {
  const key = `${locale}|${withYear}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      withYear
        ? { weekday: 'long', timeZone: 'UTC' }
        : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
    );
    dayFormats.set(key, f);
  }
  const name = f.format(utcDay(date));
  return withYear ? `${name} ${formatDate(date)}` : name;
}

/** Formatters are costly to make (35 days a render): one per locale, kept. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of the month of a date ("14"). */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));
