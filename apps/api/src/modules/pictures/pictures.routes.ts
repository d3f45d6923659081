// POST /api/activities/{activityId}/pictures (issue 25): the console's one way to upload a picture
// (logo, home pictures, items, menu, shop...). The form is read after the tenancy check; the
// picture is judged by its bytes, rewritten as WebP and stored in the activity's folder
// (platform/uploads.ts). The answer names the file to save on the entity.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, idParams, ok } from '../../platform/envelope.ts';
import { adminTenancy, membershipOf } from '../../platform/tenancy.ts';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  PICTURE_FILE_NAME,
  PICTURE_KINDS,
  pictureKind,
  type ReceivedPicture,
  receivePicture,
  registerPictureUploads,
  storePicture,
} from '../../platform/uploads.ts';

/** Uploads one admin may send a minute: a catalogue's worth, not a flood of decodings. */
const UPLOADS_PER_MINUTE = 60;

const edges = Object.entries(PICTURE_KINDS)
  .map(([kind, { maxEdge }]) => `${kind} ${maxEdge}`)
  .join(', ');

/** The form, as the OpenAPI document shows it (multipart/form-data). */
const pictureForm = z.object({
  kind: pictureKind.describe(
    `What the picture is for; it sets the folder and the longest edge in pixels (${edges}).`,
  ),
  file: z
    .string()
    .meta({ format: 'binary' })
    .describe(
      `The picture: JPEG, PNG, WebP, AVIF or GIF (its first frame), judged by its content; at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB and ${Math.floor(MAX_PICTURE_PIXELS / 1_000_000)} megapixels.`,
    ),
});

const storedPicture = z.object({
  fileName: z
    .string()
    .regex(PICTURE_FILE_NAME)
    .describe("The name to save on the entity: 32 hex digits of the WebP's SHA-256, .webp"),
  url: z.string().describe('Where the picture is served: /images/{folder}/{activityId}/{fileName}'),
  width: z.number().int(),
  height: z.number().int(),
});

/** Validates the path by its zod schema and leaves the body (the form) to readForm. */
const pathOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/** The pictures read by the preHandler, for the handler. */
const received = new WeakMap<FastifyRequest, ReceivedPicture>();

/**
 * Reads the form after the tenancy check and before the Idempotency-Key's: the body the key is
 * matched by is the kind and the SHA-256 of the file, so a key sent again with another picture is
 * a 422, and the same picture a replay.
 */
async function readForm(req: FastifyRequest) {
  const picture = await receivePicture(req);
  received.set(req, picture);
  req.body = {
    kind: picture.kind,
    file: createHash('sha256').update(picture.data).digest('hex'),
  };
}

export async function picturesRoutes(app: FastifyInstance) {
  await registerPictureUploads(app);
  const { dataDir } = app.config;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/activities/:activityId/pictures',
    {
      config: {
        tenancy: adminTenancy,
        limits: {
          perAccount: { max: UPLOADS_PER_MINUTE },
          account: (req) => `user:${req.user.id}`,
        },
        example: { body: { kind: 'item', file: '(the picture)' } },
      },
      // The form is read by readForm, not parsed as a body: only the path is validated here.
      validatorCompiler: pathOnly,
      preHandler: readForm,
      schema: {
        tags: ['pictures'],
        description:
          "Uploads one picture of the activity for the console (multipart/form-data: the field kind, the file file). The file is judged by its content, never by its name or Content-Type: only JPEG, PNG, WebP, AVIF and GIF (its first frame) are taken; SVG, HTML and anything else are refused. It is turned upright by its EXIF orientation, shrunk to the kind's longest edge (never enlarged), written again as WebP without any metadata (no EXIF, no GPS) and stored under the activity's folder of its kind with a name made of its content's hash. The same picture sent again is the same file and name (naturally idempotent). Save the answer's fileName on the entity; services accept only names uploaded for the same activity.",
        consumes: ['multipart/form-data'],
        params: idParams('activityId'),
        body: pictureForm,
        response: {
          201: envelope(storedPicture),
          400: errorResponse.describe(
            'invalid_input (the path, a sent activityId, the kind missing or unknown, the Idempotency-Key), not_a_picture (the content is no JPEG, PNG, WebP, AVIF or GIF, or is damaged), picture_too_many_pixels, picture_missing (no file, or an empty one), one_picture (two files), invalid_form (a form that cannot be read), invalid_json',
          ),
          413: errorResponse.describe(
            `picture_too_large: the file is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB; payload_too_large: a JSON body over 1 MiB`,
          ),
          415: errorResponse.describe(
            'unsupported_media_type: the request is not multipart/form-data',
          ),
        },
      },
    },
    async (req, reply) => {
      const picture = received.get(req);
      if (!picture) throw new Error('the pictures route read no form');
      const { activityId } = membershipOf(req);
      const stored = await storePicture(dataDir, picture.kind, activityId, picture.data);
      reply.code(201);
      return ok(stored);
    },
  );
}
