// STUB (issue 17 foundation): the payments helper replaces this with the real registry
// (simulated provider by default, Stripe and PayPal when configured).
import type { Config } from '../../platform/config.ts';
import type { Clock } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import type { PaymentProvider, ProviderName } from '../../platform/payments.ts';

export interface Providers {
  /** The provider that takes a payment type online: S card, P PayPal. */
  forPayment(type: 'S' | 'P'): PaymentProvider;
  /** The provider an order's session was made with. */
  named(name: ProviderName): PaymentProvider;
}

export function createProviders(_config: Config, _db: Db, _clock: Clock): Providers {
  const none = (): PaymentProvider => {
    throw new Error('payment providers not built yet');
  };
  return { forPayment: none, named: none };
}
