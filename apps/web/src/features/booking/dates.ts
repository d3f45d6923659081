// A booking's days in the user's language: the date is the activity's wall-clock day, so it is
// formatted as that day, never moved by the device's own time zone.
import { ISO_DAYS } from '@tessera/domain';

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
};

const capital = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** "sabato 14 marzo" (with the year: "sabato 14 marzo 2026"). */
export function dayName(locale: string, date: string, withYear = false) {
  const key = `${locale}|${withYear}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: withYear ? 'numeric' : undefined,
      timeZone: 'UTC',
    });
    dayFormats.set(key, f);
  }
  return f.format(utcDay(date));
}

/** Formatters are costly to make (35 days a render): one per locale, kept. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Marzo 2026". */
export function monthName(locale: string, date: string) {
  const text = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date));
  return capital(text, locale);
}

/** The short weekday names, Monday first ("lun", "mar", …). 2024-01-01 was a Monday. */
export function weekdayShortNames(locale: string) {
  const f = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return ISO_DAYS.map((d) => f.format(new Date(Date.UTC(2024, 0, d))));
}

/** The day of the month of a date ("14"). */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));
