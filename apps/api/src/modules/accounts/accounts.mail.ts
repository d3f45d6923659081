// The accounts e-mails, in the customer's language, naming the activity: texts declared like
// every server message (platform/i18n.ts), the code's validity in the language's plural forms.
import type { LanguageCode } from '@tessera/domain';
import { defineMessages, translate } from '../../platform/i18n.ts';
import type { Mail } from '../../platform/outbox.ts';
import { CODE_TTL_MINUTES } from './codes.ts';

const mails = defineMessages({
  it: {
    minutes: { one: '{count} minuto', other: '{count} minuti' },
    registrationSubject: '{activity}: il tuo codice di registrazione',
    registrationBody:
      'Ciao,\n\nil tuo codice per registrarti alla carta fedeltà di {activity} è: {code}\n\nIl codice vale {minutes}. Se non hai chiesto tu la registrazione, ignora questa e-mail.',
    resetSubject: '{activity}: codice per una nuova password',
    resetBody:
      "Ciao,\n\nil tuo codice per impostare una nuova password è: {code}\n\nApri {link} oppure inseriscilo nell'app entro {minutes}. Se non hai chiesto tu il recupero, ignora questa e-mail: la tua password resta quella di prima.",
    emailChangeSubject: '{activity}: conferma il tuo nuovo indirizzo e-mail',
    emailChangeBody:
      "Ciao,\n\nil codice per usare questo indirizzo come nuovo accesso è: {code}\n\nInseriscilo nell'app entro {minutes}. Se non hai chiesto tu il cambio, ignora questa e-mail.",
    emailChangedSubject: '{activity}: il tuo indirizzo e-mail di accesso è cambiato',
    emailChangedBody:
      "Ciao,\n\nl'indirizzo e-mail con cui accedi è stato cambiato in {email}.\n\nSe non sei stato tu, contatta subito {activity}: qualcuno potrebbe avere accesso al tuo account.",
    signature: 'Il team di {activity}',
  },
  es: {
    minutes: { one: '{count} minuto', other: '{count} minutos' },
    registrationSubject: '{activity}: tu código de registro',
    registrationBody:
      'Hola:\n\ntu código para registrarte en la tarjeta de fidelidad de {activity} es: {code}\n\nEl código es válido durante {minutes}. Si no has solicitado el registro, ignora este correo.',
    resetSubject: '{activity}: código para una nueva contraseña',
    resetBody:
      'Hola:\n\ntu código para establecer una nueva contraseña es: {code}\n\nAbre {link} o introdúcelo en la app en {minutes}. Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
    emailChangeSubject: '{activity}: confirma tu nueva dirección de correo',
    emailChangeBody:
      'Hola:\n\nel código para usar esta dirección como nuevo acceso es: {code}\n\nIntrodúcelo en la app en {minutes}. Si no has pedido el cambio, ignora este correo.',
    emailChangedSubject: '{activity}: tu dirección de correo de acceso ha cambiado',
    emailChangedBody:
      'Hola:\n\nla dirección de correo con la que accedes se ha cambiado a {email}.\n\nSi no has sido tú, contacta enseguida con {activity}: alguien podría tener acceso a tu cuenta.',
    signature: 'El equipo de {activity}',
  },
  fr: {
    minutes: { one: '{count} minute', other: '{count} minutes' },
    registrationSubject: "{activity} : votre code d'inscription",
    registrationBody:
      "Bonjour,\n\nvotre code pour vous inscrire à la carte de fidélité de {activity} est : {code}\n\nLe code est valable {minutes}. Si vous n'avez pas demandé l'inscription, ignorez cet e-mail.",
    resetSubject: '{activity} : code pour un nouveau mot de passe',
    resetBody:
      "Bonjour,\n\nvotre code pour définir un nouveau mot de passe est : {code}\n\nOuvrez {link} ou saisissez-le dans l'app dans les {minutes}. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    emailChangeSubject: '{activity} : confirmez votre nouvelle adresse e-mail',
    emailChangeBody:
      "Bonjour,\n\nle code pour utiliser cette adresse comme nouvel identifiant est : {code}\n\nSaisissez-le dans l'app dans les {minutes}. Si vous n'avez pas demandé ce changement, ignorez cet e-mail.",
    emailChangedSubject: '{activity} : votre adresse e-mail de connexion a changé',
    emailChangedBody:
      "Bonjour,\n\nl'adresse e-mail avec laquelle vous vous connectez a été remplacée par {email}.\n\nSi ce n'était pas vous, contactez immédiatement {activity} : quelqu'un pourrait avoir accès à votre compte.",
    signature: "L'équipe de {activity}",
  },
  de: {
    minutes: { one: '{count} Minute', other: '{count} Minuten' },
    registrationSubject: '{activity}: dein Registrierungscode',
    registrationBody:
      'Hallo,\n\ndein Code für die Registrierung bei der Treuekarte von {activity} lautet: {code}\n\nDer Code ist {minutes} gültig. Wenn du dich nicht registrieren wolltest, ignoriere diese E-Mail.',
    resetSubject: '{activity}: Code für ein neues Passwort',
    resetBody:
      'Hallo,\n\ndein Code für ein neues Passwort lautet: {code}\n\nÖffne {link} oder gib ihn innerhalb von {minutes} in der App ein. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.',
    emailChangeSubject: '{activity}: bestätige deine neue E-Mail-Adresse',
    emailChangeBody:
      'Hallo,\n\nder Code, um diese Adresse als neue Anmeldung zu verwenden, lautet: {code}\n\nGib ihn innerhalb von {minutes} in der App ein. Wenn du die Änderung nicht angefordert hast, ignoriere diese E-Mail.',
    emailChangedSubject: '{activity}: deine Anmelde-E-Mail-Adresse wurde geändert',
    emailChangedBody:
      'Hallo,\n\ndie E-Mail-Adresse, mit der du dich anmeldest, wurde in {email} geändert.\n\nWenn du das nicht warst, wende dich sofort an {activity}: jemand könnte Zugriff auf dein Konto haben.',
    signature: 'Das Team von {activity}',
  },
  gb: {
    minutes: { one: '{count} minute', other: '{count} minutes' },
    registrationSubject: '{activity}: your sign-up code',
    registrationBody:
      'Hello,\n\nyour code to sign up for the {activity} loyalty card is: {code}\n\nThe code is valid for {minutes}. If you did not ask to sign up, ignore this e-mail.',
    resetSubject: '{activity}: code for a new password',
    resetBody:
      'Hello,\n\nyour code to set a new password is: {code}\n\nOpen {link} or type it in the app within {minutes}. If you did not ask for it, ignore this e-mail: your password stays as it was.',
    emailChangeSubject: '{activity}: confirm your new e-mail address',
    emailChangeBody:
      'Hello,\n\nthe code to use this address as your new login is: {code}\n\nType it in the app within {minutes}. If you did not ask for the change, ignore this e-mail.',
    emailChangedSubject: '{activity}: your login e-mail address has changed',
    emailChangedBody:
      'Hello,\n\nthe e-mail address you log in with has been changed to {email}.\n\nIf this was not you, contact {activity} at once: someone may have access to your account.',
    signature: 'The {activity} team',
  },
});

