// The shop's calls for staff (issue 17): the orders board of the activity, for ROLE_ADMIN and
// ROLE_STORE there (or a super admin). Rules and transactions: board.service.ts.
import {
  boardOrder,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  orderStatusChange,
  type Role,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParam,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
import { activityOrder, BOARD_FILTERS, boardOrdersOf, moveOrder } from './board.service.ts';

const tags = ['orders board'];
const STAFF: Role[] = ['ROLE_ADMIN', 'ROLE_STORE'];
const tenancy: Tenancy = { from: 'param', param: 'activityId', roles: STAFF };

const boardQuery = z
  .object({
    status: z.enum(BOARD_FILTERS).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    rowsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .strict();

export async function boardRoutes(app: FastifyInstance, _options: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.registerOwned('activityOrder', async ({ db, membership, id }) =>
    membership ? activityOrder(db, membership.activityId, id) : undefined,
  );

  r.get(
    '/api/activities/:activityId/orders',
    {
      config: { tenancy, example: { query: { status: 'open', page: 1, rowsPerPage: 15 } } },
      schema: {
        tags,
        summary: "The activity's orders, newest first, a page at a time",
        description:
          'status: one of pending, placed, paid, ready, shipped, collected, cancelled, or open (every order not collected or cancelled); absent: every order. Each order with its customer (name, e-mail, phone), its lines at the prices it was ordered at, its figures in euros (subtotal, shipping, card credit used, total, cashback, points), shipping and payment types, pick-up time and delivery address.',
        params: z.object({ activityId: idParam }),
        querystring: boardQuery,
        response: { 200: listEnvelope(boardOrder) },
      },
    },
    async (req) => {
      const { status, page, rowsPerPage } = req.query;
      const { rows, total } = await boardOrdersOf(ctx.db, req.params.activityId, {
        status,
        offset: (page - 1) * rowsPerPage,
        rowsPerPage,
      });
      return list(rows, total);
    },
  );

  r.put(
    '/api/activities/:activityId/orders/:orderId/status',
    {
      config: {
        tenancy,
        owns: { orderId: 'activityOrder' },
        example: { body: { status: 'paid' } },
      },
      schema: {
        tags,
        summary: 'Staff move an order: paid, ready, shipped, collected or cancelled',
        description:
          'Allowed moves: placed → paid or cancelled; paid → ready, shipped, collected or cancelled; ready → shipped, collected or cancelled; shipped → collected. Any other (a pending order waiting for its online payment, paid twice, a collected or cancelled order) is a 409 saying where the order stands. paid credits the cashback and points on the customer’s card, once; cancelled returns the stock, gives back the card credit used and takes back the cashback credited (reversal movements); ready and shipped send the customer an in-app notification and an e-mail in their language. One transaction holding the order’s row lock. An Idempotency-Key, when sent, replays the first answer.',
        params: z.object({ activityId: idParam, orderId: idParam }),
        body: orderStatusChange,
        response: {
          200: envelope(boardOrder),
          404: errorResponse.describe('not an order of this activity'),
          409: errorResponse.describe('a move the order’s status does not allow'),
        },
      },
    },
    async (req) =>
      ok(await moveOrder(ctx, req.params.activityId, req.params.orderId, req.body.status)),
  );
}
