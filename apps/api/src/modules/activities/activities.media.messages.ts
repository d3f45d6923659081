// The home's media refusals (issue 25, console item 1): the gallery's order gone stale, a picture
// or video that is not the activity's, and the video upload's own (not a video, too large, no file).
import { defineMessages } from '../../platform/i18n.ts';

export const activityMediaMessages = defineMessages({
  it: {
    orderStale:
      'Le immagini della home sono cambiate nel frattempo: ricarica la pagina e riordinale di nuovo',
    tooManyPictures: 'La home ha già {max} immagini: togline una prima di aggiungerne altre',
    unknownVideo:
      'Il video scelto non è tra quelli caricati per questa attività: caricalo di nuovo',
    notMultipart: 'Invia il video come modulo multipart/form-data, con il campo file',
    badForm: 'Il modulo inviato non è leggibile: riprova a caricare il video',
    noVideo: 'Nessun video ricevuto: scegli un file da caricare',
    oneVideo: 'Carica un solo video alla volta',
    notAVideo: 'Il file non è un video che si possa usare: carica un video MP4 o WebM',
    tooLarge: 'Il video supera {megabytes} MB: accorcialo o comprimilo e riprova',
  },
  es: {
    orderStale:
      'Las imágenes de la portada han cambiado mientras tanto: recarga la página y vuelve a ordenarlas',
    tooManyPictures: 'La portada ya tiene {max} imágenes: quita una antes de añadir otras',
    unknownVideo:
      'El vídeo elegido no está entre los subidos para esta actividad: vuelve a subirlo',
    notMultipart: 'Envía el vídeo como formulario multipart/form-data, con el campo file',
    badForm: 'El formulario enviado no se puede leer: vuelve a subir el vídeo',
    noVideo: 'No se ha recibido ningún vídeo: elige un archivo para subir',
    oneVideo: 'Sube un solo vídeo cada vez',
    notAVideo: 'El archivo no es un vídeo que se pueda usar: sube un vídeo MP4 o WebM',
    tooLarge: 'El vídeo supera {megabytes} MB: acórtalo o comprímelo e inténtalo de nuevo',
  },
  fr: {
    orderStale:
      "Les images de l'accueil ont changé entre-temps : rechargez la page et réordonnez-les",
    tooManyPictures: "L'accueil a déjà {max} images : retirez-en une avant d'en ajouter d'autres",
    unknownVideo:
      'La vidéo choisie ne fait pas partie de celles envoyées pour cette activité : envoyez-la à nouveau',
    notMultipart: 'Envoyez la vidéo dans un formulaire multipart/form-data, avec le champ file',
    badForm: 'Le formulaire envoyé est illisible : envoyez la vidéo à nouveau',
    noVideo: 'Aucune vidéo reçue : choisissez un fichier à envoyer',
    oneVideo: 'Envoyez une seule vidéo à la fois',
    notAVideo: "Le fichier n'est pas une vidéo utilisable : envoyez une vidéo MP4 ou WebM",
    tooLarge: 'La vidéo dépasse {megabytes} Mo : raccourcissez-la ou compressez-la et réessayez',
  },
  de: {
    orderStale:
      'Die Bilder der Startseite haben sich inzwischen geändert: Lade die Seite neu und ordne sie erneut',
    tooManyPictures:
      'Die Startseite hat schon {max} Bilder: Entferne eines, bevor du weitere hinzufügst',
    unknownVideo:
      'Das gewählte Video gehört nicht zu den für diese Aktivität hochgeladenen: Lade es erneut hoch',
    notMultipart: 'Sende das Video als multipart/form-data-Formular mit dem Feld file',
    badForm: 'Das gesendete Formular ist nicht lesbar: Lade das Video erneut hoch',
    noVideo: 'Kein Video empfangen: Wähle eine Datei zum Hochladen',
    oneVideo: 'Lade jeweils nur ein Video hoch',
    notAVideo: 'Die Datei ist kein verwendbares Video: Lade ein MP4- oder WebM-Video hoch',
    tooLarge:
      'Das Video ist größer als {megabytes} MB: Kürze oder komprimiere es und versuche es erneut',
  },
  gb: {
    orderStale: "The home's pictures have changed meanwhile: reload the page and order them again",
    tooManyPictures: 'The home already has {max} pictures: take one off before adding more',
    unknownVideo: 'The video chosen is not among those uploaded for this activity: upload it again',
    notMultipart: 'Send the video as a multipart/form-data form, with the field file',
    badForm: 'The form sent cannot be read: upload the video again',
    noVideo: 'No video received: choose a file to upload',
    oneVideo: 'Upload one video at a time',
    notAVideo: 'The file is not a video that can be used: upload an MP4 or WebM video',
    tooLarge: 'The video is over {megabytes} MB: shorten or compress it and try again',
  },
});
