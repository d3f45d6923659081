// What a booking's e-mails and notifications say (issues 16, 26), in the reader's language: the
// customer's request received, confirmation, booking made by staff, decline, cancellation (by
// the customer or by the activity), move and day-before reminder, and the activity's new
// booking, cancellation and move. {details} is the block of labelled lines booking.mail.ts
// builds; {link} the app's list of the customer's bookings.
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
    labelReason: 'Motivo',
    labelBefore: 'Prima',
    myBookings: 'Le tue prenotazioni: {link}',
    receivedSubject: '{activity}: richiesta di prenotazione ricevuta',
    receivedBody:
      'Ciao {name},\n\n{activity} ha ricevuto la tua richiesta di prenotazione. Ti scriveremo appena sarà confermata.\n\n{details}',
    bookedSubject: '{activity}: prenotazione registrata per te',
    bookedBody:
      "Ciao {name},\n\n{activity} ha registrato questa prenotazione per te: è già confermata.\n\n{details}\n\nIn allegato trovi l'appuntamento da aggiungere al tuo calendario.",
    bookedPendingBody:
      'Ciao {name},\n\n{activity} ha registrato questa prenotazione per te: è in attesa di conferma. Ti scriveremo appena sarà confermata.\n\n{details}',
    activityCancelledSubject: '{activity} ha annullato la tua prenotazione',
    activityCancelledBody:
      "Ciao {name},\n\nci dispiace, {activity} ha dovuto annullare la tua prenotazione confermata.\n\n{details}\n\nPuoi scegliere un altro orario dall'app. L'allegato toglie l'appuntamento dal tuo calendario.",
    activityCancelledTitle: 'Prenotazione annullata',
    activityCancelledNotice: '{activity} ha annullato la tua prenotazione: {when}.',
    noticeReason: '{message} Motivo: {reason}',
    movedSubject: '{activity}: prenotazione spostata',
    movedBody:
      "Ciao {name},\n\nhai spostato la tua prenotazione presso {activity}.\n\n{details}\n\nL'allegato aggiorna l'appuntamento nel tuo calendario.",
    movedByActivityBody:
      "Ciao {name},\n\n{activity} ha spostato la tua prenotazione.\n\n{details}\n\nL'allegato aggiorna l'appuntamento nel tuo calendario. Se il nuovo orario non ti va bene, puoi annullarla dall'app.",
    movedTitle: 'Prenotazione spostata',
    movedNotice: '{activity} ha spostato la tua prenotazione: {when}.',
    staffMovedSubject: '{activity}: {customer} ha spostato una prenotazione',
    staffMovedBody: '{customer} ha spostato la sua prenotazione.\n\n{details}\n\nAgenda:\n{link}',
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
      "Ciao {name},\n\nhai annullato la tua prenotazione presso {activity}.\n\n{details}\n\nL'allegato toglie l'appuntamento dal tuo calendario.",
    reminderSubject: '{activity}: promemoria della prenotazione di domani',
    reminderBody:
      "Ciao {name},\n\nti ricordiamo la tua prenotazione di domani presso {activity}.\n\n{details}\n\nSe non puoi venire, annullala o spostala dall'app.",
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
    labelReason: 'Motivo',
    labelBefore: 'Antes',
    myBookings: 'Tus reservas: {link}',
    receivedSubject: '{activity}: solicitud de reserva recibida',
    receivedBody:
      'Hola, {name}:\n\n{activity} ha recibido tu solicitud de reserva. Te escribiremos en cuanto esté confirmada.\n\n{details}',
    bookedSubject: '{activity}: reserva registrada para ti',
    bookedBody:
      'Hola, {name}:\n\n{activity} ha registrado esta reserva para ti: ya está confirmada.\n\n{details}\n\nEn el adjunto tienes la cita para añadirla a tu calendario.',
    bookedPendingBody:
      'Hola, {name}:\n\n{activity} ha registrado esta reserva para ti: está pendiente de confirmación. Te escribiremos en cuanto esté confirmada.\n\n{details}',
    activityCancelledSubject: '{activity} ha cancelado tu reserva',
    activityCancelledBody:
      'Hola, {name}:\n\nlo sentimos, {activity} ha tenido que cancelar tu reserva confirmada.\n\n{details}\n\nPuedes elegir otro horario en la app. El adjunto quita la cita de tu calendario.',
    activityCancelledTitle: 'Reserva cancelada',
    activityCancelledNotice: '{activity} ha cancelado tu reserva: {when}.',
    noticeReason: '{message} Motivo: {reason}',
    movedSubject: '{activity}: reserva cambiada',
    movedBody:
      'Hola, {name}:\n\nhas cambiado tu reserva en {activity}.\n\n{details}\n\nEl adjunto actualiza la cita en tu calendario.',
    movedByActivityBody:
      'Hola, {name}:\n\n{activity} ha cambiado tu reserva.\n\n{details}\n\nEl adjunto actualiza la cita en tu calendario. Si el nuevo horario no te va bien, puedes cancelarla en la app.',
    movedTitle: 'Reserva cambiada',
    movedNotice: '{activity} ha cambiado tu reserva: {when}.',
    staffMovedSubject: '{activity}: {customer} ha cambiado una reserva',
    staffMovedBody: '{customer} ha cambiado su reserva.\n\n{details}\n\nAgenda:\n{link}',
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
      'Hola, {name}:\n\nhas cancelado tu reserva en {activity}.\n\n{details}\n\nEl adjunto quita la cita de tu calendario.',
    reminderSubject: '{activity}: recordatorio de tu reserva de mañana',
    reminderBody:
      'Hola, {name}:\n\nte recordamos tu reserva de mañana en {activity}.\n\n{details}\n\nSi no puedes ir, cancélala o cámbiala en la app.',
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
    labelReason: 'Motif',
    labelBefore: 'Avant',
    myBookings: 'Vos réservations : {link}',
    receivedSubject: '{activity} : demande de réservation reçue',
    receivedBody:
      'Bonjour {name},\n\n{activity} a bien reçu votre demande de réservation. Nous vous écrirons dès qu’elle sera confirmée.\n\n{details}',
    bookedSubject: '{activity} : réservation enregistrée pour vous',
    bookedBody:
      'Bonjour {name},\n\n{activity} a enregistré cette réservation pour vous : elle est déjà confirmée.\n\n{details}\n\nVous trouverez en pièce jointe le rendez-vous à ajouter à votre agenda.',
    bookedPendingBody:
      'Bonjour {name},\n\n{activity} a enregistré cette réservation pour vous : elle attend d’être confirmée. Nous vous écrirons dès qu’elle sera confirmée.\n\n{details}',
    activityCancelledSubject: '{activity} a annulé votre réservation',
    activityCancelledBody:
      "Bonjour {name},\n\nnous sommes désolés, {activity} a dû annuler votre réservation confirmée.\n\n{details}\n\nVous pouvez choisir un autre horaire dans l'application. La pièce jointe retire le rendez-vous de votre agenda.",
    activityCancelledTitle: 'Réservation annulée',
    activityCancelledNotice: '{activity} a annulé votre réservation : {when}.',
    noticeReason: '{message} Motif : {reason}',
    movedSubject: '{activity} : réservation déplacée',
    movedBody:
      'Bonjour {name},\n\nvous avez déplacé votre réservation chez {activity}.\n\n{details}\n\nLa pièce jointe met à jour le rendez-vous dans votre agenda.',
    movedByActivityBody:
      "Bonjour {name},\n\n{activity} a déplacé votre réservation.\n\n{details}\n\nLa pièce jointe met à jour le rendez-vous dans votre agenda. Si le nouvel horaire ne vous convient pas, vous pouvez l'annuler dans l'application.",
    movedTitle: 'Réservation déplacée',
    movedNotice: '{activity} a déplacé votre réservation : {when}.',
    staffMovedSubject: '{activity} : {customer} a déplacé une réservation',
    staffMovedBody: '{customer} a déplacé sa réservation.\n\n{details}\n\nAgenda :\n{link}',
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
      'Bonjour {name},\n\nvous avez annulé votre réservation chez {activity}.\n\n{details}\n\nLa pièce jointe retire le rendez-vous de votre agenda.',
    reminderSubject: '{activity} : rappel de votre réservation de demain',
    reminderBody:
      "Bonjour {name},\n\nnous vous rappelons votre réservation de demain chez {activity}.\n\n{details}\n\nSi vous ne pouvez pas venir, annulez-la ou déplacez-la dans l'application.",
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
    labelReason: 'Grund',
    labelBefore: 'Vorher',
    myBookings: 'Deine Buchungen: {link}',
    receivedSubject: '{activity}: Buchungsanfrage erhalten',
    receivedBody:
      'Hallo {name},\n\n{activity} hat deine Buchungsanfrage erhalten. Wir schreiben dir, sobald sie bestätigt ist.\n\n{details}',
    bookedSubject: '{activity}: Buchung für dich eingetragen',
    bookedBody:
      'Hallo {name},\n\n{activity} hat diese Buchung für dich eingetragen; sie ist bereits bestätigt.\n\n{details}\n\nIm Anhang findest du den Termin für deinen Kalender.',
    bookedPendingBody:
      'Hallo {name},\n\n{activity} hat diese Buchung für dich eingetragen; sie wartet noch auf Bestätigung. Wir schreiben dir, sobald sie bestätigt ist.\n\n{details}',
    activityCancelledSubject: '{activity} hat deine Buchung storniert',
    activityCancelledBody:
      'Hallo {name},\n\nleider musste {activity} deine bestätigte Buchung stornieren.\n\n{details}\n\nIn der App kannst du eine andere Zeit wählen. Der Anhang entfernt den Termin aus deinem Kalender.',
    activityCancelledTitle: 'Buchung storniert',
    activityCancelledNotice: '{activity} hat deine Buchung storniert: {when}.',
    noticeReason: '{message} Grund: {reason}',
    movedSubject: '{activity}: Buchung verschoben',
    movedBody:
      'Hallo {name},\n\ndu hast deine Buchung bei {activity} verschoben.\n\n{details}\n\nDer Anhang aktualisiert den Termin in deinem Kalender.',
    movedByActivityBody:
      'Hallo {name},\n\n{activity} hat deine Buchung verschoben.\n\n{details}\n\nDer Anhang aktualisiert den Termin in deinem Kalender. Passt dir die neue Zeit nicht, kannst du die Buchung in der App stornieren.',
    movedTitle: 'Buchung verschoben',
    movedNotice: '{activity} hat deine Buchung verschoben: {when}.',
    staffMovedSubject: '{activity}: {customer} hat eine Buchung verschoben',
    staffMovedBody: '{customer} hat die Buchung verschoben.\n\n{details}\n\nTerminplan:\n{link}',
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
      'Hallo {name},\n\ndu hast deine Buchung bei {activity} storniert.\n\n{details}\n\nDer Anhang entfernt den Termin aus deinem Kalender.',
    reminderSubject: '{activity}: Erinnerung an deine Buchung morgen',
    reminderBody:
      'Hallo {name},\n\nwir erinnern dich an deine Buchung morgen bei {activity}.\n\n{details}\n\nWenn du nicht kommen kannst, storniere oder verschiebe sie in der App.',
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
    labelReason: 'Reason',
    labelBefore: 'Before',
    myBookings: 'Your bookings: {link}',
    receivedSubject: '{activity}: booking request received',
    receivedBody:
      'Hello {name},\n\n{activity} has received your booking request. We will write to you as soon as it is confirmed.\n\n{details}',
    bookedSubject: '{activity}: a booking made for you',
    bookedBody:
      'Hello {name},\n\n{activity} has made this booking for you; it is already confirmed.\n\n{details}\n\nThe attachment adds the appointment to your calendar.',
    bookedPendingBody:
      'Hello {name},\n\n{activity} has made this booking for you; it is waiting for confirmation. We will write to you as soon as it is confirmed.\n\n{details}',
    activityCancelledSubject: '{activity} has cancelled your booking',
    activityCancelledBody:
      'Hello {name},\n\nwe are sorry: {activity} has had to cancel your confirmed booking.\n\n{details}\n\nYou can choose another time in the app. The attachment removes the appointment from your calendar.',
    activityCancelledTitle: 'Booking cancelled',
    activityCancelledNotice: '{activity} has cancelled your booking: {when}.',
    noticeReason: '{message} Reason: {reason}',
    movedSubject: '{activity}: booking moved',
    movedBody:
      'Hello {name},\n\nyou have moved your booking at {activity}.\n\n{details}\n\nThe attachment updates the appointment in your calendar.',
    movedByActivityBody:
      'Hello {name},\n\n{activity} has moved your booking.\n\n{details}\n\nThe attachment updates the appointment in your calendar. If the new time does not suit you, you can cancel it in the app.',
    movedTitle: 'Booking moved',
    movedNotice: '{activity} has moved your booking: {when}.',
    staffMovedSubject: '{activity}: {customer} moved a booking',
    staffMovedBody: '{customer} moved their booking.\n\n{details}\n\nAgenda:\n{link}',
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
      'Hello {name},\n\nyou have cancelled your booking at {activity}.\n\n{details}\n\nThe attachment removes the appointment from your calendar.',
    reminderSubject: '{activity}: a reminder of your booking tomorrow',
    reminderBody:
      'Hello {name},\n\nthis is a reminder of your booking tomorrow at {activity}.\n\n{details}\n\nIf you cannot come, cancel or move it in the app.',
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
