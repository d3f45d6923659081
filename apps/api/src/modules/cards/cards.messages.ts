// The card module's refusals of a counter operation.
import { defineMessages } from '../../platform/i18n.ts';

export const cardsMessages = defineMessages({
  it: {
    insufficientBalance: 'Saldo insufficiente: sulla carta ci sono {balance}',
    insufficientPoints: 'Punti insufficienti: sulla carta ci sono {points} punti',
    alreadyReversed: 'Questo movimento è già stato stornato',
    notReversible: 'Uno storno non si può stornare',
    nothingEarned: 'Con questo importo la carta non matura nulla',
    balanceChanged: 'Il saldo della carta è cambiato: ora è {balance}. Controlla e riprova',
  },
  es: {
    insufficientBalance: 'Saldo insuficiente: la tarjeta tiene {balance}',
    insufficientPoints: 'Puntos insuficientes: la tarjeta tiene {points} puntos',
    alreadyReversed: 'Este movimiento ya se ha anulado',
    notReversible: 'Una anulación no se puede anular',
    nothingEarned: 'Con este importe la tarjeta no acumula nada',
    balanceChanged:
      'El saldo de la tarjeta ha cambiado: ahora es {balance}. Revísalo e inténtalo de nuevo',
  },
  fr: {
    insufficientBalance: 'Solde insuffisant : la carte contient {balance}',
    insufficientPoints: 'Points insuffisants : la carte contient {points} points',
    alreadyReversed: 'Ce mouvement a déjà été annulé',
    notReversible: 'Une annulation ne peut pas être annulée',
    nothingEarned: 'Avec ce montant, la carte ne cumule rien',
    balanceChanged:
      'Le solde de la carte a changé : il est maintenant de {balance}. Vérifiez et réessayez',
  },
  de: {
    insufficientBalance: 'Guthaben nicht ausreichend: auf der Karte sind {balance}',
    insufficientPoints: 'Punkte nicht ausreichend: auf der Karte sind {points} Punkte',
    alreadyReversed: 'Diese Buchung wurde bereits storniert',
    notReversible: 'Ein Storno kann nicht storniert werden',
    nothingEarned: 'Mit diesem Betrag sammelt die Karte nichts',
    balanceChanged:
      'Das Kartenguthaben hat sich geändert: jetzt {balance}. Bitte prüfen und erneut versuchen',
  },
  gb: {
    insufficientBalance: 'Insufficient balance: the card holds {balance}',
    insufficientPoints: 'Not enough points: the card holds {points} points',
    alreadyReversed: 'This movement has already been reversed',
    notReversible: 'A reversal cannot be reversed',
    nothingEarned: 'This amount earns the card nothing',
    balanceChanged: 'Your card balance has changed: it is now {balance}. Check and try again',
  },
});
