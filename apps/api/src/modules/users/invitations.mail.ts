// The invitation to join an activity (issue 15 F4): its e-mail and its notification, in the
// holder's language, naming the activity, the role offered and how long the offer stands.
import { INVITATION_DAYS, type LanguageCode } from '@tessera/domain';
import { defineMessages, translate } from '../../platform/i18n.ts';
import type { Mail } from '../../platform/outbox.ts';

const texts = defineMessages({
  it: {
    ROLE_ADMIN: 'amministratore',
    ROLE_STORE: 'personale di cassa',
    ROLE_USER: 'cliente',
    subject: '{activity}: hai un invito come {role}',
    body: "Ciao {name},\n\n{activity} ti ha invitato a unirti come {role}. Per accettare o rifiutare, accedi con il tuo account e apri:\n{link}\n\nL'invito vale {days} giorni. Finché non accetti, il tuo account resta com'è. Se non conosci {activity}, rifiuta l'invito o ignora questa e-mail.",
    notification:
      "{activity} ti invita a unirti come {role}: apri l'invito per accettarlo o rifiutarlo.",
    signature: 'Il team di {activity}',
  },
  es: {
    ROLE_ADMIN: 'administrador',
    ROLE_STORE: 'personal de caja',
    ROLE_USER: 'cliente',
    subject: '{activity}: tienes una invitación como {role}',
    body: 'Hola, {name}:\n\n{activity} te ha invitado a unirte como {role}. Para aceptar o rechazar, inicia sesión con tu cuenta y abre:\n{link}\n\nLa invitación vale {days} días. Mientras no aceptes, tu cuenta sigue igual. Si no conoces {activity}, rechaza la invitación o ignora este correo.',
    notification:
      '{activity} te invita a unirte como {role}: abre la invitación para aceptarla o rechazarla.',
    signature: 'El equipo de {activity}',
  },
  fr: {
    ROLE_ADMIN: 'administrateur',
    ROLE_STORE: 'personnel de caisse',
    ROLE_USER: 'client',
    subject: '{activity} : une invitation en tant que {role}',
    body: "Bonjour {name},\n\n{activity} vous invite à le rejoindre en tant que {role}. Pour accepter ou refuser, connectez-vous avec votre compte et ouvrez :\n{link}\n\nL'invitation est valable {days} jours. Tant que vous n'acceptez pas, votre compte reste tel quel. Si vous ne connaissez pas {activity}, refusez l'invitation ou ignorez cet e-mail.",
    notification:
      "{activity} vous invite en tant que {role} : ouvrez l'invitation pour l'accepter ou la refuser.",
    signature: "L'équipe de {activity}",
  },
  de: {
    ROLE_ADMIN: 'Administrator',
    ROLE_STORE: 'Kassenpersonal',
    ROLE_USER: 'Kunde',
    subject: '{activity}: Einladung als {role}',
    body: 'Hallo {name},\n\n{activity} lädt dich ein, als {role} beizutreten. Um anzunehmen oder abzulehnen, melde dich mit deinem Konto an und öffne:\n{link}\n\nDie Einladung gilt {days} Tage. Solange du nicht annimmst, bleibt dein Konto unverändert. Wenn du {activity} nicht kennst, lehne die Einladung ab oder ignoriere diese E-Mail.',
    notification:
      '{activity} lädt dich als {role} ein: öffne die Einladung, um sie anzunehmen oder abzulehnen.',
    signature: 'Das Team von {activity}',
  },
  gb: {
    ROLE_ADMIN: 'administrator',
    ROLE_STORE: 'counter staff',
    ROLE_USER: 'customer',
    subject: '{activity}: you are invited as {role}',
    body: 'Hello {name},\n\n{activity} has invited you to join as {role}. To accept or decline, log in with your account and open:\n{link}\n\nThe invitation is valid for {days} days. Until you accept, your account stays as it is. If you do not know {activity}, decline the invitation or ignore this e-mail.',
    notification:
      '{activity} invites you to join as {role}: open the invitation to accept or decline it.',
    signature: 'The {activity} team',
  },
});

/** The highest of the roles offered, as the texts name it. */
function roleName(roles: readonly string[], lang: LanguageCode) {
  const role = roles.includes('ROLE_ADMIN')
    ? texts.ROLE_ADMIN
    : roles.includes('ROLE_STORE')
      ? texts.ROLE_STORE
      : texts.ROLE_USER;
  return translate(role, lang);
}

export interface InvitationTo {
  email: string;
  name: string;
  lang: LanguageCode;
  activity: string;
  roles: readonly string[];
  /** The invitations screen, in the holder's language. */
  link: string;
}

export function invitationMail(to: InvitationTo): Mail {
  const params = { activity: to.activity, role: roleName(to.roles, to.lang) };
  const body = translate(texts.body, to.lang, {
    ...params,
    name: to.name,
    link: to.link,
    days: INVITATION_DAYS,
  });
  return {
    to: to.email,
    subject: translate(texts.subject, to.lang, params),
    text: `${body}\n\n${translate(texts.signature, to.lang, { activity: to.activity })}\n`,
  };
}

/** The notification's title and message. */
export function invitationNotice(to: Omit<InvitationTo, 'email' | 'link' | 'name'>) {
  const params = { activity: to.activity, role: roleName(to.roles, to.lang) };
  return {
    title: translate(texts.subject, to.lang, params),
    message: translate(texts.notification, to.lang, params),
  };
}
