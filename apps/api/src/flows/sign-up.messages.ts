// The sign-up flow's own messages.
import { defineMessages } from '../platform/i18n.ts';

export const signUpMessages = defineMessages({
  it: {
    privacyRequired: "Per registrarti devi accettare l'informativa privacy",
    inviteUnknown: 'Codice invito non valido',
  },
  es: {
    privacyRequired: 'Para registrarte debes aceptar la política de privacidad',
    inviteUnknown: 'Código de invitación no válido',
  },
  fr: {
    privacyRequired: 'Pour vous inscrire, vous devez accepter la politique de confidentialité',
    inviteUnknown: "Code d'invitation non valide",
  },
  de: {
    privacyRequired: 'Für die Registrierung musst du die Datenschutzerklärung akzeptieren',
    inviteUnknown: 'Ungültiger Einladungscode',
  },
  gb: {
    privacyRequired: 'To sign up you must accept the privacy notice',
    inviteUnknown: 'Invalid invite code',
  },
});
