import {
  APP_ICON_FILES,
  activity,
  activityConfiguration,
  activityCustomer,
  activityImage,
  activityMenu,
  activityVideo,
  permalinkResult,
  publicActivityConfiguration,
  webAppManifestSchema,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParam,
  idParams,
  list,
  listEnvelope,
  mediaAnswer,
  ok,
} from '../../platform/envelope.ts';
import {
  activityCustomersOf,
  appIcon,
  appManifest,
  byPermalink,
  configuration,
  getActivity,
  images,
  menu,
  video,
} from './activities.service.ts';

const byId = idParams('id');
const byActivityId = idParams('activityId');
const tags = ['activities'];
/** An open route's answer when no active activity has the id or permalink. */
const missing = errorResponse.describe('not_found: no active activity has this id or permalink');
const open = {
  tenancy: { from: 'none', reason: 'open: what anyone may see of an activity' },
} as const;

export async function activitiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/activities/customers/byiduser',
    {
      config: { tenancy: { from: 'none', reason: "the caller's own memberships" } },
      schema: {
        tags,
        response: { 200: envelope(z.object({ activityCustomers: z.array(activityCustomer) })) },
      },
    },
    async (req) => ok({ activityCustomers: await activityCustomersOf(app.db, req.user) }),
  );

  r.get(
    '/app/activities/:id',
    {
      config: open,
      schema: { tags, params: byId, response: { 200: envelope(activity), 404: missing } },
    },
    async (req) => ok(await getActivity(app.db, req.params.id)),
  );

  r.get(
    '/app/activities/permalink/:permalink',
    {
      config: open,
      schema: {
        tags,
        params: z.object({ permalink: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
        response: { 200: envelope(permalinkResult), 404: missing },
      },
    },
    async (req) => ok(await byPermalink(app.db, req.params.permalink)),
  );

  // The installable app of an activity (issue 8): a manifest and icons in its name and colours,
  // which the web links while a customer is in the activity or came through its link. Files,
  // not envelopes. The manifest is asked again on every use (`no-cache`: a new name or colour
  // shows at once); its icons' addresses carry the colours, so they are kept an hour.
  r.get(
    '/app/activities/:id/manifest.webmanifest',
    {
      config: open,
      schema: {
        tags,
        params: byId,
        response: {
          200: mediaAnswer('The manifest', { 'application/manifest+json': webAppManifestSchema }),
          404: missing,
        },
      },
    },
    async (req, reply) => {
      const manifest = await appManifest(app.db, req.params.id);
      reply.type('application/manifest+json').header('cache-control', 'no-cache');
      return manifest;
    },
  );

  r.get(
    '/app/activities/:id/icons/:file',
    {
      config: open,
      schema: {
        tags,
        params: z.object({ id: idParam, file: z.enum(APP_ICON_FILES) }),
        response: {
          200: mediaAnswer('The icon: an SVG for icon.svg, else a PNG', {
            'image/png': z.string().meta({ contentMediaType: 'image/png' }),
            'image/svg+xml': z.string(),
          }),
          404: missing,
        },
      },
    },
    async (req, reply) => {
      const icon = await appIcon(app.db, req.params.id, req.params.file);
      return reply.type(icon.type).header('cache-control', 'public, max-age=3600').send(icon.body);
    },
  );

  r.get(
    '/app/activities/:id/configurations',
    {
      config: open,
      schema: {
        tags,
        params: byId,
        response: { 200: envelope(publicActivityConfiguration), 404: missing },
      },
    },
    async (req) => ok(await configuration(app.db, req.params.id)),
  );

  r.get(
    '/api/activities/:id/configurations',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: { tags, params: byId, response: { 200: envelope(activityConfiguration) } },
    },
    async (req) => ok(await configuration(app.db, req.params.id)),
  );

  r.get(
    '/api/activities/:id/menu',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: { tags, params: byId, response: { 200: envelope(activityMenu) } },
    },
    async (req) => ok(await menu(app.db, req.params.id)),
  );

  r.get(
    '/api/activityimages/:activityId',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: { tags, params: byActivityId, response: { 200: listEnvelope(activityImage) } },
    },
    async (req) => {
      const rows = await images(app.db, req.params.activityId);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/api/activity-video/:activityId',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: { tags, params: byActivityId, response: { 200: envelope(activityVideo.nullable()) } },
    },
    async (req) => ok(await video(app.db, req.params.activityId)),
  );
}
