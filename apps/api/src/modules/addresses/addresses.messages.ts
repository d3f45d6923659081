// The refusals of a delivery address a courier could not use (issue 22).
import { defineMessages } from '../../platform/i18n.ts';

export const addressesMessages = defineMessages({
  it: {
    unknownTown: 'Il comune scelto non esiste: sceglilo tra i suggerimenti',
    badCap: 'Il CAP {cap} non è valido: deve avere {digits} cifre',
    badPostalCode: 'Il CAP {cap} non è valido per il paese del comune',
    capNotOfTown: {
      one: 'Il CAP {cap} non è di {town}: il CAP di {town} è {caps}',
      other: 'Il CAP {cap} non è di {town}: i CAP di {town} sono {caps}',
    },
    badPhone: 'Il numero di telefono {phone} non è valido: il corriere deve poterti chiamare',
  },
  es: {
    unknownTown: 'El municipio elegido no existe: elígelo entre las sugerencias',
    badCap: 'El código postal {cap} no es válido: debe tener {digits} cifras',
    badPostalCode: 'El código postal {cap} no es válido para el país del municipio',
    capNotOfTown: {
      one: 'El código postal {cap} no es de {town}: el de {town} es {caps}',
      other: 'El código postal {cap} no es de {town}: los de {town} son {caps}',
    },
    badPhone: 'El número de teléfono {phone} no es válido: el mensajero debe poder llamarte',
  },
  fr: {
    unknownTown: "La commune choisie n'existe pas : choisis-la parmi les suggestions",
    badCap: "Le code postal {cap} n'est pas valide : il doit avoir {digits} chiffres",
    badPostalCode: "Le code postal {cap} n'est pas valide pour le pays de la commune",
    capNotOfTown: {
      one: "Le code postal {cap} n'est pas celui de {town} : celui de {town} est {caps}",
      other: "Le code postal {cap} n'est pas de {town} : ceux de {town} sont {caps}",
    },
    badPhone: "Le numéro de téléphone {phone} n'est pas valide : le livreur doit pouvoir t'appeler",
  },
  de: {
    unknownTown: 'Die gewählte Gemeinde gibt es nicht: wähle sie aus den Vorschlägen',
    badCap: 'Die Postleitzahl {cap} ist ungültig: sie muss {digits} Ziffern haben',
    badPostalCode: 'Die Postleitzahl {cap} ist für das Land der Gemeinde ungültig',
    capNotOfTown: {
      one: 'Die Postleitzahl {cap} gehört nicht zu {town}: die von {town} ist {caps}',
      other: 'Die Postleitzahl {cap} gehört nicht zu {town}: die von {town} sind {caps}',
    },
    badPhone: 'Die Telefonnummer {phone} ist ungültig: der Kurier muss dich anrufen können',
  },
  gb: {
    unknownTown: 'The chosen town does not exist: pick it from the suggestions',
    badCap: 'The postcode {cap} is not valid: it must have {digits} digits',
    badPostalCode: 'The postcode {cap} is not valid for the town’s country',
    capNotOfTown: {
      one: 'The postcode {cap} is not of {town}: the postcode of {town} is {caps}',
      other: 'The postcode {cap} is not of {town}: the postcodes of {town} are {caps}',
    },
    badPhone: 'The phone number {phone} is not valid: the courier must be able to call you',
  },
});
