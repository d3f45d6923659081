// The first admin of an onboarded activity (issue 25). An e-mail with an account gets the
// invitation flow's offer of ROLE_ADMIN (issue 15 F4: nothing changes until its holder accepts).
// A new e-mail gets an account nobody can sign in to yet, admin of the activity at once (the super
// admin vouches for it), and an e-mail to choose its password through the forgot-password flow.
import { randomBytes } from 'node:crypto';
import { type LanguageCode, localizePath } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { defineMessages, translate } from '../../platform/i18n.ts';
import { enqueueMail } from '../../platform/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { users } from '../../platform/tables.ts';
import { createCustomer } from './customers.ts';
import { invite } from './invitations.service.ts';

const texts = defineMessages({
  it: {
    subject: '{activity} è su Tessera: scegli la tua password',
    body: "Ciao {name},\n\nL'attività {activity} è pronta su Tessera e tu ne sei l'amministratore. Il tuo accesso è {email}.\n\nPer scegliere la password apri:\n{link}\ne chiedi il codice: arriverà a questo indirizzo.\n\nPoi, dalla console, imposta l'attività: la carta, i negozi, il catalogo. Se non aspettavi questa e-mail, ignorala.",
  },
  es: {
    subject: '{activity} está en Tessera: elige tu contraseña',
    body: 'Hola, {name}:\n\nLa actividad {activity} está lista en Tessera y tú eres su administrador. Tu acceso es {email}.\n\nPara elegir la contraseña abre:\n{link}\ny pide el código: llegará a esta dirección.\n\nDespués, desde la consola, configura la actividad: la tarjeta, las tiendas, el catálogo. Si no esperabas este correo, ignóralo.',
  },
  fr: {
    subject: '{activity} est sur Tessera : choisissez votre mot de passe',
    body: "Bonjour {name},\n\nL'activité {activity} est prête sur Tessera et vous en êtes l'administrateur. Votre identifiant est {email}.\n\nPour choisir le mot de passe, ouvrez :\n{link}\net demandez le code : il arrivera à cette adresse.\n\nEnsuite, depuis la console, configurez l'activité : la carte, les boutiques, le catalogue. Si vous n'attendiez pas cet e-mail, ignorez-le.",
  },
  de: {
    subject: '{activity} ist auf Tessera: Wählen Sie Ihr Passwort',
    body: 'Hallo {name},\n\nDas Geschäft {activity} ist auf Tessera bereit und Sie sind der Administrator. Ihr Zugang ist {email}.\n\nUm das Passwort zu wählen, öffnen Sie:\n{link}\nund fordern Sie den Code an: Er kommt an diese Adresse.\n\nRichten Sie danach in der Verwaltung das Geschäft ein: die Karte, die Filialen, den Katalog. Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie.',
  },
  gb: {
    subject: '{activity} is on Tessera: choose your password',
    body: 'Hello {name},\n\n{activity} is ready on Tessera and you are its administrator. Your sign-in is {email}.\n\nTo choose your password open:\n{link}\nand ask for the code: it will come to this address.\n\nThen set the business up from the console: the card, the stores, the catalogue. If you did not expect this e-mail, ignore it.',
  },
});

export interface FirstAdmin {
  activityId: number;
  activity: string;
  email: string;
  name: string;
  surname?: string | undefined;
  language: LanguageCode;
}

/** 'invited': an account had the e-mail; 'created': a new account, told how to set a password. */
export async function makeFirstAdmin(
  tx: Tx,
  ctx: ServiceContext,
  a: FirstAdmin,
): Promise<'invited' | 'created'> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, a.email));
  if (existing) {
    await invite(tx, ctx.clock, ctx.config.publicUrl, {
      activityId: a.activityId,
      userId: existing.id,
      roles: ['ROLE_ADMIN'],
      active: true,
    });
    return 'invited';
  }
  await createCustomer(tx, {
    username: a.email,
    // Nobody knows it: the holder chooses one through the code sent to the e-mail.
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    name: a.name,
    surname: a.surname ?? '',
    language: a.language,
    activityId: a.activityId,
    roles: ['ROLE_ADMIN'],
  });
  const link = `${ctx.config.publicUrl}${localizePath('/forgot-password', a.language)}?${new URLSearchParams({ email: a.email })}`;
  const params = { activity: a.activity, name: a.name, email: a.email, link };
  await enqueueMail(tx, {
    to: a.email,
    subject: translate(texts.subject, a.language, params),
    text: `${translate(texts.body, a.language, params)}\n\nTessera\n`,
  });
  return 'created';
}
