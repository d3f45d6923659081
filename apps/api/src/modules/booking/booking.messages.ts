// Booking's refusals (SPEC §5): the service and restaurant messages are SPEC's words.
import { defineMessages } from '../../platform/i18n.ts';

export const bookingMessages = defineMessages({
  it: {
    overlap:
      'Non è possibile prenotare in quanto occorrono {n} minuti per lo svolgimento del servizio',
    seats: {
      one: 'Per questa selezione c’è solo {n} posto disponibile',
      other: 'Per questa selezione ci sono solo {n} posti disponibili',
    },
    past: 'Questo orario è già passato: scegline un altro',
    closed: 'In questo giorno o a quest’ora non si prenota',
    afterClosing: 'Il servizio finirebbe dopo l’orario di chiusura',
    started: 'Una prenotazione già iniziata non si può annullare',
    final: 'Questa prenotazione è già annullata o rifiutata',
    alreadyConfirmed: 'Questa prenotazione è già confermata',
    operatorService: 'Questo operatore non svolge il servizio scelto',
    overlapsOwn: 'A quest’ora hai già una prenotazione: scegli un altro orario',
  },
  es: {
    overlap: 'No es posible reservar porque el servicio necesita {n} minutos',
    seats: {
      one: 'Para esta selección solo queda {n} plaza disponible',
      other: 'Para esta selección solo quedan {n} plazas disponibles',
    },
    past: 'Esta hora ya ha pasado: elige otra',
    closed: 'Este día o a esta hora no se puede reservar',
    afterClosing: 'El servicio terminaría después de la hora de cierre',
    started: 'Una reserva ya empezada no se puede cancelar',
    final: 'Esta reserva ya está cancelada o rechazada',
    alreadyConfirmed: 'Esta reserva ya está confirmada',
    operatorService: 'Este profesional no realiza el servicio elegido',
    overlapsOwn: 'A esta hora ya tienes una reserva: elige otra hora',
  },
  fr: {
    overlap: 'Impossible de réserver : la prestation demande {n} minutes',
    seats: {
      one: 'Pour cette sélection, il ne reste que {n} place disponible',
      other: 'Pour cette sélection, il ne reste que {n} places disponibles',
    },
    past: 'Cet horaire est déjà passé : choisissez-en un autre',
    closed: 'On ne réserve pas ce jour-là ou à cette heure',
    afterClosing: 'La prestation finirait après l’heure de fermeture',
    started: 'Une réservation déjà commencée ne peut pas être annulée',
    final: 'Cette réservation est déjà annulée ou refusée',
    alreadyConfirmed: 'Cette réservation est déjà confirmée',
    operatorService: 'Ce professionnel n’assure pas la prestation choisie',
    overlapsOwn: 'Vous avez déjà une réservation à cette heure : choisissez un autre horaire',
  },
  de: {
    overlap: 'Buchung nicht möglich: die Leistung dauert {n} Minuten',
    seats: {
      one: 'Für diese Auswahl ist nur noch {n} Platz frei',
      other: 'Für diese Auswahl sind nur noch {n} Plätze frei',
    },
    past: 'Diese Uhrzeit ist schon vorbei: bitte eine andere wählen',
    closed: 'An diesem Tag oder zu dieser Uhrzeit kann nicht gebucht werden',
    afterClosing: 'Die Leistung würde nach Geschäftsschluss enden',
    started: 'Eine bereits begonnene Buchung kann nicht storniert werden',
    final: 'Diese Buchung ist bereits storniert oder abgelehnt',
    alreadyConfirmed: 'Diese Buchung ist bereits bestätigt',
    operatorService: 'Diese Fachkraft bietet die gewählte Leistung nicht an',
    overlapsOwn: 'Zu dieser Zeit haben Sie schon eine Buchung: bitte eine andere Uhrzeit wählen',
  },
  gb: {
    overlap: 'This cannot be booked: the service takes {n} minutes',
    seats: {
      one: 'For this selection only {n} seat is available',
      other: 'For this selection only {n} seats are available',
    },
    past: 'This time has already passed: choose another',
    closed: 'Bookings are not taken on this day or at this time',
    afterClosing: 'The service would end after closing time',
    started: 'A booking that has already started cannot be cancelled',
    final: 'This booking is already cancelled or declined',
    alreadyConfirmed: 'This booking is already confirmed',
    operatorService: 'This operator does not do the chosen service',
    overlapsOwn: 'You already have a booking at this time: choose another time',
  },
});
