// What a booking's changes tell people (issue 16): e-mails to the customer (with an .ics entry
// whose UID stays the booking's and whose SEQUENCE grows with every change the customer is told
// of) and to the activity's admins, the customer's in-app notification, and the day-before
// reminder, a keyed message of the outbox due at the activity's reminder hour. Each hook runs in
// the transaction of the change, right after its write; e-mails are in the reader's language,
// times in the activity's time zone.
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
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { localeOf, translate } from '../../platform/i18n.ts';
import {
  enqueueMail,
  type Mail,
  type MailAttachment,
  scheduleMail,
  withdrawMail,
} from '../../platform/outbox.ts';
import { activities, activityCustomers, languages, stores, users } from '../../platform/tables.ts';
import { notify } from '../notices/index.ts';
import { profileOf } from '../users/index.ts';
import { bookingMailTexts as texts } from './booking.mail.messages.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';
import { settingsOf } from './booking-settings.service.ts';

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

const languageOf = (code: string | null): LanguageCode =>
  code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE;

type Told = NonNullable<Awaited<ReturnType<typeof toldOf>>>;

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
  const [store] = await tx
    .select({ address: stores.address, city: stores.city })
    .from(stores)
    .where(and(eq(stores.activityId, row.booking.activityId), eq(stores.main, true)));
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
    table: isTableBooking(settings.bookingType),
    timeZone: settings.timeZone,
    reminderHour: settings.reminderHour,
    place: [row.activity, store?.address, store?.city].filter(Boolean).join(', '),
  };
}

/** Day and hours of the booking, in the reader's language and the activity's time zone. */
function whenOf(b: Told, lang: LanguageCode) {
  return new Intl.DateTimeFormat(lang === 'gb' ? 'en-GB' : localeOf(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: b.timeZone,
  }).formatRange(b.startsAt, b.endsAt);
}

/** What was booked: the service, or the table for its people. */
const whatOf = (b: Told, lang: LanguageCode) =>
  b.table || !b.service ? translate(texts.tableFor, lang, { count: b.numberOfPeople }) : b.service;

/** The labelled lines of an e-mail; staff's also name the customer and the status. */
function detailsOf(
  b: Told,
  lang: LanguageCode,
  staff?: { contact: string; status: 'I' | 'Y' | 'N' },
) {
  const t = (m: Parameters<typeof translate>[0]) => translate(m, lang);
  const lines: [string, string][] = [];
  if (staff) lines.push([t(texts.labelCustomer), staff.contact]);
  lines.push([b.table ? t(texts.labelPeople) : t(texts.labelService), whatOf(b, lang)]);
  if (b.operator) lines.push([t(b.table ? texts.labelRoom : texts.labelOperator), b.operator]);
  lines.push([t(texts.labelWhen), whenOf(b, lang)]);
  if (!b.table && b.numberOfPeople > 1) {
    lines.push([t(texts.labelPeople), String(b.numberOfPeople)]);
  }
  if (!staff) lines.push([t(texts.labelWhere), b.place]);
  if (staff && staff.status !== 'N') {
    lines.push([t(texts.labelStatus), t(staff.status === 'Y' ? texts.statusY : texts.statusI)]);
  }
  return lines.map(([label, value]) => translate(texts.line, lang, { label, value })).join('\n');
}

