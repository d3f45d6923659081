// An admin's own switch for the e-mail each new order sends them (issue 22), per activity. Only
// the caller's membership changes; the e-mails themselves: orders.mail.ts.
import { orderMailSetting } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, idParam, ok } from '../../platform/envelope.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
import { orderMailOf, setOrderMail } from './orders.mail.ts';

const tags = ['orders board'];
const tenancy: Tenancy = { from: 'param', param: 'activityId', roles: ['ROLE_ADMIN'] };
const params = z.object({ activityId: idParam });
const description =
  "The caller's own choice, as an admin of the activity: an e-mail (in their language) for each new order, placed or paid online. On by default.";

export async function orderMailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/activities/:activityId/order-mail',
    {
      config: { tenancy },
      schema: {
        tags,
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
      config: { tenancy, example: { body: { orderMail: false } } },
      schema: {
        tags,
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
