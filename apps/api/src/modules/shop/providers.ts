// The payment providers in use (issue 17): Stripe takes card payments (S) when STRIPE_SECRET_KEY
// is set and PayPal takes PayPal (P) when PAYPAL_* is; otherwise the built-in simulator takes
// them, so the whole journey works on a fresh machine.
import type { Config } from '../../platform/config.ts';
import type { Clock } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentProvider, ProviderName } from '../../platform/payments.ts';
import { stripeClient, stripeProvider } from '../../platform/payments-stripe.ts';
import { simulatedProvider } from './simulated-provider.ts';

export interface Providers {
  /** The provider that takes a payment type online: S card, P PayPal. */
  forPayment(type: 'S' | 'P'): PaymentProvider;
  /** The provider an order's session was made with. */
  named(name: ProviderName): PaymentProvider;
}

export function createProviders(config: Config, db: Db, clock: Clock): Providers {
  const simulated = simulatedProvider(db, clock);
  const stripe = config.stripe && stripeProvider(stripeClient(config.stripe));
  const byName: Partial<Record<ProviderName, PaymentProvider>> = { simulated, stripe };
  return {
    forPayment: (type) => (type === 'S' ? (stripe ?? simulated) : simulated),
    named(name) {
      const provider = byName[name];
      if (!provider) throw new Error(`payment provider ${name} is not configured`);
      return provider;
    },
  };
}
