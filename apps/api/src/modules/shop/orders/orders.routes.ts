// The shop's calls (issue 17; SPEC §7 Shop and orders): placing an order, paying it online
// through a checkout session, my orders and archiving one. Rules and transactions:
// orders.service.ts. Gated by the shop's switch (feature 'shop'), but for completing or giving
// back an online payment already started: the money moved.
import { checkoutSession, isPaidStatus, order, orderCreate } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import { listQuery } from '../../../platform/pagination.ts';
import type { Loaded } from '../../../platform/tenancy.ts';
import { activityCall, ownedCall, shopTags } from '../shop.http.ts';
import type { CheckoutProvider, CheckoutProviders, ProviderName } from './checkout-provider.ts';
import { ordersMessages as m } from './orders.messages.ts';
import {
  abandonSession,
  archiveOrder,
  confirmSession,
  createCheckout,
  createOrder,
  ownOrder,
  ownOrderBySession,
  sweepPendingOrders,
} from './orders.service.ts';
import { ordersOf, orderView } from './orders.views.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own order. */
    order: Loaded<typeof ownOrder>;
    /**
     * The caller's own order, named by its online payment's session id: theirs in no activity, so
     * a member switched off while paying can still complete or give it back (issue 22).
     */
    orderSession: Loaded<typeof ownOrderBySession>;
  }
}

const archivedFilter = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** A provider's checkout session id (Stripe's cs_…, the simulator's sim_…). */
const sessionIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);

const refusals = {
  400: errorResponse.describe('bad input, or a shipping, payment or address not the caller’s'),
  404: errorResponse.describe('not this activity’s, or the shop is off'),
  409: errorResponse.describe(
    'sold out (names the item), card balance changed, total changed (the server’s prices win), cart changed',
  ),
  422: errorResponse.describe(
    'empty cart, item no longer sold, under shopTotalMinPrice, store payment with courier, no address for C or H, pick-up time not among today’s, wrong call for the payment type',
  ),
};

/** Placing an order or starting its checkout: the activity is the body's, a retry is done once. */
const placing = {
  tenancy: { from: 'body' as const },
  feature: 'shop' as const,
  idempotencyKey: 'required' as const,
  example: {
    body: {
      activityId: 1,
      shippingId: 1,
      paymentId: 1,
      customerAddressId: null,
      usedCreditValue: 0,
      checkCreditUse: false,
      orderTimeRequest: null,
    },
  },
};

const orderDescription =
  'From the caller’s open cart lines, repriced from the items (a price a client sends is never read; totalPrice, when sent, must equal the server’s total or 409 total_changed). Shipping: offerPrice when the subtotal exceeds priceMin, else standardPrice. Card credit (checkCreditUse on, usedCreditValue in euros) is capped at the subtotal and the balance; asking more is a 409. total = subtotal − credit + shipping. Stock is taken at once (409 sold_out naming the item). The courier (C) and home (H) need customerAddressId, one of the caller’s addresses; shopType R needs orderTimeRequest among today’s pick-up times.';

/** How often holds that ran out are looked for: a held piece outlives its hold by a minute at most. */
const SWEEP_EVERY_MS = 60_000;

