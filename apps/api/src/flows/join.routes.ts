// POST /api/activities/{id}/join: the join flow over HTTP.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams, ok } from '../platform/envelope.ts';
import type { Module } from '../platform/module.ts';
import { join } from './join.ts';

async function joinRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/activities/:id/join',
    {
      config: {
        tenancy: {
          from: 'none',
          reason: 'joining: the caller becomes a member of an activity that is not theirs yet',
        },
      },
      schema: {
        tags: ['accounts'],
        params: idParams('id'),
        response: { 200: envelope(z.object({ activityId: z.number().int() })) },
      },
    },
    async (req) => ok(await join(app.ctx, req.user.id, req.params.id)),
  );
}

export const joinFlow: Module = { name: 'join', routes: joinRoutes };
