// The onboarding flow's own messages (issue 25).
import { defineMessages } from '../platform/i18n.ts';

export const onboardingMessages = defineMessages({
  it: { permalinkTaken: "L'indirizzo {permalink} è già di un'altra attività: scegline un altro" },
  es: { permalinkTaken: 'La dirección {permalink} ya es de otra actividad: elige otra' },
  fr: {
    permalinkTaken:
      "L'adresse {permalink} appartient déjà à une autre activité : choisissez-en une autre",
  },
  de: {
    permalinkTaken:
      'Die Adresse {permalink} gehört schon einem anderen Geschäft: Wählen Sie eine andere',
  },
  gb: {
    permalinkTaken: 'The address {permalink} belongs to another activity already: choose another',
  },
});
