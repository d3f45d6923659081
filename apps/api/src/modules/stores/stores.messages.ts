// The stores' refusals of an admin's change (issue 25): the main store and the stores customers'
// history names.
import { defineMessages } from '../../platform/i18n.ts';

export const storesMessages = defineMessages({
  it: {
    mainRequired:
      "L'attività ha sempre un negozio principale: per cambiarlo rendi principale un altro negozio",
    mainHidden: 'Il negozio principale è sempre visibile ai clienti',
    mainNotDeletable:
      'Il negozio principale non si può eliminare: prima rendi principale un altro negozio',
    inUse:
      'Questo negozio compare nei movimenti o negli ordini dei clienti: nascondilo invece di eliminarlo',
  },
  es: {
    mainRequired:
      'La actividad siempre tiene una tienda principal: para cambiarla, haz principal otra tienda',
    mainHidden: 'La tienda principal siempre es visible para los clientes',
    mainNotDeletable: 'La tienda principal no se puede eliminar: primero haz principal otra tienda',
    inUse:
      'Esta tienda aparece en los movimientos o pedidos de los clientes: ocúltala en lugar de eliminarla',
  },
  fr: {
    mainRequired:
      "L'activité a toujours un magasin principal : pour le changer, rendez un autre magasin principal",
    mainHidden: 'Le magasin principal est toujours visible pour les clients',
    mainNotDeletable:
      "Le magasin principal ne peut pas être supprimé : rendez d'abord un autre magasin principal",
    inUse:
      'Ce magasin figure dans les mouvements ou les commandes des clients : masquez-le au lieu de le supprimer',
  },
  de: {
    mainRequired:
      'Der Betrieb hat immer eine Hauptfiliale: Um sie zu ändern, mache eine andere Filiale zur Hauptfiliale',
    mainHidden: 'Die Hauptfiliale ist für Kunden immer sichtbar',
    mainNotDeletable:
      'Die Hauptfiliale kann nicht gelöscht werden: Mache zuerst eine andere Filiale zur Hauptfiliale',
    inUse:
      'Diese Filiale erscheint in Buchungen oder Bestellungen von Kunden: Blende sie aus, statt sie zu löschen',
  },
  gb: {
    mainRequired:
      'The business always has a main store: to change it, make another store the main one',
    mainHidden: 'The main store is always visible to customers',
    mainNotDeletable: 'The main store cannot be deleted: first make another store the main one',
    inUse: "This store appears in customers' movements or orders: hide it instead of deleting it",
  },
});
