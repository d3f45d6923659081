import { store } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, idParams, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { type Loaded, membershipOf } from '../../platform/tenancy.ts';
import { storeFor, storeOfActivity, storesOf } from './stores.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A store of the route's activity, else of one of the caller's activities. */
    store: Loaded<typeof storeFor>;
  }
}

const tags = ['stores'];

const visible = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export async function storesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A route naming its activity (the console's) reaches that activity's stores only.
  app.registerOwned('store', ({ db, user, membership, id }) =>
    membership ? storeOfActivity(db, membership.activityId, id) : storeFor(db, user, id),
  );

  r.get(
    '/api/stores',
    {
      config: {
        tenancy: { from: 'query' },
        example: { query: { filters: { activityId: 1, visible: 'true' } } },
      },
      schema: {
        tags,
        querystring: listQuery({ activityId: idParam, visible: visible.optional() }, [
          'name',
        ] as const),
        response: { 200: listEnvelope(store) },
      },
    },
    async (req) => {
      const { rows, total } = await storesOf(app.db, membershipOf(req), req.query);
      return list(rows, total);
    },
  );

  r.get(
    '/api/stores/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the store's activity, checked when the store is loaded" },
        owns: { id: 'store' },
      },
      schema: { tags, params: idParams('id'), response: { 200: envelope(store) } },
    },
    async (req) => ok(req.owned.id),
  );
}
