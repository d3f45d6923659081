import { customerAddress, customerAddressBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { requireMember } from '../../platform/tenancy.ts';
import { addAddress, addressesOf, deleteAddress } from './addresses.service.ts';

const tags = ['addresses'];

export async function addressesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/customer-addresses',
    {
      schema: {
        tags,
        querystring: z.object({ filters: z.object({ activityId: idParam }).strict() }),
        response: { 200: listEnvelope(customerAddress) },
      },
    },
    async (req) => {
      const { activityId } = req.query.filters;
      await requireMember(app.db, req.user, activityId);
      const rows = await addressesOf(app.db, req.user.id, activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/customer-addresses',
    { schema: { tags, body: customerAddressBody, response: { 200: envelope(customerAddress) } } },
    async (req) => {
      await requireMember(app.db, req.user, req.body.activityId);
      return ok(await addAddress(app.db, req.user.id, req.body));
    },
  );

  r.delete(
    '/api/app/customer-addresses/:id',
    {
      config: { owner: { id: 'address' } },
      schema: {
        tags,
        params: z.object({ id: idParam }),
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (req) => ok(await deleteAddress(app.db, req.user.id, req.params.id)),
  );
}
