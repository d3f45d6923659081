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
  emailTaken: 'Esiste già un account con questa e-mail: accedi o recupera la password',
  codeInvalid: 'Codice non valido',
  codeExpired: 'Codice scaduto',
  codeLocked: 'Troppi tentativi: richiedi un nuovo codice',
  forgotSent:
    "Se l'indirizzo è registrato, riceverai un'e-mail con il codice per impostare una nuova password",
  passwordsMismatch: 'Le password non coincidono',
  oldPasswordRequired: 'La vecchia password è obbligatoria',
  passwordRequired: 'La password è obbligatoria',
  oldPasswordIncorrect: 'La vecchia password non è corretta',
  passwordTooShort: 'La password deve avere almeno 8 caratteri',
  inviteUnknown: 'Codice invito non valido',
  privacyRequired: "Per registrarti devi accettare l'informativa privacy",
  phoneRequired: 'Il numero di telefono è obbligatorio',
  cannotDeleteSelf: 'Non puoi eliminare il tuo utente',
  cannotDemoteSelf: 'Non puoi togliere a te stesso il ruolo di amministratore o disattivarti',
  lastAdmin: "L'attività deve avere almeno un amministratore attivo",
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
    emailTaken: 'Ya existe una cuenta con este correo: inicia sesión o recupera la contraseña',
    codeInvalid: 'Código no válido',
    codeExpired: 'Código caducado',
    codeLocked: 'Demasiados intentos: solicita un nuevo código',
    forgotSent:
      'Si la dirección está registrada, recibirás un correo con el código para establecer una nueva contraseña',
    passwordsMismatch: 'Las contraseñas no coinciden',
    oldPasswordRequired: 'La contraseña anterior es obligatoria',
    passwordRequired: 'La contraseña es obligatoria',
    oldPasswordIncorrect: 'La contraseña anterior no es correcta',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
    inviteUnknown: 'Código de invitación no válido',
    privacyRequired: 'Para registrarte debes aceptar la política de privacidad',
    phoneRequired: 'El número de teléfono es obligatorio',
    cannotDeleteSelf: 'No puedes eliminar tu propio usuario',
    cannotDemoteSelf: 'No puedes quitarte el rol de administrador ni desactivarte',
    lastAdmin: 'La actividad debe tener al menos un administrador activo',
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
    emailTaken:
      'Un compte existe déjà avec cet e-mail : connectez-vous ou récupérez le mot de passe',
    codeInvalid: 'Code non valide',
    codeExpired: 'Code expiré',
    codeLocked: 'Trop de tentatives : demandez un nouveau code',
    forgotSent:
      "Si l'adresse est enregistrée, vous recevrez un e-mail avec le code pour définir un nouveau mot de passe",
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    oldPasswordRequired: "L'ancien mot de passe est obligatoire",
    passwordRequired: 'Le mot de passe est obligatoire',
    oldPasswordIncorrect: "L'ancien mot de passe est incorrect",
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    inviteUnknown: "Code d'invitation non valide",
    privacyRequired: 'Pour vous inscrire, vous devez accepter la politique de confidentialité',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre utilisateur',
    cannotDemoteSelf: "Vous ne pouvez pas vous retirer le rôle d'administrateur ni vous désactiver",
    lastAdmin: "L'activité doit avoir au moins un administrateur actif",
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
    emailTaken:
      'Mit dieser E-Mail gibt es bereits ein Konto: melde dich an oder setze das Passwort zurück',
    codeInvalid: 'Ungültiger Code',
    codeExpired: 'Code abgelaufen',
    codeLocked: 'Zu viele Versuche: fordere einen neuen Code an',
    forgotSent:
      'Wenn die Adresse registriert ist, erhältst du eine E-Mail mit dem Code für ein neues Passwort',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    oldPasswordRequired: 'Das alte Passwort ist erforderlich',
    passwordRequired: 'Das Passwort ist erforderlich',
    oldPasswordIncorrect: 'Das alte Passwort ist falsch',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen haben',
    inviteUnknown: 'Ungültiger Einladungscode',
    privacyRequired: 'Für die Registrierung musst du die Datenschutzerklärung akzeptieren',
    phoneRequired: 'Die Telefonnummer ist erforderlich',
    cannotDeleteSelf: 'Du kannst deinen eigenen Benutzer nicht löschen',
    cannotDemoteSelf: 'Du kannst dir die Administratorrolle nicht entziehen oder dich deaktivieren',
    lastAdmin: 'Die Aktivität muss mindestens einen aktiven Administrator haben',
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
    emailTaken: 'An account with this e-mail already exists: log in or recover the password',
    codeInvalid: 'Invalid code',
    codeExpired: 'Code expired',
    codeLocked: 'Too many attempts: request a new code',
    forgotSent:
      'If the address is registered, you will receive an e-mail with the code to set a new password',
    passwordsMismatch: 'Passwords do not match',
    oldPasswordRequired: 'Old password required',
    passwordRequired: 'Password required',
    oldPasswordIncorrect: 'Old password incorrect',
    passwordTooShort: 'The password must have at least 8 characters',
    inviteUnknown: 'Invalid invite code',
    privacyRequired: 'To sign up you must accept the privacy notice',
    phoneRequired: 'The phone number is required',
    cannotDeleteSelf: 'You cannot delete your own user',
    cannotDemoteSelf: 'You cannot remove your own administrator role or deactivate yourself',
    lastAdmin: 'The activity must keep at least one active administrator',
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
