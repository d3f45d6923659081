// Stores (SPEC §3 Store; §7 GET /api/stores, /api/stores/{id}): an activity's shops, sorted main
// first then by name, with their address, phone, opening hours and a map link.
import { z } from 'zod';

/** "HH:mm", 00:00 to 24:00. */
export const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** One opening interval: ISO day of week (1 Monday … 7 Sunday), from and to as "HH:mm". */
export const openingInterval = z.object({
  day: z.number().int().min(1).max(7),
  from: z.string().regex(HH_MM),
  to: z.string().regex(HH_MM),
});
export type OpeningInterval = z.infer<typeof openingInterval>;

export const store = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  name: z.string(),
  main: z.boolean(),
  visible: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  /** Intervals sorted by day then time; a day without any is closed. */
  openingHours: z.array(openingInterval),
});
export type Store = z.infer<typeof store>;

export const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The opening intervals of each ISO day, in order of time ("HH:mm–HH:mm" pairs). */
export function openingByDay(hours: readonly OpeningInterval[]): Map<number, OpeningInterval[]> {
  const byDay = new Map<number, OpeningInterval[]>(ISO_DAYS.map((d) => [d, []]));
  for (const h of hours) byDay.get(h.day)?.push(h);
  for (const list of byDay.values()) list.sort((a, b) => a.from.localeCompare(b.from));
  return byDay;
}

/** A Google Maps search for the store (name, address and city); null without an address. */
export function storeMapUrl(s: Pick<Store, 'name' | 'address' | 'city'>): string | null {
  if (!s.address && !s.city) return null;
  const query = [s.name, s.address, s.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A phone number as a tel: link (digits and a leading +); null when there is none. */
export function telUrl(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length ? `tel:${digits}` : null;
}

/** The ISO day (1 Monday … 7 Sunday) and "HH:mm" of an instant in a time zone. */
export function localDayTime(at: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { day, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the store is open at an instant, by its opening hours in the activity's time zone. */
export function isOpenAt(hours: readonly OpeningInterval[], at: Date, timeZone: string): boolean {
  const { day, time } = localDayTime(at, timeZone);
  return hours.some((h) => h.day === day && h.from <= time && time < h.to);
}
