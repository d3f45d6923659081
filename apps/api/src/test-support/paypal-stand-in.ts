// A local stand-in of the PayPal endpoints the app uses (node:http): the OAuth token, creating an
// order (honouring PayPal-Request-Id), reading one and capturing an approved one. A test approves
// an order as the customer would on PayPal's page.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYPAL_CLIENT = { id: 'paypal-client-id', secret: 'paypal-client-secret' };

type Status = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
interface StandInOrder {
  id: string;
  intent: string;
  status: Status;
  purchase_units: unknown[];
  payment_source: unknown;
  links: { href: string; rel: string; method: string }[];
}

export interface SeenPaypalRequest {
  method: string;
  path: string;
  auth: string;
  requestId: string | undefined;
  body: unknown;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
};

export async function startPaypalStandIn() {
  const orders = new Map<string, StandInOrder>();
  /** PayPal-Request-Id → the answer first given. */
  const requests = new Map<string, StandInOrder>();
  const seen: SeenPaypalRequest[] = [];
  const refunds: { id: string; captureId: string; amount: string }[] = [];
  const token = `A21AA${randomBytes(12).toString('hex')}`;
  const basic = `Basic ${Buffer.from(`${PAYPAL_CLIENT.id}:${PAYPAL_CLIENT.secret}`).toString('base64')}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = (req.url ?? '').split('?')[0] ?? '';
    const auth = req.headers.authorization ?? '';
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const isJson = String(req.headers['content-type'] ?? '').includes('json') && raw;
    seen.push({
      method: req.method ?? '',
      path,
      auth,
      requestId,
      body: isJson ? JSON.parse(raw) : raw,
    });
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      if (auth !== basic) return json(res, 401, { error: 'invalid_client' });
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (auth !== `Bearer ${token}`) return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    const replay = requestId && requests.get(`${path}|${requestId}`);
    if (req.method === 'POST' && replay) return json(res, 201, replay);
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw);
      const id = randomBytes(8).toString('hex').toUpperCase();
      const order: StandInOrder = {
        id,
        intent: body.intent,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: body.purchase_units,
        payment_source: body.payment_source,
        links: [
          {
            href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`,
            rel: 'payer-action',
            method: 'GET',
          },
          {
            href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`,
            rel: 'self',
            method: 'GET',
          },
        ],
      };
      orders.set(id, order);
      if (requestId) requests.set(`${path}|${requestId}`, order);
      return json(res, 200, order);
    }
    const r = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && r?.[1]) {
      const captured = [...orders.values()].find((o) =>
        JSON.stringify(o.purchase_units).includes(`"id":"${r[1]}"`),
      );
      if (!captured) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      const body = raw ? JSON.parse(raw) : {};
      const refund = {
        id: `R${randomBytes(8).toString('hex').toUpperCase()}`,
        captureId: r[1],
        amount: body.amount?.value as string,
      };
      refunds.push(refund);
      const answer = { id: refund.id, status: 'COMPLETED', amount: body.amount };
      if (requestId) requests.set(`${path}|${requestId}`, answer as unknown as StandInOrder);
      return json(res, 201, answer);
    }
    const m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = m?.[1] ? orders.get(m[1]) : undefined;
    if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    if (req.method === 'GET' && !m?.[2]) return json(res, 200, order);
    if (req.method === 'POST' && m?.[2]) {
      if (order.status !== 'APPROVED') {
        return json(res, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED' }],
        });
      }
      order.status = 'COMPLETED';
      const unit = order.purchase_units[0] as { amount?: unknown };
      order.purchase_units[0] = {
        ...unit,
        payments: {
          captures: [
            {
              id: `C${randomBytes(8).toString('hex').toUpperCase()}`,
              status: 'COMPLETED',
              amount: unit.amount,
            },
          ],
        },
      };
      if (requestId) requests.set(`${path}|${requestId}`, order);
      return json(res, 201, order);
    }
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) =>
      json(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(err) }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const orderOf = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`no stand-in PayPal order ${id}`);
    return order;
  };
  return {
    url,
    env: {
      PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
      PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
      PAYPAL_API_URL: url,
    },
    seen,
    order: orderOf,
    /** The refunds made, in order. */
    refunds,
    /** The customer approves the order on PayPal's page. */
    approve(id: string) {
      orderOf(id).status = 'APPROVED';
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
