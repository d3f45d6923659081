// The menu's refusals of an admin's change (issue 25): a category that still lists entries, an
// order sent for a list that changed meanwhile.
import { defineMessages } from '../../platform/i18n.ts';

export const menusMessages = defineMessages({
  it: {
    categoryNotEmpty: {
      one: 'La categoria contiene una voce: spostala in un’altra categoria o eliminala prima',
      other: 'La categoria contiene {count} voci: spostale in un’altra categoria o eliminale prima',
    },
    orderStale: "L'elenco è cambiato nel frattempo: ricarica la pagina e riordina di nuovo",
  },
  es: {
    categoryNotEmpty: {
      one: 'La categoría contiene un plato: muévelo a otra categoría o elimínalo antes',
      other: 'La categoría contiene {count} platos: muévelos a otra categoría o elimínalos antes',
    },
    orderStale: 'La lista ha cambiado mientras tanto: recarga la página y vuelve a ordenarla',
  },
  fr: {
    categoryNotEmpty: {
      one: 'La catégorie contient un plat : déplacez-le dans une autre catégorie ou supprimez-le d’abord',
      other:
        'La catégorie contient {count} plats : déplacez-les dans une autre catégorie ou supprimez-les d’abord',
    },
    orderStale: 'La liste a changé entre-temps : rechargez la page et réordonnez-la',
  },
  de: {
    categoryNotEmpty: {
      one: 'Die Kategorie enthält einen Eintrag: Verschiebe ihn zuerst in eine andere Kategorie oder lösche ihn',
      other:
        'Die Kategorie enthält {count} Einträge: Verschiebe sie zuerst in eine andere Kategorie oder lösche sie',
    },
    orderStale: 'Die Liste hat sich inzwischen geändert: Lade die Seite neu und ordne sie erneut',
  },
  gb: {
    categoryNotEmpty: {
      one: 'The category lists one entry: move it to another category or delete it first',
      other:
        'The category lists {count} entries: move them to another category or delete them first',
    },
    orderStale: 'The list has changed meanwhile: reload the page and order it again',
  },
});
