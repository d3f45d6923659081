// PayPal through its official server SDK (issue 17): an order (intent CAPTURE) per shop order,
// created with the order's key as PayPal-Request-Id so a retry makes no second one; the customer
// approves it on PayPal's page (the payer-action link); reading it back captures an approved
// order, so paid means captured (the capture completed, for the capture's amount). PayPal has no
// call to void an unpaid order: expiring marks it voided on our side (`VoidedOrders`), and a
// voided order is never captured, only left to expire at PayPal. PayPal appends its order id to
// the return addresses as `token`; the shop's /public/payments/paypal/return and …/cancel take
// the browser on to the app's pages.
import type * as PaypalSdk from '@paypal/paypal-server-sdk';
import { eurosToCents } from '@tessera/domain';
import type { Config } from '../../../platform/config.ts';
import type { SessionState } from '../orders/checkout-provider.ts';
import { type PaymentProvider, RefundRefused } from './provider.ts';
import { sdks } from './sdks.ts';

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

/** The SDK (loaded now) and its client. */
export interface Paypal {
  sdk: typeof PaypalSdk;
  client: PaypalSdk.Client;
}

/** The SDK's client for PayPal's live or sandbox API, or a stand-in at another address. */
export async function paypalClient(config: PaypalConfig): Promise<Paypal> {
  const sdk = await sdks.paypal();
  const { Client, Environment } = sdk;
  const standIn = config.apiUrl !== LIVE && config.apiUrl !== SANDBOX;
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: config.clientId,
      oAuthClientSecret: config.clientSecret,
    },
    environment: config.apiUrl === LIVE ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    ...(standIn ? { unstable_httpClientOptions: { adapter: towards(config.apiUrl) } } : {}),
  });
  return { sdk, client };
}

/** What the order asks, or once captured what its capture took: cents and currency. */
function moneyOf(order: PaypalSdk.Order) {
  const unit = order.purchaseUnits?.[0];
  const money = unit?.payments?.captures?.[0]?.amount ?? unit?.amount;
  return {
    amountCents: eurosToCents(Number(money?.value ?? 0)),
    currency: money?.currencyCode?.toLowerCase(),
  };
}

/**
 * A completed order is paid only once its capture is: PayPal may hold a capture pending (an
 * eCheck, a review) and decline it later, as a bank does a delayed debit.
 */
function stateOf(
  { CaptureStatus, OrderStatus }: typeof PaypalSdk,
  order: PaypalSdk.Order,
): SessionState {
  const money = moneyOf(order);
  if (order.status === OrderStatus.Voided) return { status: 'expired', ...money };
  if (order.status !== OrderStatus.Completed) return { status: 'open', ...money };
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.status;
  // A capture PayPal settled (a refund later changes its status, not that it was paid).
  const paid = [CaptureStatus.Completed, CaptureStatus.PartiallyRefunded, CaptureStatus.Refunded];
  const failed = [CaptureStatus.Declined, CaptureStatus.Failed];
  const status =
    capture && paid.includes(capture)
      ? 'paid'
      : capture && failed.includes(capture)
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

export function paypalProvider({ sdk, client }: Paypal, voided: VoidedOrders): PaymentProvider {
  const { CheckoutPaymentIntent, OrderStatus, PaypalExperienceUserAction } = sdk;
  const controller = new sdk.OrdersController(client);
  const orders = {
    createOrder: (args: Parameters<typeof controller.createOrder>[0]) =>
      controller.createOrder(args).catch(plainError),
    getOrder: (args: Parameters<typeof controller.getOrder>[0]) =>
      controller.getOrder(args).catch(plainError),
    captureOrder: (args: Parameters<typeof controller.captureOrder>[0]) =>
      controller.captureOrder(args).catch(plainError),
  };
  const payments = new sdk.PaymentsController(client);
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
      if (result.status === OrderStatus.Completed) return stateOf(sdk, result);
      if (await voided.has(sessionId)) return { status: 'expired', ...moneyOf(result) };
      if (result.status !== OrderStatus.Approved) return stateOf(sdk, result);
      // Approved by the customer: capture it now (once: the request id makes a retry the same).
      const captured = await orders.captureOrder({
        id: sessionId,
        paypalRequestId: `capture-${sessionId}`,
        prefer: 'return=representation',
      });
      return stateOf(sdk, captured.result);
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
