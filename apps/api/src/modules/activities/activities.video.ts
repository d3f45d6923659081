// The home video's upload (issue 25, console item 1; home template V). One file from a multipart
// form, judged by its bytes, never its name or Content-Type: an MP4 (an ISO-BMFF 'ftyp' box of a
// video brand: not AVIF, HEIC or QuickTime) or a WebM (an EBML header whose DocType is webm).
// It streams to a temporary file of the activity's video folder while it is hashed (never whole in
// memory), at most MAX_VIDEO_BYTES (else 413), and is renamed to the hash of its bytes:
// DATA_DIR/images/video/<activityId>/<32 hex>.mp4|webm, served at /images/video/... like the
// demo's video. The folder comes from the route's tenancy: nothing a client sends is a path.
// Videos are not transcoded here (no ffmpeg): what plays is what was sent.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { MAX_VIDEO_BYTES, VIDEO_FILE_NAME } from '@tessera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { activityMediaMessages as m } from './activities.media.messages.ts';

/** The images/ folder the videos live in (the customer's home reads /images/video/...). */
export const VIDEO_FOLDER = 'video';

/** What busboy may read of one upload: one file, a field or two. */
export const VIDEO_MULTIPART_LIMITS = {
  fileSize: MAX_VIDEO_BYTES,
  files: 1,
  fields: 2,
  parts: 4,
  fieldSize: 200,
  headerPairs: 20,
};

export type VideoFormat = 'mp4' | 'webm';

/** The bytes read before judging: an 'ftyp' box or an EBML header fits. */
const HEAD_BYTES = 64;

/** ISO-BMFF brands of MP4 video that browsers play. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
]);
/** Brands of still pictures in the same box format (AVIF, HEIF): never a video. */
const PICTURE_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML DocType element (0x4282), its one-byte size (0x84: 4 bytes), then "webm". */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);

/** The format the first bytes name, if it is one accepted. */
export function sniffVideo(head: Buffer): VideoFormat | undefined {
  if (head.length < 12) return undefined;
  if (head.subarray(0, 4).equals(EBML)) {
    return head.subarray(0, HEAD_BYTES).includes(WEBM_DOCTYPE) ? 'webm' : undefined;
  }
  if (head.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const size = Math.min(head.readUInt32BE(0), head.length, HEAD_BYTES);
  const major = head.toString('latin1', 8, 12);
  if (PICTURE_BRANDS.has(major)) return undefined;
  const brands = [major];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands.some((b) => MP4_BRANDS.has(b)) ? 'mp4' : undefined;
}

const refused = {
  notMultipart: () => new AppError(415, 'unsupported_media_type', m.notMultipart),
  badForm: () => new AppError(400, 'invalid_form', m.badForm),
  noVideo: () => new AppError(400, 'video_missing', m.noVideo),
  oneVideo: () => new AppError(400, 'one_video', m.oneVideo),
  notAVideo: () => new AppError(400, 'not_a_video', m.notAVideo),
  tooLarge: () =>
    new AppError(413, 'video_too_large', m.tooLarge, {
      megabytes: MAX_VIDEO_BYTES / 1024 / 1024,
    }),
};

/** Makes a context's routes read multipart forms, with the video's limits. */
export async function registerVideoUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: VIDEO_MULTIPART_LIMITS });
}

/** The folder of an activity's videos. */
export const videoFolderOf = (dataDir: string, activityId: number) =>
  join(dataDir, 'images', VIDEO_FOLDER, String(activityId));

/** A video received: in a temporary file of its folder until `storeVideo` names it. */
export interface ReceivedVideo {
  /** The temporary file; removed by `storeVideo` or `discardVideo`. */
  temporary: string;
  format: VideoFormat;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  bytes: number;
}

/** A multipart parser's own refusal, by its code. */
function formError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refused.tooLarge();
    case 'FST_FILES_LIMIT':
      return refused.oneVideo();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return refused.notMultipart();
    default:
      return refused.badForm();
  }
}

