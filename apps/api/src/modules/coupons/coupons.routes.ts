import { couponCustomer } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { counterRoute } from '../offers-shared/index.ts';
import { couponsOf, hideCoupon, ownCoupon, redeemCoupon } from './coupons.service.ts';

const tags = ['coupons'];

export async function couponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.ctx;
  app.registerOwned('coupon', ({ db, user, id }) => ownCoupon(db, user.id, id));

  r.get(
    '/api/coupon-customers/customers',
    {
      config: { tenancy: { from: 'query' }, example: { query: {} } },
      schema: {
        tags,
        querystring: listQuery({ activityId: idParam }, ['givenAt'] as const),
        response: { 200: listEnvelope(couponCustomer) },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, total } = await couponsOf(app.db, clock, filters.activityId, req.user.id, page);
      return list(rows, total);
    },
  );

  r.delete(
    '/api/app/couponcustomers/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own coupon, in any of their activities" },
        owns: { id: 'coupon' },
      },
      schema: {
        tags,
        params: z.object({ id: idParam }),
        response: { 200: envelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (req) => ok(await hideCoupon(app.db, clock, req.user.id, req.params.id)),
  );

  counterRoute(app, {
    path: 'coupon-redemptions',
    tags,
    response: couponCustomer,
    take: (activityId, staffUserId, code) =>
      redeemCoupon(app.db, clock, activityId, staffUserId, code),
  });
}
