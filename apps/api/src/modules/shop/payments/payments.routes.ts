// The shop's calls (issue 17): Stripe's webhook, PayPal's return addresses, and the built-in
// simulated checkout that the test page (/shop/pay/simulated/<id>) pays or cancels. None is gated
// by the shop's switch (feature 'shop'): a payment already started completes or is given back.
import { simulatedCheckout } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, ok, redirectAnswer } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Loaded } from '../../../platform/tenancy.ts';
import { shopTags } from '../shop.http.ts';
import {
  handleStripeEvent,
  ownSimulatedSession,
  settleSimulated,
  simulatedCheckoutOf,
  verifiedEvent,
} from './payments.service.ts';
import type { Providers } from './providers.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own session at the built-in simulated provider (its test checkout page). */
    simulatedSession: Loaded<typeof ownSimulatedSession>;
  }
}

/** The simulator's session ids: sim_ and base64url. */
const sessionIdParam = z.object({ sessionId: z.string().regex(/^sim_[A-Za-z0-9_-]{1,100}$/) });
const checkoutView = simulatedCheckout.extend({ activityName: z.string() });
/** PayPal's order id (token) and payer, as PayPal appends them to the return addresses. */
const paypalReturn = z.object({
  token: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  PayerID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/)
    .optional(),
});
const tenancy = {
  from: 'none',
  reason: "the caller's own simulated checkout session; its activity is the session's",
} as const;

export async function paymentsRoutes(app: FastifyInstance, providers: Providers) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // The test checkout exists only where the simulated provider does (never in production proper).
  if (ctx.config.simulatedPayments) {
    app.registerOwned('simulatedSession', ({ db, user, key }) =>
      ownSimulatedSession(db, user.id, key),
    );

    r.get(
      '/api/simulated-checkout/:sessionId',
      {
        config: { tenancy, owns: { sessionId: 'simulatedSession' } },
        schema: {
          tags: shopTags,
          summary:
            'The simulated checkout: amount, order, activity and status of one’s own session',
          description:
            'Only when no provider keys are set: the test page shows it (no real charge). Another customer’s session is a 404.',
          params: sessionIdParam,
          response: { 200: envelope(checkoutView), 404: errorResponse },
        },
      },
      async (req) => ok(await simulatedCheckoutOf(ctx.db, req.params.sessionId)),
    );

    r.post(
      '/api/simulated-checkout/:sessionId/pay',
      {
        config: { tenancy, owns: { sessionId: 'simulatedSession' } },
        schema: {
          tags: shopTags,
          summary: 'The customer pays on the simulated checkout page (the session becomes paid)',
          description:
            'Paying again answers the paid session; an expired or cancelled one is a 409 session_expired. The order becomes paid when the app reads the session back (PUT /api/itemorders/paid/session/{sessionId}).',
          params: sessionIdParam,
          response: { 200: envelope(checkoutView), 404: errorResponse, 409: errorResponse },
        },
      },
      async (req) => ok(await settleSimulated(ctx.db, req.params.sessionId, 'paid')),
    );

    r.post(
      '/api/simulated-checkout/:sessionId/cancel',
      {
        config: { tenancy, owns: { sessionId: 'simulatedSession' } },
        schema: {
          tags: shopTags,
          summary: 'The customer cancels on the simulated checkout page (the session expires)',
          description:
            'Cancelling again answers the expired session; a paid one is a 409 session_paid. The order is given back by DELETE /api/itemorders/paid/session/{sessionId}.',
          params: sessionIdParam,
          response: { 200: envelope(checkoutView), 404: errorResponse, 409: errorResponse },
        },
      },
      async (req) => ok(await settleSimulated(ctx.db, req.params.sessionId, 'expired')),
    );
  }

  // PayPal sends the browser back with its order id as `token`: on to the app's pages.
  for (const [path, to, what] of [
    ['return', '/shop/pay/success?session_id=', 'approved: the success page reads the order back'],
    ['cancel', '/shop/cart?cancelled=', 'cancelled: the cart gives the order back'],
  ] as const) {
    r.get(
      `/public/payments/paypal/${path}`,
      {
        config: {
          tenancy: { from: 'none', reason: 'PayPal sends the browser back here' },
          example: { query: { token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' } },
        },
        schema: {
          tags: shopTags,
          summary: `PayPal’s return address (${path}): redirects to ${to}<token>`,
          description: `The customer ${what}. Nothing changes here.`,
          security: [],
          querystring: paypalReturn,
          response: { 302: redirectAnswer(`to ${to}<token>`), 400: errorResponse },
        },
      },
      async (req, reply) => reply.redirect(`${to}${req.query.token}`),
    );
  }

  // Stripe signs the body as sent: this plugin alone keeps JSON bodies raw.
  const stripe = ctx.config.stripe;
  const client = providers.stripe?.client;
  const provider = providers.stripe?.provider;
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/public/payments/stripe/webhook',
      {
        config: { tenancy: { from: 'none', reason: 'Stripe calls it; its signature proves it' } },
        schema: {
          tags: shopTags,
          summary:
            'Stripe’s webhook: checkout.session.completed, async_payment_succeeded, async_payment_failed and expired',
          description:
            'Verified by its Stripe-Signature, dated within 5 minutes of now either way (400 invalid_signature otherwise, nothing changed), and acted on once per event id (a replay answers replayed: true). Completed and a delayed payment’s outcome (async_payment_succeeded, async_payment_failed): the order is confirmed from the session read back from Stripe — paid for the order’s exact total in euros: paid, cashback once; complete but unpaid (SEPA debit, the bank settling): still pending, holding its stock and credit (holdUntil extended 6 hours at a time, 28 days after the order at most); failed: cancelled, its card credit and stock given back, its lines back in the cart, the customer told; paid for another amount: pending without cashback, given up and refunded when its hold ends. Expired: the pending order is cancelled, its card credit and stock given back. Other events, and events about a session that is no order of ours, are acknowledged (200) and logged. 404 when Stripe is not configured.',
          security: [],
          response: {
            200: envelope(z.object({ received: z.literal(true), replayed: z.boolean() })),
            400: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (req) => {
        if (!client || !provider || !stripe?.webhookSecret) throw notFound();
        const signature = req.headers['stripe-signature'];
        const event = verifiedEvent(
          client,
          stripe.webhookSecret,
          req.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
          ctx.clock.now(),
        );
        const { replayed, ignored } = await handleStripeEvent(ctx, provider, event);
        if (ignored) req.log.warn({ eventId: event.id }, 'Stripe event about no order of ours');
        return ok({ received: true as const, replayed });
      },
    );
  });
}
