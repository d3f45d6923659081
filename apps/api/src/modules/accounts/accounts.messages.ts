// The accounts module's messages (e-mailed codes, password recovery); its e-mails are in
// accounts.mail.ts.
import { defineMessages } from '../../platform/i18n.ts';

export const accountsMessages = defineMessages({
  it: {
    codeInvalid: 'Codice non valido',
    codeExpired: 'Codice scaduto',
    codeLocked: 'Troppi tentativi: richiedi un nuovo codice',
    forgotSent:
      "Se l'indirizzo è registrato, riceverai un'e-mail con il codice per impostare una nuova password",
  },
  es: {
    codeInvalid: 'Código no válido',
    codeExpired: 'Código caducado',
    codeLocked: 'Demasiados intentos: solicita un nuevo código',
    forgotSent:
      'Si la dirección está registrada, recibirás un correo con el código para establecer una nueva contraseña',
  },
  fr: {
    codeInvalid: 'Code non valide',
    codeExpired: 'Code expiré',
    codeLocked: 'Trop de tentatives : demandez un nouveau code',
    forgotSent:
      "Si l'adresse est enregistrée, vous recevrez un e-mail avec le code pour définir un nouveau mot de passe",
  },
  de: {
    codeInvalid: 'Ungültiger Code',
    codeExpired: 'Code abgelaufen',
    codeLocked: 'Zu viele Versuche: fordere einen neuen Code an',
    forgotSent:
      'Wenn die Adresse registriert ist, erhältst du eine E-Mail mit dem Code für ein neues Passwort',
  },
  gb: {
    codeInvalid: 'Invalid code',
    codeExpired: 'Code expired',
    codeLocked: 'Too many attempts: request a new code',
    forgotSent:
      'If the address is registered, you will receive an e-mail with the code to set a new password',
  },
});
