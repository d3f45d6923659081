// The auth module's messages (log-in refusals).
import { defineMessages } from '../../platform/i18n.ts';

export const authMessages = defineMessages({
  it: {
    invalidCredentials: 'Username e/o password non validi',
    userInactive: "Utente non attivo, contattare l'amministratore",
  },
  es: {
    invalidCredentials: 'Usuario y/o contraseña no válidos',
    userInactive: 'Usuario no activo, contacta con el administrador',
  },
  fr: {
    invalidCredentials: "Nom d'utilisateur et/ou mot de passe non valides",
    userInactive: "Utilisateur non actif, contactez l'administrateur",
  },
  de: {
    invalidCredentials: 'Ungültiger Benutzername und/oder ungültiges Passwort',
    userInactive: 'Benutzer nicht aktiv, wende dich an den Administrator',
  },
  gb: {
    invalidCredentials: 'Invalid username and/or password',
    userInactive: 'User not active, contact the administrator',
  },
});
