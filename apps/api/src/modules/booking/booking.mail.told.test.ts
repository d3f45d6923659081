// Every booking told (issue 26): the customer's "request received", a booking staff made for the
// customer (the customer told, no admin e-mailed), a decline, a cancellation by the activity and
// one by the customer each with its own text and the CANCEL entry, a move with the updated entry
// (same UID, SEQUENCE + 1), and the calendar entry's fields. The hooks run in a unit of work on
// factory rows, as the booking service runs them; the e-mails are read from a real SMTP peer.
import { instantOf, type LanguageCode } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test-support/factories.ts';
import { useTestApp } from '../../test-support/harness.ts';
import { textOf } from '../../test-support/mailbox.ts';
import {
  book,
  icsIn,
  inTransaction,
  noticesOf,
  outboxTo,
  parseIcs,
  reminderOf,
  salon,
  subjectOf,
  type World,
  YEAR,
} from './booking.mail.testing.ts';
import {
  type BookingActor,
  bookingAnswered,
  bookingCancelled,
  bookingCreated,
  bookingEnded,
  bookingMoved,
} from './booking.mail.ts';
import { bookings } from './booking.tables.ts';

let now = new Date();
const t = useTestApp({ mail: true, clock: { now: () => now } });

/** Another customer of the salon, reading in `language`. */
const customerIn = (w: World, language: LanguageCode) =>
  createUser(t, { memberOf: [w.activityId], name: 'Marco', surname: 'Neri', language });

/** The first e-mail to `to` after `since`: its subject, its decoded text (LF line ends), its raw form. */
async function mailTo(to: string, since: number) {
  const mail = await t.mail.waitFor(to, since);
  return {
    subject: subjectOf(mail.raw),
    text: textOf(mail.raw).replace(/\r\n/g, '\n'),
    raw: mail.raw,
  };
}

/** Nothing queued for any admin of the salon. */
async function noAdminMail(w: World) {
  for (const admin of w.admins) expect(await outboxTo(t, admin.email)).toEqual([]);
}

const link = (lang: LanguageCode, w: World) =>
  `${t.app.ctx.config.publicUrl}${lang === 'it' ? '' : `/${lang}`}/booking?tab=mine&activity=${w.activityId}`;