/**
 * Streams `file` to `path`, hashing it; judges its first bytes as soon as they are in and stops
 * at once (400 not_a_video) when they are no video. Too large: 413.
 */
async function spool(file: NodeJS.ReadableStream & { truncated?: boolean }, path: string) {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let judged: VideoFormat | undefined;
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      if (!judged && head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= HEAD_BYTES) {
          judged = sniffVideo(head);
          if (!judged) return done(refused.notAVideo());
        }
      }
      done(null, chunk);
    },
  });
  await pipeline(file, tap, createWriteStream(path, { flags: 'wx' }));
  if (file.truncated) throw refused.tooLarge();
  judged ??= sniffVideo(head);
  if (!bytes) throw refused.noVideo();
  if (!judged) throw refused.notAVideo();
  return { format: judged, sha256: hash.digest('hex'), bytes };
}

/**
 * Reads the one video of a multipart form (the file field `file`) into a temporary file of the
 * activity's video folder. A second file, a file under another name, a form that is not
 * multipart (415), one over MAX_VIDEO_BYTES (413) or bytes that are no MP4 or WebM are refused
 * with nothing left on disk. Other fields are ignored.
 */
export async function receiveVideo(
  req: FastifyRequest,
  dataDir: string,
  activityId: number,
): Promise<ReceivedVideo> {
  if (!req.isMultipart?.()) throw refused.notMultipart();
  const dir = videoFolderOf(dataDir, activityId);
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.upload-${randomUUID()}.tmp`);
  let video: Omit<ReceivedVideo, 'temporary'> | undefined;
  let files = 0;
  try {
    for await (const part of req.parts({ limits: VIDEO_MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      files++;
      if (part.fieldname === 'file' && files === 1) video = await spool(part.file, temporary);
      // Read whatever else comes, so the form goes on to its end.
      else await part.toBuffer();
    }
    if (files > 1) throw refused.oneVideo();
    if (!video) throw refused.noVideo();
  } catch (err) {
    await rm(temporary, { force: true });
    throw formError(err);
  }
  return { temporary, ...video };
}

/** Removes a received video that was not stored (a refusal after it was read). */
export const discardVideo = (video: ReceivedVideo) => rm(video.temporary, { force: true });

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** What an upload answers: the name to set as the home's video, its address, its size. */
export interface StoredVideo {
  fileName: string;
  url: string;
  bytes: number;
}

/**
 * Names the received video by its hash, in its activity's folder: renamed there at once (a reader
 * never sees half a video); the same video sent twice is one file, one name.
 */
export async function storeVideo(
  dataDir: string,
  activityId: number,
  video: ReceivedVideo,
): Promise<StoredVideo> {
  const fileName = `${video.sha256.slice(0, 32)}.${video.format}`;
  const target = join(videoFolderOf(dataDir, activityId), fileName);
  try {
    if (!(await exists(target))) await rename(video.temporary, target);
  } finally {
    await discardVideo(video);
  }
  return { fileName, url: imageUrl(VIDEO_FOLDER, activityId, fileName), bytes: video.bytes };
}

/**
 * Whether `fileName` is a video uploaded for this activity: a stored name (hash.mp4 or
 * hash.webm, so no path) whose file is in the activity's video folder.
 */
export async function isStoredVideo(
  dataDir: string,
  activityId: number,
  fileName: string,
): Promise<boolean> {
  if (!VIDEO_FILE_NAME.test(fileName)) return false;
  return exists(join(videoFolderOf(dataDir, activityId), fileName));
}

/** isStoredVideo, or a 400 `unknown_video` in the caller's language. */
export async function requireStoredVideo(dataDir: string, activityId: number, fileName: string) {
  if (!(await isStoredVideo(dataDir, activityId, fileName))) {
    throw new AppError(400, 'unknown_video', m.unknownVideo);
  }
}
