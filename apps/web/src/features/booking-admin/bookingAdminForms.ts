// The booking set-up's forms (issue 16): the domain's contracts, worded for the admin, and the
// requests they send. The server checks the same and has the last word.
import {
  type BookingClosure,
  type BookingOperator,
  type BookingService,
  type BookingSettings,
  bookingOperatorInput,
  bookingServiceInput,
  bookingSettings,
  eurosOfText,
  isoDate,
  minutesOf,
  overlappingRanges,
  wallTime,
} from '@tessera/domain';
import { z } from 'zod';
import { message, passes } from '../../lib/forms.ts';
import type { OperatorBody } from './api/add-booking-operator.ts';
import type { ServiceBody } from './api/add-booking-service.ts';

/** The times a field offers: every quarter of an hour, 00:00 to 24:00. */

const time = z.string().refine(passes(wallTime), message('bookingAdmin.errors.time'));

/** Digits within bounds, typed in a text field; blank passes when `blank`. */
function wholeNumber(min: number, max: number, error: string, blank = false) {
  return z
    .string()
    .trim()
    .refine((s) => (blank && s === '') || (/^\d{1,6}$/.test(s) && +s >= min && +s <= max), error);
}

/** Adds the "end after start" problem under the end field. */
function endAfterStart(
  v: { startTime: string; endTime: string },
  ctx: z.RefinementCtx,
  key: 'bookingAdmin.errors.hoursOrder' | 'bookingAdmin.errors.closureTimes',
) {
  if (!passes(wallTime)(v.startTime) || !passes(wallTime)(v.endTime)) return;
  if (minutesOf(v.startTime) >= minutesOf(v.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: message(key) });
  }
}

// ── Settings ────────────────────────────────────────────────────────────────────────────────

const SEATS_MAX = bookingSettings.shape.bookingNumberOfHour.maxValue ?? 10_000;

export const settingsSchema = z
  .object({
    startTime: time,
    endTime: time,
    timeCalendar: bookingSettings.shape.timeCalendar,
    bookingNumberOfHour: wholeNumber(
      1,
      SEATS_MAX,
      message('bookingAdmin.errors.seats', { max: SEATS_MAX }),
    ),
    confirmOnArrival: z.boolean(),
    reminderHour: bookingSettings.shape.reminderHour,
    // Fair limits (issue 26): the domain's bounds.
    maxUpcomingBookings: wholeNumber(1, 1000, message('bookingAdmin.errors.limit', { max: 1000 })),
    maxPartySize: wholeNumber(1, 1000, message('bookingAdmin.errors.limit', { max: 1000 })),
    /** Blank: cancel until it starts. */
    cancelCutoffHours: wholeNumber(
      1,
      720,
      message('bookingAdmin.errors.cutoff', { max: 720 }),
      true,
    ),
  })
  .superRefine((v, ctx) => endAfterStart(v, ctx, 'bookingAdmin.errors.hoursOrder'));
export type SettingsForm = z.input<typeof settingsSchema>;

export const settingsForm = (s: BookingSettings): SettingsForm => ({
  ...s,
  bookingNumberOfHour: String(s.bookingNumberOfHour),
  maxUpcomingBookings: String(s.maxUpcomingBookings),
  maxPartySize: String(s.maxPartySize),
  cancelCutoffHours: s.cancelCutoffHours === null ? '' : String(s.cancelCutoffHours),
});

export const settingsBody = (f: z.output<typeof settingsSchema>): BookingSettings => ({
  ...f,
  bookingNumberOfHour: Number(f.bookingNumberOfHour),
  maxUpcomingBookings: Number(f.maxUpcomingBookings),
  maxPartySize: Number(f.maxPartySize),
  cancelCutoffHours: f.cancelCutoffHours === '' ? null : Number(f.cancelCutoffHours),
});

// ── Services ────────────────────────────────────────────────────────────────────────────────

const DURATION = { min: 5, max: 600 };

export const serviceSchema = z.object({
  name: bookingServiceInput.shape.name,
  duration: wholeNumber(
    DURATION.min,
    DURATION.max,
    message('bookingAdmin.errors.duration', DURATION),
  ),
  /** Euros as typed ("25,50"); blank: no price shown. */
  price: z
    .string()
    .trim()
    .refine((p) => p === '' || !Number.isNaN(eurosOfText(p)), message('bookingAdmin.errors.price')),
  description: z.string().trim().max(300),
  /** People per booking at most (issue 26). */
  capacity: wholeNumber(1, 1000, message('bookingAdmin.errors.limit', { max: 1000 })),
});
export type ServiceForm = z.input<typeof serviceSchema>;

export const serviceForm = (s: BookingService | null): ServiceForm => ({
  name: s?.name ?? '',
  duration: s ? String(s.duration) : '',
  price: s?.price == null ? '' : s.price.toFixed(2).replace('.', ','),
  description: s?.description ?? '',
  capacity: String(s?.capacity ?? 1),
});

