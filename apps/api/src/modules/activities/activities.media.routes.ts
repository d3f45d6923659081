// The home's media for the activity's admins (issue 25, console item 1): the pictures of the home
// template I and the video of the home template V, beside the activity's settings. Pictures are
// uploaded by the pictures module (kind activity) and named here; videos are uploaded here
// (POST …/videos, multipart) and then set as the home's.
import {
  HOME_TEMPLATES,
  homePictureAdmin,
  homePictureBody,
  homePictureOrderBody,
  homeVideoAdmin,
  homeVideoBody,
  MAX_HOME_PICTURES,
  MAX_VIDEO_BYTES,
  storedVideo,
} from '@tessera/domain';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  errorResponse,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { adminTenancy, type Loaded, membershipOf } from '../../platform/tenancy.ts';
import {
  activityHomePicture,
  addHomePicture,
  homePicturesOf,
  homeVideoOf,
  orderHomePictures,
  removeHomePicture,
  removeHomeVideo,
  setHomeVideo,
} from './activities.media.ts';
import {
  discardVideo,
  type ReceivedVideo,
  receiveVideo,
  registerVideoUploads,
  storeVideo,
} from './activities.video.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A picture of the route's activity's home (template I). */
    homePicture: Loaded<typeof activityHomePicture>;
  }
}

const tags = ['activity settings'];
const inActivity = idParams('activityId');
const byId = idParams('activityId', 'id');
const IN_FLIGHT = 'idempotency_in_flight: a request with this Idempotency-Key is still running';
const STALE =
  'order_stale: the ids are not every id of the home’s pictures now (one was added or removed meanwhile): read them again';
const MEGABYTES = MAX_VIDEO_BYTES / 1024 / 1024;
const A_PICTURE = '0123456789abcdef0123456789abcdef.webp';
const A_VIDEO = '0123456789abcdef0123456789abcdef.mp4';
const TEMPLATES = HOME_TEMPLATES.join('/');

/** Videos one admin may upload a minute. */
const VIDEO_UPLOADS_PER_MINUTE = 10;

/** The form, as the OpenAPI document shows it (multipart/form-data). */
const videoForm = z.object({
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      `The video: MP4 (H.264 or another codec in an MP4 box) or WebM, judged by its content; at most ${MEGABYTES} MB.`,
    ),
});

/** Validates the path by its zod schema and leaves the body (the form) to readForm. */
const pathOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/** The videos read by the preHandler, for the handler (and the clean-up once answered). */
const received = new WeakMap<FastifyRequest, ReceivedVideo>();