/** The address part of MAIL_FROM ("Tessera <no-reply@…>"). */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** The .ics of the booking: REQUEST adds or updates the entry, CANCEL removes it. */
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
    summary: whatOf(b, lang),
    location: b.place,
    description: detailsOf(b, lang),
    status,
    organizer: { name: b.activity, email: senderAddress(ctx.config.mailFrom) },
    attendees: [
      {
        email: b.customer.email,
        name: b.customer.fullName,
        status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return {
    filename: 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}

const CUSTOMER_TEXTS = {
  confirmed: { subject: texts.confirmedSubject, body: texts.confirmedBody },
  declined: { subject: texts.declinedSubject, body: texts.declinedBody },
  cancelled: { subject: texts.cancelledSubject, body: texts.cancelledBody },
  reminder: { subject: texts.reminderSubject, body: texts.reminderBody },
} as const;

function customerMail(
  ctx: ServiceContext,
  b: Told,
  kind: keyof typeof CUSTOMER_TEXTS,
  calendar?: 'REQUEST' | 'CANCEL',
): Mail {
  const lang = b.customer.lang;
  const { subject, body } = CUSTOMER_TEXTS[kind];
  const text = translate(body, lang, {
    name: b.customer.name,
    activity: b.activity,
    details: detailsOf(b, lang),
  });
  return {
    to: b.customer.email,
    subject: translate(subject, lang, { activity: b.activity }),
    text: `${text}\n\n${translate(texts.signature, lang, { activity: b.activity })}\n`,
    ...(calendar ? { attachments: [calendarOf(ctx, b, calendar)] } : {}),
  };
}

/** The notification the customer reads in the app. */
async function notifyCustomer(tx: Tx, b: Told, kind: 'confirmed' | 'declined') {
  const lang = b.customer.lang;
  const [title, message] =
    kind === 'confirmed'
      ? [texts.confirmedTitle, texts.confirmedNotice]
      : [texts.declinedTitle, texts.declinedNotice];
  await notify(tx, {
    userId: b.userId,
    activityId: b.activityId,
    title: translate(title, lang),
    message: translate(message, lang, { activity: b.activity, when: whenOf(b, lang) }),
    link: b.table ? '/booking/table' : '/booking',
  });
}

/** A confirmed booking: the customer's e-mail with the entry, notification and reminder. */
async function tellConfirmed(tx: Tx, ctx: ServiceContext, b: Told) {
  await enqueueMail(tx, customerMail(ctx, b, 'confirmed', 'REQUEST'));
  await notifyCustomer(tx, b, 'confirmed');
  const at = reminderAt(b.date, b.reminderHour, b.timeZone);
  // Confirmed after the reminder's moment: no reminder.
  if (at > ctx.clock.now())
    await scheduleMail(tx, reminderKey(b.id), at, customerMail(ctx, b, 'reminder'));
  else await withdrawMail(tx, reminderKey(b.id));
}

/** The activity's admins (it has no e-mail of its own), each in their language. */
async function tellActivity(tx: Tx, ctx: ServiceContext, b: Told, kind: 'new' | 'cancelled') {
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
      details: detailsOf(b, lang, { contact, status: b.confirmed }),
      link: `${ctx.config.publicUrl}${localizePath('/agenda', lang)}`,
    };
    const [subject, body] =
      kind === 'cancelled'
        ? [texts.staffCancelledSubject, texts.staffCancelledBody]
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

/** A new booking: the activity is told; if it is confirmed at once, the customer too. */
export async function bookingCreated(tx: Tx, ctx: ServiceContext, bookingId: number) {
  const b = await toldOf(tx, bookingId);
  await tellActivity(tx, ctx, b, 'new');
  if (b.confirmed === 'Y') await tellConfirmed(tx, ctx, b);
}

/** Staff confirmed (Y) or declined (N) it: the customer is told. */
export async function bookingAnswered(tx: Tx, ctx: ServiceContext, bookingId: number) {
  const found = await toldOf(tx, bookingId);
  if (found.confirmed === 'I') return;
  const b = await nextSequence(tx, found);
  if (b.confirmed === 'Y') {
    await tellConfirmed(tx, ctx, b);
    return;
  }
  await enqueueMail(tx, customerMail(ctx, b, 'declined', 'CANCEL'));
  await notifyCustomer(tx, b, 'declined');
  await withdrawMail(tx, reminderKey(b.id));
}

/** The customer cancelled it: the customer gets the cancelled calendar entry; the activity is told when asked. */
export async function bookingCancelled(
  tx: Tx,
  ctx: ServiceContext,
  bookingId: number,
  tellActivityToo: boolean,
) {
  const b = await nextSequence(tx, await toldOf(tx, bookingId));
  await enqueueMail(tx, customerMail(ctx, b, 'cancelled', 'CANCEL'));
  await withdrawMail(tx, reminderKey(b.id));
  if (tellActivityToo) await tellActivity(tx, ctx, b, 'cancelled');
}
