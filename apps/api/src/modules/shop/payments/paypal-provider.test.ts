// The PayPal provider: the official server SDK against a local stand-in of PayPal's endpoints
// (the requests it really sends: OAuth, order creation with its request id, read, capture).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../../../test-support/checkout.ts';
import { type PaypalStandIn, startPaypalStandIn } from '../../../test-support/paypal-stand-in.ts';
import { paypalClient, paypalProvider } from './paypal-provider.ts';

let standIn: PaypalStandIn;
beforeAll(async () => {
  standIn = await startPaypalStandIn();
});
afterAll(() => standIn.close());

/** The orders given up, in memory (the app keeps them in payment_events). */
const voided = new Set<string>();
const provider = async () =>
  paypalProvider(
    await paypalClient({
      clientId: standIn.env.PAYPAL_CLIENT_ID,
      clientSecret: standIn.env.PAYPAL_CLIENT_SECRET,
      apiUrl: standIn.url,
    }),
    { mark: async (id) => void voided.add(id), has: async (id) => voided.has(id) },
  );

/** A captured purchase unit as the stand-in keeps it: one capture. */
interface CapturedUnit {
  payments: { captures: [{ status: string; amount: { currency_code: string; value: string } }] };
}

describe('PayPal Orders through the server SDK', () => {
  it('creates an order to capture in euros, with the approval link as the url', async () => {
    const req = checkoutRequest();
    const session = await (await provider()).createSession(req);
    expect(session.url).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${session.id}`);
    const token = standIn.seen.find((s) => s.path === '/v1/oauth2/token');
    expect(token?.auth).toBe(
      `Basic ${Buffer.from('paypal-client-id:paypal-client-secret').toString('base64')}`,
    );
    const sent = standIn.seen.filter((s) => s.path === '/v2/checkout/orders').at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.requestId).toBe(`order-${req.orderId}`);
    expect(sent?.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(req.orderId),
          custom_id: `7:${req.orderId}`,
          description: `Ordine #${req.orderId}`,
          amount: { currency_code: 'EUR', value: '45.90' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://localhost:3000/public/payments/paypal/return',
            cancel_url: 'http://localhost:3000/public/payments/paypal/cancel',
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  });

  it('makes no second order when the creation is retried with the order’s key', async () => {
    const req = checkoutRequest();
    const first = await (await provider()).createSession(req);
    expect((await (await provider()).createSession(req)).id).toBe(first.id);
  });

  it('reads the order back: open until approved, then captured once and paid', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest({ amountCents: 1234 }));
    expect(await p.readSession(id)).toEqual({ status: 'open', amountCents: 1234, currency: 'eur' });
    expect(standIn.seen.some((s) => s.path.endsWith('/capture'))).toBe(false);
    standIn.approve(id);
    expect(await p.readSession(id)).toEqual({ status: 'paid', amountCents: 1234, currency: 'eur' });
    expect(standIn.order(id).status).toBe('COMPLETED');
    expect(await p.readSession(id)).toEqual({ status: 'paid', amountCents: 1234, currency: 'eur' });
    const captures = standIn.seen.filter((s) => s.path === `/v2/checkout/orders/${id}/capture`);
    expect(captures.map((c) => c.requestId)).toEqual([`capture-${id}`]);
  });

  it('is paid by its capture: the capture’s amount and currency, settling while PayPal holds it pending, failed once declined', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest({ amountCents: 1234 }));
    standIn.approve(id);
    await p.readSession(id);
    const [capture] = (standIn.order(id).purchase_units[0] as CapturedUnit).payments.captures;
    capture.amount = { currency_code: 'USD', value: '10.00' };
    expect(await p.readSession(id)).toEqual({ status: 'paid', amountCents: 1000, currency: 'usd' });
    capture.amount = { currency_code: 'EUR', value: '12.34' };
    capture.status = 'PENDING';
    expect(await p.readSession(id)).toEqual({
      status: 'settling',
      amountCents: 1234,
      currency: 'eur',
    });
    capture.status = 'DECLINED';
    expect((await p.readSession(id)).status).toBe('failed');
  });

  it('never captures an order it gave up, even when the customer approves it afterwards', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest());
    await p.expireSession(id);
    expect((await p.readSession(id)).status).toBe('expired');
    standIn.approve(id);
    expect((await p.readSession(id)).status).toBe('expired');
    expect(standIn.order(id).status).toBe('APPROVED');
    expect(standIn.seen.some((s) => s.path === `/v2/checkout/orders/${id}/capture`)).toBe(false);
  });

  it('does not give up an order already captured', async () => {
    const p = await provider();
    const { id } = await p.createSession(checkoutRequest());
    standIn.approve(id);
    expect((await p.readSession(id)).status).toBe('paid');
    await p.expireSession(id);
    expect((await p.readSession(id)).status).toBe('paid');
  });

  it('throws PayPal’s refusal without the request, whose headers hold the access token', async () => {
    const err = await (await provider()).readSession('NOPE').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('PayPal refused: 404 RESOURCE_NOT_FOUND');
    expect(JSON.stringify(err)).not.toMatch(/Bearer|A21AA/);
    expect(Object.keys(err as object)).toEqual([]);
  });
});
