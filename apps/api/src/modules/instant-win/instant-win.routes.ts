import { SCRATCH_PAGE_SIZE, scratchCard } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  envelope,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import { menuSwitchOn } from '../activities/index.ts';
import {
  deleteScratchCard,
  ownScratchCard,
  scratch,
  scratchCardOf,
  scratchCardsOf,
} from './instant-win.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own scratch card. */
    scratchCard: Loaded<typeof ownScratchCard>;
  }
}

declare module '../../platform/features.ts' {
  interface Features {
    /** Scratch and win (menu showInstantWinApp). */
    instantWin: true;
  }
}

const tags = ['instant win'];
const own = {
  tenancy: { from: 'none', reason: "the caller's own scratch card, in any of their activities" },
  owns: { id: 'scratchCard' },
  feature: 'instantWin',
} as const;
const byId = idParams('id');

export async function instantWinRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.registerOwned('scratchCard', ({ db, user, id }) => ownScratchCard(db, user.id, id));
  app.registerFeature('instantWin', (db, activityId) =>
    menuSwitchOn(db, activityId, 'showInstantWinApp'),
  );

  r.get(
    '/api/app/scratch-and-win-customers/customers',
    {
      config: { tenancy: { from: 'query' }, feature: 'instantWin', example: { query: {} } },
      schema: {
        tags,
        // SPEC §9: 10 a page unless asked otherwise.
        querystring: listQuery({ activityId: idParam }, ['givenAt'] as const, SCRATCH_PAGE_SIZE),
        response: { 200: listEnvelope(scratchCard) },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, total } = await scratchCardsOf(app.db, filters.activityId, req.user.id, page);
      return list(rows, total);
    },
  );

  r.get(
    '/api/app/scratch-and-win-customers/:id',
    { config: own, schema: { tags, params: byId, response: { 200: envelope(scratchCard) } } },
    async (req) => ok(await scratchCardOf(app.db, req.user.id, req.params.id)),
  );

  r.put(
    '/api/scratch-and-win-customers/scratched/:id',
    { config: own, schema: { tags, params: byId, response: { 200: envelope(scratchCard) } } },
    async (req) => ok(await scratch(ctx, req.user.id, req.params.id)),
  );

  r.delete(
    '/api/app/scratch-and-win-customers/:id',
    {
      config: own,
      schema: {
        tags,
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok(await deleteScratchCard(app.db, req.user.id, req.params.id)),
  );
}
