// What a booking's changes tell people (issues 16, 26): e-mails to the customer (with an .ics
// entry whose UID stays the booking's and whose SEQUENCE grows with every change the customer is
// told of) and to the activity's admins, the customer's in-app notification, and the day-before
// reminder, a keyed message of the outbox due at the activity's reminder hour. Each hook runs in
// the transaction of the change, right after its write; e-mails are in the reader's language,
// times in the activity's time zone. Staff's own actions (a booking made for a customer, a
// decline, a cancellation, a move) e-mail no admin: the agenda shows them.
import {
  addDays,
  DEFAULT_LANGUAGE,
  instantOf,
  isLanguageCode,
  isTableBooking,
  type LanguageCode,
  localizePath,
  timeOf,
} from '@tessera/domain';
import { and, arrayContains, eq, ne, sql } from 'drizzle-orm';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { localeOf, type Message, type Params, translate } from '../../platform/i18n.ts';
import {
  enqueueMail,
  type Mail,
  type MailAttachment,
  scheduleMail,
  withdrawMail,
} from '../../platform/outbox.ts';
import { activities, activityCustomers, languages, stores, users } from '../../platform/tables.ts';
import { replyToOf } from '../activities/index.ts';
import { notify } from '../notices/index.ts';
import { profileOf } from '../users/index.ts';
import { bookingMailTexts as texts } from './booking.mail.messages.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';
import { settingsOf } from './booking-settings.service.ts';

/** Who made a change: the customer in the app, or the activity's staff. */
export type BookingActor = 'customer' | 'activity';

/** How a booking came to N: who set it, from which status, and the activity's reason. */
export interface BookingEnding {
  by: BookingActor;
  /** The status before, for the activity's change: I a request declined (the default), Y a confirmed booking cancelled. */
  was?: 'I' | 'Y';
  /** The activity's words to the customer (a decline or its cancellation). */
  reason?: string | null;
  /** The customer's cancellation: whether the activity's admins are e-mailed (SPEC's sendEmailToActivity). */
  tellActivity?: boolean;
}

/** The outbox key of a booking's reminder: one waiting reminder per booking. */
export const reminderKey = (bookingId: number) => `booking-reminder:${bookingId}`;

/** When the reminder leaves: the day before the booking, at the reminder hour, in its time zone. */
export const reminderAt = (date: string, reminderHour: number, timeZone: string) =>
  instantOf(addDays(date, -1), timeOf(reminderHour * 60), timeZone);

/** The calendar entry's UID: the same for every e-mail about the booking. */
export function calendarUid(publicUrl: string, bookingId: number) {
  let host = '';
  try {
    host = new URL(publicUrl).hostname;
  } catch {}
  return `booking-${bookingId}@${host || 'tessera'}`;
}

/** The customer's bookings in the app (My bookings), in their language, for that activity. */
export function myBookingsUrl(
  publicUrl: string,
  lang: LanguageCode,
  activityId: number,
  table: boolean,
) {
  const path = localizePath(table ? '/booking/table' : '/booking', lang);
  return `${publicUrl}${path}?tab=mine&activity=${activityId}`;
}

const languageOf = (code: string | null): LanguageCode =>
  code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE;

type Told = Awaited<ReturnType<typeof toldOf>>;

