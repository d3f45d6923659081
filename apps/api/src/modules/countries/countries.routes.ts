import { country, nation } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, idParams, list, listEnvelope } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { activityCountries, allNations, findCountries } from './countries.service.ts';

const tags = ['countries'];
const open = {
  tenancy: { from: 'none', reason: 'open: towns and nations for the forms' },
} as const;

export async function countriesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/public/nations',
    { config: open, schema: { tags, response: { 200: listEnvelope(nation) } } },
    async () => {
      const rows = await allNations(app.db);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/public/countries',
    {
      config: { ...open, example: { query: { filters: { name: 'Mil' } } } },
      schema: {
        tags,
        querystring: listQuery(
          {
            nationId: idParam.optional(),
            name: z.string().trim().max(80).optional(),
            activityId: idParam.optional(),
          },
          ['name'],
        ),
        response: { 200: listEnvelope(country) },
      },
    },
    async (req) => {
      const { rows, totalRows } = await findCountries(app.db, req.query.filters, req.query);
      return list(rows, totalRows);
    },
  );

  r.get(
    '/api/countries/actvity/:activityId',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: {
        tags,
        params: idParams('activityId'),
        response: { 200: listEnvelope(country) },
      },
    },
    async (req) => {
      const rows = await activityCountries(app.db, req.params.activityId);
      return list(rows, rows.length);
    },
  );
}
