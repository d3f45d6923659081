import {
  activityPrivacy,
  privacyCheck as checkShape,
  userPrivacy,
  userPrivacyBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  errorResponse,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { languageFromHeader } from '../../platform/i18n.ts';
import { privacyCheck, privacyTexts, saveUserPrivacy, userPrivacyOf } from './privacy.service.ts';

const tags = ['privacy'];
const byActivity = idParams('activityId');

export async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/app/activities/:id/privacies',
    {
      config: { tenancy: { from: 'none', reason: 'open: the privacy texts sign-up shows' } },
      schema: {
        tags,
        params: idParams('id'),
        response: {
          200: listEnvelope(activityPrivacy),
          404: errorResponse.describe('not_found: no active activity has this id'),
        },
      },
    },
    async (req) => {
      const lang = languageFromHeader(req.headers['accept-language']);
      const rows = await privacyTexts(app.db, req.params.id, lang);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/api/userprivacies/activity/:activityId',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: { tags, params: byActivity, response: { 200: envelope(userPrivacy) } },
    },
    async (req) => ok(await userPrivacyOf(app.db, req.user.id, req.params.activityId)),
  );

  r.post(
    '/api/userprivacies',
    {
      config: {
        tenancy: { from: 'body' },
        example: {
          body: { informativaPrivacy: true, informativaPointB: true, informativaPointC: false },
        },
      },
      schema: { tags, body: userPrivacyBody, response: { 200: envelope(userPrivacy) } },
    },
    async (req) => ok(await saveUserPrivacy(app.db, req.user.id, req.body)),
  );

  r.get(
    '/api/userprivacies/check/activity/:activityId',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: { tags, params: byActivity, response: { 200: envelope(checkShape) } },
    },
    async (req) => ok(await privacyCheck(app.db, req.user.id, req.params.activityId)),
  );
}
