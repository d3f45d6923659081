import { menuEntry } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, list, listEnvelope } from '../../platform/envelope.ts';
import { membershipOf } from '../../platform/tenancy.ts';
import { menuSwitchOn } from '../activities/index.ts';
import { menuOf } from './menus.service.ts';

declare module '../../platform/features.ts' {
  interface Features {
    /** The menu or price list (menu showMenuApp). */
    menus: true;
  }
}

const tags = ['menus'];

export async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.registerFeature('menus', (db, activityId) => menuSwitchOn(db, activityId, 'showMenuApp'));

  // The whole menu in one answer: a menu is read as a whole (categories as tabs or one list).
  r.get(
    '/api/menus',
    {
      config: {
        tenancy: { from: 'query' },
        feature: 'menus',
        example: { query: { filters: { activityId: 1 } } },
      },
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
