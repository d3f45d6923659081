import { couponCustomer } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import { menuSwitchOn } from '../activities/index.ts';
import { counterRoute } from '../offers-shared/index.ts';
import { couponsOf, hideCoupon, ownCoupon, redeemCoupon } from './coupons.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own coupon. */
    coupon: Loaded<typeof ownCoupon>;
  }
}

declare module '../../platform/features.ts' {
  interface Features {
    /** The customer's coupons (menu showCouponApp); the counter redeems them whatever the switch. */
    coupons: true;
  }
}

const tags = ['coupons'];

export async function couponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clock } = app.ctx;
  app.registerOwned('coupon', ({ db, user, id }) => ownCoupon(db, user.id, id));
  app.registerFeature('coupons', (db, activityId) => menuSwitchOn(db, activityId, 'showCouponApp'));

  r.get(
    '/api/coupon-customers/customers',
    {
      config: { tenancy: { from: 'query' }, feature: 'coupons', example: { query: {} } },
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
        feature: 'coupons',
      },
      schema: {
        tags,
        params: idParams('id'),
        response: { 200: deletedAnswer },
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
