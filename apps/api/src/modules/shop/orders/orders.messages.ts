// Placing an order and paying it online (issue 17): the refusals, in the customer's language.
import { defineMessages } from '../../../platform/i18n.ts';

export const ordersMessages = defineMessages({
  it: {
    cartEmpty: 'Il carrello è vuoto',
    cartChanged: 'Il carrello è cambiato: controllalo e riprova',
    itemUnavailable: '{name} non è più in vendita: toglilo dal carrello',
    soldOut: '{name} è esaurito',
    onlyLeft: {
      one: '{name}: ne resta solo {n}',
      other: '{name}: ne restano solo {n}',
    },
    belowMinTotal: 'L’ordine minimo è di {min}: aggiungi qualcosa al carrello',
    paymentNotAllowed: 'Il pagamento in negozio non è possibile con la spedizione tramite corriere',
    addressRequired: 'Scegli un indirizzo di consegna',
    pickUpTime: 'Scegli un orario di ritiro tra quelli disponibili oggi',
    balanceChanged: 'Il saldo della carta è cambiato: ora è {balance}. Controlla e riprova',
    totalChanged: 'Il totale è cambiato: ora è {total}. Controlla e riprova',
    useCheckout: 'Con questo metodo di pagamento si paga online',
    notOnline: 'Questo metodo di pagamento non si paga online',
    nothingToPay: 'Non c’è nulla da pagare online: il credito della carta copre tutto l’ordine',
    paymentUnavailable:
      'Il pagamento online non è disponibile in questo momento: riprova più tardi',
    paymentNotDone: 'Il pagamento non risulta ancora completato',
    paymentExpired: 'Il pagamento non è andato a buon fine: l’ordine è annullato',
    orderPaid: 'Quest’ordine è già pagato: non si può più annullare',
    paymentTypeUnavailable: 'Questo metodo di pagamento non è disponibile: scegline un altro',
    tooManyPending: {
      one: 'Hai già {n} pagamento online in sospeso: completalo o annullalo prima di un nuovo ordine',
      other:
        'Hai già {n} pagamenti online in sospeso: completali o annullali prima di un nuovo ordine',
    },
    orderNotFinished: 'Si può archiviare solo un ordine consegnato, ritirato o annullato',
  },
  es: {
    cartEmpty: 'El carrito está vacío',
    cartChanged: 'El carrito ha cambiado: revísalo e inténtalo de nuevo',
    itemUnavailable: '{name} ya no está a la venta: quítalo del carrito',
    soldOut: '{name} está agotado',
    onlyLeft: {
      one: '{name}: solo queda {n}',
      other: '{name}: solo quedan {n}',
    },
    belowMinTotal: 'El pedido mínimo es de {min}: añade algo al carrito',
    paymentNotAllowed: 'El pago en tienda no es posible con el envío por mensajero',
    addressRequired: 'Elige una dirección de entrega',
    pickUpTime: 'Elige una hora de recogida entre las disponibles hoy',
    balanceChanged:
      'El saldo de la tarjeta ha cambiado: ahora es {balance}. Revísalo e inténtalo de nuevo',
    totalChanged: 'El total ha cambiado: ahora es {total}. Revísalo e inténtalo de nuevo',
    useCheckout: 'Con este método de pago se paga en línea',
    notOnline: 'Este método de pago no se paga en línea',
    nothingToPay: 'No hay nada que pagar en línea: el saldo de la tarjeta cubre todo el pedido',
    paymentUnavailable: 'El pago en línea no está disponible ahora: inténtalo más tarde',
    paymentNotDone: 'El pago aún no se ha completado',
    paymentExpired: 'El pago no se ha completado: el pedido está cancelado',
    orderPaid: 'Este pedido ya está pagado: ya no se puede cancelar',
    paymentTypeUnavailable: 'Este método de pago no está disponible: elige otro',
    tooManyPending: {
      one: 'Ya tienes {n} pago en línea pendiente: complétalo o cancélalo antes de un nuevo pedido',
      other:
        'Ya tienes {n} pagos en línea pendientes: complétalos o cancélalos antes de un nuevo pedido',
    },
    orderNotFinished: 'Solo se puede archivar un pedido entregado, recogido o cancelado',
  },
  fr: {
    cartEmpty: 'Le panier est vide',
    cartChanged: 'Le panier a changé : vérifiez-le et réessayez',
    itemUnavailable: '{name} n’est plus en vente : retirez-le du panier',
    soldOut: '{name} est épuisé',
    onlyLeft: {
      one: '{name} : il n’en reste que {n}',
      other: '{name} : il n’en reste que {n}',
    },
    belowMinTotal: 'La commande minimum est de {min} : ajoutez quelque chose au panier',
    paymentNotAllowed: 'Le paiement en magasin n’est pas possible avec la livraison par coursier',
    addressRequired: 'Choisissez une adresse de livraison',
    pickUpTime: 'Choisissez une heure de retrait parmi celles d’aujourd’hui',
    balanceChanged:
      'Le solde de la carte a changé : il est maintenant de {balance}. Vérifiez et réessayez',
    totalChanged: 'Le total a changé : il est maintenant de {total}. Vérifiez et réessayez',
    useCheckout: 'Avec ce moyen de paiement, on paie en ligne',
    notOnline: 'Ce moyen de paiement ne se règle pas en ligne',
    nothingToPay: 'Rien à payer en ligne : le solde de la carte couvre toute la commande',
    paymentUnavailable:
      'Le paiement en ligne est indisponible pour le moment : réessayez plus tard',
    paymentNotDone: 'Le paiement n’est pas encore terminé',
    paymentExpired: 'Le paiement n’a pas abouti : la commande est annulée',
    orderPaid: 'Cette commande est déjà payée : elle ne peut plus être annulée',
    paymentTypeUnavailable: 'Ce moyen de paiement n’est pas disponible : choisissez-en un autre',
    tooManyPending: {
      one: 'Vous avez déjà {n} paiement en ligne en attente : terminez-le ou annulez-le avant une nouvelle commande',
      other:
        'Vous avez déjà {n} paiements en ligne en attente : terminez-les ou annulez-les avant une nouvelle commande',
    },
    orderNotFinished: 'Seule une commande livrée, retirée ou annulée peut être archivée',
  },
  de: {
    cartEmpty: 'Der Warenkorb ist leer',
    cartChanged: 'Der Warenkorb hat sich geändert: bitte prüfen und erneut versuchen',
    itemUnavailable: '{name} wird nicht mehr verkauft: bitte aus dem Warenkorb entfernen',
    soldOut: '{name} ist ausverkauft',
    onlyLeft: {
      one: '{name}: nur noch {n} verfügbar',
      other: '{name}: nur noch {n} verfügbar',
    },
    belowMinTotal: 'Der Mindestbestellwert beträgt {min}: bitte noch etwas hinzufügen',
    paymentNotAllowed: 'Zahlung im Geschäft ist bei Versand per Kurier nicht möglich',
    addressRequired: 'Bitte eine Lieferadresse wählen',
    pickUpTime: 'Bitte eine der heute verfügbaren Abholzeiten wählen',
    balanceChanged:
      'Das Kartenguthaben hat sich geändert: jetzt {balance}. Bitte prüfen und erneut versuchen',
    totalChanged:
      'Der Gesamtbetrag hat sich geändert: jetzt {total}. Bitte prüfen und erneut versuchen',
    useCheckout: 'Mit dieser Zahlungsart wird online bezahlt',
    notOnline: 'Diese Zahlungsart wird nicht online bezahlt',
    nothingToPay: 'Online ist nichts zu zahlen: das Kartenguthaben deckt die ganze Bestellung',
    paymentUnavailable: 'Online-Zahlung ist gerade nicht möglich: bitte später erneut versuchen',
    paymentNotDone: 'Die Zahlung ist noch nicht abgeschlossen',
    paymentExpired: 'Die Zahlung ist nicht zustande gekommen: die Bestellung ist storniert',
    orderPaid: 'Diese Bestellung ist bereits bezahlt und kann nicht mehr storniert werden',
    paymentTypeUnavailable: 'Diese Zahlungsart ist nicht verfügbar: Bitte wähle eine andere',
    tooManyPending: {
      one: 'Du hast bereits {n} offene Online-Zahlung: Schließe sie ab oder brich sie ab, bevor du neu bestellst',
      other:
        'Du hast bereits {n} offene Online-Zahlungen: Schließe sie ab oder brich sie ab, bevor du neu bestellst',
    },
    orderNotFinished:
      'Nur eine zugestellte, abgeholte oder stornierte Bestellung kann archiviert werden',
  },
  gb: {
    cartEmpty: 'The cart is empty',
    cartChanged: 'The cart has changed: check it and try again',
    itemUnavailable: '{name} is no longer sold: remove it from the cart',
    soldOut: '{name} is sold out',
    onlyLeft: {
      one: '{name}: only {n} left',
      other: '{name}: only {n} left',
    },
    belowMinTotal: 'The minimum order is {min}: add something to the cart',
    paymentNotAllowed: 'Paying in store is not possible with courier delivery',
    addressRequired: 'Choose a delivery address',
    pickUpTime: 'Choose one of today’s pick-up times',
    balanceChanged: 'Your card balance has changed: it is now {balance}. Check and try again',
    totalChanged: 'The total has changed: it is now {total}. Check and try again',
    useCheckout: 'This payment method is paid online',
    notOnline: 'This payment method is not paid online',
    nothingToPay: 'Nothing to pay online: your card credit covers the whole order',
    paymentUnavailable: 'Online payment is not available right now: try again later',
    paymentNotDone: 'The payment is not complete yet',
    paymentExpired: 'The payment did not go through: the order is cancelled',
    orderPaid: 'This order is already paid: it can no longer be cancelled',
    paymentTypeUnavailable: 'This payment method is not available: choose another one',
    tooManyPending: {
      one: 'You already have {n} online payment pending: complete or cancel it before a new order',
      other:
        'You already have {n} online payments pending: complete or cancel them before a new order',
    },
    orderNotFinished: 'Only a delivered, collected or cancelled order can be archived',
  },
});
