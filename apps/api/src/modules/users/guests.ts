// Guests (issue 26, walk-ins and phone bookings): someone staff book who is not a member. A guest
// is a users row with a customer row and a ROLE_USER membership of that activity only, so
// bookings, the agenda and the e-mails work as for any member. It cannot log in: its username
// is `guest:` and random characters (no e-mail, which the login asks for) and its password is
// random and never told. Its e-mail is the one staff were given, or '' (the outbox sends nothing
// to ''). One phone is one customer per activity: booking the same phone again finds them again.
// Invited only with consent: an e-mail makes the guest's account claimable (its username becomes
// the e-mail, the password chosen through the forgot-password code, as a first admin does, keeping
// the bookings); a phone alone gets an SMS with the activity's registration link.
import { randomBytes } from 'node:crypto';
import {
  type BookingCustomer,
  type BookingGuest,
  type bookingGuestRequest,
  type LanguageCode,
  localizePath,
  normalizePhone,
} from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { defineMessages, translate } from '../../platform/i18n.ts';
import { enqueueMail, enqueueSms } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { activities, activityCustomers, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { createCustomer } from './customers.ts';
import { invite } from './invitations.service.ts';
import { customers } from './users.tables.ts';

export const GUEST_PREFIX = 'guest:';

/** Whether the user of that username column is a guest. */
export const isGuestColumn = (username: AnyPgColumn) =>
  sql<boolean>`(${username} like ${`${GUEST_PREFIX}%`})`;

const texts = defineMessages({
  it: {
    subject: '{activity}: scegli la password del tuo account',
    body: 'Ciao {name},\n\ncome hai chiesto, {activity} ti ha creato un account con le tue prenotazioni. Il tuo accesso è {email}.\n\nPer scegliere la password apri:\n{link}\ne chiedi il codice: arriverà a questo indirizzo.\n\nSe non lo hai chiesto tu, ignora questa e-mail: nessuno può accedere senza il codice.',
    sms: '{activity} ti invita a unirti e a vedere le tue prenotazioni: {link}',
  },
  es: {
    subject: '{activity}: elige la contraseña de tu cuenta',
    body: 'Hola, {name}:\n\ncomo pediste, {activity} te ha creado una cuenta con tus reservas. Tu acceso es {email}.\n\nPara elegir la contraseña abre:\n{link}\ny pide el código: llegará a esta dirección.\n\nSi no lo pediste, ignora este correo: nadie puede entrar sin el código.',
    sms: '{activity} te invita a unirte y ver tus reservas: {link}',
  },
  fr: {
    subject: '{activity} : choisissez le mot de passe de votre compte',
    body: "Bonjour {name},\n\ncomme vous l'avez demandé, {activity} vous a créé un compte avec vos réservations. Votre identifiant est {email}.\n\nPour choisir le mot de passe, ouvrez :\n{link}\net demandez le code : il arrivera à cette adresse.\n\nSi vous ne l'avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le code.",
    sms: '{activity} vous invite à le rejoindre et à voir vos réservations : {link}',
  },
  de: {
    subject: '{activity}: Wählen Sie das Passwort Ihres Kontos',
    body: 'Hallo {name},\n\nwie gewünscht hat {activity} Ihnen ein Konto mit Ihren Buchungen angelegt. Ihr Zugang ist {email}.\n\nUm das Passwort zu wählen, öffnen Sie:\n{link}\nund fordern Sie den Code an: Er kommt an diese Adresse.\n\nWenn Sie das nicht verlangt haben, ignorieren Sie diese E-Mail: Ohne den Code kann sich niemand anmelden.',
    sms: '{activity} lädt Sie ein, beizutreten und Ihre Buchungen zu sehen: {link}',
  },
  gb: {
    subject: '{activity}: choose the password of your account',
    body: 'Hello {name},\n\nas you asked, {activity} has made you an account with your bookings. Your sign-in is {email}.\n\nTo choose your password open:\n{link}\nand ask for the code: it will come to this address.\n\nIf you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    sms: '{activity} invites you to join and see your bookings: {link}',
  },
});

type GuestInput = z.output<typeof bookingGuestRequest>;

/** The activity's active member with this phone (E.164), if any; a guest first. */
async function memberByPhone(tx: Tx, activityId: number, phone: string) {
  const tail = phone.slice(-7);
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      username: users.username,
      phone: customers.phone,
      guest: isGuestColumn(users.username),
    })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .innerJoin(customers, eq(customers.userId, users.id))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.active, true),
        eq(users.active, true),
        sql`regexp_replace(${customers.phone}, '\\D', '', 'g') like ${`%${tail}`}`,
      ),
    )
    .orderBy(sql`${isGuestColumn(users.username)} desc`, users.id);
  return rows.find((r) => r.phone !== null && normalizePhone(r.phone) === phone);
}

