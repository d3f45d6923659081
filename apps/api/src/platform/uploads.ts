// Pictures the owner's console uploads (issue 25, decision 0036): one file from a multipart form,
// judged by its bytes (never its name or Content-Type): JPEG, PNG, WebP, AVIF or GIF (its first
// frame) only. It is decoded, turned upright by its EXIF orientation, shrunk to its kind's edge
// and written again as WebP with no metadata (no GPS, no camera), under a name that is the hash
// of what is written: DATA_DIR/images/<folder>/<activityId>/<32 hex>.webp. The folder comes from
// the kind (a fixed list), the activity from the route's tenancy: nothing a client sends is a path.
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { defineMessages } from './i18n.ts';
import { imageUrl } from './images.ts';
import { platformMessages } from './messages.ts';

/**
 * What a picture is for: the folder of images/ it lives in (the one the views' `imageUrl` reads)
 * and its longest edge in pixels. The logo and the home pictures share the activity's folder.
 */
export const PICTURE_KINDS = {
  logo: { folder: 'activity', maxEdge: 512 },
  activity: { folder: 'activity', maxEdge: 1600 },
  item: { folder: 'item', maxEdge: 1600 },
  shop: { folder: 'shop', maxEdge: 1600 },
  menu: { folder: 'menu', maxEdge: 1600 },
  notice: { folder: 'notice', maxEdge: 1600 },
  'scratch-and-win': { folder: 'scratch-and-win', maxEdge: 1600 },
  coupon: { folder: 'coupon', maxEdge: 1600 },
  pack: { folder: 'pack', maxEdge: 1600 },
} as const satisfies Record<string, { folder: string; maxEdge: number }>;
export type PictureKind = keyof typeof PICTURE_KINDS;
export const pictureKind = z.enum(Object.keys(PICTURE_KINDS) as [PictureKind, ...PictureKind[]]);

/** The largest file accepted, in bytes: a phone's photo fits. */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** The most pixels a picture may declare (64 million, 8000 × 8000): more is refused undecoded. */
export const MAX_PICTURE_PIXELS = 64_000_000;
/** A stored picture's name: the first 32 hex digits of the SHA-256 of its WebP bytes. */
export const PICTURE_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
/** Pictures decoded at once (2 cores); at most this many more wait, then 503 busy. */
const JOBS_AT_ONCE = 1;
const MAX_WAITING = 16;
const WEBP_QUALITY = 82;

