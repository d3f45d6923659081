// The home's media as the activity's admins set them up (issue 25, console item 1): the pictures
// of the home template I, in their order, and the video of the home template V. A picture is one
// the pictures upload answered (kind activity); a video one the video upload answered. Order is
// set by sending the ordered ids of the list. A check's message is the web's translation key.
import { z } from 'zod';
import { id } from './accounts.ts';

/** The words of the checks below: keys of the web's texts, translated where a form shows them. */
export const ACTIVITY_MEDIA_CHECKS = { once: 'validation.once' } as const;

/** The most pictures the home's gallery holds. */
export const MAX_HOME_PICTURES = 20;
/** The largest video accepted, in bytes: a short clip of a phone, compressed. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** A stored video's name: the first 32 hex digits of the SHA-256 of its bytes, and its format. */
export const VIDEO_FILE_NAME = /^[0-9a-f]{32}\.(?:mp4|webm)$/;

const eachOnce = <T>(list: readonly T[]) => new Set(list).size === list.length;
const fileName = z.string().min(1).max(200);

/** A picture for the home's gallery: a name the pictures upload answered with kind activity. */
export const homePictureBody = z.object({ fileName }).strict();
export type HomePictureBody = z.infer<typeof homePictureBody>;

/** The gallery's new order: every picture's id once, first to last. */
export const homePictureOrderBody = z
  .object({
    ids: z.array(id).max(MAX_HOME_PICTURES).refine(eachOnce, ACTIVITY_MEDIA_CHECKS.once),
  })
  .strict();
export type HomePictureOrderBody = z.infer<typeof homePictureOrderBody>;

/** The home's video: a name the video upload answered for this activity. */
export const homeVideoBody = z.object({ fileName }).strict();
export type HomeVideoBody = z.infer<typeof homeVideoBody>;

/** A picture of the home's gallery, as its admins see it. */
export const homePictureAdmin = z.object({
  id,
  fileName: z.string(),
  /** Where it is served: /images/activity/{activityId}/{fileName}. */
  url: z.string(),
  sort: z.number().int(),
});
export type HomePictureAdmin = z.infer<typeof homePictureAdmin>;

/** The home's video, as its admins see it. */
export const homeVideoAdmin = z.object({
  fileName: z.string(),
  /** Where it is served: /images/video/{activityId}/{fileName}. */
  url: z.string(),
});
export type HomeVideoAdmin = z.infer<typeof homeVideoAdmin>;

/** What the video upload answers: the name to set as the home's video, and where it is served. */
export const storedVideo = homeVideoAdmin.extend({
  fileName: z.string().regex(VIDEO_FILE_NAME),
  /** Its size in bytes. */
  bytes: z.number().int(),
});
export type StoredVideo = z.infer<typeof storedVideo>;
