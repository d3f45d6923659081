import { activityLanguage, language, offeredLanguagesBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  errorResponse,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { adminTenancy } from '../../platform/tenancy.ts';
import { activityLanguagesOf, allLanguages, setOfferedLanguages } from './languages.service.ts';

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

  r.put(
    '/api/activities/:activityId/languages',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { languages: ['it', 'gb'] } },
      },
      schema: {
        tags,
        description:
          "The languages the activity offers from now on (its customers' picker), each once, at least one. Texts translated into a language left out are kept for when it is offered again.",
        params: idParams('activityId'),
        body: offeredLanguagesBody,
        response: { 200: envelope(offeredLanguagesBody) },
      },
    },
    async (req) => {
      await setOfferedLanguages(app.db, req.params.activityId, req.body.languages);
      return ok({ languages: req.body.languages });
    },
  );
}