/** What busboy may read of one upload: one file, a few small fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PICTURE_BYTES,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 200,
  headerPairs: 20,
};

export const uploadMessages = defineMessages({
  it: {
    notMultipart: "Invia l'immagine come modulo multipart/form-data, con i campi kind e file",
    badForm: 'Il modulo inviato non è leggibile: riprova a caricare l’immagine',
    noPicture: 'Nessuna immagine ricevuta: scegli un file da caricare',
    onePicture: 'Carica una sola immagine alla volta',
    badKind: "Manca il tipo dell'immagine, o non è tra quelli previsti ({kinds})",
    notAPicture:
      "Il file non è un'immagine che si possa usare: carica una foto JPEG, PNG, WebP, AVIF o GIF",
    tooLarge: "L'immagine supera {megabytes} MB: riducila e riprova",
    tooManyPixels:
      "L'immagine è troppo grande: al massimo {megapixels} milioni di pixel. Riducila e riprova",
    unknownPicture:
      "L'immagine scelta non è tra quelle caricate per questa attività: caricala di nuovo",
  },
  es: {
    notMultipart: 'Envía la imagen como formulario multipart/form-data, con los campos kind y file',
    badForm: 'El formulario enviado no se puede leer: vuelve a subir la imagen',
    noPicture: 'No se ha recibido ninguna imagen: elige un archivo para subir',
    onePicture: 'Sube una sola imagen cada vez',
    badKind: 'Falta el tipo de la imagen, o no es uno de los previstos ({kinds})',
    notAPicture:
      'El archivo no es una imagen que se pueda usar: sube una foto JPEG, PNG, WebP, AVIF o GIF',
    tooLarge: 'La imagen supera {megabytes} MB: redúcela e inténtalo de nuevo',
    tooManyPixels:
      'La imagen es demasiado grande: como máximo {megapixels} millones de píxeles. Redúcela e inténtalo de nuevo',
    unknownPicture:
      'La imagen elegida no está entre las subidas para esta actividad: vuelve a subirla',
  },
  fr: {
    notMultipart:
      "Envoyez l'image dans un formulaire multipart/form-data, avec les champs kind et file",
    badForm: "Le formulaire envoyé est illisible : envoyez l'image à nouveau",
    noPicture: 'Aucune image reçue : choisissez un fichier à envoyer',
    onePicture: 'Envoyez une seule image à la fois',
    badKind: "Le type de l'image manque, ou n'est pas l'un des types prévus ({kinds})",
    notAPicture:
      "Le fichier n'est pas une image utilisable : envoyez une photo JPEG, PNG, WebP, AVIF ou GIF",
    tooLarge: "L'image dépasse {megabytes} Mo : réduisez-la et réessayez",
    tooManyPixels:
      "L'image est trop grande : {megapixels} millions de pixels au plus. Réduisez-la et réessayez",
    unknownPicture:
      "L'image choisie ne fait pas partie de celles envoyées pour cette activité : envoyez-la à nouveau",
  },
  de: {
    notMultipart: 'Sende das Bild als multipart/form-data-Formular mit den Feldern kind und file',
    badForm: 'Das gesendete Formular ist nicht lesbar: lade das Bild erneut hoch',
    noPicture: 'Kein Bild empfangen: wähle eine Datei zum Hochladen',
    onePicture: 'Lade jeweils nur ein Bild hoch',
    badKind: 'Die Art des Bildes fehlt oder ist keine der vorgesehenen ({kinds})',
    notAPicture:
      'Die Datei ist kein verwendbares Bild: lade ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Foto hoch',
    tooLarge: 'Das Bild ist größer als {megabytes} MB: verkleinere es und versuche es erneut',
    tooManyPixels:
      'Das Bild ist zu groß: höchstens {megapixels} Millionen Pixel. Verkleinere es und versuche es erneut',
    unknownPicture:
      'Das gewählte Bild gehört nicht zu den für diese Aktivität hochgeladenen: lade es erneut hoch',
  },
  gb: {
    notMultipart: 'Send the picture as a multipart/form-data form, with the fields kind and file',
    badForm: 'The form sent cannot be read: upload the picture again',
    noPicture: 'No picture received: choose a file to upload',
    onePicture: 'Upload one picture at a time',
    badKind: "The picture's kind is missing, or is not one of those expected ({kinds})",
    notAPicture:
      'The file is not a picture that can be used: upload a JPEG, PNG, WebP, AVIF or GIF',
    tooLarge: 'The picture is over {megabytes} MB: make it smaller and try again',
    tooManyPixels:
      'The picture is too big: {megapixels} million pixels at most. Make it smaller and try again',
    unknownPicture:
      'The picture chosen is not among those uploaded for this activity: upload it again',
  },
});
const m = uploadMessages;

const refused = {
  notMultipart: () => new AppError(415, 'unsupported_media_type', m.notMultipart),
  badForm: () => new AppError(400, 'invalid_form', m.badForm),
  noPicture: () => new AppError(400, 'picture_missing', m.noPicture),
  onePicture: () => new AppError(400, 'one_picture', m.onePicture),
  badKind: () =>
    new AppError(400, 'invalid_input', m.badKind, { kinds: pictureKind.options.join(', ') }),
  notAPicture: () => new AppError(400, 'not_a_picture', m.notAPicture),
  tooLarge: () =>
    new AppError(413, 'picture_too_large', m.tooLarge, {
      megabytes: MAX_PICTURE_BYTES / 1024 / 1024,
    }),
  tooManyPixels: () =>
    new AppError(400, 'picture_too_many_pixels', m.tooManyPixels, {
      megapixels: Math.floor(MAX_PICTURE_PIXELS / 1_000_000),
    }),
};

/** Makes a context's routes read multipart forms (the pictures' module registers it). */
export async function registerPictureUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

/** A multipart parser's own refusal, by its code. */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused.tooLarge();
    case 'FST_FILES_LIMIT':
      return refused.onePicture();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refused.notMultipart();
    default:
      // Too many fields or parts, a field named after a prototype's, a cut or malformed form.
      return refused.badForm();
  }
}

/** The form as sent: its kind and the bytes of its file (not looked at yet). */
export interface ReceivedPicture {
  kind: PictureKind;
  data: Buffer;
}

/**
 * Reads the one picture of a multipart form: the file field `file` (at most MAX_PICTURE_BYTES, else
 * 413) and the field `kind` (one of PICTURE_KINDS: `../../etc` is just an unknown kind). A second
 * file, or a file under another name, is refused; so is a request that is not multipart (415).
 * Other fields are ignored. Nothing is written.
 */
export async function receivePicture(req: FastifyRequest): Promise<ReceivedPicture> {
  if (!req.isMultipart?.()) throw refused.notMultipart();
  let kind: unknown;
  let data: Buffer | undefined;
  let files = 0;
  try {
    for await (const part of req.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        files++;
        // Read whatever its name, so the form goes on to its end.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') data = bytes;
      } else if (part.fieldname === 'kind') {
        kind = part.value;
      }
    }
  } catch (err) {
    throw formError(err);
  }
  if (files > 1) throw refused.onePicture();
  const parsed = pictureKind.safeParse(kind);
  if (!parsed.success) throw refused.badKind();
  if (!data?.length) throw refused.noPicture();
  return { kind: parsed.data, data };
}

