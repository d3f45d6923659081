// The payment providers in use (issue 24 §6): a provider's SDK is loaded only when its keys are
// set, so a server or a test without STRIPE_* or PAYPAL_* never pays for loading it (PayPal's
// alone takes about a second). scripts/boundaries.test.ts keeps the SDKs out of static imports.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test-support/harness.ts';
import { createProviders } from './providers.ts';
import { sdks } from './sdks.ts';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

/** The providers of the test app's configuration with `keys` on top, and the SDKs they loaded. */
async function providersWith(keys: Partial<Pick<typeof t.app.ctx.config, 'stripe' | 'paypal'>>) {
  const stripe = vi.spyOn(sdks, 'stripe');
  const paypal = vi.spyOn(sdks, 'paypal');
  const { ctx } = t.app;
  const providers = await createProviders({ ...ctx.config, ...keys }, ctx.db, ctx.clock);
  return {
    providers,
    loaded: { stripe: stripe.mock.calls.length, paypal: paypal.mock.calls.length },
  };
}

describe('payment providers', () => {
  it('loads no SDK without keys: card and PayPal go to the test checkout', async () => {
    const { providers, loaded } = await providersWith({ stripe: undefined, paypal: undefined });
    expect(loaded).toEqual({ stripe: 0, paypal: 0 });
    expect(providers.forPayment('S')?.name).toBe('simulated');
    expect(providers.forPayment('P')?.name).toBe('simulated');
    expect(providers.stripe).toBeUndefined();
  });

  it('loads Stripe’s SDK only with Stripe’s keys, and PayPal’s only with PayPal’s', async () => {
    const stripe = {
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:9',
    };
    const withStripe = await providersWith({ stripe, paypal: undefined });
    expect(withStripe.loaded).toEqual({ stripe: 1, paypal: 0 });
    expect(withStripe.providers.forPayment('S')?.name).toBe('stripe');
    expect(withStripe.providers.forPayment('P')?.name).toBe('simulated');
    vi.restoreAllMocks();

    const paypal = { clientId: 'id', clientSecret: 'secret', apiUrl: 'http://127.0.0.1:9' };
    const withPaypal = await providersWith({ stripe: undefined, paypal });
    expect(withPaypal.loaded).toEqual({ stripe: 0, paypal: 1 });
    expect(withPaypal.providers.forPayment('S')?.name).toBe('simulated');
    expect(withPaypal.providers.forPayment('P')?.name).toBe('paypal');
  });
});
