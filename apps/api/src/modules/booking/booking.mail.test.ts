// Booking e-mails (issue 16): the hooks run in a transaction on factory rows, as the booking
// service runs them right after its write; the e-mails are read from a real SMTP peer. The
// customer's are in their language with an .ics (UID kept, SEQUENCE growing, CANCEL on decline
// and cancellation), the activity's admins get new bookings and cancellations, the customer's
// notification is written, and the reminder waits in the outbox for the day before at the
// activity's reminder hour in Rome, DST changes included, until a decline or cancellation
// withdraws it. Issue 26's texts (request received, staff-made, cancelled by whom, moved, the
// reminder's link and entry): booking.mail.told.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingRow, createBookingSetup } from '../../test-support/booking.ts';
import { createActivity, createUser } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { textOf } from '../../test-support/mailbox.ts';
import {
  book as bookIn,
  icsIn,
  inTransaction as inTx,
  outboxTo as outboxIn,
  parseIcs,
  reminderOf as reminderIn,
  salon as salonIn,
  subjectOf,
  type World,
  YEAR,
} from './booking.mail.testing.ts';
import { bookingAnswered, bookingCancelled, bookingCreated } from './booking.mail.ts';
import { bookings } from './booking.tables.ts';

/** The service clock, which each test sets (the database's own clock stays the real one). */
let now = new Date();
const t = useTestApp({ mail: true, clock: { now: () => now } });

