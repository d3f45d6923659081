// Server messages in the caller's language (Italian by default).
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@tessera/domain';

const it = {
  invalidInput: 'Dati non validi: {fields}',
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
  payloadTooLarge: 'La richiesta è troppo grande',
  unsupportedMediaType: 'Formato della richiesta non supportato',
  notFound: 'Elemento non trovato',
  routeNotFound: 'Pagina non trovata',
  unauthorized: "Sessione scaduta, effettua di nuovo l'accesso",
  forbidden: 'Operazione non consentita',
  invalidCredentials: 'Username e/o password non validi',
  userInactive: "Utente non attivo, contattare l'amministratore",
  rateLimited: 'Troppe richieste, riprova tra {seconds} secondi',
  generic: 'Operazione terminata in errore',
};
export type MessageKey = keyof typeof it;

const messages: Record<LanguageCode, Record<MessageKey, string>> = {
  it,
  es: {
    invalidInput: 'Datos no válidos: {fields}',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
    payloadTooLarge: 'La solicitud es demasiado grande',
    unsupportedMediaType: 'Formato de solicitud no admitido',
    notFound: 'Elemento no encontrado',
    routeNotFound: 'Página no encontrada',
    unauthorized: 'La sesión ha caducado, vuelve a iniciar sesión',
    forbidden: 'Operación no permitida',
    invalidCredentials: 'Usuario y/o contraseña no válidos',
    userInactive: 'Usuario no activo, contacta con el administrador',
    rateLimited: 'Demasiadas solicitudes, inténtalo de nuevo en {seconds} segundos',
    generic: 'Operación terminada con error',
  },
  fr: {
    invalidInput: 'Données non valides : {fields}',
    invalidJson: "Le corps de la requête n'est pas un JSON valide",
    payloadTooLarge: 'La requête est trop volumineuse',
    unsupportedMediaType: 'Format de requête non pris en charge',
    notFound: 'Élément introuvable',
    routeNotFound: 'Page introuvable',
    unauthorized: 'Session expirée, veuillez vous reconnecter',
    forbidden: 'Opération non autorisée',
    invalidCredentials: "Nom d'utilisateur et/ou mot de passe non valides",
    userInactive: "Utilisateur non actif, contactez l'administrateur",
    rateLimited: 'Trop de requêtes, réessayez dans {seconds} secondes',
    generic: "L'opération a échoué",
  },
  de: {
    invalidInput: 'Ungültige Daten: {fields}',
    invalidJson: 'Der Anfragetext ist kein gültiges JSON',
    payloadTooLarge: 'Die Anfrage ist zu groß',
    unsupportedMediaType: 'Anfrageformat nicht unterstützt',
    notFound: 'Element nicht gefunden',
    routeNotFound: 'Seite nicht gefunden',
    unauthorized: 'Sitzung abgelaufen, bitte erneut anmelden',
    forbidden: 'Vorgang nicht erlaubt',
    invalidCredentials: 'Ungültiger Benutzername und/oder ungültiges Passwort',
    userInactive: 'Benutzer nicht aktiv, wende dich an den Administrator',
    rateLimited: 'Zu viele Anfragen, versuche es in {seconds} Sekunden erneut',
    generic: 'Vorgang mit Fehler beendet',
  },
  gb: {
    invalidInput: 'Invalid data: {fields}',
    invalidJson: 'The request body is not valid JSON',
    payloadTooLarge: 'The request is too large',
    unsupportedMediaType: 'Unsupported request format',
    notFound: 'Item not found',
    routeNotFound: 'Page not found',
    unauthorized: 'Session expired, please log in again',
    forbidden: 'Operation not allowed',
    invalidCredentials: 'Invalid username and/or password',
    userInactive: 'User not active, contact the administrator',
    rateLimited: 'Too many requests, try again in {seconds} seconds',
    generic: 'Operation ended with an error',
  },
};

/** Picks the first supported language of an Accept-Language header; `en` means `gb`. */
export function languageFromHeader(header: string | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const code = tag === 'en' ? 'gb' : tag;
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function translate(
  lang: LanguageCode,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}
