// The orders board's refusals (issue 17): a move ORDER_TRANSITIONS does not allow, worded by the
// order's current status so staff know what the order still needs.
import { defineMessages } from '../../platform/i18n.ts';

export const boardMessages = defineMessages({
  it: {
    fromPending: 'Questo ordine attende ancora il pagamento online',
    fromPlaced: 'Questo ordine non è ancora pagato: segnalo prima come pagato',
    fromPaid: 'Questo ordine è già pagato',
    fromReady: 'Questo ordine è già pronto',
    fromShipped: 'Questo ordine è già spedito: si può solo segnare come consegnato',
    fromCollected: 'Questo ordine è già consegnato: non cambia più',
    fromCancelled: 'Questo ordine è annullato: non cambia più',
    refundNotFailed: 'Questo rimborso non è fallito: non c’è nulla da ritentare',
  },
  es: {
    fromPending: 'Este pedido aún espera el pago en línea',
    fromPlaced: 'Este pedido aún no está pagado: márcalo antes como pagado',
    fromPaid: 'Este pedido ya está pagado',
    fromReady: 'Este pedido ya está listo',
    fromShipped: 'Este pedido ya se ha enviado: solo se puede marcar como entregado',
    fromCollected: 'Este pedido ya está entregado: ya no cambia',
    fromCancelled: 'Este pedido está cancelado: ya no cambia',
    refundNotFailed: 'Este reembolso no ha fallado: no hay nada que reintentar',
  },
  fr: {
    fromPending: 'Cette commande attend encore le paiement en ligne',
    fromPlaced: "Cette commande n'est pas encore payée : marquez-la d'abord comme payée",
    fromPaid: 'Cette commande est déjà payée',
    fromReady: 'Cette commande est déjà prête',
    fromShipped: 'Cette commande est déjà expédiée : elle ne peut être marquée que comme remise',
    fromCollected: 'Cette commande est déjà remise : elle ne change plus',
    fromCancelled: 'Cette commande est annulée : elle ne change plus',
    refundNotFailed: 'Ce remboursement n’a pas échoué : il n’y a rien à relancer',
  },
  de: {
    fromPending: 'Diese Bestellung wartet noch auf die Online-Zahlung',
    fromPlaced: 'Diese Bestellung ist noch nicht bezahlt: markiere sie zuerst als bezahlt',
    fromPaid: 'Diese Bestellung ist bereits bezahlt',
    fromReady: 'Diese Bestellung ist bereits fertig',
    fromShipped:
      'Diese Bestellung ist bereits versandt: sie kann nur noch als übergeben markiert werden',
    fromCollected: 'Diese Bestellung ist bereits übergeben: sie ändert sich nicht mehr',
    fromCancelled: 'Diese Bestellung ist storniert: sie ändert sich nicht mehr',
    refundNotFailed: 'Diese Erstattung ist nicht fehlgeschlagen: Es gibt nichts zu wiederholen',
  },
  gb: {
    fromPending: 'This order is still waiting for its online payment',
    fromPlaced: 'This order is not paid yet: mark it paid first',
    fromPaid: 'This order is already paid',
    fromReady: 'This order is already ready',
    fromShipped: 'This order has already been shipped: it can only be marked delivered',
    fromCollected: 'This order has already been delivered: it no longer changes',
    fromCancelled: 'This order is cancelled: it no longer changes',
    refundNotFailed: 'This refund has not failed: there is nothing to retry',
  },
});
