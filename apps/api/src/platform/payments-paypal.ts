// PayPal through its official server SDK (issue 17): an order (intent CAPTURE) per shop order,
// created with the order's key as PayPal-Request-Id so a retry makes no second one; the customer
// approves it on PayPal's page (the payer-action link); reading it back captures an approved
// order, so paid means captured (the capture completed, for the capture's amount). PayPal has no
// call to void an unpaid order: expiring marks it voided on our side (`VoidedOrders`), and a
// voided order is never captured, only left to expire at PayPal. PayPal appends its order id to
// the return addresses as `token`; the shop's /public/payments/paypal/return and …/cancel take
// the browser on to the app's pages.
import {
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrderStatus,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
} from '@paypal/paypal-server-sdk';
import { eurosToCents } from '@tessera/domain';
import type { Config } from './config.ts';
import { type PaymentProvider, RefundRefused, type SessionState } from './payments.ts';

export type PaypalConfig = NonNullable<Config['paypal']>;

const LIVE = 'https://api-m.paypal.com';
const SANDBOX = 'https://api-m.sandbox.paypal.com';

interface AdapterConfig {
  url?: string;
  method?: string;
  headers?: { toJSON?: () => Record<string, string> } & Record<string, unknown>;
  data?: string;
  auth?: { username: string; password: string };
}

/**
 * An axios adapter (the SDK's transport) sending to another address: PAYPAL_API_URL when it is
 * neither PayPal's live nor its sandbox API (a local stand-in in tests).
 */
function towards(apiUrl: string) {
  return async (config: AdapterConfig) => {
    const url = (config.url ?? '').replace(/^https:\/\/api-m\.sandbox\.paypal\.com/, apiUrl);
    const given = config.headers?.toJSON?.() ?? (config.headers as Record<string, string>);
    const headers = new Headers(
      Object.entries(given ?? {}).filter(([, v]) => v !== undefined && v !== null) as [
        string,
        string,
      ][],
    );
    if (config.auth) {
      const basic = `${config.auth.username}:${config.auth.password}`;
      headers.set('authorization', `Basic ${Buffer.from(basic).toString('base64')}`);
    }
    const res = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: config.data,
    });
    return {
      data: await res.text(),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers),
      config,
      request: {},
    };
  };
}

/** The SDK's client for PayPal's live or sandbox API, or a stand-in at another address. */
export function paypalClient(config: PaypalConfig): Client {
  const standIn = config.apiUrl !== LIVE && config.apiUrl !== SANDBOX;
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.apiUrl === LIVE ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    ...(standIn ? { unstable_httpClientOptions: { adapter: towards(config.apiUrl) } } : {}),
  });
}

/** What the order asks, or once captured what its capture took: cents and currency. */
function moneyOf(order: Order) {
  const unit = order.purchaseUnits?.[0];
  const money = unit?.payments?.captures?.[0]?.amount ?? unit?.amount;
  return {
    amountCents: eurosToCents(Number(money?.value ?? 0)),
    currency: money?.currencyCode?.toLowerCase(),
  };
}

/** A capture PayPal settled (a refund later changes its status, not that it was paid). */
const PAID_CAPTURE = new Set<string>([
  CaptureStatus.Completed,
  CaptureStatus.PartiallyRefunded,
  CaptureStatus.Refunded,
]);
const FAILED_CAPTURE = new Set<string>([CaptureStatus.Declined, CaptureStatus.Failed]);

/**
 * A completed order is paid only once its capture is: PayPal may hold a capture pending (an
 * eCheck, a review) and decline it later, as a bank does a delayed debit.
 */
function stateOf(order: Order): SessionState {
  const money = moneyOf(order);
  if (order.status === OrderStatus.Voided) return { status: 'expired', ...money };
  if (order.status !== OrderStatus.Completed) return { status: 'open', ...money };
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.status ?? '';
  const status = PAID_CAPTURE.has(capture)
    ? 'paid'
    : FAILED_CAPTURE.has(capture)
      ? 'failed'
      : 'settling';
  return { status, ...money };
}

