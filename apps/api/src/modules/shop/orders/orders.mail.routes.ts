// An admin's own switch for the e-mail each new order sends them (issue 22), per activity. Only
// the caller's membership changes; the e-mails themselves: orders.mail.ts.
import { orderMailSetting } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponse, idParams, ok } from '../../../platform/envelope.ts';
import { adminTenancy } from '../../../platform/tenancy.ts';
import { boardTags } from '../shop.http.ts';
import { orderMailOf, setOrderMail } from './orders.mail.ts';

const params = idParams('activityId');
const description =
  "The caller's own choice, as an admin of the activity: an e-mail (in their language) for each new order, placed or paid online. On by default.";

export async function orderMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/activities/:activityId/order-mail',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags: boardTags,
        summary: 'Whether I get an e-mail for each new order of the activity',
        description,
        params,
        response: {
          200: envelope(orderMailSetting),
          403: errorResponse.describe('not an admin of the activity'),
        },
      },
    },
    async (req) => ok(await orderMailOf(ctx.db, req.params.activityId, req.user.id)),
  );

  r.put(
    '/api/activities/:activityId/order-mail',
    {
      config: { tenancy: adminTenancy, example: { body: { orderMail: false } } },
      schema: {
        tags: boardTags,
        summary: 'Switch my e-mail for each new order of the activity on or off',
        description,
        params,
        body: orderMailSetting,
        response: {
          200: envelope(orderMailSetting),
          403: errorResponse.describe('not an admin of the activity'),
          404: errorResponse.describe('not a member of the activity (a super admin)'),
        },
      },
    },
    async (req) =>
      ok(await setOrderMail(ctx.db, req.params.activityId, req.user.id, req.body.orderMail)),
  );
}
