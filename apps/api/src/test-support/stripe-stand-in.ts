// A local stand-in of the Stripe endpoints the app uses (node:http): creating a Checkout Session
// (honouring Idempotency-Key as Stripe does), reading one (its payment intent expanded when
// asked) and expiring one. A test marks a session paid as the customer would on Stripe's page,
// or completed with a delayed method (SEPA debit: complete, unpaid, its payment intent
// processing) that the bank later settles or fails, and signs webhook events with the SDK, as
// Stripe signs its deliveries.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_standin';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_0123456789abcdef';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  /** The payment intent's id; its object when the read asks `expand[]=payment_intent`. */
  payment_intent: string | null;
}

/** A session's payment intent, as far as the app reads it. */
export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  /** processing: a delayed method the bank has not settled; requires_payment_method: failed. */
  status: 'processing' | 'succeeded' | 'requires_payment_method' | 'canceled';
  payment_method_types: string[];
}

/** The webhook events the stand-in signs. */
export type StandInEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export interface SeenRequest {
  method: string;
  path: string;
  auth: string;
  idempotencyKey: string | undefined;
  /** The form fields as sent, keys in Stripe's bracket notation. */
  form: Record<string, string>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`);
  res.end(JSON.stringify(body));
};
const refuse = (res: ServerResponse, status: number, type: string, message: string) =>
  json(res, status, { error: { type, message } });

export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, StandInPaymentIntent>();
  /** Idempotency-Key → the request it was first sent with and the session it made. */
  const keys = new Map<string, { body: string; sessionId: string }>();
  const seen: SeenRequest[] = [];
  const refunds: StandInRefund[] = [];
  /** Refund requests still to refuse, as a card network would (then they succeed). */
  let refusals = 0;

  const create = (form: Record<string, string>): StandInSession => {
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const unit = Number(form['line_items[0][price_data][unit_amount]'] ?? 0);
    const metadata: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unit * quantity,
      currency: form['line_items[0][price_data][currency]'] ?? 'eur',
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      success_url: (form.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: (form.cancel_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      url: `https://checkout.stripe.test/c/pay/${id}`,
      payment_intent: null,
    };
    sessions.set(id, session);
    return session;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const [path = '', query = ''] = (req.url ?? '').split('?');
    const form = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({
      method: req.method ?? '',
      path,
      auth: req.headers.authorization ?? '',
      idempotencyKey,
      form,
    });
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return refuse(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (idempotencyKey) {
        const first = keys.get(idempotencyKey);
        if (first && first.body !== body) {
          return refuse(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        if (first) return json(res, 200, sessions.get(first.sessionId));
      }
      const session = create(form);
      if (idempotencyKey) keys.set(idempotencyKey, { body, sessionId: session.id });
      return json(res, 200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const first = idempotencyKey
        ? refunds.find((r) => r.id === `re_${idempotencyKey}`)
        : undefined;
      if (first) return json(res, 200, first);
      if (refusals > 0) {
        refusals--;
        return refuse(res, 402, 'card_error', 'The refund could not be processed right now.');
      }
      const paid = [...sessions.values()].find((x) => x.payment_intent === form.payment_intent);
      if (!paid) return refuse(res, 400, 'invalid_request_error', 'No such payment_intent');
      const given = refunds
        .filter((r) => r.payment_intent === paid.payment_intent)
        .reduce((n, r) => n + r.amount, 0);
      const amount = Number(form.amount ?? paid.amount_total - given);
      if (given + amount > paid.amount_total) {
        return refuse(
          res,
          400,
          'invalid_request_error',
          'Refund amount is greater than unrefunded amount',
        );
      }
      const refund: StandInRefund = {
        id: `re_${idempotencyKey ?? randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        payment_intent: paid.payment_intent as string,
        status: 'succeeded',
      };
      refunds.push(refund);
      return json(res, 200, refund);
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = m?.[1] ? sessions.get(decodeURIComponent(m[1])) : undefined;
    if (!m) return refuse(res, 404, 'invalid_request_error', `Unrecognized request URL: ${path}`);
    if (!session) return refuse(res, 404, 'invalid_request_error', 'No such checkout.session');
    if (req.method === 'GET' && !m[2]) {
      const expand = [...new URLSearchParams(query).entries()].some(
        ([k, v]) => k.startsWith('expand') && v === 'payment_intent',
      );
      const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      return json(res, 200, expand && intent ? { ...session, payment_intent: intent } : session);
    }
    if (req.method === 'POST' && m[2]) {
      if (session.status !== 'open') {
        return refuse(
          res,
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This session has a status of "${session.status}".`,
        );
      }
      session.status = 'expired';
      session.url = null;
      return json(res, 200, session);
    }
    return refuse(res, 404, 'invalid_request_error', `Unrecognized request URL: ${path}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => refuse(res, 500, 'api_error', String(err)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(STAND_IN_SECRET_KEY);

  /** The customer completes the session: its payment intent made, in the state given. */
  const complete = (
    session: StandInSession,
    method: string,
    status: StandInPaymentIntent['status'],
  ) => {
    const intent: StandInPaymentIntent = {
      id: `pi_${randomBytes(8).toString('hex')}`,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status,
      payment_method_types: [method],
    };
    intents.set(intent.id, intent);
    session.status = 'complete';
    session.payment_intent = intent.id;
    session.url = null;
  };

  const sign = (payload: string, secret = STAND_IN_WEBHOOK_SECRET) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no stand-in session ${id}`);
    return session;
  };

  return {
    url,
    /** The app's environment for Stripe against this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    seen,
    session: sessionOf,
    /** The session's payment intent (once the customer completed the session). */
    intent(id: string) {
      const pi = sessionOf(id).payment_intent;
      return pi ? intents.get(pi) : undefined;
    },
    /**
     * The customer pays on Stripe's page (by card: paid at once). `amountTotal` and `currency`
     * make Stripe say it was paid for another amount or currency than the session was made for.
     */
    pay(id: string, opts: { amountTotal?: number; currency?: string } = {}) {
      const session = sessionOf(id);
      if (opts.amountTotal !== undefined) session.amount_total = opts.amountTotal;
      if (opts.currency !== undefined) session.currency = opts.currency;
      complete(session, 'card', 'succeeded');
      session.payment_status = 'paid';
    },
    /**
     * The customer completes the session with a delayed method (SEPA debit by default): the
     * session is complete but unpaid, its payment intent processing until the bank answers.
     */
    completeDelayed(id: string, method = 'sepa_debit') {
      complete(sessionOf(id), method, 'processing');
    },
    /** The bank answers a delayed payment: succeeded (the session is paid) or failed. */
    settle(id: string, outcome: 'succeeded' | 'failed') {
      const session = sessionOf(id);
      const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      if (intent?.status !== 'processing') throw new Error(`${id} is not settling`);
      intent.status = outcome === 'succeeded' ? 'succeeded' : 'requires_payment_method';
      if (outcome === 'succeeded') session.payment_status = 'paid';
    },
    /** The refunds made, in order. */
    refunds,
    /** Refuses the next `n` refund requests (402 card_error), as Stripe may. */
    refuseRefunds(n: number) {
      refusals = n;
    },
    /** Stripe expires the session (24 hours passed). */
    expire(id: string) {
      const session = sessionOf(id);
      session.status = 'expired';
      session.url = null;
    },
    /**
     * A webhook delivery of the session's event as Stripe sends it: the JSON body and its
     * Stripe-Signature header (signed with `secret`, the endpoint's by default).
     */
    event(type: StandInEventType, sessionId: string, opts: { id?: string; secret?: string } = {}) {
      const payload = JSON.stringify({
        id: opts.id ?? `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { ...sessionOf(sessionId) } },
      });
      return { payload, signature: sign(payload, opts.secret) };
    },
    /** The Stripe-Signature header of a body, as Stripe signs a delivery. */
    sign,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