/**
 * POST /api/activities/{activityId}/booking-guests: the guest staff book for, made now or found
 * again by phone (any active member of the activity with that phone), invited only with consent.
 */
export async function bookingGuestOf(
  ctx: ServiceContext,
  activityId: number,
  input: GuestInput,
  lang: LanguageCode,
): Promise<BookingGuest> {
  const phone = normalizePhone(input.phone) as string;
  const email = input.email || null;
  // Made before the transaction: hashing is slow, and nobody ever learns this password.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return transact(ctx.db, async (tx) => {
    // Two staff adding the same phone at once make one guest.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`guest:${activityId}:${phone}`}))`,
    );
    const found = await memberByPhone(tx, activityId, phone);
    let customer: BookingCustomer;
    if (found) {
      customer = { ...found, guest: found.guest };
      // A guest without an e-mail keeps the one now given.
      if (found.guest && email && !found.email) {
        await tx.update(users).set({ email }).where(eq(users.id, found.id));
        customer.email = email;
      }
    } else {
      const id = await createCustomer(tx, {
        username: `${GUEST_PREFIX}${randomBytes(18).toString('base64url')}`,
        passwordHash,
        name: input.name,
        surname: input.surname,
        language: lang,
        activityId,
        customer: { phone },
      });
      await tx
        .update(users)
        .set({ email: email ?? '' })
        .where(eq(users.id, id));
      customer = {
        id,
        name: input.name,
        surname: input.surname,
        email: email ?? '',
        phone,
        guest: true,
      };
    }
    const invited =
      input.invite && customer.guest
        ? await inviteGuest(tx, ctx, activityId, customer, email, lang)
        : null;
    const { guest, ...shown } = customer;
    return {
      customer: { ...shown, guest: guest === true && invited !== 'email' },
      reused: found !== undefined,
      invited,
    };
  });
}

/** The consented invitation: by e-mail when there is one, else by SMS to a mobile. */
async function inviteGuest(
  tx: Tx,
  ctx: ServiceContext,
  activityId: number,
  guest: BookingCustomer,
  given: string | null,
  lang: LanguageCode,
): Promise<'email' | 'sms' | null> {
  const [activity] = await tx
    .select({ name: activities.name })
    .from(activities)
    .where(eq(activities.id, activityId));
  const name = activity?.name ?? '';
  const email = given ?? (guest.email || null);
  if (email) {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, email));
    if (account) {
      // The e-mail is someone's account already: it gets the existing invitation, unless it is
      // in this activity already (an offer would replace its roles).
      const [member] = await tx
        .select({ id: activityCustomers.id })
        .from(activityCustomers)
        .where(
          and(
            eq(activityCustomers.activityId, activityId),
            eq(activityCustomers.userId, account.id),
          ),
        );
      if (member) return null;
      await invite(tx, ctx.clock, ctx.config.publicUrl, {
        activityId,
        userId: account.id,
        roles: ['ROLE_USER'],
        active: true,
      });
      return 'email';
    }
    // The guest's account becomes claimable by whoever reads that e-mail.
    await tx.update(users).set({ username: email, email }).where(eq(users.id, guest.id));
    const link = `${ctx.config.publicUrl}${localizePath('/forgot-password', lang)}?${new URLSearchParams({ email })}`;
    const params = { activity: name, name: guest.name, email, link };
    await enqueueMail(tx, {
      to: email,
      subject: translate(texts.subject, lang, params),
      text: `${translate(texts.body, lang, params)}\n\n${name}\n`,
    });
    return 'email';
  }
  const mobile = parsePhoneNumberFromString(guest.phone ?? '');
  if (!mobile?.isValid() || mobile.getType() !== 'MOBILE') return null;
  const link = `${ctx.config.publicUrl}${localizePath(`/registration/${activityId}`, lang)}`;
  await enqueueSms(tx, {
    to: mobile.number,
    text: translate(texts.sms, lang, { activity: name, link }),
  });
  return 'sms';
}
