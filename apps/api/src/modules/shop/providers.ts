// The payment providers in use (issue 17): Stripe takes card payments (S) when STRIPE_SECRET_KEY
// is set and PayPal takes PayPal (P) when PAYPAL_* is; otherwise the built-in simulator takes
// them, so the whole journey works on a fresh machine.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../platform/config.ts';
import type { Clock } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentProvider, ProviderName } from '../../platform/payments.ts';
import { paypalClient, paypalProvider, type VoidedOrders } from '../../platform/payments-paypal.ts';
import { stripeClient, stripeProvider } from '../../platform/payments-stripe.ts';
import { paymentEvents } from './shop.tables.ts';
import { simulatedProvider } from './simulated-provider.ts';

export interface Providers {
  /** The provider that takes a payment type online: S card, P PayPal. */
  forPayment(type: 'S' | 'P'): PaymentProvider;
  /** The provider an order's session was made with. */
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

export function createProviders(config: Config, db: Db, clock: Clock): Providers {
  const simulated = simulatedProvider(db, clock);
  const client = config.stripe && stripeClient(config.stripe);
  const stripe = client ? stripeProvider(client) : undefined;
  const paypal = config.paypal && paypalProvider(paypalClient(config.paypal), voidedIn(db, clock));
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