/** The last Sunday of a month: the EU's DST change days are March's and October's. */
function lastSunday(year: number, month: number) {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const dayAfter = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const salon = (opts?: Parameters<typeof salonIn>[1]) => salonIn(t, opts);
const book = (w: World, date: string, startTime = '10:00', confirmed: 'Y' | 'I' = 'I') =>
  bookIn(t, w, date, startTime, confirmed);
const inTransaction = (work: Parameters<typeof inTx>[1]) => inTx(t, work);
const outboxTo = (recipient: string) => outboxIn(t, recipient);
const reminderOf = (bookingId: number) => reminderIn(t, bookingId);

/** Sets the booking's status, as staff's answer or the customer's cancellation writes it. */
async function answer(
  bookingId: number,
  confirmed: 'Y' | 'N',
  hook: 'answered' | 'cancelled',
  was?: 'I' | 'Y',
) {
  await inTransaction(async (tx) => {
    await tx.update(bookings).set({ confirmed }).where(eq(bookings.id, bookingId));
    if (hook === 'answered') await bookingAnswered(tx, t.app.ctx, bookingId, { was });
    else await bookingCancelled(tx, t.app.ctx, bookingId, true);
  });
}

describe('booking e-mails', () => {
  it('a new waiting booking e-mails each admin of the activity in their language, the customer "request received", no one else', async () => {
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

    // The customer hears the request arrived (no calendar entry while it waits); not the staff.
    const received = await t.mail.waitFor(w.customer.email, since);
    expect(subjectOf(received.raw)).toBe(`${w.activityName} : demande de réservation reçue`);
    expect(textOf(received.raw)).toContain(
      `${w.activityName} a bien reçu votre demande de réservation. Nous vous écrirons dès`,
    );
    expect(received.raw).not.toContain('booking.ics');
    expect((await outboxTo(w.customer.email)).length).toBe(1);
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
    expect(ics.one('SUMMARY')).toBe(`Taglio — ${w.activityName}`);
    // 16:30 in Rome in June (CEST, UTC+2).
    expect(ics.one('DTSTART')).toBe(`${YEAR}0614T143000Z`);
    expect(ics.one('DTEND')).toBe(`${YEAR}0614T150000Z`);
    expect(ics.one('LOCATION')).toBe('Via Roma 1\\, Milano');
    // The activity has no reply-to address: no ORGANIZER rather than a no-reply one, no Reply-To.
    expect(ics.one('ORGANIZER')).toBeUndefined();
    expect(icsIn(mail.raw)).not.toContain('no-reply');
    expect(mail.raw).not.toMatch(/^Reply-To:/im);

    const [notice] = await t.rows<{ title: string; message: string; link: string }>(
      sql`select title, message, link from notifications where user_id = ${w.customer.id}`,
    );
    expect(notice?.title).toBe('Reserva confirmada');
    expect(notice?.message).toContain(`${w.activityName} ha confirmado tu reserva:`);
    expect(notice?.link).toBe('/booking?tab=mine');
    // The day before at 18:00 in Rome (CEST): 16:00 UTC, in Spanish.
    const reminder = await reminderOf(id);
    expect(reminder?.due).toBe(`${YEAR}-06-13T16:00`);
    expect(reminder?.subject).toBe(`${w.activityName}: recordatorio de tu reserva de mañana`);
    // The admin is told it is confirmed already.
    const admin = textOf((await t.mail.waitFor(w.admins[0]?.email as string, since)).raw);
    expect(admin).toContain('Stato: confermata');
  });

  it("with the activity's reply-to: the customer's e-mails reply to it and their entries' ORGANIZER is the activity", async () => {
    const w = await salon({ replyTo: 'aurora@example.com' });
    now = new Date(`${YEAR}-07-01T08:00:00Z`);
    const { id } = await book(w, `${YEAR}-07-09`, '10:00', 'Y');
    let since = t.mail.received.length;
    await inTransaction((tx) => bookingCreated(tx, t.app.ctx, id));
    const organizer = `ORGANIZER;CN="${w.activityName}":mailto:aurora@example.com`;
    const confirmed = await t.mail.waitFor(w.customer.email, since);
    expect(confirmed.raw).toMatch(/^Reply-To: aurora@example\.com\r$/m);
    const request = icsIn(confirmed.raw).replace(/\r\n[ \t]/g, '');
    expect(parseIcs(request).one('METHOD')).toBe('REQUEST');
    expect(request.split('\r\n')).toContain(organizer);
    // The reminder waiting in the outbox replies to it too; the admins' e-mails do not.
    const [reminder] = await t.rows<{ reply_to: string | null }>(
      sql`select reply_to from outbox where key = ${`booking-reminder:${id}`} and sent_at is null`,
    );
    expect(reminder?.reply_to).toBe('aurora@example.com');
    const admin = await t.mail.waitFor(w.admins[0]?.email as string, since);
    expect(admin.raw).not.toMatch(/^Reply-To:/im);

    since = t.mail.received.length;
    await answer(id, 'N', 'cancelled');
    const cancelled = await t.mail.waitFor(w.customer.email, since);
    expect(cancelled.raw).toMatch(/^Reply-To: aurora@example\.com\r$/m);
    const cancel = icsIn(cancelled.raw).replace(/\r\n[ \t]/g, '');
    expect(parseIcs(cancel).one('METHOD')).toBe('CANCEL');
    expect(cancel.split('\r\n')).toContain(organizer);
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

  it('staff cancelling a confirmed booking: "cancelled by the activity" (not "declined"), the CANCEL entry, notified, reminder withdrawn', async () => {
    const w = await salon({ customerLanguage: 'gb' });
    now = new Date(`${YEAR}-09-01T08:00:00Z`);
    const { id } = await book(w, `${YEAR}-09-10`, '15:00');
    let since = t.mail.received.length;
    await answer(id, 'Y', 'answered');
    await t.mail.waitFor(w.customer.email, since);
    expect(await reminderOf(id)).toBeDefined();

    since = t.mail.received.length;
    await answer(id, 'N', 'answered', 'Y');
    const declined = await t.mail.waitFor(w.customer.email, since);
    const text = textOf(declined.raw);
    expect(subjectOf(declined.raw)).toBe(`${w.activityName} has cancelled your booking`);
    expect(text).toContain(`${w.activityName} has had to cancel your confirmed booking`);
    expect(text).toMatch(/When: \w+,? 10 September \d{4}, 15:00–15:30/);
    const ics = parseIcs(icsIn(declined.raw));
    expect(ics.one('METHOD')).toBe('CANCEL');
    expect(ics.one('SEQUENCE')).toBe('2');
    expect(await reminderOf(id)).toBeUndefined();
    const titles = await t.rows<{ title: string }>(
      sql`select title from notifications where user_id = ${w.customer.id} order by id`,
    );
    expect(titles.map((n) => n.title)).toEqual(['Booking confirmed', 'Booking cancelled']);
    // Staff's own action: no admin is e-mailed about it.
    expect((await outboxTo(w.admins[0]?.email as string)).length).toBe(0);
  });

  it('a table booking names the table for its people and the room', async () => {
    const activity = await createActivity(t, { name: 'Trattoria Da Rita' });
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
    expect(parseIcs(icsIn(mail.raw)).one('SUMMARY')).toBe(
      'Tavolo per 4 persone — Trattoria Da Rita',
    );
    const [notice] = await t.rows<{ link: string }>(
      sql`select link from notifications where user_id = ${customer.id}`,
    );
    expect(notice?.link).toBe('/booking/table?tab=mine');
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

  it('the reminder leaves when due, in the customer language, with the link to their bookings and the entry', async () => {
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
    // The link to the customer's bookings of this activity, in French.
    expect(text).toContain(
      `Vos réservations : ${t.app.ctx.config.publicUrl}/fr/booking?tab=mine&activity=${w.activityId}`,
    );
    // The same entry as the confirmation's: same UID, the current SEQUENCE.
    expect(mail.raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    const ics = parseIcs(icsIn(mail.raw));
    expect(ics.one('METHOD')).toBe('REQUEST');
    expect(ics.one('UID')).toBe(`booking-${id}@localhost`);
    expect(ics.one('SEQUENCE')).toBe('1');
    expect(ics.one('SUMMARY')).toBe(`Taglio — ${w.activityName}`);
    // Marked sent once the peer took it: no longer waiting.
    await expect.poll(() => reminderOf(id)).toBeUndefined();
  });
});