/** The formats accepted, as their first bytes say. */
export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the first bytes name, if it is one accepted; SVG, HTML, PDF, TIFF... are not. */
export function sniffPicture(data: Buffer): PictureFormat | undefined {
  if (data.length < 12) return undefined;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = data.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8) === 'WEBP') return 'webp';
  if (head.slice(4, 8) === 'ftyp') {
    // An ISO-BMFF file type box: the major brand, then the compatible ones.
    const size = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = [data.toString('latin1', 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(data.toString('latin1', at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

/** The name sharp's metadata gives each accepted format (AVIF is HEIF with AV1). */
const DECODED_AS: Record<PictureFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

let running = 0;
const waiting: (() => void)[] = [];

/** Runs a decoding in turn: JOBS_AT_ONCE at a time, a short queue, then 503 busy. */
async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running < JOBS_AT_ONCE) running++;
  else {
    if (waiting.length >= MAX_WAITING) throw new AppError(503, 'busy', platformMessages.busy);
    // The slot is handed over by the job that ends.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The picture rewritten: upright, within its kind's edge, WebP, with no metadata. */
export interface RewrittenPicture {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the bytes as the format they start with, upright by EXIF, the first frame of an
 * animation, within `maxEdge` (never enlarged), and encodes them as WebP. sharp writes no
 * metadata unless asked (no keepMetadata/withMetadata here): EXIF, GPS, XMP, ICC are gone.
 */
export async function rewritePicture(data: Buffer, maxEdge: number): Promise<RewrittenPicture> {
  const format = sniffPicture(data);
  if (!format) throw refused.notAPicture();
  return inTurn(async () => {
    const options = {
      limitInputPixels: MAX_PICTURE_PIXELS,
      failOn: 'warning',
      autoOrient: true,
      pages: 1,
    } as const;
    // The header only: its declared size is checked here, in the caller's words.
    const meta = await sharp(data, { ...options, limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!meta || meta.format !== DECODED_AS[format]) throw refused.notAPicture();
    if (format === 'avif' && meta.compression !== 'av1') throw refused.notAPicture();
    if (!(meta.width > 0 && meta.height > 0)) throw refused.notAPicture();
    if (meta.width * meta.height > MAX_PICTURE_PIXELS) throw refused.tooManyPixels();
    const out = await sharp(data, options)
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        // Bytes that start as a picture and are not one (cut, corrupt, a polyglot).
        throw refused.notAPicture();
      });
    return { data: out.data, width: out.info.width, height: out.info.height };
  });
}

/** The folder of an activity's pictures of a kind. */
const folderOf = (dataDir: string, kind: PictureKind, activityId: number) =>
  join(dataDir, 'images', PICTURE_KINDS[kind].folder, String(activityId));

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** What an upload answers: the name to save on the entity, its address, its size. */
export interface StoredPicture {
  fileName: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Rewrites the bytes (rewritePicture) and stores them in the activity's folder of the kind, under
 * the hash of the WebP written: the same picture sent twice is one file, one name. Written to a
 * temporary file of the same folder and renamed, so a reader never sees half a picture.
 */
export async function storePicture(
  dataDir: string,
  kind: PictureKind,
  activityId: number,
  data: Buffer,
): Promise<StoredPicture> {
  const { folder, maxEdge } = PICTURE_KINDS[kind];
  const picture = await rewritePicture(data, maxEdge);
  const fileName = `${createHash('sha256').update(picture.data).digest('hex').slice(0, 32)}.webp`;
  const dir = folderOf(dataDir, kind, activityId);
  const target = join(dir, fileName);
  if (!(await exists(target))) {
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.upload-${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, picture.data, { flag: 'wx' });
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  return {
    fileName,
    url: imageUrl(folder, activityId, fileName),
    width: picture.width,
    height: picture.height,
  };
}

/**
 * Whether `fileName` is a picture uploaded for this activity and kind: a stored name (hash.webp,
 * so no path) whose file is in the activity's folder. For services saving an entity's picture.
 */
export async function isStoredPicture(
  dataDir: string,
  kind: PictureKind,
  activityId: number,
  fileName: string,
): Promise<boolean> {
  if (!PICTURE_FILE_NAME.test(fileName)) return false;
  return exists(join(folderOf(dataDir, kind, activityId), fileName));
}

/** isStoredPicture, or a 400 `unknown_picture` in the caller's language. */
export async function requireStoredPicture(
  dataDir: string,
  kind: PictureKind,
  activityId: number,
  fileName: string,
): Promise<void> {
  if (!(await isStoredPicture(dataDir, kind, activityId, fileName))) {
    throw new AppError(400, 'unknown_picture', m.unknownPicture);
  }
}
