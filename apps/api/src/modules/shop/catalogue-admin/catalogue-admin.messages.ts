// The catalogue's refusals of an admin's change (issue 25, console item 4): a category that still
// lists items, a list reordered after it changed, a code taken, a stock that moved meanwhile, a
// size or colour that past orders name.
import { defineMessages } from '../../../platform/i18n.ts';

export const catalogueAdminMessages = defineMessages({
  it: {
    categoryNotEmpty: {
      one: 'La categoria contiene un prodotto: spostalo in un’altra categoria o eliminalo prima, oppure nascondi la categoria',
      other:
        'La categoria contiene {count} prodotti: spostali in un’altra categoria o eliminali prima, oppure nascondi la categoria',
    },
    orderStale: "L'elenco è cambiato nel frattempo: ricarica la pagina e riordina di nuovo",
    skuTaken: 'Il codice {sku} è già di un altro prodotto',
    stockChanged: {
      one: 'Nel frattempo la disponibilità è cambiata: ora è 1 pezzo. Ricontrolla e salva di nuovo',
      other:
        'Nel frattempo la disponibilità è cambiata: ora è {count} pezzi. Ricontrolla e salva di nuovo',
    },
    stockChangedUnlimited:
      'Nel frattempo la disponibilità è cambiata: ora è illimitata. Ricontrolla e salva di nuovo',
    stockUnlimited:
      'La disponibilità di questa taglia è illimitata: imposta prima quanti pezzi ci sono',
    stockTooLow: {
      one: 'Ne resta solo 1 pezzo: non puoi toglierne di più',
      other: 'Ne restano solo {count} pezzi: non puoi toglierne di più',
    },
    sizeOrdered:
      'Questa taglia è in ordini già fatti e non si può eliminare: metti la disponibilità a 0 per non venderla più',
    colorOrdered:
      'Questo colore è in ordini già fatti e non si può eliminare: metti a 0 la disponibilità delle sue taglie per non venderlo più',
  },
  es: {
    categoryNotEmpty: {
      one: 'La categoría contiene un producto: muévelo a otra categoría o elimínalo antes, u oculta la categoría',
      other:
        'La categoría contiene {count} productos: muévelos a otra categoría o elimínalos antes, u oculta la categoría',
    },
    orderStale: 'La lista ha cambiado mientras tanto: recarga la página y vuelve a ordenarla',
    skuTaken: 'El código {sku} ya es de otro producto',
    stockChanged: {
      one: 'Mientras tanto la disponibilidad ha cambiado: ahora es 1 unidad. Compruébala y guarda de nuevo',
      other:
        'Mientras tanto la disponibilidad ha cambiado: ahora es {count} unidades. Compruébala y guarda de nuevo',
    },
    stockChangedUnlimited:
      'Mientras tanto la disponibilidad ha cambiado: ahora es ilimitada. Compruébala y guarda de nuevo',
    stockUnlimited:
      'La disponibilidad de esta talla es ilimitada: indica primero cuántas unidades hay',
    stockTooLow: {
      one: 'Solo queda 1 unidad: no puedes quitar más',
      other: 'Solo quedan {count} unidades: no puedes quitar más',
    },
    sizeOrdered:
      'Esta talla está en pedidos ya hechos y no se puede eliminar: pon la disponibilidad a 0 para dejar de venderla',
    colorOrdered:
      'Este color está en pedidos ya hechos y no se puede eliminar: pon a 0 la disponibilidad de sus tallas para dejar de venderlo',
  },
  fr: {
    categoryNotEmpty: {
      one: 'La catégorie contient un produit : déplacez-le dans une autre catégorie ou supprimez-le d’abord, ou masquez la catégorie',
      other:
        'La catégorie contient {count} produits : déplacez-les dans une autre catégorie ou supprimez-les d’abord, ou masquez la catégorie',
    },
    orderStale: 'La liste a changé entre-temps : rechargez la page et réordonnez-la',
    skuTaken: 'Le code {sku} est déjà celui d’un autre produit',
    stockChanged: {
      one: 'Entre-temps le stock a changé : il est maintenant de 1 pièce. Vérifiez et enregistrez à nouveau',
      other:
        'Entre-temps le stock a changé : il est maintenant de {count} pièces. Vérifiez et enregistrez à nouveau',
    },
    stockChangedUnlimited:
      'Entre-temps le stock a changé : il est maintenant illimité. Vérifiez et enregistrez à nouveau',
    stockUnlimited:
      'Le stock de cette taille est illimité : indiquez d’abord combien de pièces il y a',
    stockTooLow: {
      one: 'Il ne reste qu’une pièce : vous ne pouvez pas en retirer davantage',
      other: 'Il ne reste que {count} pièces : vous ne pouvez pas en retirer davantage',
    },
    sizeOrdered:
      'Cette taille figure dans des commandes passées et ne peut pas être supprimée : mettez son stock à 0 pour ne plus la vendre',
    colorOrdered:
      'Cette couleur figure dans des commandes passées et ne peut pas être supprimée : mettez le stock de ses tailles à 0 pour ne plus la vendre',
  },
  de: {
    categoryNotEmpty: {
      one: 'Die Kategorie enthält ein Produkt: Verschiebe es zuerst in eine andere Kategorie oder lösche es, oder blende die Kategorie aus',
      other:
        'Die Kategorie enthält {count} Produkte: Verschiebe sie zuerst in eine andere Kategorie oder lösche sie, oder blende die Kategorie aus',
    },
    orderStale: 'Die Liste hat sich inzwischen geändert: Lade die Seite neu und ordne sie erneut',
    skuTaken: 'Der Code {sku} gehört schon einem anderen Produkt',
    stockChanged: {
      one: 'Der Bestand hat sich inzwischen geändert: jetzt 1 Stück. Prüfe ihn und speichere erneut',
      other:
        'Der Bestand hat sich inzwischen geändert: jetzt {count} Stück. Prüfe ihn und speichere erneut',
    },
    stockChangedUnlimited:
      'Der Bestand hat sich inzwischen geändert: jetzt unbegrenzt. Prüfe ihn und speichere erneut',
    stockUnlimited:
      'Der Bestand dieser Größe ist unbegrenzt: Gib zuerst an, wie viele Stück da sind',
    stockTooLow: {
      one: 'Es ist nur noch 1 Stück da: Du kannst nicht mehr abziehen',
      other: 'Es sind nur noch {count} Stück da: Du kannst nicht mehr abziehen',
    },
    sizeOrdered:
      'Diese Größe steht in früheren Bestellungen und kann nicht gelöscht werden: Setze ihren Bestand auf 0, um sie nicht mehr zu verkaufen',
    colorOrdered:
      'Diese Farbe steht in früheren Bestellungen und kann nicht gelöscht werden: Setze den Bestand ihrer Größen auf 0, um sie nicht mehr zu verkaufen',
  },
  gb: {
    categoryNotEmpty: {
      one: 'The category lists one item: move it to another category or delete it first, or hide the category',
      other:
        'The category lists {count} items: move them to another category or delete them first, or hide the category',
    },
    orderStale: 'The list has changed meanwhile: reload the page and order it again',
    skuTaken: 'The code {sku} already belongs to another item',
    stockChanged: {
      one: 'The stock has changed meanwhile: it is now 1 piece. Check it and save again',
      other: 'The stock has changed meanwhile: it is now {count} pieces. Check it and save again',
    },
    stockChangedUnlimited:
      'The stock has changed meanwhile: it is now unlimited. Check it and save again',
    stockUnlimited: 'This size has unlimited stock: first say how many pieces there are',
    stockTooLow: {
      one: 'Only 1 piece is left: you cannot take away more',
      other: 'Only {count} pieces are left: you cannot take away more',
    },
    sizeOrdered:
      'Past orders name this size, so it cannot be deleted: set its stock to 0 to stop selling it',
    colorOrdered:
      'Past orders name this colour, so it cannot be deleted: set its sizes’ stock to 0 to stop selling it',
  },
});