/** Where PayPal sends the browser back: the shop's own return calls on the app's address. */
const returnUrls = (successUrl: string) => {
  const origin = new URL(successUrl).origin;
  return {
    returnUrl: `${origin}/public/payments/paypal/return`,
    cancelUrl: `${origin}/public/payments/paypal/cancel`,
  };
};

/** PayPal's refusal without the SDK's request (its headers hold the access token): for logs. */
export class PaypalError extends Error {}
const plainError = (
  err: unknown,
  as: (message: string) => Error = (message) => new PaypalError(message),
): never => {
  const e = err as { statusCode?: number; result?: { name?: string }; message?: string };
  throw as(
    `PayPal refused: ${e.statusCode ?? 'no answer'} ${e.result?.name ?? e.message ?? ''}`.trim(),
  );
};

/** The PayPal orders we gave up: never to be captured. */
export interface VoidedOrders {
  mark(orderId: string): Promise<void>;
  has(orderId: string): Promise<boolean>;
}

export function paypalProvider(client: Client, voided: VoidedOrders): PaymentProvider {
  const sdk = new OrdersController(client);
  const orders = {
    createOrder: (args: Parameters<typeof sdk.createOrder>[0]) =>
      sdk.createOrder(args).catch(plainError),
    getOrder: (args: Parameters<typeof sdk.getOrder>[0]) => sdk.getOrder(args).catch(plainError),
    captureOrder: (args: Parameters<typeof sdk.captureOrder>[0]) =>
      sdk.captureOrder(args).catch(plainError),
  };
  const payments = new PaymentsController(client);
  return {
    name: 'paypal',
    async createSession(req) {
      const { result } = await orders.createOrder({
        paypalRequestId: req.idempotencyKey,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: String(req.orderId),
              customId: `${req.activityId}:${req.orderId}`,
              description: req.description,
              amount: { currencyCode: 'EUR', value: (req.amountCents / 100).toFixed(2) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                ...returnUrls(req.successUrl),
                userAction: PaypalExperienceUserAction.PayNow,
              },
            },
          },
        },
      });
      const approve = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!result.id || !approve) throw new Error('PayPal order without an approval link');
      return { id: result.id, url: approve.href };
    },
    async readSession(sessionId) {
      const { result } = await orders.getOrder({ id: sessionId });
      if (result.status === OrderStatus.Completed) return stateOf(result);
      if (await voided.has(sessionId)) return { status: 'expired', ...moneyOf(result) };
      if (result.status !== OrderStatus.Approved) return stateOf(result);
      // Approved by the customer: capture it now (once: the request id makes a retry the same).
      const captured = await orders.captureOrder({
        id: sessionId,
        paypalRequestId: `capture-${sessionId}`,
        prefer: 'return=representation',
      });
      return stateOf(captured.result);
    },
    async expireSession(sessionId) {
      const { result } = await orders.getOrder({ id: sessionId });
      if (result.status !== OrderStatus.Completed) await voided.mark(sessionId);
    },
    async refund({ sessionId, amountCents, idempotencyKey }) {
      const { result: order } = await orders.getOrder({ id: sessionId });
      const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (!capture?.id) throw new RefundRefused(`PayPal order ${sessionId} has no capture`);
      const { result } = await payments
        .refundCapturedPayment({
          captureId: capture.id,
          paypalRequestId: idempotencyKey,
          prefer: 'return=representation',
          body: { amount: { currencyCode: 'EUR', value: (amountCents / 100).toFixed(2) } },
        })
        .catch((err: unknown) => plainError(err, (message) => new RefundRefused(message)));
      if (!result.id || result.status === 'FAILED' || result.status === 'CANCELLED') {
        throw new RefundRefused(`PayPal refused the refund: ${result.status ?? 'no status'}`);
      }
      return { id: result.id };
    },
  };
}
