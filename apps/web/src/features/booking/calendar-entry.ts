// A booking as a calendar entry, built on the phone from the booking the server answered (issue
// 26, "add to calendar"): an .ics file (RFC 5545) with the same UID the booking's e-mails carry
// (booking-<id>@host), so a calendar that gets the e-mail too updates this entry; and a Google
// Calendar link. Times are the booking's instants in UTC: right in any time zone, DST included.
export interface CalendarEntry {
  id: number;
  startsAt: string;
  endsAt: string;
  /** "Taglio — Salone Aurora". */
  title: string;
  /** "Con Sara Bianchi", the people of a table. */
  details: string;
  host: string;
}

/** 2026-03-11T08:30:00.000Z → 20260311T083000Z */
const stamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (continuations start with a space). */
function fold(line: string) {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let rest = line;
  while (bytes.encode(rest).length > 75) {
    let cut = 74;
    while (bytes.encode(rest.slice(0, cut)).length > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export function icsOf(e: CalendarEntry, now = new Date()) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tessera//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${e.id}@${e.host}`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(e.startsAt)}`,
    `DTEND:${stamp(e.endsAt)}`,
    `SUMMARY:${text(e.title)}`,
    e.details ? `DESCRIPTION:${text(e.details)}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .filter((l): l is string => l !== null)
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

/** The .ics as a link a browser downloads (`download` attribute): no object URL to free. */
export const icsHref = (e: CalendarEntry) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(icsOf(e))}`;

export function googleCalendarHref(e: CalendarEntry) {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${stamp(e.startsAt)}/${stamp(e.endsAt)}`,
    details: e.details,
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}
