import { customerAddress, customerAddressBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  errorResponse,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import { addAddress, addressesOf, deleteAddress, ownAddress } from './addresses.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own address. */
    address: Loaded<typeof ownAddress>;
  }
}

const tags = ['addresses'];

export async function addressesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.registerOwned('address', ({ db, user, id }) => ownAddress(db, user.id, id));

  r.get(
    '/api/customer-addresses',
    {
      config: { tenancy: { from: 'query' }, example: { query: {} } },
      schema: {
        tags,
        querystring: z.object({ filters: z.object({ activityId: idParam }).strict() }).strict(),
        response: { 200: listEnvelope(customerAddress) },
      },
    },
    async (req) => {
      const { activityId } = req.query.filters;
      const rows = await addressesOf(app.db, req.user.id, activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/customer-addresses',
    {
      config: {
        tenancy: { from: 'body' },
        example: {
          body: {
            address: 'Via Roma',
            cap: '40100',
            countryId: 1,
            recipientName: 'Anna Neri',
            phone: '333 123 4567',
          },
        },
      },
      schema: {
        tags,
        description:
          'A delivery address: a town of GET /public/countries, a postal code of its nation (and of the town, where its CAPs are known), the recipient and a phone for the courier.',
        body: customerAddressBody,
        response: {
          200: envelope(customerAddress),
          400: errorResponse.describe(
            'bad input, unknown town, postal code or phone a courier cannot use',
          ),
        },
      },
    },
    async (req) => ok(await addAddress(app.db, req.user.id, req.body)),
  );

  r.delete(
    '/api/app/customer-addresses/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own address, in any of their activities" },
        owns: { id: 'address' },
      },
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok(await deleteAddress(app.db, req.user.id, req.params.id)),
  );
}
