// Booking's demo (issue 16 "Demo data"): Salone Aurora books services with two operators, Trattoria
// Da Rita books tables, one evening full. Dates count from the seed's today in the activity's time
// zone; every part is written once (a second run adds nothing). The calendar says what the demo's
// notices announce (issue 26): Aurora open Thursday evenings till 21, closed 24–27 December; and
// no demo customer holds more upcoming bookings than the limit (3).
import {
  addDays,
  endTimeOf,
  instantOf,
  isoWeekday,
  RESTAURANT_BOOKING_MINUTES,
  wallClockOf,
} from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import type { SeedPart } from '../../platform/module.ts';
import {
  bookingClosures,
  bookingHours,
  bookingOperatorServices,
  bookingOperators,
  bookingServices,
  bookingSettings,
  bookings,
} from './booking.tables.ts';
import { settingsOf } from './booking-settings.service.ts';

interface DemoBooking {
  customer: string;
  /** The n-th open day after today (0: the first). */
  day: number;
  startTime: string;
  service?: string;
  operator?: string;
  people?: number;
  confirmed: 'Y' | 'I' | 'N';
}

interface DemoCalendar {
  settings: {
    startTime: string;
    endTime: string;
    timeCalendar: number;
    bookingNumberOfHour: number;
    confirmOnArrival: boolean;
    reminderHour: number;
    /** Fairness (issue 26); left out: the defaults. */
    maxPartySize?: number;
  };
  services: { name: string; duration: number }[];
  /** Each operator with the services they do. */
  operators: { name: string; surname: string; services: string[] }[];
  /** Weekdays closed all day (1 Monday … 7 Sunday), for a calendar without hours per day. */
  closedWeekdays: number[];
  /** Closed every day (the lunch break). */
  closedTimes: { startTime: string; endTime: string }[];
  /** Opening hours per weekday (issue 26); none: the settings' range every day. */
  hours: { day: number; startTime: string; endTime: string }[];
  /** A closure across dates every year ("MM-DD", inclusive): the Christmas holidays. */
  holidays?: { from: string; to: string };
  bookings: DemoBooking[];
}

// Two sittings (19:00 and 21:00) of two large parties that take Da Rita's 40 seats all evening:
// seats are counted over time (issue 26), so every start from 18:00 to 21:00 meets 40 people.
const FULL_EVENING: Omit<DemoBooking, 'day'>[] = [
  { customer: 'marco', startTime: '19:00', people: 20, confirmed: 'Y' },
  { customer: 'laura', startTime: '19:00', people: 20, confirmed: 'Y' },
  { customer: 'marco', startTime: '21:00', people: 20, confirmed: 'Y' },
  { customer: 'laura', startTime: '21:00', people: 20, confirmed: 'I' },
];

