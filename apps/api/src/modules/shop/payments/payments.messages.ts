// The payment providers' calls (issue 17): the simulated checkout's and the webhook's refusals.
import { defineMessages } from '../../../platform/i18n.ts';

export const paymentsMessages = defineMessages({
  it: {
    sessionExpired: 'Questo pagamento di prova è scaduto o annullato: torna al carrello',
    sessionPaid: 'Questo pagamento di prova è già stato fatto',
    invalidSignature: 'Firma del webhook non valida',
  },
  es: {
    sessionExpired: 'Este pago de prueba ha caducado o se ha cancelado: vuelve al carrito',
    sessionPaid: 'Este pago de prueba ya se ha hecho',
    invalidSignature: 'Firma del webhook no válida',
  },
  fr: {
    sessionExpired: 'Ce paiement de test a expiré ou a été annulé : retournez au panier',
    sessionPaid: 'Ce paiement de test a déjà été effectué',
    invalidSignature: 'Signature du webhook non valide',
  },
  de: {
    sessionExpired: 'Diese Testzahlung ist abgelaufen oder abgebrochen: zurück zum Warenkorb',
    sessionPaid: 'Diese Testzahlung wurde bereits ausgeführt',
    invalidSignature: 'Ungültige Webhook-Signatur',
  },
  gb: {
    sessionExpired: 'This test payment has expired or was cancelled: go back to the cart',
    sessionPaid: 'This test payment has already been made',
    invalidSignature: 'Invalid webhook signature',
  },
});
