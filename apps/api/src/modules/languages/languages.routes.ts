import { activityLanguage, language } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam, list, listEnvelope } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { activityLanguagesOf, allLanguages } from './languages.service.ts';

const tags = ['languages'];
const open = { tenancy: { from: 'none', reason: 'open: the languages an app may offer' } } as const;

export async function languagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/app/languages',
    { config: open, schema: { tags, response: { 200: listEnvelope(language) } } },
    async () => {
      const rows = await allLanguages(app.db);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/public/activity-languages',
    {
      config: { ...open, example: { query: { filters: { activityId: 1 } } } },
      schema: {
        tags,
        querystring: listQuery({ activityId: idParam }, ['language']),
        response: {
          200: listEnvelope(activityLanguage),
          404: errorResponse.describe('not_found: no active activity has this id'),
        },
      },
    },
    async (req) => {
      const { rows, totalRows } = await activityLanguagesOf(
        app.db,
        req.query.filters.activityId,
        req.query,
      );
      return list(rows, totalRows);
    },
  );
}