export async function activityMediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const store = { dataDir: app.config.dataDir };

  app.registerOwned('homePicture', ({ db, membership, id }) =>
    activityHomePicture(db, membership?.activityId, id),
  );

  // ── Pictures (home template I) ────────────────────────────────────────────────────────────

  r.get(
    '/api/activities/:activityId/home-pictures',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description: `The pictures of the home (template I of ${TEMPLATES}), first to last, as customers see them. All of them: at most ${MAX_HOME_PICTURES}.`,
        params: inActivity,
        response: { 200: listEnvelope(homePictureAdmin) },
      },
    },
    async (req) => {
      const rows = await homePicturesOf(db, req.params.activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/activities/:activityId/home-pictures',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { fileName: A_PICTURE } },
      },
      schema: {
        tags,
        description: `Adds a picture to the home, last: fileName, a name the pictures upload answered for this activity with kind activity (400 unknown_picture otherwise). At most ${MAX_HOME_PICTURES} pictures.`,
        params: inActivity,
        body: homePictureBody,
        response: {
          200: envelope(homePictureAdmin),
          400: errorResponse.describe(
            'invalid_input: the body fails its contract; unknown_picture: no picture of this activity uploaded with kind activity has that name',
          ),
          409: errorResponse.describe(
            `too_many_pictures: the home has ${MAX_HOME_PICTURES} pictures already; ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok(await addHomePicture(db, store, req.params.activityId, req.body.fileName)),
  );

  r.delete(
    '/api/activities/:activityId/home-pictures/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'homePicture' } },
      schema: {
        tags,
        description: 'Takes a picture off the home (its file stays).',
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) =>
      ok({ deleted: await removeHomePicture(db, req.params.activityId, req.params.id) }),
  );

  r.put(
    '/api/activities/:activityId/home-picture-order',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: { ids: [] } } },
      schema: {
        tags,
        description:
          "Orders the home's pictures: ids, every picture's id once, first to last (what an up/down move leaves). Answers the pictures in their new order.",
        params: inActivity,
        body: homePictureOrderBody,
        response: {
          200: listEnvelope(homePictureAdmin),
          400: errorResponse.describe('invalid_input: an id twice, or not an id'),
          409: errorResponse.describe(`${STALE}; ${IN_FLIGHT}`),
        },
      },
    },
    async (req) => {
      const rows = await orderHomePictures(db, req.params.activityId, req.body.ids);
      return list(rows, rows.length);
    },
  );

  // ── Video (home template V) ───────────────────────────────────────────────────────────────

  r.get(
    '/api/activities/:activityId/home-video',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description: `The video of the home (template V of ${TEMPLATES}), or null.`,
        params: inActivity,
        response: { 200: envelope(homeVideoAdmin.nullable()) },
      },
    },
    async (req) => ok(await homeVideoOf(db, req.params.activityId)),
  );

  r.put(
    '/api/activities/:activityId/home-video',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { fileName: A_VIDEO } },
      },
      schema: {
        tags,
        description:
          "Sets the home's video: fileName, a name the video upload (POST …/videos) answered for this activity (400 unknown_video otherwise). The video before is replaced (its file stays).",
        params: inActivity,
        body: homeVideoBody,
        response: {
          200: envelope(homeVideoAdmin),
          400: errorResponse.describe(
            'invalid_input: the body fails its contract; unknown_video: no video of this activity has that name',
          ),
          409: errorResponse.describe(IN_FLIGHT),
        },
      },
    },
    async (req) => ok(await setHomeVideo(db, store, req.params.activityId, req.body.fileName)),
  );

  r.delete(
    '/api/activities/:activityId/home-video',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          'Takes the video off the home (its file stays); deleted false when there was none.',
        params: inActivity,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok({ deleted: await removeHomeVideo(db, req.params.activityId) }),
  );

  // The upload reads multipart forms: a context of its own, with the video's limits.
  await app.register(videoUploadRoute);
}

async function videoUploadRoute(app: FastifyInstance) {
  await registerVideoUploads(app);
  const { dataDir } = app.config;

  /**
   * Reads the form after the tenancy check and before the Idempotency-Key's: the body a key is
   * matched by is the SHA-256 of the file, so a key sent again with another video is a 422.
   */
  const readForm = async (req: FastifyRequest) => {
    const video = await receiveVideo(req, dataDir, membershipOf(req).activityId);
    received.set(req, video);
    req.body = { file: video.sha256 };
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/activities/:activityId/videos',
    {
      config: {
        tenancy: adminTenancy,
        limits: {
          perAccount: { max: VIDEO_UPLOADS_PER_MINUTE },
          account: (req) => `user:${req.user.id}`,
        },
        example: { body: { file: '(the video)' } },
      },
      // The form is read by readForm, not parsed as a body: only the path is validated here.
      validatorCompiler: pathOnly,
      preHandler: readForm,
      // A video read and then refused (a bad Idempotency-Key, say) leaves no file behind.
      onResponse: async (req) => {
        const video = received.get(req);
        if (video) await discardVideo(video);
      },
      schema: {
        tags,
        description: `Uploads a video for the home (multipart/form-data: the file file). The file is judged by its content, never by its name or Content-Type: only MP4 (an 'ftyp' box of an MP4 brand; not QuickTime, AVIF or HEIC) and WebM (an EBML header of DocType webm) are taken, at most ${MEGABYTES} MB. It is stored as it is (not transcoded) in the activity's video folder, named by the hash of its content: the same video sent again is the same name (naturally idempotent). Set the answer's fileName as the home's video with PUT …/home-video.`,
        consumes: ['multipart/form-data'],
        params: inActivity,
        body: videoForm,
        response: {
          201: envelope(storedVideo),
          400: errorResponse.describe(
            'invalid_input (the path, the Idempotency-Key), not_a_video (the content is no MP4 or WebM), video_missing (no file, or an empty one), one_video (two files), invalid_form (a form that cannot be read)',
          ),
          413: errorResponse.describe(`video_too_large: the file is over ${MEGABYTES} MB`),
          415: errorResponse.describe(
            'unsupported_media_type: the request is not multipart/form-data',
          ),
        },
      },
    },
    async (req, reply) => {
      const video = received.get(req);
      if (!video) throw new Error('the videos route read no form');
      const stored = await storeVideo(dataDir, membershipOf(req).activityId, video);
      reply.code(201);
      return ok(stored);
    },
  );
}