export const serviceBody = (f: z.output<typeof serviceSchema>): ServiceBody => ({
  name: f.name,
  duration: Number(f.duration),
  price: f.price === '' ? null : eurosOfText(f.price),
  description: f.description || null,
  capacity: Number(f.capacity),
});

// ── Operators ───────────────────────────────────────────────────────────────────────────────

export const operatorSchema = z.object({
  name: bookingOperatorInput.shape.name,
  surname: z.string().trim().max(80),
  /** Blank: the activity's seats. */
  seats: wholeNumber(1, SEATS_MAX, message('bookingAdmin.errors.seats', { max: SEATS_MAX }), true),
  bookingServiceIds: z.array(z.number()),
  /** Working hours: none, the activity's; ranges of a day may not overlap (issue 25). */
  hours: z
    .array(
      z
        .object({ day: z.number(), startTime: time, endTime: time })
        .superRefine((v, ctx) => endAfterStart(v, ctx, 'bookingAdmin.errors.hoursOrder')),
    )
    .superRefine((ranges, ctx) => {
      for (const i of overlappingRanges(ranges)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'endTime'],
          message: message('bookingAdmin.errors.hoursOverlap'),
        });
      }
    }),
});
export type OperatorForm = z.input<typeof operatorSchema>;

export const operatorForm = (o: BookingOperator | null): OperatorForm => ({
  name: o?.name ?? '',
  surname: o?.surname ?? '',
  seats: o?.seats ? String(o.seats) : '',
  bookingServiceIds: o?.bookingServiceIds ?? [],
  hours: o?.hours ?? [],
});

export const operatorBody = (f: z.output<typeof operatorSchema>): OperatorBody => ({
  name: f.name,
  surname: f.surname || null,
  seats: f.seats ? Number(f.seats) : null,
  bookingServiceIds: f.bookingServiceIds,
  hours: f.hours,
});

/** The activity's opening hours per weekday (issue 26): the same ranges as an operator's. */
export const hoursSchema = z.object({ hours: operatorSchema.shape.hours });

/** How an operator is named: name and surname. */
export const operatorName = (o: Pick<BookingOperator, 'name' | 'surname'>) =>
  [o.name, o.surname].filter(Boolean).join(' ');

// ── Closed days and times ───────────────────────────────────────────────────────────────────

export const CLOSURE_KINDS = ['weekly', 'date', 'range', 'daily'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

export const closureSchema = z
  .object({
    kind: z.enum(CLOSURE_KINDS),
    weekday: z.number().int().min(1).max(7),
    date: z.string(),
    /** The last day of a range (issue 26), inclusive. */
    dateTo: z.string(),
    allDay: z.boolean(),
    startTime: z.string(),
    endTime: z.string(),
    /** '' for the whole activity, else an operator's id. */
    operatorId: z.string(),
  })
  .superRefine((v, ctx) => {
    if ((v.kind === 'date' || v.kind === 'range') && !isoDate.safeParse(v.date).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: message('bookingAdmin.errors.date'),
      });
    }
    if (v.kind === 'range' && !(isoDate.safeParse(v.dateTo).success && v.dateTo > v.date)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateTo'],
        message: message('bookingAdmin.errors.dateTo'),
      });
    }
    // Every day is closed only part of the day (a lunch break).
    if (v.kind === 'daily' || !v.allDay) endAfterStart(v, ctx, 'bookingAdmin.errors.closureTimes');
  });
export type ClosureForm = z.input<typeof closureSchema>;

export const EMPTY_CLOSURE: ClosureForm = {
  kind: 'weekly',
  weekday: 7,
  date: '',
  dateTo: '',
  allDay: true,
  startTime: '13:00',
  endTime: '14:00',
  operatorId: '',
};

export function closureBody(f: z.output<typeof closureSchema>): Omit<BookingClosure, 'id'> {
  const timed = f.kind === 'daily' || !f.allDay;
  return {
    date: f.kind === 'date' || f.kind === 'range' ? f.date : null,
    dateTo: f.kind === 'range' ? f.dateTo : null,
    weekday: f.kind === 'weekly' ? f.weekday : null,
    startTime: timed ? f.startTime : null,
    endTime: timed ? f.endTime : null,
    bookingOperatorId: f.operatorId ? Number(f.operatorId) : null,
  };
}

/** Every day first, then the weekly ones Monday to Sunday, then the dates in order. */
export function closureOrder(a: BookingClosure, b: BookingClosure) {
  const rank = (c: BookingClosure) => (c.date ? `2${c.date}` : c.weekday ? `1${c.weekday}` : '0');
  return rank(a).localeCompare(rank(b)) || (a.startTime ?? '').localeCompare(b.startTime ?? '');
}
