// The booking set-up's refusals (issue 16, settings screens for ROLE_ADMIN): input the contracts
// accept field by field but that does not make sense together, worded for the admin.
import { defineMessages } from '../../platform/i18n.ts';

export const bookingAdminMessages = defineMessages({
  it: {
    hoursOrder: "L'orario di chiusura deve essere successivo a quello di apertura",
    serviceNameTaken: 'Esiste già un servizio con il nome {name}',
    unknownService:
      "Uno dei servizi scelti non è tra quelli dell'attività: ricarica la pagina e riprova",
    unknownOperator:
      "L'operatore scelto non è tra quelli dell'attività: ricarica la pagina e riprova",
    closureDay: 'Scegli una data oppure un giorno della settimana, non entrambi',
    closureTimesPair: "Indica sia l'inizio sia la fine della chiusura, oppure nessuno dei due",
    closureTimesOrder: "La fine della chiusura deve essere successiva all'inizio",
    closureEveryDay:
      'Una chiusura di tutti i giorni deve avere un orario (per esempio la pausa pranzo)',
    closureExists: "Questa chiusura c'è già",
    closureRange:
      'Una chiusura di più giorni va dalla data iniziale a una data successiva, per al massimo un anno',
  },
  es: {
    hoursOrder: 'La hora de cierre debe ser posterior a la de apertura',
    serviceNameTaken: 'Ya existe un servicio con el nombre {name}',
    unknownService:
      'Uno de los servicios elegidos no es de la actividad: recarga la página e inténtalo de nuevo',
    unknownOperator:
      'El operador elegido no es de la actividad: recarga la página e inténtalo de nuevo',
    closureDay: 'Elige una fecha o un día de la semana, no ambos',
    closureTimesPair: 'Indica el inicio y el fin del cierre, o ninguno de los dos',
    closureTimesOrder: 'El fin del cierre debe ser posterior al inicio',
    closureEveryDay:
      'Un cierre de todos los días debe tener un horario (por ejemplo la pausa para comer)',
    closureExists: 'Este cierre ya existe',
    closureRange:
      'Un cierre de varios días va de la fecha inicial a una fecha posterior, como máximo un año',
  },
  fr: {
    hoursOrder: "L'heure de fermeture doit suivre celle d'ouverture",
    serviceNameTaken: 'Un service nommé {name} existe déjà',
    unknownService:
      "L'un des services choisis n'appartient pas à l'activité : rechargez la page et réessayez",
    unknownOperator:
      "L'opérateur choisi n'appartient pas à l'activité : rechargez la page et réessayez",
    closureDay: 'Choisissez une date ou un jour de la semaine, pas les deux',
    closureTimesPair: 'Indiquez le début et la fin de la fermeture, ou aucun des deux',
    closureTimesOrder: 'La fin de la fermeture doit suivre son début',
    closureEveryDay:
      'Une fermeture de tous les jours doit avoir un horaire (par exemple la pause déjeuner)',
    closureExists: 'Cette fermeture existe déjà',
    closureRange:
      'Une fermeture de plusieurs jours va de la date de début à une date ultérieure, sur un an au plus',
  },
  de: {
    hoursOrder: 'Die Schließzeit muss nach der Öffnungszeit liegen',
    serviceNameTaken: 'Es gibt bereits eine Leistung namens {name}',
    unknownService:
      'Eine der gewählten Leistungen gehört nicht zum Betrieb: Seite neu laden und erneut versuchen',
    unknownOperator:
      'Der gewählte Mitarbeiter gehört nicht zum Betrieb: Seite neu laden und erneut versuchen',
    closureDay: 'Wähle ein Datum oder einen Wochentag, nicht beides',
    closureTimesPair: 'Gib Beginn und Ende der Schließung an oder keines von beiden',
    closureTimesOrder: 'Das Ende der Schließung muss nach dem Beginn liegen',
    closureEveryDay:
      'Eine tägliche Schließung braucht eine Uhrzeit (zum Beispiel die Mittagspause)',
    closureExists: 'Diese Schließung gibt es schon',
    closureRange:
      'Eine mehrtägige Schließung reicht vom Startdatum bis zu einem späteren Datum, höchstens ein Jahr',
  },
  gb: {
    hoursOrder: 'The closing time must come after the opening time',
    serviceNameTaken: 'A service named {name} already exists',
    unknownService:
      "One of the chosen services is not one of the activity's: reload the page and try again",
    unknownOperator:
      "The chosen operator is not one of the activity's: reload the page and try again",
    closureDay: 'Choose a date or a day of the week, not both',
    closureTimesPair: 'Give both the start and the end of the closure, or neither',
    closureTimesOrder: 'The end of the closure must come after its start',
    closureEveryDay: 'A closure on every day needs a time range (a lunch break, say)',
    closureExists: 'This closure exists already',
    closureRange:
      'A closure over several days runs from its first date to a later one, a year at most',
  },
});
