// The stores for the activity's admins (issue 25, console item 3): list, add, save, delete.
import { store, storeBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { listQuery } from '../../platform/pagination.ts';
import { adminTenancy } from '../../platform/tenancy.ts';
import { addStore, adminStoresOf, removeStore, saveStore } from './stores.admin.ts';

const tags = ['stores'];
const inActivity = idParams('activityId');
const byId = idParams('activityId', 'id');
const IN_FLIGHT = 'idempotency_in_flight: a request with this Idempotency-Key is still running';

const EXAMPLE = {
  name: 'Centro',
  address: 'Via Indipendenza 12',
  city: 'Bologna',
  phone: '+39 051 234 5678',
  main: true,
  visible: true,
  openingHours: [
    { day: 2, from: '09:00', to: '13:00' },
    { day: 2, from: '15:00', to: '19:30' },
  ],
};

const HOURS =
  'openingHours: ranges per ISO weekday (1 Monday … 7 Sunday), from and to as HH:mm (to after from, 24:00 the latest), none overlapping another of its day, at most 4 a day; a day without ranges is closed.';
const MAIN =
  'An activity that has a store has exactly one main store, and it is visible: its first store becomes main whatever main says, main true makes the previous main store an ordinary one in the same transaction.';

export async function storesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/activities/:activityId/stores',
    {
      config: { tenancy: adminTenancy, example: { query: { filters: { q: 'centro' } } } },
      schema: {
        tags,
        description:
          "The activity's stores, hidden ones too: main first, then by name (sortBy=name: by name alone). filters[q] searches name, address and city.",
        params: inActivity,
        querystring: listQuery({ q: z.string().trim().max(100).optional() }, ['name'] as const),
        response: { 200: listEnvelope(store) },
      },
    },
    async (req) => {
      const { rows, total } = await adminStoresOf(db, req.params.activityId, req.query);
      return list(rows, total);
    },
  );

  r.post(
    '/api/activities/:activityId/stores',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { ...EXAMPLE, main: false } },
      },
      schema: {
        tags,
        description: `Adds a store. ${MAIN} ${HOURS} Empty address, city and phone are saved as null.`,
        params: inActivity,
        body: storeBody,
        response: {
          200: envelope(store),
          409: errorResponse.describe(
            `main_store_hidden: the activity's first store becomes main, and the main store is visible; ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok(await addStore(db, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/stores/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'store' },
        idempotencyKey: 'required',
        example: { body: EXAMPLE },
      },
      schema: {
        tags,
        description: `Saves a store of the activity. ${MAIN} The main store stays main until another is made main. ${HOURS}`,
        params: byId,
        body: storeBody,
        response: {
          200: envelope(store),
          409: errorResponse.describe(
            `main_store_required: main false for the main store (make another store main instead); ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok(await saveStore(db, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/stores/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'store' } },
      schema: {
        tags,
        description:
          "Deletes a store of the activity. Refused for the main store (make another main first) and for a store customers' card movements or orders name (hide it instead: its name stays in their history).",
        params: byId,
        response: {
          200: deletedAnswer,
          409: errorResponse.describe(
            `main_store: the main store is not deleted; store_in_use: customers' movements or orders name it; ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok({ deleted: await removeStore(db, req.params.activityId, req.params.id) }),
  );
}