const CALENDARS: Record<string, DemoCalendar> = {
  'salone-aurora': {
    settings: {
      startTime: '09:00',
      endTime: '19:00',
      timeCalendar: 15,
      bookingNumberOfHour: 20,
      confirmOnArrival: false,
      reminderHour: 18,
    },
    services: [
      { name: 'Taglio', duration: 30 },
      { name: 'Colore', duration: 90 },
      { name: 'Piega', duration: 45 },
    ],
    operators: [
      { name: 'Sara', surname: 'Conti', services: ['Taglio', 'Colore', 'Piega'] },
      { name: 'Luca', surname: 'Moretti', services: ['Taglio', 'Piega'] },
    ],
    // Sunday and Monday have no hours: closed without a closure saying so again.
    closedWeekdays: [],
    // The lunch break is the gap in the hours.
    closedTimes: [],
    // Tuesday to Saturday, 09:00–13:00 and 14:00–19:00; Thursday evenings till 21 (its notice).
    hours: [2, 3, 4, 5, 6].flatMap((day) => [
      { day, startTime: '09:00', endTime: '13:00' },
      { day, startTime: '14:00', endTime: day === 4 ? '21:00' : '19:00' },
    ]),
    // Its notice: closed from 24 to 27 December.
    holidays: { from: '12-24', to: '12-27' },
    // Giulia holds two upcoming bookings (the rest ended): below the limit of 3, one more to book.
    bookings: [
      {
        customer: 'cliente',
        day: 0,
        startTime: '10:00',
        service: 'Taglio',
        operator: 'Sara',
        confirmed: 'Y',
      },
      {
        customer: 'giulia',
        day: 0,
        startTime: '10:00',
        service: 'Piega',
        operator: 'Luca',
        confirmed: 'N',
      },
      {
        customer: 'giulia',
        day: 0,
        startTime: '15:00',
        service: 'Colore',
        operator: 'Sara',
        confirmed: 'Y',
      },
      {
        customer: 'cliente',
        day: 1,
        startTime: '11:00',
        service: 'Piega',
        operator: 'Luca',
        confirmed: 'I',
      },
      {
        customer: 'giulia',
        day: 1,
        startTime: '09:30',
        service: 'Taglio',
        operator: 'Sara',
        confirmed: 'N',
      },
      {
        customer: 'giulia',
        day: 1,
        startTime: '16:30',
        service: 'Colore',
        operator: 'Sara',
        confirmed: 'I',
      },
      {
        customer: 'cliente',
        day: 2,
        startTime: '16:00',
        service: 'Colore',
        operator: 'Sara',
        confirmed: 'N',
      },
      {
        customer: 'giulia',
        day: 2,
        startTime: '17:00',
        service: 'Taglio',
        operator: 'Luca',
        confirmed: 'N',
      },
      {
        customer: 'giulia',
        day: 3,
        startTime: '11:45',
        service: 'Piega',
        operator: 'Sara',
        confirmed: 'N',
      },
    ],
  },
  'trattoria-da-rita': {
    settings: {
      startTime: '18:00',
      endTime: '23:00',
      timeCalendar: 30,
      bookingNumberOfHour: 40,
      confirmOnArrival: false,
      reminderHour: 12,
      // Its full evening's parties of 20 are bookable parties.
      maxPartySize: 20,
    },
    services: [],
    operators: [],
    // Closed on Monday, as its opening hours say.
    closedWeekdays: [1],
    closedTimes: [],
    hours: [],
    bookings: [
      { customer: 'cliente', day: 0, startTime: '20:00', people: 2, confirmed: 'I' },
      { customer: 'marco', day: 1, startTime: '19:30', people: 4, confirmed: 'Y' },
      { customer: 'laura', day: 1, startTime: '21:00', people: 5, confirmed: 'N' },
      { customer: 'cliente', day: 3, startTime: '20:30', people: 3, confirmed: 'Y' },
    ],
  },
};

/** The first day after today that falls on the weekday. */
const coming = (today: string, weekday: number) => {
  for (let i = 1; ; i++) if (isoWeekday(addDays(today, i)) === weekday) return addDays(today, i);
};

