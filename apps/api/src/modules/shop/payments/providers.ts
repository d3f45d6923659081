// The payment providers in use (issues 17, 22): Stripe takes card payments (S) when
// STRIPE_SECRET_KEY is set and PayPal takes PayPal (P) when PAYPAL_* is. Without keys the built-in
// simulator takes them outside production (the whole journey works on a fresh machine) or on a
// declared demo server; in production proper such a payment type is unavailable.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../../platform/config.ts';
import type { Clock } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { payments } from '../catalogue/catalogue.tables.ts';
import type { CheckoutProviders, ProviderName } from '../orders/checkout-provider.ts';
import { paymentEvents } from './payments.tables.ts';
import { paypalClient, paypalProvider, type VoidedOrders } from './paypal-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { simulatedProvider } from './simulated-provider.ts';
import { stripeClient, stripeProvider } from './stripe-provider.ts';

/** The environment a payment type's real provider needs. */
export const PROVIDER_KEYS = {
  S: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
  P: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
} as const;

/** The providers in use: what orders ask of them (CheckoutProviders), and refunds. */
export interface Providers extends CheckoutProviders {
  forPayment(type: 'S' | 'P'): PaymentProvider | undefined;
  named(name: ProviderName): PaymentProvider;
  /** Stripe's client and provider when configured (its webhook verifies events with the client). */
  stripe?: { client: Stripe; provider: PaymentProvider };
}

/**
 * PayPal orders given up, kept as events of ours in payment_events ('paypal', 'voided:<id>'):
 * PayPal cannot void them, so we never capture them.
 */
const voidedIn = (db: Db, clock: Clock): VoidedOrders => ({
  async mark(orderId) {
    await db
      .insert(paymentEvents)
      .values({ provider: 'paypal', eventId: `voided:${orderId}`, receivedAt: clock.now() })
      .onConflictDoNothing();
  },
  async has(orderId) {
    const [row] = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.eventId, `voided:${orderId}`)),
      );
    return Boolean(row);
  },
});

/** The providers the configuration asks for; a provider's SDK is loaded only when its keys are set. */
export async function createProviders(config: Config, db: Db, clock: Clock): Promise<Providers> {
  const simulated = config.simulatedPayments ? simulatedProvider(db, clock) : undefined;
  const client = config.stripe && (await stripeClient(config.stripe));
  const stripe = client ? stripeProvider(client) : undefined;
  const paypal =
    config.paypal && paypalProvider(await paypalClient(config.paypal), voidedIn(db, clock));
  const byName: Partial<Record<ProviderName, PaymentProvider>> = { simulated, stripe, paypal };
  return {
    forPayment: (type) => (type === 'S' ? stripe : paypal) ?? simulated,
    stripe: client && stripe ? { client, provider: stripe } : undefined,
    named(name) {
      const provider = byName[name];
      if (!provider) throw new Error(`payment provider ${name} is not configured`);
      return provider;
    },
  };
}

/**
 * Says at start which online payment types this server cannot take (production without their
 * keys) and which activities offer them: those are shown disabled and refused at checkout.
 */
export async function sayMissingProviders(app: FastifyInstance, providers: Providers) {
  for (const type of ['S', 'P'] as const) {
    if (providers.forPayment(type)) continue;
    const offering = await app.ctx.db
      .selectDistinct({ activityId: payments.activityId })
      .from(payments)
      .where(and(eq(payments.type, type), eq(payments.active, true)));
    app.log.warn(
      { paymentType: type, activities: offering.map((o) => o.activityId) },
      `payment ${type} unavailable: set ${PROVIDER_KEYS[type]}; activities offering it show it disabled and refuse it at checkout`,
    );
  }
}
