// The Stripe provider: the official SDK against a local stand-in of Stripe's endpoints (the
// requests it really sends), and the configuration it needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.ts';
import { checkoutRequest } from '../../../test-support/checkout.ts';
import { type StripeStandIn, startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';
import { stripeClient, stripeProvider } from './stripe-provider.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

const provider = async () =>
  stripeProvider(
    await stripeClient({
      secretKey: standIn.env.STRIPE_SECRET_KEY,
      webhookSecret: standIn.env.STRIPE_WEBHOOK_SECRET,
      apiUrl: standIn.url,
    }),
  );

describe('Stripe Checkout through the SDK', () => {
  it('creates a payment session of one line in euro cents, with the order in its metadata', async () => {
    const req = checkoutRequest();
    const session = await (await provider()).createSession(req);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    const sent = standIn.seen.filter((s) => s.path === '/v1/checkout/sessions').at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.auth).toBe(`Bearer ${standIn.env.STRIPE_SECRET_KEY}`);
    expect(sent?.idempotencyKey).toBe(`order-${req.orderId}`);
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4590',
      'line_items[0][price_data][product_data][name]': `Ordine #${req.orderId}`,
      client_reference_id: String(req.orderId),
      'metadata[orderId]': String(req.orderId),
      'metadata[activityId]': '7',
      success_url: 'http://localhost:3000/shop/pay/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/shop/cart?cancelled={CHECKOUT_SESSION_ID}',
    });
  });

  it('makes no second session when the creation is retried with the order’s key', async () => {
    const req = checkoutRequest();
    const first = await (await provider()).createSession(req);
    const again = await (await provider()).createSession(req);
    expect(again.id).toBe(first.id);
  });

  it('reads the session back: open, then paid once Stripe says its payment is', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest({ amountCents: 1234 }));
    expect(await p.readSession(id)).toEqual({ status: 'open', amountCents: 1234, currency: 'eur' });
    standIn.pay(id);
    expect(await p.readSession(id)).toEqual({ status: 'paid', amountCents: 1234, currency: 'eur' });
  });

  it('says the amount and currency Stripe was paid, not those the session was made for', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest({ amountCents: 1234 }));
    standIn.pay(id, { amountTotal: 1000, currency: 'usd' });
    expect(await p.readSession(id)).toEqual({ status: 'paid', amountCents: 1000, currency: 'usd' });
  });

  it('reads a session completed with a delayed method: settling until the bank answers, then paid or failed', async () => {
    const p = await provider();
    const good = await p.createSession(checkoutRequest({ amountCents: 1500 }));
    standIn.completeDelayed(good.id);
    expect(standIn.session(good.id)).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    expect(await p.readSession(good.id)).toEqual({
      status: 'settling',
      amountCents: 1500,
      currency: 'eur',
    });
    // A completed session cannot be expired: asking changes nothing.
    await p.expireSession(good.id);
    expect((await p.readSession(good.id)).status).toBe('settling');
    standIn.settle(good.id, 'succeeded');
    expect((await p.readSession(good.id)).status).toBe('paid');

    const bad = await p.createSession(checkoutRequest({ amountCents: 1500 }));
    standIn.completeDelayed(bad.id);
    standIn.settle(bad.id, 'failed');
    // Stripe leaves the session complete and unpaid: its payment intent tells the failure.
    expect(standIn.session(bad.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(await p.readSession(bad.id)).toEqual({
      status: 'failed',
      amountCents: 1500,
      currency: 'eur',
    });
  });

  it('expires an open session, and leaves a paid or expired one as it is', async () => {
    const p = await provider();
    const open = await p.createSession(checkoutRequest());
    await p.expireSession(open.id);
    expect(standIn.session(open.id).status).toBe('expired');
    expect((await p.readSession(open.id)).status).toBe('expired');
    await p.expireSession(open.id);
    const paid = await p.createSession(checkoutRequest());
    standIn.pay(paid.id);
    await p.expireSession(paid.id);
    expect((await p.readSession(paid.id)).status).toBe('paid');
  });

  it('throws when Stripe refuses (an unknown session)', async () => {
    await expect((await provider()).readSession('cs_test_nope')).rejects.toThrow(/No such/);
  });
});

describe('Stripe and PayPal configuration', () => {
  const base = { DATA_DIR: '/tmp/tessera-config-test', JWT_SECRET: 'x'.repeat(32) };
  const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m' };

  it('is off without keys, and points at Stripe’s API by default', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: undefined,
      apiUrl: 'https://api.stripe.com',
    });
  });

  it('refuses to start in production with a Stripe key and no webhook secret', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(
      loadConfig({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).stripe?.webhookSecret,
    ).toBe('whsec_1');
    expect(() => loadConfig({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(ConfigError);
  });

  it('takes PayPal’s id and secret together, live in production and the sandbox otherwise', () => {
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'id' })).toThrow(/go together/);
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...base, ...paypal }).paypal?.apiUrl).toBe(
      'https://api-m.sandbox.paypal.com',
    );
    expect(loadConfig({ ...production, ...paypal }).paypal?.apiUrl).toBe(
      'https://api-m.paypal.com',
    );
  });
});
