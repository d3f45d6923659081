// The activity set-up's refusals (issue 25, console item 1): a text colour that does not read on
// what it is drawn on (WCAG AA, 4.5:1), named by the field the owner changes.
import { defineMessages } from '../../platform/i18n.ts';

export const activitiesMessages = defineMessages({
  it: {
    lowContrastColorText:
      "Il colore del testo non si legge sul colore dell'attività: scegli due colori con un contrasto di almeno 4,5:1",
    lowContrastMenu:
      'Il testo del menu non si legge sul suo sfondo: scegli due colori con un contrasto di almeno 4,5:1',
    lowContrastShop:
      'Il colore del testo dello shop non si legge sullo sfondo della pagina: scegli un colore con un contrasto di almeno 4,5:1',
  },
  es: {
    lowContrastColorText:
      'El color del texto no se lee sobre el color de la actividad: elige dos colores con un contraste de al menos 4,5:1',
    lowContrastMenu:
      'El texto del menú no se lee sobre su fondo: elige dos colores con un contraste de al menos 4,5:1',
    lowContrastShop:
      'El color del texto de la tienda no se lee sobre el fondo de la página: elige un color con un contraste de al menos 4,5:1',
  },
  fr: {
    lowContrastColorText:
      "La couleur du texte ne se lit pas sur la couleur de l'activité : choisissez deux couleurs avec un contraste d'au moins 4,5:1",
    lowContrastMenu:
      "Le texte du menu ne se lit pas sur son fond : choisissez deux couleurs avec un contraste d'au moins 4,5:1",
    lowContrastShop:
      "La couleur du texte de la boutique ne se lit pas sur le fond de la page : choisissez une couleur avec un contraste d'au moins 4,5:1",
  },
  de: {
    lowContrastColorText:
      'Die Textfarbe ist auf der Farbe des Geschäfts nicht lesbar: Wählen Sie zwei Farben mit einem Kontrast von mindestens 4,5:1',
    lowContrastMenu:
      'Der Text des Menüs ist auf seinem Hintergrund nicht lesbar: Wählen Sie zwei Farben mit einem Kontrast von mindestens 4,5:1',
    lowContrastShop:
      'Die Textfarbe des Shops ist auf dem Seitenhintergrund nicht lesbar: Wählen Sie eine Farbe mit einem Kontrast von mindestens 4,5:1',
  },
  gb: {
    lowContrastColorText:
      "The text colour does not read on the activity's colour: choose two colours with a contrast of at least 4.5:1",
    lowContrastMenu:
      'The menu text does not read on its background: choose two colours with a contrast of at least 4.5:1',
    lowContrastShop:
      "The shop's text colour does not read on the page background: choose a colour with a contrast of at least 4.5:1",
  },
});