async function seedCalendar(
  tx: Tx,
  activityId: number,
  users: Record<string, number>,
  cal: DemoCalendar,
  fullEvening: boolean,
) {
  await tx
    .insert(bookingSettings)
    .values({ activityId, ...cal.settings })
    .onConflictDoNothing();

  const serviceIds = new Map<string, number>();
  for (const s of cal.services) {
    const [existing] = await tx
      .select({ id: bookingServices.id })
      .from(bookingServices)
      .where(and(eq(bookingServices.activityId, activityId), eq(bookingServices.name, s.name)));
    const id =
      existing?.id ??
      (
        await tx
          .insert(bookingServices)
          .values({ activityId, name: s.name, durationMinutes: s.duration })
          .returning({ id: bookingServices.id })
      )[0]?.id;
    serviceIds.set(s.name, id as number);
  }
  const operatorIds = new Map<string, number>();
  for (const o of cal.operators) {
    const [existing] = await tx
      .select({ id: bookingOperators.id })
      .from(bookingOperators)
      .where(and(eq(bookingOperators.activityId, activityId), eq(bookingOperators.name, o.name)));
    const id =
      existing?.id ??
      (
        await tx
          .insert(bookingOperators)
          .values({ activityId, name: o.name, surname: o.surname })
          .returning({ id: bookingOperators.id })
      )[0]?.id;
    operatorIds.set(o.name, id as number);
    await tx
      .insert(bookingOperatorServices)
      .values(
        o.services.map((s) => ({
          bookingOperatorId: id as number,
          bookingServiceId: serviceIds.get(s) as number,
        })),
      )
      .onConflictDoNothing();
  }

  const count = async (table: typeof bookingClosures | typeof bookingHours | typeof bookings) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.activityId, activityId));
    return row?.n ?? 0;
  };
  const { timeZone } = await settingsOf(tx, activityId);
  const today = wallClockOf(new Date(), timeZone).date;
  // The holidays still to come: this year's until their last day, then next year's.
  const year = Number(today.slice(0, 4));
  const holidays = cal.holidays && {
    date: `${cal.holidays.to >= today.slice(5) ? year : year + 1}-${cal.holidays.from}`,
    dateTo: `${cal.holidays.to >= today.slice(5) ? year : year + 1}-${cal.holidays.to}`,
  };
  if ((await count(bookingClosures)) === 0) {
    await tx
      .insert(bookingClosures)
      .values([
        ...cal.closedWeekdays.map((weekday) => ({ activityId, weekday })),
        ...cal.closedTimes.map((t) => ({ activityId, ...t })),
        ...(holidays ? [{ activityId, ...holidays }] : []),
      ]);
  }
  if (cal.hours.length && (await count(bookingHours)) === 0) {
    await tx.insert(bookingHours).values(cal.hours.map((h) => ({ activityId, ...h })));
  }
  if ((await count(bookings)) > 0) return;

  // Da Rita's full evening is the coming Saturday, which no other booking shares.
  const saturday = fullEvening ? coming(today, 6) : undefined;
  // Open days after today: the demo's bookings never lie in the past or on a closed day.
  const openDays: string[] = [];
  for (let i = 1; openDays.length < 5; i++) {
    const date = addDays(today, i);
    const holiday = holidays && date >= holidays.date && date <= holidays.dateTo;
    const weekday = isoWeekday(date);
    const closed = cal.hours.length
      ? !cal.hours.some((h) => h.day === weekday)
      : cal.closedWeekdays.includes(weekday);
    if (!closed && date !== saturday && !holiday) {
      openDays.push(date);
    }
  }
  const planned = [
    ...cal.bookings.map((b) => ({ ...b, date: openDays[b.day] as string })),
    ...(saturday ? FULL_EVENING.map((b) => ({ ...b, date: saturday })) : []),
  ];
  const durations = new Map(cal.services.map((s) => [s.name, s.duration]));
  const rows = planned.map((b) => {
    const minutes = b.service ? (durations.get(b.service) as number) : RESTAURANT_BOOKING_MINUTES;
    const startsAt = instantOf(b.date, b.startTime, timeZone);
    return {
      activityId,
      userId: users[b.customer] as number,
      bookingServiceId: b.service ? (serviceIds.get(b.service) as number) : null,
      bookingOperatorId: b.operator ? (operatorIds.get(b.operator) as number) : null,
      date: b.date,
      startTime: b.startTime,
      endTime: endTimeOf(b.date, b.startTime, minutes, timeZone).time,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      numberOfPeople: b.people ?? 1,
      confirmed: b.confirmed,
    };
  });
  await tx.insert(bookings).values(rows);
}

export const seedBooking: SeedPart = async (tx, demo) => {
  for (const [permalink, cal] of Object.entries(CALENDARS)) {
    const activityId = demo.activities[permalink];
    if (activityId === undefined) continue;
    await seedCalendar(tx, activityId, demo.users, cal, permalink === 'trattoria-da-rita');
  }
};