/** The booking with what its e-mails name. */
async function toldOf(tx: Tx, bookingId: number) {
  const [row] = await tx
    .select({
      booking: bookings,
      activity: activities.name,
      service: bookingServices.name,
      operatorName: bookingOperators.name,
      operatorSurname: bookingOperators.surname,
      email: users.email,
      name: users.name,
      surname: users.surname,
      lang: languages.code,
    })
    .from(bookings)
    .innerJoin(activities, eq(activities.id, bookings.activityId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`booking ${bookingId} not found`);
  const settings = await settingsOf(tx, row.booking.activityId);
  const replyTo = await replyToOf(tx, row.booking.activityId);
  const [store] = await tx
    .select({ address: stores.address, city: stores.city })
    .from(stores)
    .where(and(eq(stores.activityId, row.booking.activityId), eq(stores.main, true)));
  const address = [store?.address, store?.city].filter(Boolean).join(', ');
  return {
    ...row.booking,
    activity: row.activity,
    service: row.service,
    operator: row.operatorName
      ? [row.operatorName, row.operatorSurname].filter(Boolean).join(' ')
      : null,
    customer: {
      email: row.email,
      name: row.name,
      fullName: [row.name, row.surname].filter(Boolean).join(' '),
      lang: languageOf(row.lang),
    },
    /** Made by staff on the customer's behalf (a phone booking, a walk-in). */
    byStaff: row.booking.createdBy !== null && row.booking.createdBy !== row.booking.userId,
    table: isTableBooking(settings.bookingType),
    timeZone: settings.timeZone,
    reminderHour: settings.reminderHour,
    /** The main store's address, the calendar entry's LOCATION; null when it has none. */
    address: address || null,
    place: [row.activity, address].filter(Boolean).join(', '),
    /**
     * The activity's reply-to address (its set-up): the customer's e-mails' Reply-To and the
     * entry's ORGANIZER; null: neither (replies would reach the no-reply sender).
     */
    replyTo,
  };
}

/** Day and hours of a span, in the reader's language and the activity's time zone. */
function whenOf(b: Pick<Told, 'timeZone' | 'startsAt' | 'endsAt'>, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(lang === 'gb' ? 'en-GB' : localeOf(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: b.timeZone,
  }).formatRange(b.startsAt, b.endsAt);
}

/** What was booked: the service, or the table for its people. */
const whatOf = (b: Told, lang: LanguageCode) =>
  b.table || !b.service ? translate(texts.tableFor, lang, { count: b.numberOfPeople }) : b.service;

/** The time a moved booking had. */
export interface Previous {
  startsAt: Date;
  endsAt: Date;
}

interface Extra {
  reason?: string | null;
  previous?: Previous;
}

/** The labelled lines of an e-mail; staff's also name the customer and the status. */
function detailsOf(
  b: Told,
  lang: LanguageCode,
  staff?: { contact: string; status: 'I' | 'Y' | 'N' },
  extra: Extra = {},
) {
  const t = (m: Parameters<typeof translate>[0]) => translate(m, lang);
  const lines: [string, string][] = [];
  if (staff) lines.push([t(texts.labelCustomer), staff.contact]);
  if (extra.reason) lines.push([t(texts.labelReason), extra.reason]);
  lines.push([b.table ? t(texts.labelPeople) : t(texts.labelService), whatOf(b, lang)]);
  if (b.operator) lines.push([t(b.table ? texts.labelRoom : texts.labelOperator), b.operator]);
  lines.push([t(texts.labelWhen), whenOf(b, lang)]);
  if (extra.previous) {
    lines.push([t(texts.labelBefore), whenOf({ ...extra.previous, timeZone: b.timeZone }, lang)]);
  }
  if (!b.table && b.numberOfPeople > 1) {
    lines.push([t(texts.labelPeople), String(b.numberOfPeople)]);
  }
  if (!staff) lines.push([t(texts.labelWhere), b.place]);
  if (staff && staff.status !== 'N') {
    lines.push([t(texts.labelStatus), t(staff.status === 'Y' ? texts.statusY : texts.statusI)]);
  }
  return lines.map(([label, value]) => translate(texts.line, lang, { label, value })).join('\n');
}

/**
 * The .ics of the booking: REQUEST adds or updates the entry, CANCEL removes it. SUMMARY names
 * what and where ("Taglio — Salone Aurora"), LOCATION the main store's address, ORGANIZER the
 * activity by its reply-to address ("CN=Salone Aurora:mailto:…"), as RFC 5546 wants for REQUEST
 * and CANCEL; without one, none (never the no-reply sender: replies would bounce).
 */
function calendarOf(ctx: ServiceContext, b: Told, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  const lang = b.customer.lang;
  const calendar = ical({
    prodId: { company: 'Tessera', product: 'Booking', language: localeOf(lang).toUpperCase() },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  const status =
    method === 'CANCEL'
      ? ICalEventStatus.CANCELLED
      : b.confirmed === 'Y'
        ? ICalEventStatus.CONFIRMED
        : ICalEventStatus.TENTATIVE;
  calendar.createEvent({
    id: calendarUid(ctx.config.publicUrl, b.id),
    sequence: b.sequence,
    stamp: ctx.clock.now(),
    start: b.startsAt,
    end: b.endsAt,
    summary: `${whatOf(b, lang)} — ${b.activity}`,
    location: b.address,
    description: detailsOf(b, lang),
    url: myBookingsUrl(ctx.config.publicUrl, lang, b.activityId, b.table),
    status,
    organizer: b.replyTo ? { name: b.activity, email: b.replyTo } : null,
    // A walk-in guest without an e-mail (issue 26) is no attendee; nor is mailed the entry.
    attendees: b.customer.email
      ? [
          {
            email: b.customer.email,
            name: b.customer.fullName,
            status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
  });
  return {
    filename: 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}

const CUSTOMER_TEXTS = {
  received: { subject: texts.receivedSubject, body: texts.receivedBody },
  confirmed: { subject: texts.confirmedSubject, body: texts.confirmedBody },
  booked: { subject: texts.bookedSubject, body: texts.bookedBody },
  bookedPending: { subject: texts.bookedSubject, body: texts.bookedPendingBody },
  declined: { subject: texts.declinedSubject, body: texts.declinedBody },
  cancelled: { subject: texts.cancelledSubject, body: texts.cancelledBody },
  activityCancelled: { subject: texts.activityCancelledSubject, body: texts.activityCancelledBody },
  moved: { subject: texts.movedSubject, body: texts.movedBody },
  movedByActivity: { subject: texts.movedSubject, body: texts.movedByActivityBody },
  reminder: { subject: texts.reminderSubject, body: texts.reminderBody },
} as const;

type CustomerKind = keyof typeof CUSTOMER_TEXTS;

/** An e-mail to the customer: the text, the link to their bookings, and the entry when given. */
function customerMail(
  ctx: ServiceContext,
  b: Told,
  kind: CustomerKind,
  calendar?: 'REQUEST' | 'CANCEL',
  extra: Extra = {},
): Mail {
  const lang = b.customer.lang;
  const { subject, body } = CUSTOMER_TEXTS[kind];
  const text = translate(body, lang, {
    name: b.customer.name,
    activity: b.activity,
    details: detailsOf(b, lang, undefined, extra),
  });
  const link = translate(texts.myBookings, lang, {
    link: myBookingsUrl(ctx.config.publicUrl, lang, b.activityId, b.table),
  });
  const signature = translate(texts.signature, lang, { activity: b.activity });
  return {
    to: b.customer.email,
    ...(b.replyTo ? { replyTo: b.replyTo } : {}),
    subject: translate(subject, lang, { activity: b.activity }),
    text: `${text}\n\n${link}\n\n${signature}\n`,
    ...(calendar ? { attachments: [calendarOf(ctx, b, calendar)] } : {}),
  };
}

const NOTICES = {
  confirmed: [texts.confirmedTitle, texts.confirmedNotice],
  declined: [texts.declinedTitle, texts.declinedNotice],
  activityCancelled: [texts.activityCancelledTitle, texts.activityCancelledNotice],
  moved: [texts.movedTitle, texts.movedNotice],
} as const;

/** The notification the customer reads in the app, with the activity's reason when it gave one. */
async function notifyCustomer(tx: Tx, b: Told, kind: keyof typeof NOTICES, reason?: string | null) {
  const lang = b.customer.lang;
  const [title, notice] = NOTICES[kind];
  const message = translate(notice, lang, { activity: b.activity, when: whenOf(b, lang) });
  await notify(tx, {
    userId: b.userId,
    activityId: b.activityId,
    title: translate(title, lang),
    message: reason ? translate(texts.noticeReason, lang, { message, reason }) : message,
    link: `${b.table ? '/booking/table' : '/booking'}?tab=mine`,
  });
}

/**
 * The day-before reminder, with the booking's link and its entry (REQUEST, the current
 * SEQUENCE): scheduled for a confirmed booking, withdrawn otherwise or when its moment passed.
 */
async function scheduleReminder(tx: Tx, ctx: ServiceContext, b: Told) {
  const at = reminderAt(b.date, b.reminderHour, b.timeZone);
  if (b.confirmed === 'Y' && at > ctx.clock.now()) {
    await scheduleMail(tx, reminderKey(b.id), at, customerMail(ctx, b, 'reminder', 'REQUEST'));
  } else await withdrawMail(tx, reminderKey(b.id));
}

/** A confirmed booking: the customer's e-mail with the entry, notification and reminder. */
async function tellConfirmed(
  tx: Tx,
  ctx: ServiceContext,
  b: Told,
  kind: 'confirmed' | 'booked' = 'confirmed',
) {
  await enqueueMail(tx, customerMail(ctx, b, kind, 'REQUEST'));
  await notifyCustomer(tx, b, 'confirmed');
  await scheduleReminder(tx, ctx, b);
}

/**
 * The activity's admins (it has no e-mail of its own), each in their language; never the
 * customer when they are an admin too (their own action).
 */
async function tellActivity(
  tx: Tx,
  ctx: ServiceContext,
  b: Told,
  kind: 'new' | 'cancelled' | 'moved',
  previous?: Previous,
) {
  const admins = await tx
    .select({ email: users.email, lang: languages.code })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .leftJoin(languages, eq(languages.id, users.languageId))
    .where(
      and(
        eq(activityCustomers.activityId, b.activityId),
        eq(activityCustomers.active, true),
        arrayContains(activityCustomers.roles, ['ROLE_ADMIN']),
        eq(users.active, true),
        ne(users.id, b.userId),
      ),
    );
  if (!admins.length) return;
  const profile = await profileOf(tx, b.userId);
  const contact = [b.customer.fullName, b.customer.email, profile.phone].filter(Boolean).join(', ');
  for (const admin of admins) {
    const lang = languageOf(admin.lang);
    const params = {
      activity: b.activity,
      customer: b.customer.fullName,
      details: detailsOf(b, lang, { contact, status: b.confirmed }, { previous }),
      link: `${ctx.config.publicUrl}${localizePath('/agenda', lang)}`,
    };
    const [subject, body]: [Message<Params>, Message<Params>] =
      kind === 'cancelled'
        ? [texts.staffCancelledSubject, texts.staffCancelledBody]
        : kind === 'moved'
          ? [texts.staffMovedSubject, texts.staffMovedBody]
          : [texts.newSubject, b.confirmed === 'Y' ? texts.newConfirmedBody : texts.newWaitingBody];
    await enqueueMail(tx, {
      to: admin.email,
      subject: translate(subject, lang, params),
      text: `${translate(body, lang, params)}\n\n${translate(texts.staffSignature, lang)}\n`,
    });
  }
}

/** The customer is told of a change: the calendar entry's SEQUENCE grows. */
async function nextSequence(tx: Tx, b: Told): Promise<Told> {
  const [row] = await tx
    .update(bookings)
    .set({ sequence: sql`${bookings.sequence} + 1` })
    .where(eq(bookings.id, b.id))
    .returning({ sequence: bookings.sequence });
  return { ...b, sequence: row?.sequence ?? b.sequence + 1 };
}

const reasonOf = (reason?: string | null) => reason?.trim() || null;

/**
 * A new booking. The customer's own: the activity's admins are told, the customer gets "request
 * received" (waiting) or "confirmed" with the entry. Made by staff for the customer (createdBy):
 * the customer is told (with the entry when confirmed), no admin is e-mailed.
 */
export async function bookingCreated(tx: Tx, ctx: ServiceContext, bookingId: number) {
  const b = await toldOf(tx, bookingId);
  if (b.byStaff) {
    if (b.confirmed === 'Y') await tellConfirmed(tx, ctx, b, 'booked');
    else await enqueueMail(tx, customerMail(ctx, b, 'bookedPending'));
    return;
  }
  await tellActivity(tx, ctx, b, 'new');
  if (b.confirmed === 'Y') await tellConfirmed(tx, ctx, b);
  else await enqueueMail(tx, customerMail(ctx, b, 'received'));
}

/**
 * The booking was set to N: the customer gets the right text and the CANCEL entry, the reminder
 * is withdrawn. By the activity: "not accepted" for a request (was I), "cancelled by the
 * activity" for a confirmed one (was Y), both with the reason and a notification; no admin is
 * e-mailed. By the customer: "you cancelled", and the admins when `tellActivity`.
 */
export async function bookingEnded(
  tx: Tx,
  ctx: ServiceContext,
  bookingId: number,
  ending: BookingEnding,
) {
  await tellEnded(tx, ctx, await toldOf(tx, bookingId), ending);
}

async function tellEnded(tx: Tx, ctx: ServiceContext, found: Told, ending: BookingEnding) {
  const b = await nextSequence(tx, found);
  await withdrawMail(tx, reminderKey(b.id));
  if (ending.by === 'customer') {
    await enqueueMail(tx, customerMail(ctx, b, 'cancelled', 'CANCEL'));
    if (ending.tellActivity) await tellActivity(tx, ctx, b, 'cancelled');
    return;
  }
  const reason = reasonOf(ending.reason);
  const kind = ending.was === 'Y' ? 'activityCancelled' : 'declined';
  await enqueueMail(tx, customerMail(ctx, b, kind, 'CANCEL', { reason }));
  await notifyCustomer(tx, b, kind, reason);
}

/**
 * Staff confirmed (Y) or declined (N) it: the customer is told. For N, `was` (the status before
 * the change; I when not given) tells a declined request from a cancelled confirmed booking.
 */
export async function bookingAnswered(
  tx: Tx,
  ctx: ServiceContext,
  bookingId: number,
  answer: { was?: 'I' | 'Y'; reason?: string | null } = {},
) {
  const found = await toldOf(tx, bookingId);
  if (found.confirmed === 'I') return;
  if (found.confirmed === 'N') {
    await tellEnded(tx, ctx, found, { by: 'activity', ...answer });
    return;
  }
  await tellConfirmed(tx, ctx, await nextSequence(tx, found));
}

/** The customer cancelled it (see bookingEnded); the activity is told when asked. */
export async function bookingCancelled(
  tx: Tx,
  ctx: ServiceContext,
  bookingId: number,
  tellActivityToo: boolean,
) {
  await bookingEnded(tx, ctx, bookingId, { by: 'customer', tellActivity: tellActivityToo });
}

/**
 * The booking moved (the customer's reschedule or staff's drag), its row already holding the new
 * time: the customer gets "moved" with the updated entry (same UID, SEQUENCE + 1) and the
 * previous time when given; the reminder follows the new day. Moved by staff: the customer is
 * also notified in the app, no admin is e-mailed; by the customer: the admins are told.
 */
export async function bookingMoved(
  tx: Tx,
  ctx: ServiceContext,
  bookingId: number,
  by: BookingActor,
  previous?: Previous,
) {
  const found = await toldOf(tx, bookingId);
  if (found.confirmed === 'N') return;
  const b = await nextSequence(tx, found);
  const kind = by === 'activity' ? 'movedByActivity' : 'moved';
  await enqueueMail(tx, customerMail(ctx, b, kind, 'REQUEST', { previous }));
  await scheduleReminder(tx, ctx, b);
  if (by === 'activity') await notifyCustomer(tx, b, 'moved');
  else await tellActivity(tx, ctx, b, 'moved', previous);
}
