// The orders board's refusals (issue 17): a move ORDER_TRANSITIONS does not allow, worded by the
// order's current status so staff know what the order still needs.
import { defineMessages } from '../../../platform/i18n.ts';

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
    lineNotRemovable:
      'Un articolo si può togliere solo da un ordine non ancora spedito né consegnato',
    lastLine: 'È l’ultimo articolo dell’ordine: annulla l’ordine invece',
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
    lineNotRemovable: 'Solo se puede quitar un artículo de un pedido aún no enviado ni entregado',
    lastLine: 'Es el último artículo del pedido: cancela el pedido en su lugar',
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
    lineNotRemovable: 'Un article ne peut être retiré que d’une commande ni expédiée ni remise',
    lastLine: 'C’est le dernier article de la commande : annulez plutôt la commande',
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
    lineNotRemovable:
      'Ein Artikel kann nur aus einer noch nicht versandten oder übergebenen Bestellung entfernt werden',
    lastLine: 'Das ist der letzte Artikel der Bestellung: Storniere stattdessen die Bestellung',
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
    lineNotRemovable: 'An item can only be removed from an order not yet shipped or delivered',
    lastLine: 'This is the order’s last item: cancel the order instead',
  },
});
