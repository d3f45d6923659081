// Refer-a-friend: the invite SMS (the inviter's name inside a fixed sentence, never at its start:
// finding 3) and the refusals.
import { defineMessages } from '../../platform/i18n.ts';

export const friendsMessages = defineMessages({
  it: {
    sms: 'Ciao! Il tuo amico {inviter} ti invita a {activity}. Registrati qui: {link} e usa il codice invito {code}.',
    smsNoName:
      'Ciao! Un amico ti invita a {activity}. Registrati qui: {link} e usa il codice invito {code}.',
    alreadyInvited: 'Questo numero è già stato invitato',
    notAllowed: {
      one: 'Puoi invitare solo numeri di cellulare di questo paese: {countries}',
      other: 'Puoi invitare solo numeri di cellulare di questi paesi: {countries}',
    },
    limit: {
      one: 'Puoi invitare {count} amico al giorno: riprova domani',
      other: 'Puoi invitare {count} amici al giorno: riprova domani',
    },
  },
  es: {
    sms: '¡Hola! Tu amigo {inviter} te invita a {activity}. Regístrate aquí: {link} y usa el código de invitación {code}.',
    smsNoName:
      '¡Hola! Un amigo te invita a {activity}. Regístrate aquí: {link} y usa el código de invitación {code}.',
    alreadyInvited: 'Este número ya ha sido invitado',
    notAllowed: {
      one: 'Solo puedes invitar números de móvil de este país: {countries}',
      other: 'Solo puedes invitar números de móvil de estos países: {countries}',
    },
    limit: {
      one: 'Puedes invitar a {count} amigo al día: inténtalo mañana',
      other: 'Puedes invitar a {count} amigos al día: inténtalo mañana',
    },
  },
  fr: {
    sms: "Bonjour ! Ton ami {inviter} t'invite chez {activity}. Inscris-toi ici : {link} avec le code d'invitation {code}.",
    smsNoName:
      "Bonjour ! Un ami t'invite chez {activity}. Inscris-toi ici : {link} avec le code d'invitation {code}.",
    alreadyInvited: 'Ce numéro a déjà été invité',
    notAllowed: {
      one: 'Tu ne peux inviter que des numéros de portable de ce pays : {countries}',
      other: 'Tu ne peux inviter que des numéros de portable de ces pays : {countries}',
    },
    limit: {
      one: 'Tu peux inviter {count} ami par jour : réessaie demain',
      other: 'Tu peux inviter {count} amis par jour : réessaie demain',
    },
  },
  de: {
    sms: 'Hallo! Dein Freund {inviter} lädt dich zu {activity} ein. Registriere dich hier: {link} mit dem Einladungscode {code}.',
    smsNoName:
      'Hallo! Ein Freund lädt dich zu {activity} ein. Registriere dich hier: {link} mit dem Einladungscode {code}.',
    alreadyInvited: 'Diese Nummer wurde bereits eingeladen',
    notAllowed: {
      one: 'Du kannst nur Handynummern aus diesem Land einladen: {countries}',
      other: 'Du kannst nur Handynummern aus diesen Ländern einladen: {countries}',
    },
    limit: {
      one: 'Du kannst {count} Freund pro Tag einladen: versuche es morgen wieder',
      other: 'Du kannst {count} Freunde pro Tag einladen: versuche es morgen wieder',
    },
  },
  gb: {
    sms: 'Hi! Your friend {inviter} invites you to {activity}. Sign up here: {link} with the invite code {code}.',
    smsNoName:
      'Hi! A friend invites you to {activity}. Sign up here: {link} with the invite code {code}.',
    alreadyInvited: 'This number has already been invited',
    notAllowed: {
      one: 'You can only invite mobile numbers of this country: {countries}',
      other: 'You can only invite mobile numbers of these countries: {countries}',
    },
    limit: {
      one: 'You can invite {count} friend a day: try again tomorrow',
      other: 'You can invite {count} friends a day: try again tomorrow',
    },
  },
});
