// The shop settings' refusals (issue 25): what the contract accepts field by field but cannot be
// switched on, worded for the owner.
import { defineMessages } from '../../../platform/i18n.ts';

export const shopSettingsMessages = defineMessages({
  it: {
    noPaypalKeys:
      'PayPal non può essere attivato: su questo server mancano le chiavi del fornitore. Chiedi a chi gestisce Tessera di configurarle.',
    noCardKeys:
      'Il pagamento con carta non può essere attivato: su questo server mancano le chiavi del fornitore. Chiedi a chi gestisce Tessera di configurarle.',
    noBankDetails:
      'Il bonifico non può essere attivato senza intestatario e IBAN: inseriscili e riprova',
    badIban: "L'IBAN {iban} non è valido: controllalo e riprova",
  },
  es: {
    noPaypalKeys:
      'PayPal no se puede activar: a este servidor le faltan las claves del proveedor. Pide a quien gestiona Tessera que las configure.',
    noCardKeys:
      'El pago con tarjeta no se puede activar: a este servidor le faltan las claves del proveedor. Pide a quien gestiona Tessera que las configure.',
    noBankDetails:
      'La transferencia no se puede activar sin titular e IBAN: introdúcelos e inténtalo de nuevo',
    badIban: 'El IBAN {iban} no es válido: revísalo e inténtalo de nuevo',
  },
  fr: {
    noPaypalKeys:
      "PayPal ne peut pas être activé : il manque à ce serveur les clés du prestataire. Demandez à l'administrateur de Tessera de les configurer.",
    noCardKeys:
      "Le paiement par carte ne peut pas être activé : il manque à ce serveur les clés du prestataire. Demandez à l'administrateur de Tessera de les configurer.",
    noBankDetails:
      'Le virement ne peut pas être activé sans bénéficiaire ni IBAN : saisissez-les et réessayez',
    badIban: "L'IBAN {iban} n'est pas valide : vérifiez-le et réessayez",
  },
  de: {
    noPaypalKeys:
      'PayPal kann nicht aktiviert werden: Auf diesem Server fehlen die Schlüssel des Anbieters. Bitten Sie den Betreiber von Tessera, sie einzurichten.',
    noCardKeys:
      'Die Kartenzahlung kann nicht aktiviert werden: Auf diesem Server fehlen die Schlüssel des Anbieters. Bitten Sie den Betreiber von Tessera, sie einzurichten.',
    noBankDetails:
      'Die Überweisung kann ohne Empfänger und IBAN nicht aktiviert werden: Geben Sie beide ein und versuchen Sie es erneut',
    badIban: 'Die IBAN {iban} ist ungültig: Bitte prüfen Sie sie und versuchen Sie es erneut',
  },
  gb: {
    noPaypalKeys:
      "PayPal cannot be switched on: this server lacks the provider's keys. Ask whoever runs Tessera to configure them.",
    noCardKeys:
      "Card payment cannot be switched on: this server lacks the provider's keys. Ask whoever runs Tessera to configure them.",
    noBankDetails:
      'Bank transfer cannot be switched on without a payee and an IBAN: enter them and try again',
    badIban: 'The IBAN {iban} is not valid: check it and try again',
  },
});
