import { menuEntry } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, list, listEnvelope } from '../../platform/envelope.ts';
import { membershipOf } from '../../platform/tenancy.ts';
import { menuOf } from './menus.service.ts';

const tags = ['menus'];

export async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The whole menu in one answer: a menu is read as a whole (categories as tabs or one list).
  r.get(
    '/api/menus',
    {
      config: { tenancy: { from: 'query' }, example: { query: { filters: { activityId: 1 } } } },
      schema: {
        tags,
        querystring: z.object({ filters: z.object({ activityId: idParam }).strict() }).strict(),
        response: { 200: listEnvelope(menuEntry) },
      },
    },
    async (req) => {
      const rows = await menuOf(app.db, membershipOf(req).activityId);
      return list(rows, rows.length);
    },
  );
}
