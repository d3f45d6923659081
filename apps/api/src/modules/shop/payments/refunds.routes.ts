// Staff's calls on an order's money (issue 22): remove one line (its worth refunded when paid
// online, order-lines.service.ts) and ask the provider again for a refund it refused. The board
// shows each refund's state (BoardOrder.refunds); refunds.service.ts asks and retries.
import { boardOrder } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponse, idParams, ok } from '../../../platform/envelope.ts';
import { type Loaded, staffTenancy } from '../../../platform/tenancy.ts';
import { boardOrderOf } from '../orders/board.service.ts';
import { lineOfActivity, removeOrderLine } from '../orders/order-lines.service.ts';
import { boardTags } from '../shop.http.ts';
import type { Providers } from './providers.ts';
import { refundOfActivity, retryRefund } from './refunds.service.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** An ordered line of an order of the route's activity (staff). */
    activityOrderLine: Loaded<typeof lineOfActivity>;
    /** A refund of an order of the route's activity (staff). */
    activityRefund: Loaded<typeof refundOfActivity>;
  }
}

export async function refundsRoutes(app: FastifyInstance, providers: Providers) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.registerOwned('activityOrderLine', async ({ db, membership, id }) =>
    membership ? lineOfActivity(db, membership.activityId, id) : undefined,
  );
  app.registerOwned('activityRefund', async ({ db, membership, id }) =>
    membership ? refundOfActivity(db, membership.activityId, id) : undefined,
  );
  r.delete(
    '/api/activities/:activityId/orders/:orderId/lines/:lineId',
    {
      config: {
        tenancy: staffTenancy,
        owns: { orderId: 'activityOrder', lineId: 'activityOrderLine' },
      },
      schema: {
        tags: boardTags,
        summary: 'Remove one line of an order (placed, paid or ready); its worth is refunded',
        description:
          'One transaction holding the order’s row lock: the line’s stock goes back; the subtotal shrinks, the card credit is capped at it (the excess given back to the card), the cashback credited shrinks in proportion (taken back as far as the card holds it); what was paid online beyond the new total is refunded at the provider (a refund with reason line). The last line is a 422 last_line (cancel the order instead); a shipped, collected, cancelled or pending order a 409.',
        params: idParams('activityId', 'orderId', 'lineId'),
        response: {
          200: envelope(boardOrder),
          404: errorResponse.describe('not an order or line of this activity'),
          409: errorResponse.describe('the order is on its way, finished or not placed yet'),
          422: errorResponse.describe('the order’s last line'),
        },
      },
    },
    async (req) => {
      const { activityId, orderId, lineId } = req.params;
      return ok(await removeOrderLine(ctx, activityId, orderId, lineId));
    },
  );

  r.post(
    '/api/activities/:activityId/orders/:orderId/refunds/:refundId/retry',
    {
      config: {
        tenancy: staffTenancy,
        owns: { orderId: 'activityOrder', refundId: 'activityRefund' },
      },
      schema: {
        tags: boardTags,
        summary: 'Ask the provider again for a refund it refused',
        description:
          'Only a failed refund of this order (409 refund_not_failed otherwise). It becomes pending and is asked of the provider at once, with the same idempotency key, so money is given back once; the answer is the order as the board shows it, with the refund succeeded, or pending again with the provider’s words.',
        params: idParams('activityId', 'orderId', 'refundId'),
        response: {
          200: envelope(boardOrder),
          404: errorResponse.describe('not an order of this activity'),
          409: errorResponse.describe('the refund has not failed'),
        },
      },
    },
    async (req) => {
      const { activityId, orderId, refundId } = req.params;
      await retryRefund(ctx, providers, activityId, orderId, refundId);
      return ok(await boardOrderOf(ctx.db, activityId, orderId));
    },
  );
}