/** A mail: its subject, its body and the activity's signature. */
const mail = (to: string, lang: LanguageCode, activity: string, subject: string, body: string) => ({
  to,
  subject,
  text: `${body}\n\n${translate(mails.signature, lang, { activity })}\n`,
});

/** How long a code is valid, in the language's words ("10 minuti"). */
const validity = (lang: LanguageCode) =>
  translate(mails.minutes, lang, { count: CODE_TTL_MINUTES });

export const registrationCodeMail = (
  to: string,
  lang: LanguageCode,
  activity: string,
  code: string,
): Mail =>
  mail(
    to,
    lang,
    activity,
    translate(mails.registrationSubject, lang, { activity }),
    translate(mails.registrationBody, lang, { activity, code, minutes: validity(lang) }),
  );

export const resetCodeMail = (
  to: string,
  lang: LanguageCode,
  activity: string,
  code: string,
  link: string,
): Mail =>
  mail(
    to,
    lang,
    activity,
    translate(mails.resetSubject, lang, { activity }),
    translate(mails.resetBody, lang, { code, link, minutes: validity(lang) }),
  );

/** The code that confirms a new login address, sent to that address. */
export const emailChangeMail = (
  to: string,
  lang: LanguageCode,
  activity: string,
  code: string,
): Mail =>
  mail(
    to,
    lang,
    activity,
    translate(mails.emailChangeSubject, lang, { activity }),
    translate(mails.emailChangeBody, lang, { code, minutes: validity(lang) }),
  );

/** The notice to the old address that the login address changed. */
export const emailChangedMail = (
  to: string,
  lang: LanguageCode,
  activity: string,
  email: string,
): Mail =>
  mail(
    to,
    lang,
    activity,
    translate(mails.emailChangedSubject, lang, { activity }),
    translate(mails.emailChangedBody, lang, { activity, email }),
  );
