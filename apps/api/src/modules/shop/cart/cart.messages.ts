// The cart's refusals (issue 17), in the customer's language.
import { defineMessages } from '../../../platform/i18n.ts';

export const cartMessages = defineMessages({
  it: {
    itemUnavailable: '{name} non è più in vendita',
    soldOut: '{name} è esaurito',
    onlyLeft: {
      one: '{name}: ne resta solo {n}',
      other: '{name}: ne restano solo {n}',
    },
    tooMany: 'Al massimo {max} pezzi di un articolo nel carrello',
    lineOrdered: 'Questo articolo fa già parte di un ordine: non si può più cambiare',
  },
  es: {
    itemUnavailable: '{name} ya no está a la venta',
    soldOut: '{name} está agotado',
    onlyLeft: {
      one: '{name}: solo queda {n}',
      other: '{name}: solo quedan {n}',
    },
    tooMany: 'Como máximo {max} unidades de un artículo en el carrito',
    lineOrdered: 'Este artículo ya forma parte de un pedido: no se puede cambiar',
  },
  fr: {
    itemUnavailable: '{name} n’est plus en vente',
    soldOut: '{name} est épuisé',
    onlyLeft: {
      one: '{name} : il n’en reste que {n}',
      other: '{name} : il n’en reste que {n}',
    },
    tooMany: 'Au plus {max} pièces d’un article dans le panier',
    lineOrdered: 'Cet article fait déjà partie d’une commande : il ne peut plus être modifié',
  },
  de: {
    itemUnavailable: '{name} wird nicht mehr verkauft',
    soldOut: '{name} ist ausverkauft',
    onlyLeft: {
      one: '{name}: nur noch {n} verfügbar',
      other: '{name}: nur noch {n} verfügbar',
    },
    tooMany: 'Höchstens {max} Stück eines Artikels im Warenkorb',
    lineOrdered:
      'Dieser Artikel gehört schon zu einer Bestellung: er kann nicht mehr geändert werden',
  },
  gb: {
    itemUnavailable: '{name} is no longer sold',
    soldOut: '{name} is sold out',
    onlyLeft: {
      one: '{name}: only {n} left',
      other: '{name}: only {n} left',
    },
    tooMany: 'At most {max} pieces of an item in the cart',
    lineOrdered: 'This item is already part of an order: it can no longer be changed',
  },
});