export async function ordersRoutes(app: FastifyInstance, providers: CheckoutProviders) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  app.registerOwned('order', ({ db, user, membership, id }) =>
    ownOrder(db, user.id, id, membership?.activityId),
  );
  app.registerOwned('orderSession', ({ db, user, key }) => ownOrderBySession(db, user.id, key));
  // Unpaid online checkouts give back what they hold when their hold ends.
  const sweep = setInterval(() => {
    sweepPendingOrders(ctx, providers).catch((err) =>
      app.log.error({ err }, 'pending orders sweep'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** The provider an order's session was made with (502 when it is no longer configured). */
  const providerOf = (name: string | null): CheckoutProvider => {
    try {
      return providers.named(name as ProviderName);
    } catch {
      throw new AppError(502, 'payment_unavailable', m.paymentUnavailable);
    }
  };

  r.post(
    '/api/itemorders',
    {
      config: placing,
      schema: {
        tags: shopTags,
        summary:
          'Place an order paid by bank transfer, in store, or all by card credit (Idempotency-Key required)',
        description: `${orderDescription} BT and ST orders are placed (paid when staff say so); an order whose total is 0 (all by card credit) is paid at once and earns its cashback. P and S with something to pay go through the checkout (422 use_checkout).`,
        body: orderCreate,
        response: { 200: envelope(order), ...refusals },
      },
    },
    async (req) => {
      const { activityId, ...request } = req.body;
      return ok(await createOrder(ctx, { activityId, userId: req.user.id, request }));
    },
  );

  r.post(
    '/api/itemorders/paid/checkout',
    {
      config: placing,
      schema: {
        tags: shopTags,
        summary: 'Start paying an order online, P or S (Idempotency-Key required)',
        description: `${orderDescription} The order waits (pending) holding its stock and credit for 30 minutes at most (holdUntil); at most PENDING_CHECKOUTS_PER_CUSTOMER such orders per customer (422 too_many_pending). A payment type this server has no provider for is a 422 payment_unavailable. The answer is the provider’s checkout session: the browser goes to url. The provider sends it back to /shop/pay/success?session_id=… or /shop/cart?cancelled=…. A provider that fails gives everything back (502).`,
        body: orderCreate,
        response: {
          200: envelope(checkoutSession),
          ...refusals,
          502: errorResponse.describe('the payment provider is unavailable: nothing was kept'),
        },
      },
    },
    async (req) => {
      const { activityId, ...request } = req.body;
      return ok(
        await createCheckout(ctx, providers, { activityId, userId: req.user.id, request }, req.log),
      );
    },
  );

  const sessionRoute = {
    tenancy: {
      from: 'none' as const,
      reason: "the caller's own order, named by its payment session",
    },
    owns: { sessionId: 'orderSession' as const },
  };
  const sessionParams = z.object({ sessionId: sessionIdParam });
  const sessionAnswers = {
    200: envelope(order),
    404: errorResponse,
    409: errorResponse,
    502: errorResponse,
  };

  r.put(
    '/api/itemorders/paid/session/:sessionId',
    {
      config: sessionRoute,
      schema: {
        tags: shopTags,
        summary: 'Complete an online order: the session as the provider says it is',
        description:
          'Reads the session back from the provider (never trusting the redirect): paid → the order is paid and its cashback credited, once (asked again, the same paid order). Still open → 409 payment_not_done; expired or abandoned → 409 payment_expired (the order is cancelled). Answers even when the shop was switched off meanwhile: the money moved.',
        params: sessionParams,
        response: sessionAnswers,
      },
    },
    async (req) => {
      const own = req.owned.sessionId;
      const row = await confirmSession(ctx, providerOf(own.provider), req.params.sessionId);
      if (row?.status === 'pending') {
        throw new AppError(409, 'payment_not_done', m.paymentNotDone);
      }
      if (row?.status === 'cancelled') {
        throw new AppError(409, 'payment_expired', m.paymentExpired);
      }
      return ok(await orderView(ctx.db, own.id));
    },
  );

  r.delete(
    '/api/itemorders/paid/session/:sessionId',
    {
      config: sessionRoute,
      schema: {
        tags: shopTags,
        summary: 'Abandon an online order: the session is expired and everything given back',
        description:
          'Expires the session at the provider, then reads it back: a session paid meanwhile makes the order paid (409 order_paid). Otherwise the order is cancelled: its stock and card credit (a reversal movement) go back and its lines return to the cart. Asked again, the same cancelled order.',
        params: sessionParams,
        response: sessionAnswers,
      },
    },
    async (req) => {
      const own = req.owned.sessionId;
      const row = await abandonSession(ctx, providerOf(own.provider), req.params.sessionId, {
        expire: true,
      });
      if (row && isPaidStatus(row.status)) throw new AppError(409, 'order_paid', m.orderPaid);
      return ok(await orderView(ctx.db, own.id));
    },
  );

  r.get(
    '/api/app/itemorders/activity/:activityId',
    {
      config: { ...activityCall('activityId'), example: { query: {} } },
      schema: {
        tags: shopTags,
        summary:
          'My orders: the caller’s orders not archived (filters[archived]=true: the archived ones), newest first',
        params: idParams('activityId'),
        querystring: listQuery({ archived: archivedFilter.optional() }, ['created'] as const),
        response: { 200: listEnvelope(order), 404: refusals[404] },
      },
    },
    async (req) => {
      const { filters, ...page } = req.query;
      const { rows, total } = await ordersOf(ctx.db, req.params.activityId, req.user.id, {
        ...page,
        archived: filters.archived,
      });
      return list(rows, total);
    },
  );

  r.put(
    '/api/app/item-orders/:orderId/archive',
    {
      config: ownedCall('orderId', 'order', "the caller's own order, in any of their activities"),
      schema: {
        tags: shopTags,
        summary: 'Archive one of my finished orders (collected or cancelled): it leaves my orders',
        params: idParams('orderId'),
        response: {
          200: envelope(order),
          404: refusals[404],
          422: errorResponse.describe('order_not_finished: the order is still on its way'),
        },
      },
    },
    async (req) => ok(await archiveOrder(ctx.db, req.user.id, req.params.orderId)),
  );
}