/** The import's words: a file it cannot read, and each line's errors and notes. */
export const catalogueImportMessages = defineMessages({
  it: {
    notUtf8:
      'Il file non è in UTF-8: nel foglio di calcolo salvalo come «CSV UTF-8 (delimitato da virgole)» e riprova',
    unreadable: 'Il file non è un CSV leggibile (riga {line}): controlla le virgolette',
    noLines: 'Il file non ha righe di prodotti sotto l’intestazione',
    tooManyLines: 'Il file ha più di {max} righe: dividilo in più file',
    missingColumns: 'Mancano le colonne: {columns}. La prima riga deve dare i nomi delle colonne',
    columnTwice: 'La colonna {column} compare due volte',
    hasErrors: {
      one: 'Una riga ha errori: correggila e riprova, niente è stato importato',
      other: '{count} righe hanno errori: correggile e riprova, niente è stato importato',
    },
    cellCount: 'La riga ha {found} celle invece di {expected}',
    nameMissing: 'Manca il nome',
    nameTooLong: 'Il nome supera i {max} caratteri',
    categoryMissing: 'Manca la categoria',
    categoryTooLong: 'La categoria supera i {max} caratteri',
    descriptionTooLong: 'La descrizione supera i {max} caratteri',
    priceMissing: 'Manca il prezzo',
    priceInvalid: 'Prezzo non valido: «{value}» (scrivi ad esempio 12,50)',
    discountInvalid: 'Prezzo scontato non valido: «{value}» (scrivi ad esempio 9,90)',
    discountNotBelow: 'Il prezzo scontato deve essere più basso del prezzo',
    stockInvalid: 'Quantità non valida: «{value}» (un numero intero, o vuota per illimitata)',
    visibleInvalid: 'Visibile non valido: «{value}» (scrivi sì o no)',
    skuInvalid: 'Codice non valido: «{value}» (lettere, cifre e . _ - /, al massimo 40)',
    ambiguousName:
      'In questa categoria più prodotti hanno questo nome: aggiungi la colonna codice per dire quale',
    sameAsLine: 'Lo stesso prodotto è già alla riga {line}',
    newCategory: 'Nuova categoria: {name}',
    stockKept:
      'La quantità non cambia per un prodotto che c’è già: correggila dalle sue taglie, dove si vede chi compra nel frattempo',
    unknownColumns: 'Colonne ignorate: {columns}',
  },
  es: {
    notUtf8:
      'El archivo no está en UTF-8: guárdalo en la hoja de cálculo como «CSV UTF-8 (delimitado por comas)» y vuelve a intentarlo',
    unreadable: 'El archivo no es un CSV legible (línea {line}): revisa las comillas',
    noLines: 'El archivo no tiene líneas de productos bajo el encabezado',
    tooManyLines: 'El archivo tiene más de {max} líneas: divídelo en varios archivos',
    missingColumns:
      'Faltan las columnas: {columns}. La primera línea debe dar los nombres de las columnas',
    columnTwice: 'La columna {column} aparece dos veces',
    hasErrors: {
      one: 'Una línea tiene errores: corrígela y vuelve a intentarlo, no se ha importado nada',
      other:
        '{count} líneas tienen errores: corrígelas y vuelve a intentarlo, no se ha importado nada',
    },
    cellCount: 'La línea tiene {found} celdas en lugar de {expected}',
    nameMissing: 'Falta el nombre',
    nameTooLong: 'El nombre supera los {max} caracteres',
    categoryMissing: 'Falta la categoría',
    categoryTooLong: 'La categoría supera los {max} caracteres',
    descriptionTooLong: 'La descripción supera los {max} caracteres',
    priceMissing: 'Falta el precio',
    priceInvalid: 'Precio no válido: «{value}» (escribe por ejemplo 12,50)',
    discountInvalid: 'Precio rebajado no válido: «{value}» (escribe por ejemplo 9,90)',
    discountNotBelow: 'El precio rebajado debe ser más bajo que el precio',
    stockInvalid: 'Cantidad no válida: «{value}» (un número entero, o vacía para ilimitada)',
    visibleInvalid: 'Visible no válido: «{value}» (escribe sí o no)',
    skuInvalid: 'Código no válido: «{value}» (letras, cifras y . _ - /, como máximo 40)',
    ambiguousName:
      'En esta categoría varios productos tienen este nombre: añade la columna código para decir cuál',
    sameAsLine: 'El mismo producto ya está en la línea {line}',
    newCategory: 'Nueva categoría: {name}',
    stockKept:
      'La cantidad no cambia para un producto que ya existe: corrígela desde sus tallas, donde se ve quién compra mientras tanto',
    unknownColumns: 'Columnas ignoradas: {columns}',
  },
  fr: {
    notUtf8:
      'Le fichier n’est pas en UTF-8 : enregistrez-le dans le tableur en « CSV UTF-8 (délimité par des virgules) » et réessayez',
    unreadable: 'Le fichier n’est pas un CSV lisible (ligne {line}) : vérifiez les guillemets',
    noLines: 'Le fichier n’a aucune ligne de produit sous l’en-tête',
    tooManyLines: 'Le fichier a plus de {max} lignes : divisez-le en plusieurs fichiers',
    missingColumns:
      'Colonnes manquantes : {columns}. La première ligne doit donner les noms des colonnes',
    columnTwice: 'La colonne {column} apparaît deux fois',
    hasErrors: {
      one: 'Une ligne a des erreurs : corrigez-la et réessayez, rien n’a été importé',
      other: '{count} lignes ont des erreurs : corrigez-les et réessayez, rien n’a été importé',
    },
    cellCount: 'La ligne a {found} cellules au lieu de {expected}',
    nameMissing: 'Le nom manque',
    nameTooLong: 'Le nom dépasse {max} caractères',
    categoryMissing: 'La catégorie manque',
    categoryTooLong: 'La catégorie dépasse {max} caractères',
    descriptionTooLong: 'La description dépasse {max} caractères',
    priceMissing: 'Le prix manque',
    priceInvalid: 'Prix non valide : « {value} » (écrivez par exemple 12,50)',
    discountInvalid: 'Prix soldé non valide : « {value} » (écrivez par exemple 9,90)',
    discountNotBelow: 'Le prix soldé doit être inférieur au prix',
    stockInvalid: 'Quantité non valide : « {value} » (un nombre entier, ou vide pour illimité)',
    visibleInvalid: 'Visible non valide : « {value} » (écrivez oui ou non)',
    skuInvalid: 'Code non valide : « {value} » (lettres, chiffres et . _ - /, 40 au plus)',
    ambiguousName:
      'Dans cette catégorie plusieurs produits portent ce nom : ajoutez la colonne code pour dire lequel',
    sameAsLine: 'Le même produit est déjà à la ligne {line}',
    newCategory: 'Nouvelle catégorie : {name}',
    stockKept:
      'La quantité ne change pas pour un produit qui existe déjà : corrigez-la depuis ses tailles, où l’on voit qui achète entre-temps',
    unknownColumns: 'Colonnes ignorées : {columns}',
  },
  de: {
    notUtf8:
      'Die Datei ist nicht in UTF-8: Speichere sie in der Tabellenkalkulation als „CSV UTF-8 (durch Trennzeichen getrennt)“ und versuche es erneut',
    unreadable: 'Die Datei ist keine lesbare CSV (Zeile {line}): Prüfe die Anführungszeichen',
    noLines: 'Die Datei hat unter der Kopfzeile keine Produktzeilen',
    tooManyLines: 'Die Datei hat mehr als {max} Zeilen: Teile sie in mehrere Dateien auf',
    missingColumns: 'Es fehlen die Spalten: {columns}. Die erste Zeile muss die Spalten benennen',
    columnTwice: 'Die Spalte {column} kommt zweimal vor',
    hasErrors: {
      one: 'Eine Zeile hat Fehler: Korrigiere sie und versuche es erneut, nichts wurde importiert',
      other:
        '{count} Zeilen haben Fehler: Korrigiere sie und versuche es erneut, nichts wurde importiert',
    },
    cellCount: 'Die Zeile hat {found} Zellen statt {expected}',
    nameMissing: 'Der Name fehlt',
    nameTooLong: 'Der Name ist länger als {max} Zeichen',
    categoryMissing: 'Die Kategorie fehlt',
    categoryTooLong: 'Die Kategorie ist länger als {max} Zeichen',
    descriptionTooLong: 'Die Beschreibung ist länger als {max} Zeichen',
    priceMissing: 'Der Preis fehlt',
    priceInvalid: 'Ungültiger Preis: „{value}“ (schreibe zum Beispiel 12,50)',
    discountInvalid: 'Ungültiger reduzierter Preis: „{value}“ (schreibe zum Beispiel 9,90)',
    discountNotBelow: 'Der reduzierte Preis muss unter dem Preis liegen',
    stockInvalid: 'Ungültige Menge: „{value}“ (eine ganze Zahl, oder leer für unbegrenzt)',
    visibleInvalid: 'Ungültiges Sichtbar: „{value}“ (schreibe ja oder nein)',
    skuInvalid: 'Ungültiger Code: „{value}“ (Buchstaben, Ziffern und . _ - /, höchstens 40)',
    ambiguousName:
      'In dieser Kategorie haben mehrere Produkte diesen Namen: Füge die Spalte Code hinzu, um zu sagen, welches',
    sameAsLine: 'Dasselbe Produkt steht schon in Zeile {line}',
    newCategory: 'Neue Kategorie: {name}',
    stockKept:
      'Die Menge eines vorhandenen Produkts ändert sich nicht: Korrigiere sie bei seinen Größen, wo man sieht, wer inzwischen kauft',
    unknownColumns: 'Ignorierte Spalten: {columns}',
  },
  gb: {
    notUtf8:
      'The file is not UTF-8: save it from the spreadsheet as “CSV UTF-8 (comma delimited)” and try again',
    unreadable: 'The file is not a readable CSV (line {line}): check the quotes',
    noLines: 'The file has no item lines under its header',
    tooManyLines: 'The file has more than {max} lines: split it into several files',
    missingColumns: 'Columns missing: {columns}. The first line must name the columns',
    columnTwice: 'The column {column} appears twice',
    hasErrors: {
      one: 'One line has errors: correct it and try again, nothing was imported',
      other: '{count} lines have errors: correct them and try again, nothing was imported',
    },
    cellCount: 'The line has {found} cells instead of {expected}',
    nameMissing: 'The name is missing',
    nameTooLong: 'The name is longer than {max} characters',
    categoryMissing: 'The category is missing',
    categoryTooLong: 'The category is longer than {max} characters',
    descriptionTooLong: 'The description is longer than {max} characters',
    priceMissing: 'The price is missing',
    priceInvalid: 'Invalid price: “{value}” (write for example 12.50)',
    discountInvalid: 'Invalid discount price: “{value}” (write for example 9.90)',
    discountNotBelow: 'The discount price must be below the price',
    stockInvalid: 'Invalid quantity: “{value}” (a whole number, or blank for unlimited)',
    visibleInvalid: 'Invalid visible: “{value}” (write yes or no)',
    skuInvalid: 'Invalid code: “{value}” (letters, digits and . _ - /, 40 at most)',
    ambiguousName:
      'Several items of this category have this name: add the code column to say which',
    sameAsLine: 'The same item is already on line {line}',
    newCategory: 'New category: {name}',
    stockKept:
      'The quantity of an item already in the shop does not change: correct it from its sizes, where purchases made meanwhile show',
    unknownColumns: 'Columns ignored: {columns}',
  },
});