describe('every booking told', () => {
  it('a waiting request: the customer gets "request received" with the link to their bookings (Italian, English)', async () => {
    const w = await salon(t);
    const english = await customerIn(w, 'gb');
    now = new Date(`${YEAR}-06-01T08:00:00Z`);
    const since = t.mail.received.length;
    const mine = await book(t, w, `${YEAR}-06-12`, '10:00');
    const theirs = await book(t, w, `${YEAR}-06-12`, '11:00', 'I', english.id);
    await inTransaction(t, (tx) => bookingCreated(tx, t.app.ctx, mine.id));
    await inTransaction(t, (tx) => bookingCreated(tx, t.app.ctx, theirs.id));

    const it_ = await mailTo(w.customer.email, since);
    expect(it_.subject).toBe(`${w.activityName}: richiesta di prenotazione ricevuta`);
    expect(it_.text).toContain(
      `Ciao Chiara,\n\n${w.activityName} ha ricevuto la tua richiesta di prenotazione. Ti scriveremo appena sarà confermata.`,
    );
    expect(it_.text).toMatch(/Quando: \S+ 12 giugno \d{4}, 10:00–10:30/);
    expect(it_.text).toContain(`Le tue prenotazioni: ${link('it', w)}`);
    expect(it_.raw).not.toContain('booking.ics');
    const gb = await mailTo(english.email, since);
    expect(gb.subject).toBe(`${w.activityName}: booking request received`);
    expect(gb.text).toContain(`${w.activityName} has received your booking request.`);
    expect(gb.text).toContain(`Your bookings: ${link('gb', w)}`);
    // The admin is told of both, as before.
    expect((await outboxTo(t, w.admins[0]?.email as string)).length).toBe(2);
    expect(await reminderOf(t, mine.id)).toBeUndefined();
  });

  it('a booking staff made for the customer: the customer is told (the entry when confirmed), no admin is e-mailed', async () => {
    const w = await salon(t, { adminLanguages: ['it', 'de'] });
    const acting = w.admins[0]?.id as number;
    now = new Date(`${YEAR}-06-01T08:00:00Z`);
    const cases = [
      {
        lang: 'it',
        confirmed: 'Y',
        subject: 'prenotazione registrata per te',
        says: 'ha registrato questa prenotazione per te: è già confermata.',
      },
      {
        lang: 'es',
        confirmed: 'Y',
        subject: 'reserva registrada para ti',
        says: 'ha registrado esta reserva para ti: ya está confirmada.',
      },
      {
        lang: 'it',
        confirmed: 'I',
        subject: 'prenotazione registrata per te',
        says: 'ha registrato questa prenotazione per te: è in attesa di conferma.',
      },
      {
        lang: 'de',
        confirmed: 'I',
        subject: 'Buchung für dich eingetragen',
        says: 'hat diese Buchung für dich eingetragen; sie wartet noch auf Bestätigung.',
      },
    ] as const;
    let hour = 9;
    for (const c of cases) {
      const customer = await customerIn(w, c.lang);
      const { id } = await book(t, w, `${YEAR}-06-15`, `${hour++}:00`, c.confirmed, customer.id);
      const since = t.mail.received.length;
      await inTransaction(t, async (tx) => {
        await tx.update(bookings).set({ createdBy: acting }).where(eq(bookings.id, id));
        await bookingCreated(tx, t.app.ctx, id);
      });
      const mail = await mailTo(customer.email, since);
      expect(mail.subject, c.lang).toBe(`${w.activityName}: ${c.subject}`);
      expect(mail.text, c.lang).toContain(`${w.activityName} ${c.says}`);
      if (c.confirmed === 'Y') {
        const ics = parseIcs(icsIn(mail.raw));
        expect(ics.one('METHOD')).toBe('REQUEST');
        expect(ics.one('STATUS')).toBe('CONFIRMED');
        expect(ics.one('SUMMARY')).toBe(`Taglio — ${w.activityName}`);
        expect(await reminderOf(t, id)).toBeDefined();
        expect((await noticesOf(t, customer.id)).map((n) => n.link)).toEqual(['/booking?tab=mine']);
      } else {
        expect(mail.raw).not.toContain('booking.ics');
        expect(await reminderOf(t, id)).toBeUndefined();
      }
    }
    // Neither the admin who booked nor the other admin.
    await noAdminMail(w);
  });

  it('an admin booking for themselves is told as a customer, not as the activity', async () => {
    const w = await salon(t, { adminLanguages: ['it', 'it'] });
    const [self, other] = w.admins as [World['admins'][0], World['admins'][0]];
    now = new Date(`${YEAR}-06-01T08:00:00Z`);
    const { id } = await book(t, w, `${YEAR}-06-20`, '10:00', 'I', self.id);
    const since = t.mail.received.length;
    await inTransaction(t, (tx) => bookingCreated(tx, t.app.ctx, id));
    const told = await outboxTo(t, self.email);
    expect(told.map((m) => m.subject)).toEqual([
      `${w.activityName}: richiesta di prenotazione ricevuta`,
    ]);
    expect(subjectOf((await t.mail.waitFor(other.email, since)).raw)).toMatch(
      /: nuova prenotazione di /,
    );
  });

  it('declined, cancelled by the activity, cancelled by the customer: three texts, each with the CANCEL entry', async () => {
    const w = await salon(t);
    now = new Date(`${YEAR}-07-01T08:00:00Z`);
    const request = await book(t, w, `${YEAR}-07-10`, '09:00', 'I');
    const confirmed = await book(t, w, `${YEAR}-07-10`, '10:00', 'Y');
    const own = await book(t, w, `${YEAR}-07-10`, '11:00', 'Y');

    // Staff decline a request, saying why (trimmed).
    let since = t.mail.received.length;
    await inTransaction(t, async (tx) => {
      await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, request.id));
      await bookingAnswered(tx, t.app.ctx, request.id, { was: 'I', reason: '  Anna è in ferie ' });
    });
    const declined = await mailTo(w.customer.email, since);
    expect(declined.subject).toBe(`${w.activityName}: prenotazione non accettata`);
    expect(declined.text).toContain(`purtroppo ${w.activityName} non può accettare`);
    expect(declined.text).toContain('Motivo: Anna è in ferie\n');
    expect(parseIcs(icsIn(declined.raw)).one('METHOD')).toBe('CANCEL');

    // Staff cancel a confirmed booking.
    since = t.mail.received.length;
    await inTransaction(t, async (tx) => {
      await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, confirmed.id));
      await bookingEnded(tx, t.app.ctx, confirmed.id, {
        by: 'activity',
        was: 'Y',
        reason: 'Chiusura straordinaria',
      });
    });
    const byActivity = await mailTo(w.customer.email, since);
    expect(byActivity.subject).toBe(`${w.activityName} ha annullato la tua prenotazione`);
    expect(byActivity.text).toContain(
      `ci dispiace, ${w.activityName} ha dovuto annullare la tua prenotazione confermata.`,
    );
    expect(byActivity.text).toContain('Motivo: Chiusura straordinaria');
    expect(byActivity.text).not.toContain('non accettata');
    const cancelIcs = parseIcs(icsIn(byActivity.raw));
    expect(cancelIcs.one('METHOD')).toBe('CANCEL');
    expect(cancelIcs.one('STATUS')).toBe('CANCELLED');
    expect(cancelIcs.one('UID')).toBe(`booking-${confirmed.id}@localhost`);
    expect(cancelIcs.one('SEQUENCE')).toBe('1');

    // The customer cancels their own.
    since = t.mail.received.length;
    await inTransaction(t, async (tx) => {
      await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, own.id));
      await bookingCancelled(tx, t.app.ctx, own.id, false);
    });
    const byCustomer = await mailTo(w.customer.email, since);
    expect(byCustomer.subject).toBe(`${w.activityName}: prenotazione annullata`);
    expect(byCustomer.text).toContain(
      `hai annullato la tua prenotazione presso ${w.activityName}.`,
    );
    expect(parseIcs(icsIn(byCustomer.raw)).one('METHOD')).toBe('CANCEL');

    // The app says the same, the reasons included; the customer's own cancellation is not notified.
    const notices = await noticesOf(t, w.customer.id);
    expect(notices.map((n) => n.title)).toEqual([
      'Prenotazione non accettata',
      'Prenotazione annullata',
    ]);
    expect(notices[0]?.message).toMatch(
      /non può accettare la tua prenotazione: .* Motivo: Anna è in ferie$/,
    );
    expect(notices[1]?.message).toMatch(
      /ha annullato la tua prenotazione: .* Motivo: Chiusura straordinaria$/,
    );
    // Staff's own actions and a cancellation the activity did not ask to hear of: no admin mail.
    await noAdminMail(w);
  });

  it('declined and cancelled by the activity in Spanish and German', async () => {
    const cases = [
      { lang: 'es', was: 'I', subject: ': reserva no aceptada', reason: 'Motivo: Sin personal' },
      {
        lang: 'de',
        was: 'Y',
        subject: ' hat deine Buchung storniert',
        reason: 'Grund: Sin personal',
      },
    ] as const;
    for (const c of cases) {
      const w = await salon(t, { customerLanguage: c.lang });
      now = new Date(`${YEAR}-07-01T08:00:00Z`);
      const { id } = await book(t, w, `${YEAR}-07-12`, '10:00', c.was);
      const since = t.mail.received.length;
      await inTransaction(t, async (tx) => {
        await tx.update(bookings).set({ confirmed: 'N' }).where(eq(bookings.id, id));
        await bookingEnded(tx, t.app.ctx, id, {
          by: 'activity',
          was: c.was,
          reason: 'Sin personal',
        });
      });
      const mail = await mailTo(w.customer.email, since);
      expect(mail.subject, c.lang).toBe(`${w.activityName}${c.subject}`);
      expect(mail.text, c.lang).toContain(c.reason);
      expect(parseIcs(icsIn(mail.raw)).one('METHOD')).toBe('CANCEL');
    }
  });

  it('a move: the updated entry (same UID, SEQUENCE + 1), the time before, the reminder on the new day; by whom decides who else hears', async () => {
    const cases: {
      lang: LanguageCode;
      by: BookingActor;
      subject: string;
      says: string;
      before: string;
      notice: string | null;
    }[] = [
      {
        lang: 'it',
        by: 'customer',
        subject: ': prenotazione spostata',
        says: 'hai spostato la tua prenotazione presso',
        before: 'Prima: ',
        notice: null,
      },
      {
        lang: 'fr',
        by: 'customer',
        subject: ' : réservation déplacée',
        says: 'vous avez déplacé votre réservation chez',
        before: 'Avant : ',
        notice: null,
      },
      {
        lang: 'it',
        by: 'activity',
        subject: ': prenotazione spostata',
        says: 'ha spostato la tua prenotazione.',
        before: 'Prima: ',
        notice: 'Prenotazione spostata',
      },
      {
        lang: 'gb',
        by: 'activity',
        subject: ': booking moved',
        says: 'has moved your booking.',
        before: 'Before: ',
        notice: 'Booking moved',
      },
    ];
    for (const c of cases) {
      const w = await salon(t, { customerLanguage: c.lang });
      now = new Date(`${YEAR}-09-01T08:00:00Z`);
      const { id } = await book(t, w, `${YEAR}-09-10`, '10:00', 'Y');
      const [old] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
      if (!old) throw new Error('no booking');
      const startsAt = instantOf(`${YEAR}-09-12`, '16:00', 'Europe/Rome');
      const since = t.mail.received.length;
      await inTransaction(t, async (tx) => {
        await tx
          .update(bookings)
          .set({
            date: `${YEAR}-09-12`,
            startTime: '16:00',
            endTime: '16:30',
            startsAt,
            endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          })
          .where(eq(bookings.id, id));
        await bookingMoved(tx, t.app.ctx, id, c.by, { startsAt: old.startsAt, endsAt: old.endsAt });
      });
      const mail = await mailTo(w.customer.email, since);
      expect(mail.subject, c.lang).toBe(`${w.activityName}${c.subject}`);
      expect(mail.text, c.lang).toContain(c.says);
      expect(mail.text, c.lang).toMatch(new RegExp(`${c.before}.*10:00\\s?–\\s?10:30`));
      expect(mail.text, c.lang).toMatch(/16:00\s?–\s?16:30/);
      const ics = parseIcs(icsIn(mail.raw));
      expect(ics.one('METHOD')).toBe('REQUEST');
      expect(ics.one('UID')).toBe(`booking-${id}@localhost`);
      expect(ics.one('SEQUENCE')).toBe('1');
      expect(ics.one('DTSTART')).toBe(`${YEAR}0912T140000Z`);
      // The reminder follows: the day before the new day, 18:00 in Rome.
      expect((await reminderOf(t, id))?.due).toBe(`${YEAR}-09-11T16:00`);
      const notices = (await noticesOf(t, w.customer.id)).map((n) => n.title);
      expect(notices, c.lang).toEqual(c.notice ? [c.notice] : []);
      const admin = await outboxTo(t, w.admins[0]?.email as string);
      if (c.by === 'activity') expect(admin).toEqual([]);
      else {
        expect(admin.map((m) => m.subject)).toEqual([
          `${w.activityName}: Chiara Bianchi ha spostato una prenotazione`,
        ]);
        expect(textOf((await t.mail.waitFor(w.admins[0]?.email as string, since)).raw)).toMatch(
          /Prima: .*10:00–10:30/,
        );
      }
    }
  });

  it('a move of a waiting booking: the tentative entry, no reminder', async () => {
    const w = await salon(t);
    now = new Date(`${YEAR}-09-01T08:00:00Z`);
    const { id } = await book(t, w, `${YEAR}-09-10`, '10:00', 'I');
    const since = t.mail.received.length;
    await inTransaction(t, (tx) => bookingMoved(tx, t.app.ctx, id, 'activity'));
    const mail = await mailTo(w.customer.email, since);
    const ics = parseIcs(icsIn(mail.raw));
    expect(ics.one('STATUS')).toBe('TENTATIVE');
    expect(ics.one('SEQUENCE')).toBe('1');
    expect(mail.text).not.toContain('Prima:');
    expect(await reminderOf(t, id)).toBeUndefined();
  });
});
