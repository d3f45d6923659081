// What a booking's e-mails and notifications say (issue 16), in the reader's language: the
// customer's confirmation, decline, cancellation and day-before reminder, and the activity's
// new booking and cancellation. {details} is the block of labelled lines booking.mail.ts builds.
import { defineMessages } from '../../platform/i18n.ts';

export const bookingMailTexts = defineMessages({
  it: {
    /** One line of the details: a label and its value. */
    line: '{label}: {value}',
    tableFor: { one: 'Tavolo per {count} persona', other: 'Tavolo per {count} persone' },
    labelService: 'Servizio',
    labelOperator: 'Operatore',
    labelRoom: 'Sala',
    labelWhen: 'Quando',
    labelPeople: 'Persone',
    labelWhere: 'Dove',
    labelCustomer: 'Cliente',
    labelStatus: 'Stato',
    statusI: 'in attesa di conferma',
    statusY: 'confermata',
    confirmedSubject: '{activity}: prenotazione confermata',
    confirmedBody:
      "Ciao {name},\n\n{activity} ha confermato la tua prenotazione.\n\n{details}\n\nIn allegato trovi l'appuntamento da aggiungere al tuo calendario.",
    confirmedTitle: 'Prenotazione confermata',
    confirmedNotice: '{activity} ha confermato la tua prenotazione: {when}.',
    declinedSubject: '{activity}: prenotazione non accettata',
    declinedBody:
      "Ciao {name},\n\npurtroppo {activity} non può accettare la tua prenotazione.\n\n{details}\n\nPuoi scegliere un altro orario dall'app. L'allegato toglie l'appuntamento dal tuo calendario, se lo avevi aggiunto.",
    declinedTitle: 'Prenotazione non accettata',
    declinedNotice: '{activity} non può accettare la tua prenotazione: {when}.',
    cancelledSubject: '{activity}: prenotazione annullata',
    cancelledBody:
      "Ciao {name},\n\nla tua prenotazione presso {activity} è annullata.\n\n{details}\n\nL'allegato toglie l'appuntamento dal tuo calendario.",
    reminderSubject: '{activity}: promemoria della prenotazione di domani',
    reminderBody:
      "Ciao {name},\n\nti ricordiamo la tua prenotazione di domani presso {activity}.\n\n{details}\n\nSe non puoi venire, annullala dall'app.",
    signature: 'Il team di {activity}',
    newSubject: '{activity}: nuova prenotazione di {customer}',
    newWaitingBody:
      "È arrivata una nuova prenotazione.\n\n{details}\n\nConfermala o rifiutala dall'agenda:\n{link}",
    newConfirmedBody:
      "È arrivata una nuova prenotazione, già confermata come dicono le impostazioni.\n\n{details}\n\nLa trovi nell'agenda:\n{link}",
    staffCancelledSubject: '{activity}: {customer} ha annullato una prenotazione',
    staffCancelledBody:
      "{customer} ha annullato la sua prenotazione; l'orario è di nuovo prenotabile.\n\n{details}\n\nAgenda:\n{link}",
    staffSignature: 'Tessera',
  },
  es: {
    line: '{label}: {value}',
    tableFor: { one: 'Mesa para {count} persona', other: 'Mesa para {count} personas' },
    labelService: 'Servicio',
    labelOperator: 'Profesional',
    labelRoom: 'Sala',
    labelWhen: 'Cuándo',
    labelPeople: 'Personas',
    labelWhere: 'Dónde',
    labelCustomer: 'Cliente',
    labelStatus: 'Estado',
    statusI: 'pendiente de confirmación',
    statusY: 'confirmada',
    confirmedSubject: '{activity}: reserva confirmada',
    confirmedBody:
      'Hola, {name}:\n\n{activity} ha confirmado tu reserva.\n\n{details}\n\nEn el adjunto tienes la cita para añadirla a tu calendario.',
    confirmedTitle: 'Reserva confirmada',
    confirmedNotice: '{activity} ha confirmado tu reserva: {when}.',
    declinedSubject: '{activity}: reserva no aceptada',
    declinedBody:
      'Hola, {name}:\n\nlo sentimos, {activity} no puede aceptar tu reserva.\n\n{details}\n\nPuedes elegir otro horario en la app. El adjunto quita la cita de tu calendario, si la habías añadido.',
    declinedTitle: 'Reserva no aceptada',
    declinedNotice: '{activity} no puede aceptar tu reserva: {when}.',
    cancelledSubject: '{activity}: reserva cancelada',
    cancelledBody:
      'Hola, {name}:\n\ntu reserva en {activity} está cancelada.\n\n{details}\n\nEl adjunto quita la cita de tu calendario.',
    reminderSubject: '{activity}: recordatorio de tu reserva de mañana',
    reminderBody:
      'Hola, {name}:\n\nte recordamos tu reserva de mañana en {activity}.\n\n{details}\n\nSi no puedes ir, cancélala en la app.',
    signature: 'El equipo de {activity}',
    newSubject: '{activity}: nueva reserva de {customer}',
    newWaitingBody:
      'Ha llegado una nueva reserva.\n\n{details}\n\nConfírmala o recházala en la agenda:\n{link}',
    newConfirmedBody:
      'Ha llegado una nueva reserva, ya confirmada según la configuración.\n\n{details}\n\nLa tienes en la agenda:\n{link}',
    staffCancelledSubject: '{activity}: {customer} ha cancelado una reserva',
    staffCancelledBody:
      '{customer} ha cancelado su reserva; el horario vuelve a estar disponible.\n\n{details}\n\nAgenda:\n{link}',
    staffSignature: 'Tessera',
  },
  fr: {
    line: '{label} : {value}',
    tableFor: { one: 'Table pour {count} personne', other: 'Table pour {count} personnes' },
    labelService: 'Prestation',
    labelOperator: 'Intervenant',
    labelRoom: 'Salle',
    labelWhen: 'Quand',
    labelPeople: 'Personnes',
    labelWhere: 'Où',
    labelCustomer: 'Client',
    labelStatus: 'État',
    statusI: 'en attente de confirmation',
    statusY: 'confirmée',
    confirmedSubject: '{activity} : réservation confirmée',
    confirmedBody:
      'Bonjour {name},\n\n{activity} a confirmé votre réservation.\n\n{details}\n\nVous trouverez en pièce jointe le rendez-vous à ajouter à votre agenda.',
    confirmedTitle: 'Réservation confirmée',
    confirmedNotice: '{activity} a confirmé votre réservation : {when}.',
    declinedSubject: '{activity} : réservation refusée',
    declinedBody:
      "Bonjour {name},\n\nnous sommes désolés, {activity} ne peut pas accepter votre réservation.\n\n{details}\n\nVous pouvez choisir un autre horaire dans l'application. La pièce jointe retire le rendez-vous de votre agenda, si vous l'aviez ajouté.",
    declinedTitle: 'Réservation refusée',
    declinedNotice: '{activity} ne peut pas accepter votre réservation : {when}.',
    cancelledSubject: '{activity} : réservation annulée',
    cancelledBody:
      'Bonjour {name},\n\nvotre réservation chez {activity} est annulée.\n\n{details}\n\nLa pièce jointe retire le rendez-vous de votre agenda.',
    reminderSubject: '{activity} : rappel de votre réservation de demain',
    reminderBody:
      "Bonjour {name},\n\nnous vous rappelons votre réservation de demain chez {activity}.\n\n{details}\n\nSi vous ne pouvez pas venir, annulez-la dans l'application.",
    signature: "L'équipe de {activity}",
    newSubject: '{activity} : nouvelle réservation de {customer}',
    newWaitingBody:
      "Une nouvelle réservation est arrivée.\n\n{details}\n\nConfirmez-la ou refusez-la dans l'agenda :\n{link}",
    newConfirmedBody:
      "Une nouvelle réservation est arrivée, déjà confirmée selon les réglages.\n\n{details}\n\nElle figure dans l'agenda :\n{link}",
    staffCancelledSubject: '{activity} : {customer} a annulé une réservation',
    staffCancelledBody:
      '{customer} a annulé sa réservation ; le créneau est de nouveau disponible.\n\n{details}\n\nAgenda :\n{link}',
    staffSignature: 'Tessera',
  },
  de: {
    line: '{label}: {value}',
    tableFor: { one: 'Tisch für {count} Person', other: 'Tisch für {count} Personen' },
    labelService: 'Leistung',
    labelOperator: 'Mitarbeiter',
    labelRoom: 'Raum',
    labelWhen: 'Wann',
    labelPeople: 'Personen',
    labelWhere: 'Wo',
    labelCustomer: 'Kunde',
    labelStatus: 'Status',
    statusI: 'wartet auf Bestätigung',
    statusY: 'bestätigt',
    confirmedSubject: '{activity}: Buchung bestätigt',
    confirmedBody:
      'Hallo {name},\n\n{activity} hat deine Buchung bestätigt.\n\n{details}\n\nIm Anhang findest du den Termin für deinen Kalender.',
    confirmedTitle: 'Buchung bestätigt',
    confirmedNotice: '{activity} hat deine Buchung bestätigt: {when}.',
    declinedSubject: '{activity}: Buchung abgelehnt',
    declinedBody:
      'Hallo {name},\n\nleider kann {activity} deine Buchung nicht annehmen.\n\n{details}\n\nIn der App kannst du eine andere Zeit wählen. Der Anhang entfernt den Termin aus deinem Kalender, falls du ihn eingetragen hattest.',
    declinedTitle: 'Buchung abgelehnt',
    declinedNotice: '{activity} kann deine Buchung nicht annehmen: {when}.',
    cancelledSubject: '{activity}: Buchung storniert',
    cancelledBody:
      'Hallo {name},\n\ndeine Buchung bei {activity} ist storniert.\n\n{details}\n\nDer Anhang entfernt den Termin aus deinem Kalender.',
    reminderSubject: '{activity}: Erinnerung an deine Buchung morgen',
    reminderBody:
      'Hallo {name},\n\nwir erinnern dich an deine Buchung morgen bei {activity}.\n\n{details}\n\nWenn du nicht kommen kannst, storniere sie in der App.',
    signature: 'Das Team von {activity}',
    newSubject: '{activity}: neue Buchung von {customer}',
    newWaitingBody:
      'Eine neue Buchung ist eingegangen.\n\n{details}\n\nBestätige oder lehne sie im Terminplan ab:\n{link}',
    newConfirmedBody:
      'Eine neue Buchung ist eingegangen, laut Einstellungen schon bestätigt.\n\n{details}\n\nDu findest sie im Terminplan:\n{link}',
    staffCancelledSubject: '{activity}: {customer} hat eine Buchung storniert',
    staffCancelledBody:
      '{customer} hat die Buchung storniert; die Zeit ist wieder buchbar.\n\n{details}\n\nTerminplan:\n{link}',
    staffSignature: 'Tessera',
  },
  gb: {
    line: '{label}: {value}',
    tableFor: { one: 'Table for {count} person', other: 'Table for {count} people' },
    labelService: 'Service',
    labelOperator: 'With',
    labelRoom: 'Room',
    labelWhen: 'When',
    labelPeople: 'People',
    labelWhere: 'Where',
    labelCustomer: 'Customer',
    labelStatus: 'Status',
    statusI: 'waiting for confirmation',
    statusY: 'confirmed',
    confirmedSubject: '{activity}: booking confirmed',
    confirmedBody:
      'Hello {name},\n\n{activity} has confirmed your booking.\n\n{details}\n\nThe attachment adds the appointment to your calendar.',
    confirmedTitle: 'Booking confirmed',
    confirmedNotice: '{activity} has confirmed your booking: {when}.',
    declinedSubject: '{activity}: booking declined',
    declinedBody:
      'Hello {name},\n\nunfortunately {activity} cannot accept your booking.\n\n{details}\n\nYou can choose another time in the app. The attachment removes the appointment from your calendar, if you had added it.',
    declinedTitle: 'Booking declined',
    declinedNotice: '{activity} cannot accept your booking: {when}.',
    cancelledSubject: '{activity}: booking cancelled',
    cancelledBody:
      'Hello {name},\n\nyour booking at {activity} is cancelled.\n\n{details}\n\nThe attachment removes the appointment from your calendar.',
    reminderSubject: '{activity}: a reminder of your booking tomorrow',
    reminderBody:
      'Hello {name},\n\nthis is a reminder of your booking tomorrow at {activity}.\n\n{details}\n\nIf you cannot come, cancel it in the app.',
    signature: 'The {activity} team',
    newSubject: '{activity}: new booking from {customer}',
    newWaitingBody:
      'A new booking has arrived.\n\n{details}\n\nConfirm or decline it in the agenda:\n{link}',
    newConfirmedBody:
      'A new booking has arrived, already confirmed as the settings say.\n\n{details}\n\nYou will find it in the agenda:\n{link}',
    staffCancelledSubject: '{activity}: {customer} cancelled a booking',
    staffCancelledBody:
      '{customer} cancelled their booking; the time can be booked again.\n\n{details}\n\nAgenda:\n{link}',
    staffSignature: 'Tessera',
  },
});
