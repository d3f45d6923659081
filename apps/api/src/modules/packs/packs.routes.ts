import { packCustomer } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, list, listEnvelope } from '../../platform/envelope.ts';
import { menuSwitchOn } from '../activities/index.ts';
import { counterRoute } from '../offers-shared/index.ts';
import { packsOf, usePack } from './packs.service.ts';

declare module '../../platform/features.ts' {
  interface Features {
    /** The customer's packs (menu showPack); the counter uses them whatever the switch. */
    packs: true;
  }
}

const tags = ['packs'];

export async function packsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.ctx;
  app.registerFeature('packs', (db, activityId) => menuSwitchOn(db, activityId, 'showPack'));

  r.get(
    '/api/app/packcustomers/customers',
    {
      config: { tenancy: { from: 'query' }, feature: 'packs', example: { query: {} } },
      schema: {
        tags,
        // SPEC §7 writes `?activityId`; the DESIGN §4 form `filters[activityId]` works too.
        querystring: z
          .object({
            activityId: idParam.optional(),
            filters: z.object({ activityId: idParam }).strict().optional(),
          })
          .strict(),
        response: { 200: listEnvelope(packCustomer) },
      },
    },
    async (req) => {
      const activityId = (req.query.filters?.activityId ?? req.query.activityId) as number;
      const rows = await packsOf(app.db, clock, activityId, req.user.id);
      return list(rows, rows.length);
    },
  );

  counterRoute(app, {
    path: 'pack-uses',
    tags,
    response: packCustomer,
    take: (activityId, staffUserId, code) => usePack(app.db, clock, activityId, staffUserId, code),
  });
}
