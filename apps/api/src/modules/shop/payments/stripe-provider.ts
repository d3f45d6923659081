// Stripe Checkout through the official `stripe` SDK (issue 17): a session per order (mode payment,
// one line "Ordine #id", euros in cents), created with the order's idempotency key so a retry makes
// no second session; read back from Stripe (never from the redirect); expired when abandoned.
// STRIPE_API_URL points the SDK at a local stand-in in tests (test-support/stripe-stand-in.ts).
import type Stripe from 'stripe';
import type { Config } from '../../../platform/config.ts';
import type { SessionState } from '../orders/checkout-provider.ts';
import { type PaymentProvider, RefundRefused } from './provider.ts';
import { sdks } from './sdks.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

/** The SDK (loaded now) and its client, pointed at STRIPE_API_URL's host, port and protocol. */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await sdks.stripe();
  const url = new URL(config.apiUrl);
  return new StripeSdk(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    telemetry: false,
    // Well inside the 60 s a transaction may idle (a checkout calls Stripe in its unit of work);
    // the SDK's own default is 80 s.
    timeout: 30_000,
  });
}

/** A payment intent that will not be paid: the delayed payment failed (or was cancelled). */
const FAILED_INTENT = new Set<Stripe.PaymentIntent.Status>(['requires_payment_method', 'canceled']);

/**
 * What Stripe says of a session (its payment intent expanded): paid only when payment_status is
 * paid; expired once it is. A complete session that is not paid was completed with a delayed
 * method (SEPA debit): settling while its payment intent is processing, failed once the intent
 * asks for another payment method (Stripe leaves the session complete and unpaid then).
 * no_payment_required is never paid: an order's session always has something to pay.
 */
export function stateOf(session: Stripe.Checkout.Session): SessionState {
  const paid = { amountCents: session.amount_total ?? 0, currency: session.currency ?? undefined };
  if (session.payment_status === 'paid') return { status: 'paid', ...paid };
  if (session.status === 'expired') return { status: 'expired', ...paid };
  if (session.status !== 'complete') return { status: 'open', ...paid };
  const intent = session.payment_intent;
  const failed = typeof intent === 'object' && intent && FAILED_INTENT.has(intent.status);
  return { status: failed ? 'failed' : 'settling', ...paid };
}

/** Stripe fills in the session id where its own placeholder stands. */
const withSessionId = (url: string) => url.replaceAll('{SESSION_ID}', '{CHECKOUT_SESSION_ID}');

/**
 * Stripe's expires_at for a session: the hold's end (30 minutes after the order, Stripe's
 * minimum) plus two minutes, so a session made seconds after its order is not refused; the sweep
 * expires it at the hold's end. Fixed by the order, so a retry sends the same body.
 */
const expiresAtOf = (hold: Date) => Math.ceil((hold.getTime() + 2 * 60_000) / 1000);

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createSession(req) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: req.amountCents,
                product_data: { name: req.description },
              },
            },
          ],
          client_reference_id: String(req.orderId),
          metadata: { orderId: String(req.orderId), activityId: String(req.activityId) },
          expires_at: expiresAtOf(req.expiresAt),
          success_url: withSessionId(req.successUrl),
          cancel_url: withSessionId(req.cancelUrl),
        },
        { idempotencyKey: req.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },
    async readSession(sessionId) {
      return stateOf(
        await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
      );
    },
    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    },
    async refund({ sessionId, amountCents, idempotencyKey }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
      if (!paymentIntent) throw new RefundRefused(`Stripe session ${sessionId} has no payment`);
      const refund = await stripe.refunds
        .create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey })
        .catch((err: { message?: string; code?: string }) => {
          throw new RefundRefused(`Stripe: ${err.code ?? ''} ${err.message ?? ''}`.trim());
        });
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new RefundRefused(`Stripe: refund ${refund.id} ${refund.status}`);
      }
      return { id: refund.id };
    },
  };
}
