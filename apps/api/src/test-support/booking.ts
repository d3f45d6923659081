// Booking factories (issue 16): an activity's booking set-up and bookings, written straight to
// the database so a test builds exactly the calendar it needs.
import { randomUUID } from 'node:crypto';
import {
  type BookingClosure,
  type BookingRequest,
  type BookingSettings,
  type BookingType,
  instantOf,
  minutesOf,
  timeOf,
} from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { activityConfigurations } from '../modules/activities/activities.tables.ts';
import {
  bookingClosures,
  bookingOperatorServices,
  bookingOperators,
  bookingServices,
  bookingSettings,
  bookings,
} from '../modules/booking/booking.tables.ts';
import { createActivity } from './factories.ts';
import type { Caller, TestApp } from './harness.ts';

/** Monday 11 May 2026, 08:00 in Rome: the booking tests' "now" (settableClock). */
export const MONDAY_8AM = '2026-05-11T06:00:00Z';
export const TODAY = '2026-05-11';
export const TUESDAY = '2026-05-12';
export const WEDNESDAY = '2026-05-13';

/** The spec's refusals of a booking that does not fit. */
export const SPEC_OVERLAP = (n: number) =>
  `Non è possibile prenotare in quanto occorrono ${n} minuti per lo svolgimento del servizio`;
export const SPEC_SEATS = (n: number) => `Per questa selezione ci sono solo ${n} posti disponibili`;

export interface BookingSetupOptions {
  bookingType?: BookingType;
  settings?: Partial<BookingSettings>;
  /** Name and duration in minutes. */
  services?: { name: string; duration: number }[];
  /** Operators, each doing the services named (all by default), with seats (RO). */
  operators?: { name: string; surname?: string; services?: string[]; seats?: number }[];
}

/** Sets the activity's booking type and settings and adds services and operators. */
export async function createBookingSetup(
  t: TestApp,
  activityId: number,
  opts: BookingSetupOptions = {},
) {
  const db = t.database.db;
  await db
    .update(activityConfigurations)
    .set({ bookingType: opts.bookingType ?? 'NO' })
    .where(eq(activityConfigurations.activityId, activityId));
  const settings = {
    startTime: '09:00',
    endTime: '19:00',
    timeCalendar: 15,
    bookingNumberOfHour: 20,
    confirmOnArrival: false,
    reminderHour: 18,
    ...opts.settings,
  };
  await db
    .insert(bookingSettings)
    .values({ activityId, ...settings })
    .onConflictDoUpdate({ target: bookingSettings.activityId, set: settings });
  const services = opts.services?.length
    ? await db
        .insert(bookingServices)
        .values(
          opts.services.map((s) => ({ activityId, name: s.name, durationMinutes: s.duration })),
        )
        .returning({ id: bookingServices.id, name: bookingServices.name })
    : [];
  const operators: { id: number; name: string }[] = [];
  for (const o of opts.operators ?? []) {
    const [row] = await db
      .insert(bookingOperators)
      .values({ activityId, name: o.name, surname: o.surname ?? null, seats: o.seats ?? null })
      .returning({ id: bookingOperators.id, name: bookingOperators.name });
    const id = row?.id as number;
    operators.push({ id, name: o.name });
    const does = services.filter((s) => !o.services || o.services.includes(s.name));
    if (does.length) {
      await db
        .insert(bookingOperatorServices)
        .values(does.map((s) => ({ bookingOperatorId: id, bookingServiceId: s.id })));
    }
  }
  const serviceId = (name: string) => services.find((s) => s.name === name)?.id as number;
  const operatorId = (name: string) => operators.find((o) => o.name === name)?.id as number;
  return { settings, services, operators, serviceId, operatorId };
}

/** Taglio 30 and Colore 90, a salon's services. */
export const TAGLIO_COLORE = [
  { name: 'Taglio', duration: 30 },
  { name: 'Colore', duration: 90 },
];

/**
 * A salon: a new activity showing the booking app, booking type NO (09:00–19:00 by 15 unless
 * `settings` say otherwise) with the services and operators given; `service` and `operator` give
 * `{ id }` by name.
 */
export async function createSalon(t: TestApp, opts: BookingSetupOptions = {}) {
  const activity = await createActivity(t, { menu: { showBookingApp: true } });
  const setup = await createBookingSetup(t, activity.id, { bookingType: 'NO', ...opts });
  return {
    activity,
    service: (name: string) => ({ id: setup.serviceId(name) }),
    operator: (name: string) => ({ id: setup.operatorId(name) }),
  };
}

/** A closed day or time of the activity. */
export async function createClosure(
  t: TestApp,
  activityId: number,
  closure: Partial<Omit<BookingClosure, 'id'>>,
) {
  const [row] = await t.database.db
    .insert(bookingClosures)
    .values({
      activityId,
      date: closure.date ?? null,
      weekday: closure.weekday ?? null,
      startTime: closure.startTime ?? null,
      endTime: closure.endTime ?? null,
      bookingOperatorId: closure.bookingOperatorId ?? null,
    })
    .returning({ id: bookingClosures.id });
  return { id: row?.id as number };
}

export interface BookingRowOptions {
  activityId: number;
  userId: number;
  date: string;
  startTime: string;
  /** Minutes; 120 for a table by default, else the service's. */
  duration?: number;
  numberOfPeople?: number;
  bookingServiceId?: number | null;
  bookingOperatorId?: number | null;
  confirmed?: 'Y' | 'I' | 'N';
  timeZone?: string;
}

/**
 * A booking row as if booked earlier (no seat counter is touched: for tables, book through the
 * API when the seats matter).
 */
export async function createBookingRow(t: TestApp, o: BookingRowOptions) {
  const tz = o.timeZone ?? 'Europe/Rome';
  const duration = o.duration ?? 30;
  const startsAt = instantOf(o.date, o.startTime, tz);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      activityId: o.activityId,
      userId: o.userId,
      date: o.date,
      startTime: o.startTime,
      endTime: timeOf(minutesOf(o.startTime) + duration),
      startsAt,
      endsAt,
      numberOfPeople: o.numberOfPeople ?? 1,
      bookingServiceId: o.bookingServiceId ?? null,
      bookingOperatorId: o.bookingOperatorId ?? null,
      confirmed: o.confirmed ?? 'I',
    })
    .returning({ id: bookings.id });
  return { id: row?.id as number };
}

/** A clock a test sets to the instant it needs (the service clock of booking's rules). */
export function settableClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set(iso: string) {
      at = new Date(iso).getTime();
    },
  };
}

/** A call with its own Idempotency-Key, in Italian unless `lang` says otherwise. */
export const callAs =
  (t: TestApp) =>
  (as: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'it') =>
    t.call({
      method,
      url,
      as,
      headers: { 'accept-language': lang, 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });

/** POST /api/app/bookings with its own Idempotency-Key (or the one given). */
export function bookSlot(
  t: TestApp,
  as: Caller,
  body: Omit<BookingRequest, 'bookingService' | 'bookingOperator' | 'numberOfPeople'> &
    Partial<Pick<BookingRequest, 'bookingService' | 'bookingOperator' | 'numberOfPeople'>>,
  opts: { key?: string; lang?: string } = {},
) {
  return t.call({
    method: 'POST',
    url: '/api/app/bookings',
    as,
    headers: {
      'idempotency-key': opts.key ?? randomUUID(),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
    payload: { numberOfPeople: 1, bookingService: null, bookingOperator: null, ...body },
  });
}
