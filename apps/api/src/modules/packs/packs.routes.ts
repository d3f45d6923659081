import { offerCodeBody, packCustomer } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { packsOf, usePack } from './packs.service.ts';

const tags = ['packs'];

export async function packsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.ctx;

  r.get(
    '/api/app/packcustomers/customers',
    {
      config: { tenancy: { from: 'query' }, example: { query: {} } },
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

  r.post(
    '/api/activities/:activityId/pack-uses',
    {
      config: {
        tenancy: { from: 'param', param: 'activityId', roles: ['ROLE_STORE', 'ROLE_ADMIN'] },
        idempotencyKey: 'required',
        example: { body: { code: '123456789012' } },
      },
      schema: {
        tags,
        params: z.object({ activityId: idParam }),
        body: offerCodeBody,
        response: { 200: envelope(packCustomer) },
      },
    },
    async (req) =>
      ok(await usePack(app.db, clock, req.params.activityId, req.user.id, req.body.code)),
  );
}
