// Booking e-mails (issue 16): the hooks run in a transaction on factory rows, as the booking
// service runs them right after its write; the e-mails are read from a real SMTP peer. The
// customer's are in their language with an .ics (UID kept, SEQUENCE growing, CANCEL on decline
// and cancellation), the activity's admins get new bookings and cancellations, the customer's
// notification is written, and the reminder waits in the outbox for the day before at the
// activity's reminder hour in Rome, DST changes included, until a decline or cancellation
// withdraws it.
import type { LanguageCode } from '@tessera/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db.ts';
import { stores } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { createBookingRow, createBookingSetup } from '../../test-support/booking.ts';
import {
  createActivity,
  createAdmin,
  createStaff,
  createUser,
} from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { textOf } from '../../test-support/mailbox.ts';
import { bookingAnswered, bookingCancelled, bookingCreated } from './booking.mail.ts';
import { bookings } from './booking.tables.ts';

/** The service clock, which each test sets (the database's own clock stays the real one). */
let now = new Date();
const t = useTestApp({ mail: true, clock: { now: () => now } });

/** Far enough ahead that no reminder of these tests falls due by itself while they run. */
const YEAR = new Date().getUTCFullYear() + 2;

/** The last Sunday of a month: the EU's DST change days are March's and October's. */
function lastSunday(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const dayAfter = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Subject header, its encoded words (RFC 2047) decoded. */
function subjectOf(raw: string) {
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

interface World {
  activityId: number;
  activityName: string;
  customer: { id: number; email: string };
  admins: { email: string }[];
  staffEmail: string;
  serviceId: number;
  operatorId: number;
}

/** A salon (NO) with a service and an operator, two admins, counter staff and a customer. */
async function salon(
  opts: { customerLanguage?: LanguageCode; adminLanguages?: LanguageCode[] } = {},
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

const book = (w: World, date: string, startTime = '10:00', confirmed: 'Y' | 'I' = 'I') =>
  createBookingRow(t, {
    activityId: w.activityId,
    userId: w.customer.id,
    date,
    startTime,
    duration: 30,
    bookingServiceId: w.serviceId,
    bookingOperatorId: w.operatorId,
    confirmed,
  });

/** Runs a hook in a unit of work, as the booking service does (its commit wakes the outbox). */
async function inTransaction(work: (tx: Tx) => Promise<void>) {
  await transact(t.database.db, work);
}

/** Sets the booking's status, as staff's answer or the customer's cancellation writes it. */
async function answer(bookingId: number, confirmed: 'Y' | 'N', hook: 'answered' | 'cancelled') {
  await inTransaction(async (tx) => {
    await tx.update(bookings).set({ confirmed }).where(eq(bookings.id, bookingId));
    if (hook === 'answered') await bookingAnswered(tx, t.app.ctx, bookingId);
    else await bookingCancelled(tx, t.app.ctx, bookingId, true);
  });
}

const outboxTo = (recipient: string) =>
  t.rows<{ subject: string; key: string | null; due: string; sent: boolean }>(
    sql`select subject, key, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due,
      sent_at is not null as sent from outbox where recipient = ${recipient} order by id`,
  );
const reminderOf = async (bookingId: number) =>
  (
    await t.rows<{ due: string; subject: string; body: string }>(
      sql`select to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as due, subject, body
        from outbox where key = ${`booking-reminder:${bookingId}`} and sent_at is null`,
    )
  )[0];

/** The .ics file attached to an e-mail, decoded. */
function icsIn(raw: string) {
  const part =
    /Content-Type: application\/ics; name=booking\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(
      raw,
    );
  if (!part?.[1]) throw new Error('no booking.ics attached');
  return Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The properties of an iCalendar text (lines unfolded), each name with its values in order. */
function parseIcs(text: string) {
  const props = new Map<string, string[]>();
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    const m = /^([A-Z-]+)((?:;[^:;"]*(?:"[^"]*")?)*):(.*)$/.exec(line);
    if (!m?.[1]) continue;
    props.set(m[1], [...(props.get(m[1]) ?? []), m[3] ?? '']);
  }
  const one = (name: string) => props.get(name)?.[0];
  return { one, props };
}

describe('booking e-mails', () => {
  it('a new waiting booking e-mails each admin of the activity in their language, and no one else', async () => {
    const w = await salon({ customerLanguage: 'fr', adminLanguages: ['it', 'de'] });
    const date = `${YEAR}-06-12`;
    now = new Date(`${YEAR}-06-01T08:00:00Z`);
    const { id } = await book(w, date);
    const since = t.mail.received.length;
    await inTransaction((tx) => bookingCreated(tx, t.app.ctx, id));

    const mailIt = await t.mail.waitFor(w.admins[0]?.email as string, since);
    const it_ = textOf(mailIt.raw);
    expect(subjectOf(mailIt.raw)).toBe(`${w.activityName}: nuova prenotazione di Chiara Bianchi`);
    expect(it_).toContain(`Cliente: Chiara Bianchi, ${w.customer.email}, +393331234567`);
    expect(it_).toContain('Servizio: Taglio');
    expect(it_).toContain('Operatore: Anna Rossi');
    expect(it_).toMatch(/Quando: \S+ 12 giugno \d{4}, 10:00–10:30/);
    expect(it_).toContain('Stato: in attesa di conferma');
    expect(it_).toContain('Confermala o rifiutala dall');
    expect(it_).toContain('/agenda');
    const mailDe = await t.mail.waitFor(w.admins[1]?.email as string, since);
    const de = textOf(mailDe.raw);
    expect(subjectOf(mailDe.raw)).toBe(`${w.activityName}: neue Buchung von Chiara Bianchi`);
    expect(de).toContain('Wann: ');
    expect(de).toContain('Juni');
    expect(de).toContain('/de/agenda');

    // Nothing else is queued: not the customer (waiting), not the counter staff.
    expect(await outboxTo(w.customer.email)).toEqual([]);
    expect(await outboxTo(w.staffEmail)).toEqual([]);
    expect(await reminderOf(id)).toBeUndefined();
  });

  it('a booking confirmed at once also gives the customer the entry, the notification and the reminder', async () => {
    const w = await salon({ customerLanguage: 'es' });
    const date = `${YEAR}-06-14`;
    now = new Date(`${YEAR}-06-01T08:00:00Z`);
    const { id } = await book(w, date, '16:30', 'Y');
    const since = t.mail.received.length;
    await inTransaction((tx) => bookingCreated(tx, t.app.ctx, id));

    const mail = await t.mail.waitFor(w.customer.email, since);
    const text = textOf(mail.raw);
    expect(subjectOf(mail.raw)).toBe(`${w.activityName}: reserva confirmada`);
    expect(text).toContain('Hola, Chiara:');
    expect(text).toMatch(/Cuándo: \S+, 14 de junio de \d{4}, 16:30–17:00/);
    expect(text).toContain(`Dónde: ${w.activityName}, Via Roma 1, Milano`);
    expect(mail.raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    const ics = parseIcs(icsIn(mail.raw));
    expect(ics.one('METHOD')).toBe('REQUEST');
    expect(ics.one('UID')).toBe(`booking-${id}@localhost`);
    expect(ics.one('SEQUENCE')).toBe('0');
    expect(ics.one('STATUS')).toBe('CONFIRMED');
    expect(ics.one('SUMMARY')).toBe('Taglio');
    // 16:30 in Rome in June (CEST, UTC+2).
    expect(ics.one('DTSTART')).toBe(`${YEAR}0614T143000Z`);
    expect(ics.one('DTEND')).toBe(`${YEAR}0614T150000Z`);
    expect(ics.one('LOCATION')).toBe(`${w.activityName}\\, Via Roma 1\\, Milano`);

    const [notice] = await t.rows<{ title: string; message: string; link: string }>(
      sql`select title, message, link from notifications where user_id = ${w.customer.id}`,
    );
    expect(notice?.title).toBe('Reserva confirmada');
    expect(notice?.message).toContain(`${w.activityName} ha confirmado tu reserva:`);
    expect(notice?.link).toBe('/booking');
    // The day before at 18:00 in Rome (CEST): 16:00 UTC, in Spanish.
    const reminder = await reminderOf(id);
    expect(reminder?.due).toBe(`${YEAR}-06-13T16:00`);
    expect(reminder?.subject).toBe(`${w.activityName}: recordatorio de tu reserva de mañana`);
    // The admin is told it is confirmed already.
    const admin = textOf((await t.mail.waitFor(w.admins[0]?.email as string, since)).raw);
    expect(admin).toContain('Stato: confermata');
  });

  it('confirmation then cancellation: one calendar entry, SEQUENCE grows, CANCEL removes it, the reminder is withdrawn', async () => {
    const w = await salon({ customerLanguage: 'de' });
    const date = `${YEAR}-07-05`;
    now = new Date(`${YEAR}-07-01T08:00:00Z`);
    const { id } = await book(w, date, '09:00');

    let since = t.mail.received.length;
    await answer(id, 'Y', 'answered');
    const confirmed = await t.mail.waitFor(w.customer.email, since);
    expect(subjectOf(confirmed.raw)).toBe(`${w.activityName}: Buchung bestätigt`);
    const first = parseIcs(icsIn(confirmed.raw));
    expect(first.one('METHOD')).toBe('REQUEST');
    expect(first.one('SEQUENCE')).toBe('1');
    expect((await reminderOf(id))?.due).toBe(`${YEAR}-07-04T16:00`);
    const [notice] = await t.rows<{ title: string }>(
      sql`select title from notifications where user_id = ${w.customer.id}`,
    );
    expect(notice?.title).toBe('Buchung bestätigt');

    since = t.mail.received.length;
    await answer(id, 'N', 'cancelled');
    const cancelled = await t.mail.waitFor(w.customer.email, since);
    expect(subjectOf(cancelled.raw)).toBe(`${w.activityName}: Buchung storniert`);
    expect(cancelled.raw).toContain('Content-Type: text/calendar; charset=utf-8; method=CANCEL');
    const second = parseIcs(icsIn(cancelled.raw));
    expect(second.one('METHOD')).toBe('CANCEL');
    expect(second.one('UID')).toBe(first.one('UID'));
    expect(second.one('SEQUENCE')).toBe('2');
    expect(second.one('STATUS')).toBe('CANCELLED');
    expect(second.one('DTSTART')).toBe(first.one('DTSTART'));
    expect(await reminderOf(id)).toBeUndefined();
    // Asked to, the activity is told.
    const admin = await t.mail.waitFor(w.admins[0]?.email as string, since);
    expect(subjectOf(admin.raw)).toBe(
      `${w.activityName}: Chiara Bianchi ha annullato una prenotazione`,
    );
    expect(textOf(admin.raw)).toContain('Cliente: Chiara Bianchi');
    const [row] = await t.rows<{ sequence: number }>(
      sql`select sequence from bookings where id = ${id}`,
    );
    expect(row?.sequence).toBe(2);
  });

  it('a cancellation the activity is not asked to hear of reaches the customer only', async () => {
    const w = await salon();
    now = new Date(`${YEAR}-07-01T08:00:00Z`);
    const { id } = await book(w, `${YEAR}-07-08`, '11:00', 'Y');
    const since = t.mail.received.length;
    await inTransaction(async (tx) => {
      await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, id));
      await bookingCancelled(tx, t.app.ctx, id, false);
    });
    const mail = await t.mail.waitFor(w.customer.email, since);
    expect(subjectOf(mail.raw)).toBe(`${w.activityName}: prenotazione annullata`);
    expect(await outboxTo(w.admins[0]?.email as string)).toEqual([]);
  });

  it('a decline after a confirmation sends the CANCEL entry, notifies and withdraws the reminder', async () => {
    const w = await salon({ customerLanguage: 'gb' });
    now = new Date(`${YEAR}-09-01T08:00:00Z`);
    const { id } = await book(w, `${YEAR}-09-10`, '15:00');
    let since = t.mail.received.length;
    await answer(id, 'Y', 'answered');
    await t.mail.waitFor(w.customer.email, since);
    expect(await reminderOf(id)).toBeDefined();

    since = t.mail.received.length;
    await answer(id, 'N', 'answered');
    const declined = await t.mail.waitFor(w.customer.email, since);
    const text = textOf(declined.raw);
    expect(subjectOf(declined.raw)).toBe(`${w.activityName}: booking declined`);
    expect(text).toMatch(/When: \w+,? 10 September \d{4}, 15:00–15:30/);
    const ics = parseIcs(icsIn(declined.raw));
    expect(ics.one('METHOD')).toBe('CANCEL');
    expect(ics.one('SEQUENCE')).toBe('2');
    expect(await reminderOf(id)).toBeUndefined();
    const titles = await t.rows<{ title: string }>(
      sql`select title from notifications where user_id = ${w.customer.id} order by id`,
    );
    expect(titles.map((n) => n.title)).toEqual(['Booking confirmed', 'Booking declined']);
  });

  it('a table booking names the table for its people and the room', async () => {
    const activity = await createActivity(t);
    const setup = await createBookingSetup(t, activity.id, {
      bookingType: 'RO',
      operators: [{ name: 'Veranda', seats: 20 }],
      settings: { reminderHour: 12 },
    });
    const customer = await createUser(t, { memberOf: [activity.id] });
    now = new Date(`${YEAR}-05-01T08:00:00Z`);
    const { id } = await createBookingRow(t, {
      activityId: activity.id,
      userId: customer.id,
      date: `${YEAR}-05-20`,
      startTime: '20:00',
      duration: 120,
      numberOfPeople: 4,
      bookingOperatorId: setup.operatorId('Veranda'),
      confirmed: 'Y',
    });
    const since = t.mail.received.length;
    await inTransaction((tx) => bookingCreated(tx, t.app.ctx, id));
    const mail = await t.mail.waitFor(customer.email, since);
    const text = textOf(mail.raw);
    expect(text).toContain('Persone: Tavolo per 4 persone');
    expect(text).toContain('Sala: Veranda');
    expect(text).toMatch(/20:00–22:00/);
    expect(parseIcs(icsIn(mail.raw)).one('SUMMARY')).toBe('Tavolo per 4 persone');
    const [notice] = await t.rows<{ link: string }>(
      sql`select link from notifications where user_id = ${customer.id}`,
    );
    expect(notice?.link).toBe('/booking/table');
    // Noon the day before in Rome (CEST).
    expect((await reminderOf(id))?.due).toBe(`${YEAR}-05-19T10:00`);
  });

  it('the reminder is the day before at the reminder hour in Rome, on both DST change days', async () => {
    const w = await salon();
    const spring = lastSunday(YEAR, 3);
    const autumn = lastSunday(YEAR, 10);
    const cases = [
      // Booked on the Monday after the spring change: reminded on the change day, in CEST.
      { date: dayAfter(spring), due: `${spring}T16:00` },
      // Booked on the change day: reminded the Saturday before, still in CET.
      { date: spring, due: `${dayAfter(spring, -1)}T17:00` },
      // Autumn: the change day is in CET again, the Saturday before in CEST.
      { date: dayAfter(autumn), due: `${autumn}T17:00` },
      { date: autumn, due: `${dayAfter(autumn, -1)}T16:00` },
    ];
    now = new Date(`${YEAR}-01-15T08:00:00Z`);
    for (const c of cases) {
      const { id } = await book(w, c.date, '10:00');
      await answer(id, 'Y', 'answered');
      expect((await reminderOf(id))?.due, c.date).toBe(c.due);
    }
  });

  it('no reminder when its moment has already passed', async () => {
    const w = await salon();
    const date = `${YEAR}-10-10`;
    // Confirmed the day before at 18:01 in Rome (CEST): the 18:00 reminder would be late.
    now = new Date(`${YEAR}-10-09T16:01:00Z`);
    const { id } = await book(w, date, '10:00');
    await answer(id, 'Y', 'answered');
    expect(await reminderOf(id)).toBeUndefined();
    // A minute earlier it is scheduled.
    now = new Date(`${YEAR}-10-09T15:59:00Z`);
    const other = await book(w, date, '11:00');
    await answer(other.id, 'Y', 'answered');
    expect((await reminderOf(other.id))?.due).toBe(`${YEAR}-10-09T16:00`);
  });

  it('the reminder leaves when due, in the customer language, without an entry', async () => {
    const w = await salon({ customerLanguage: 'fr' });
    now = new Date(`${YEAR}-08-01T08:00:00Z`);
    const { id } = await book(w, `${YEAR}-08-20`, '14:15');
    let since = t.mail.received.length;
    await answer(id, 'Y', 'answered');
    await t.mail.waitFor(w.customer.email, since);
    // Its time comes.
    since = t.mail.received.length;
    await t.rows(
      sql`update outbox set next_attempt_at = now() where key = ${`booking-reminder:${id}`}`,
    );
    t.app.outbox.kick();
    const mail = await t.mail.waitFor(w.customer.email, since);
    const text = textOf(mail.raw);
    expect(subjectOf(mail.raw)).toBe(`${w.activityName} : rappel de votre réservation de demain`);
    expect(text).toMatch(/Quand : \S+ 20 août \d{4}, 14:15\s–\s14:45/);
    expect(mail.raw).not.toContain('text/calendar');
    // Marked sent once the peer took it: no longer waiting.
    await expect.poll(() => reminderOf(id)).toBeUndefined();
  });
});
