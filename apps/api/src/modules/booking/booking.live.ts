// The agenda's live stream (issue 26): Server-Sent Events of booking's NOTIFY (platform/live.ts),
// the same machinery as the orders board. Migration 0016's triggers send the activity id on every
// change of a booking (and of what the calendar reads: settings, services, operators, closures),
// so an open agenda and its pending inbox read again within a second of any change, made through
// any instance. One LISTEN per instance, ended with it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '../../platform/envelope.ts';
import { startLive } from '../../platform/live.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { staffTenancy } from '../../platform/tenancy.ts';
import { BOOKING_CHANNEL } from './booking.cache.ts';

export async function bookingLiveRoutes(app: FastifyInstance, { database }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A logout, a password change or a lost membership ends the user's streams.
  const live = startLive(database, BOOKING_CHANNEL, {
    userChanged: (userId) => app.sessionCache.forgotten(userId),
  });
  // Before the server closes: open streams would otherwise hold it open.
  app.addHook('preClose', async () => live.stop());
  await live.ready;

  r.get(
    '/api/activities/:activityId/agenda/events',
    {
      config: { tenancy: staffTenancy, example: {} },
      schema: {
        tags: ['booking'],
        summary: "The agenda's live stream: an event whenever a booking of the activity changes",
        description:
          'text/event-stream (Server-Sent Events), for the same callers as the agenda. Events: `live` (data true or false: whether the server hears every change right now; while false, read the agenda every few seconds), `change` (data: the activity id; a booking, or the booking set-up, of the activity changed: read the agenda and the pending inbox again). Events carry nothing else. A comment line every 20 s keeps proxies from closing it; the stream ends when the access token expires (reconnect with a fresh one). At most 8 streams per user and server: a 429 too_many_streams beyond.',
        params: idParams('activityId'),
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('the event stream'),
          404: errorResponse.describe('not a member of this active activity'),
          429: errorResponse.describe('too many streams open for this user'),
        },
      },
    },
    (req, reply) => {
      live.stream(req, reply, String(req.params.activityId));
    },
  );
}
