// Booking's refusals (SPEC §5): the service and restaurant messages are SPEC's words.
import { defineMessages } from '../../platform/i18n.ts';

export const bookingMessages = defineMessages({
  it: {
    tooManyBookings: {
      one: 'Hai già {n} prenotazione in programma: è il massimo per questa attività',
      other: 'Hai già {n} prenotazioni in programma: è il massimo per questa attività',
    },
    partyTooLarge: {
      one: 'Si prenota al massimo per {n} persona: per più persone contatta l’attività',
      other: 'Si prenota al massimo per {n} persone: per un gruppo più grande contatta l’attività',
    },
    cancelTooLate: {
      one: 'Si può annullare fino a {n} ora prima dell’inizio',
      other: 'Si può annullare fino a {n} ore prima dell’inizio',
    },
    moveTooLate: {
      one: 'Si può spostare fino a {n} ora prima dell’inizio',
      other: 'Si può spostare fino a {n} ore prima dell’inizio',
    },
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
    tooManyBookings: {
      one: 'Ya tienes {n} reserva pendiente: es el máximo para esta actividad',
      other: 'Ya tienes {n} reservas pendientes: es el máximo para esta actividad',
    },
    partyTooLarge: {
      one: 'Se reserva como máximo para {n} persona: para más, contacta con la actividad',
      other:
        'Se reserva como máximo para {n} personas: para un grupo mayor, contacta con la actividad',
    },
    cancelTooLate: {
      one: 'Se puede cancelar hasta {n} hora antes del inicio',
      other: 'Se puede cancelar hasta {n} horas antes del inicio',
    },
    moveTooLate: {
      one: 'Se puede cambiar hasta {n} hora antes del inicio',
      other: 'Se puede cambiar hasta {n} horas antes del inicio',
    },
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
    tooManyBookings: {
      one: 'Vous avez déjà {n} réservation à venir : c’est le maximum pour cette activité',
      other: 'Vous avez déjà {n} réservations à venir : c’est le maximum pour cette activité',
    },
    partyTooLarge: {
      one: 'On réserve pour {n} personne au maximum : pour plus, contactez l’activité',
      other:
        'On réserve pour {n} personnes au maximum : pour un groupe plus grand, contactez l’activité',
    },
    cancelTooLate: {
      one: 'L’annulation est possible jusqu’à {n} heure avant le début',
      other: 'L’annulation est possible jusqu’à {n} heures avant le début',
    },
    moveTooLate: {
      one: 'Le déplacement est possible jusqu’à {n} heure avant le début',
      other: 'Le déplacement est possible jusqu’à {n} heures avant le début',
    },
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
    tooManyBookings: {
      one: 'Sie haben schon {n} anstehende Buchung: mehr sind bei diesem Betrieb nicht möglich',
      other: 'Sie haben schon {n} anstehende Buchungen: mehr sind bei diesem Betrieb nicht möglich',
    },
    partyTooLarge: {
      one: 'Gebucht wird für höchstens {n} Person: für mehr bitte den Betrieb kontaktieren',
      other:
        'Gebucht wird für höchstens {n} Personen: für eine größere Gruppe bitte den Betrieb kontaktieren',
    },
    cancelTooLate: {
      one: 'Stornieren ist bis {n} Stunde vor Beginn möglich',
      other: 'Stornieren ist bis {n} Stunden vor Beginn möglich',
    },
    moveTooLate: {
      one: 'Verschieben ist bis {n} Stunde vor Beginn möglich',
      other: 'Verschieben ist bis {n} Stunden vor Beginn möglich',
    },
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
    tooManyBookings: {
      one: 'You already have {n} upcoming booking: that is the most this business takes',
      other: 'You already have {n} upcoming bookings: that is the most this business takes',
    },
    partyTooLarge: {
      one: 'Bookings are for at most {n} person: for more, contact the business',
      other: 'Bookings are for at most {n} people: for a larger group, contact the business',
    },
    cancelTooLate: {
      one: 'Bookings can be cancelled up to {n} hour before the start',
      other: 'Bookings can be cancelled up to {n} hours before the start',
    },
    moveTooLate: {
      one: 'Bookings can be moved up to {n} hour before the start',
      other: 'Bookings can be moved up to {n} hours before the start',
    },
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
