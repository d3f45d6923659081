// The users module's messages: the customer's profile and password, and the administration of
// users. The password and phone refusals are also given by accounts and the sign-up flow, through
// the errors index.ts exports.
import { defineMessages } from '../../platform/i18n.ts';

export const usersMessages = defineMessages({
  it: {
    emailTaken: 'Esiste già un account con questa e-mail: accedi o recupera la password',
    alreadyMember:
      "Questa e-mail appartiene già a un utente di questa attività: cercalo nell'elenco per modificarlo",
    emailInUse: "Questa e-mail è già usata da un altro account: scegline un'altra",
    phoneRequired: 'Il numero di telefono è obbligatorio',
    passwordsMismatch: 'Le password non coincidono',
    oldPasswordRequired: 'La vecchia password è obbligatoria',
    passwordRequired: 'La password è obbligatoria',
    oldPasswordIncorrect: 'La vecchia password non è corretta',
    passwordTooShort: {
      one: 'La password deve avere almeno {count} carattere',
      other: 'La password deve avere almeno {count} caratteri',
    },
    cannotDeleteSelf: 'Non puoi eliminare il tuo utente',
    cannotDemoteSelf: 'Non puoi togliere a te stesso il ruolo di amministratore o disattivarti',
    lastAdmin: "L'attività deve avere almeno un amministratore attivo",
  },
  es: {
    emailTaken: 'Ya existe una cuenta con este correo: inicia sesión o recupera la contraseña',
    alreadyMember:
      'Este correo ya pertenece a un usuario de esta actividad: búscalo en la lista para editarlo',
    emailInUse: 'Este correo ya lo usa otra cuenta: elige otro',
    phoneRequired: 'El número de teléfono es obligatorio',
    passwordsMismatch: 'Las contraseñas no coinciden',
    oldPasswordRequired: 'La contraseña anterior es obligatoria',
    passwordRequired: 'La contraseña es obligatoria',
    oldPasswordIncorrect: 'La contraseña anterior no es correcta',
    passwordTooShort: {
      one: 'La contraseña debe tener al menos {count} carácter',
      other: 'La contraseña debe tener al menos {count} caracteres',
    },
    cannotDeleteSelf: 'No puedes eliminar tu propio usuario',
    cannotDemoteSelf: 'No puedes quitarte el rol de administrador ni desactivarte',
    lastAdmin: 'La actividad debe tener al menos un administrador activo',
  },
  fr: {
    emailTaken:
      'Un compte existe déjà avec cet e-mail : connectez-vous ou récupérez le mot de passe',
    alreadyMember:
      'Cet e-mail appartient déjà à un utilisateur de cette activité : cherchez-le dans la liste pour le modifier',
    emailInUse: 'Cet e-mail est déjà utilisé par un autre compte : choisissez-en un autre',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    oldPasswordRequired: "L'ancien mot de passe est obligatoire",
    passwordRequired: 'Le mot de passe est obligatoire',
    oldPasswordIncorrect: "L'ancien mot de passe est incorrect",
    passwordTooShort: {
      one: 'Le mot de passe doit contenir au moins {count} caractère',
      other: 'Le mot de passe doit contenir au moins {count} caractères',
    },
    cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre utilisateur',
    cannotDemoteSelf: "Vous ne pouvez pas vous retirer le rôle d'administrateur ni vous désactiver",
    lastAdmin: "L'activité doit avoir au moins un administrateur actif",
  },
  de: {
    emailTaken:
      'Mit dieser E-Mail gibt es bereits ein Konto: melde dich an oder setze das Passwort zurück',
    alreadyMember:
      'Diese E-Mail gehört bereits zu einem Benutzer dieser Aktivität: Suche ihn in der Liste, um ihn zu bearbeiten',
    emailInUse: 'Diese E-Mail wird bereits von einem anderen Konto verwendet: Wähle eine andere',
    phoneRequired: 'Die Telefonnummer ist erforderlich',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    oldPasswordRequired: 'Das alte Passwort ist erforderlich',
    passwordRequired: 'Das Passwort ist erforderlich',
    oldPasswordIncorrect: 'Das alte Passwort ist falsch',
    passwordTooShort: 'Das Passwort muss mindestens {count} Zeichen haben',
    cannotDeleteSelf: 'Du kannst deinen eigenen Benutzer nicht löschen',
    cannotDemoteSelf: 'Du kannst dir die Administratorrolle nicht entziehen oder dich deaktivieren',
    lastAdmin: 'Die Aktivität muss mindestens einen aktiven Administrator haben',
  },
  gb: {
    emailTaken: 'An account with this e-mail already exists: log in or recover the password',
    alreadyMember:
      'This e-mail already belongs to a user of this activity: find them in the list to edit them',
    emailInUse: 'This e-mail is already used by another account: choose another one',
    phoneRequired: 'The phone number is required',
    passwordsMismatch: 'Passwords do not match',
    oldPasswordRequired: 'Old password required',
    passwordRequired: 'Password required',
    oldPasswordIncorrect: 'Old password incorrect',
    passwordTooShort: {
      one: 'The password must have at least {count} character',
      other: 'The password must have at least {count} characters',
    },
    cannotDeleteSelf: 'You cannot delete your own user',
    cannotDemoteSelf: 'You cannot remove your own administrator role or deactivate yourself',
    lastAdmin: 'The activity must keep at least one active administrator',
  },
});
