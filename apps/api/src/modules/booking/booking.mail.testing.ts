// What the booking e-mail tests share: a salon with its people, a booking row, the hooks run in a
// unit of work as the service runs them, the outbox and the e-mails read back (subject decoded,
// the .ics attachment parsed).
import type { LanguageCode } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { stores } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { createBookingRow, createBookingSetup } from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createStaff,
  createUser,
  type Person,
} from '../../test-support/factories.ts';
import type { TestApp } from '../../test-support/harness.ts';

/** Far enough ahead that no reminder of these tests falls due by itself while they run. */
export const YEAR = new Date().getUTCFullYear() + 2;

/** The Subject header, its encoded words (RFC 2047) decoded. */
export function subjectOf(raw: string) {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The .ics file attached to an e-mail, decoded. */
export function icsIn(raw: string) {
  const part =
    /Content-Type: application\/ics; name=booking\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(
      raw,
    );
  if (!part?.[1]) throw new Error('no booking.ics attached');
  return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The properties of an iCalendar text (lines unfolded), each name with its values in order. */
export function parseIcs(text: string) {
  const props = new Map<string, string[]>();
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const m = /^([A-Z-]+)((?:;[^:;"]*(?:"[^"]*")?)*):(.*)$/.exec(line);
    if (!m?.[1]) continue;
    props.set(m[1], [...(props.get(m[1]) ?? []), m[3] ?? '']);
  }
  const one = (name: string) => props.get(name)?.[0];
  return { one, props };
}

export interface World {
  activityId: number;
  activityName: string;
  customer: Person;
  admins: Person[];
  staffEmail: string;
  serviceId: number;
  operatorId: number;
}

/**
 * A salon (NO) with a service and an operator, admins, counter staff and a customer; with
 * `replyTo`, the activity's reply-to address.
 */
export async function salon(
  t: TestApp,
  opts: { customerLanguage?: LanguageCode; adminLanguages?: LanguageCode[]; replyTo?: string } = {},
): Promise<World> {
  const activity = await createActivity(t, {
    name: `Salone ${Math.random().toString(36).slice(2, 7)}`,
  });
  await t.database.db
    .update(stores)
    .set({ address: 'Via Roma 1', city: 'Milano' })
    .where(eq(stores.id, activity.storeId));
  const setup = await createBookingSetup(t, activity.id, {
    bookingType: 'NO',
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna', surname: 'Rossi' }],
    settings: { reminderHour: 18 },
  });
  if (opts.replyTo) {
    await t.database.db.execute(sql`insert into activity_configurations (activity_id, reply_to)
      values (${activity.id}, ${opts.replyTo})
      on conflict (activity_id) do update set reply_to = excluded.reply_to`);
  }
  const admins = [];
  for (const language of opts.adminLanguages ?? ['it']) {
    admins.push(await createAdmin(t, activity.id, { language }));
  }
  const staff = await createStaff(t, activity.id);
  const customer = await createUser(t, {
    memberOf: [activity.id],
    name: 'Chiara',
    surname: 'Bianchi',
    language: opts.customerLanguage ?? 'it',
    customer: { phone: '+393331234567' },
  });
  return {
    activityId: activity.id,
    activityName: activity.name,
    customer,
    admins,
    staffEmail: staff.email,
    serviceId: setup.serviceId('Taglio'),
    operatorId: setup.operatorId('Anna'),
  };
}

/** A booking row of the salon's service, for its customer unless `userId` names another. */
export const book = (
  t: TestApp,
  w: World,
  date: string,
  startTime = '10:00',
  confirmed: 'Y' | 'I' = 'I',
  userId = w.customer.id,
) =>
  createBookingRow(t, {
    activityId: w.activityId,
    userId,
    date,
    startTime,
    duration: 30,
    bookingServiceId: w.serviceId,
    bookingOperatorId: w.operatorId,
    confirmed,
  });

/** Runs a hook in a unit of work, as the booking service does (its commit wakes the outbox). */
export async function inTransaction(t: TestApp, work: (tx: Tx) => Promise<void>) {
  await transact(t.database.db, work);
}

/** What the outbox holds for a recipient, sent or waiting. */
export const outboxTo = (t: TestApp, recipient: string) =>
  t.rows<{ subject: string; key: string | null; due: string; sent: boolean }>(
    sql`select subject, key, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due,
      sent_at is not null as sent from outbox where recipient = ${recipient} order by id`,
  );

/** The booking's reminder waiting in the outbox, if any. */
export const reminderOf = async (t: TestApp, bookingId: number) =>
  (
    await t.rows<{ due: string; subject: string; body: string; attachments: unknown }>(
      sql`select to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due, subject, body,
        attachments from outbox where key = ${`booking-reminder:${bookingId}`} and sent_at is null`,
    )
  )[0];

/** The customer's notifications, oldest first. */
export const noticesOf = (t: TestApp, userId: number) =>
  t.rows<{ title: string; message: string; link: string }>(
    sql`select title, message, link from notifications where user_id = ${userId} order by id`,
  );
