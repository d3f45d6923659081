// Online payment through the app (issue 17), on PGlite and PostgreSQL. Stripe: the official SDK
// against the local stand-in of its endpoints, and its webhook signed as Stripe signs it — the
// whole journey, a replayed webhook, a bad signature, a webhook before the browser returns, an
// expired session giving credit and stock back, and the read-back winning over the redirect.
// Delayed payments (issue 23): paid only for the order's exact amount and currency; a session
// complete but unpaid (SEPA debit) holds the order while the bank settles, bounded; the bank's
// outcome pays it once or gives everything back and tells the customer.
// The simulated checkout (PayPal falls to it here): its page's calls, pay and cancel.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CASHBACK_10,
  checkoutRequest,
  type ShopWithCart,
  shopWithCart,
  startCheckout,
} from '../../../test-support/checkout.ts';
import { createCustomer, type Person } from '../../../test-support/factories.ts';
import { bootApi, useTestApp } from '../../../test-support/harness.ts';
import { startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';
import {
  SETTLING_CHECK_MS,
  SETTLING_MAX_MS,
  sweepPendingOrders,
} from '../orders/orders.service.ts';
import { HOLD_MS } from '../orders/placement.ts';
import { createProviders } from './providers.ts';
import { runRefunds } from './refunds.service.ts';
import { stripeClient, stripeProvider } from './stripe-provider.ts';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const t = useTestApp({ env: stripe.env });

/**
 * Maglia at 20,00 € (3 in stock), store pick-up, every payment; cashback 10 %, a point per
 * 0,10 €. The customer holds 10,00 € of credit and has 2 Maglia in the cart.
 */
const cartWithCredit = () => shopWithCart(t, { activity: CASHBACK_10, creditCents: 1000 });
type Shop = ShopWithCart;

/** Checks out the cart paying by card (S: Stripe) or PayPal (P: the simulator here). */
const checkout = (s: Shop, payment: 'S' | 'P') =>
  startCheckout(t, s, payment, { checkCreditUse: true, usedCreditValue: 10 });

const deliver = (delivery: { payload: string; signature: string | undefined }) =>
  t.call({
    method: 'POST',
    url: '/public/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(delivery.signature ? { 'stripe-signature': delivery.signature } : {}),
    },
    body: delivery.payload,
  });

const session = (as: Person, method: 'PUT' | 'DELETE', sessionId: string) =>
  t.call({ method, url: `/api/itemorders/paid/session/${sessionId}`, as });

/** The order, the card (balance, movements by type), the stock and the events kept. */
async function state(s: Shop, orderId: number) {
  const [order] = await t.rows<{ status: string; provider: string; sessionId: string }>(sql`
    select status, provider, session_id as "sessionId" from orders where id = ${orderId}`);
  const [card] = await t.rows<{ balance: number; points: number }>(sql`
    select balance_cents as balance, points from cards
    where activity_id = ${s.activity.id} and user_id = ${s.ann.id}`);
  const movements = await t.rows<{ type: string; amount: number; points: number }>(sql`
    select m.type, m.amount_cents as amount, m.points from card_movements m
    join cards c on c.id = m.card_id
    where c.activity_id = ${s.activity.id} and c.user_id = ${s.ann.id} order by m.id`);
  const [size] = await t.rows<{ stock: number }>(
    sql`select stock from item_color_sizes where id = ${s.size}`,
  );
  const events = await t.rows<{ eventId: string }>(sql`
    select event_id as "eventId" from payment_events where provider = 'stripe'`);
  return { order, card, movements, stock: size?.stock, events: events.map((e) => e.eventId) };
}

/** What the card holds after the order: the bonus, the credit spent and, once paid, the cashback. */
const SPENT = [
  { type: 'B', amount: 1000, points: 0 },
  { type: 'PU', amount: -1000, points: 0 },
];
const CASHBACK = { type: 'AA', amount: 300, points: 30 };

describe('Stripe Checkout (the SDK against the local stand-in)', () => {
  it('pays a card order: session at Stripe, webhook, order paid and cashback credited once', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    expect(c.sessionId).toMatch(/^cs_test_/);
    expect(c.url).toBe(`https://checkout.stripe.test/c/pay/${c.sessionId}`);
    // 2 × 20,00 − 10,00 of credit: Stripe charges 30,00, once per order.
    const created = stripe.session(c.sessionId);
    expect(created).toMatchObject({
      amount_total: 3000,
      currency: 'eur',
      client_reference_id: String(c.orderId),
      metadata: { orderId: String(c.orderId), activityId: String(s.activity.id) },
    });
    expect(created.success_url).toMatch(
      new RegExp(`/shop/pay/success\\?session_id=${c.sessionId}$`),
    );
    expect(
      stripe.seen.find((q) => q.path === '/v1/checkout/sessions')?.idempotencyKey,
    ).toBeDefined();
    expect(
      stripe.seen.filter((q) => q.idempotencyKey === `order-${c.orderId}`).map((q) => q.path),
    ).toEqual(['/v1/checkout/sessions']);
    expect((await state(s, c.orderId)).order).toEqual({
      status: 'pending',
      provider: 'stripe',
      sessionId: c.sessionId,
    });

    stripe.pay(c.sessionId);
    const delivery = stripe.event('checkout.session.completed', c.sessionId);
    const res = await deliver(delivery);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, replayed: false } });
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('paid');
    expect(after.movements).toEqual([...SPENT, CASHBACK]);
    expect(after.card).toEqual({ balance: 300, points: 30 });
    expect(after.stock).toBe(1);
    expect(after.events).toContain(JSON.parse(delivery.payload).id);
  });

  it('acts once on a replayed webhook', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    const delivery = stripe.event('checkout.session.completed', c.sessionId);
    expect((await deliver(delivery)).json().data.replayed).toBe(false);
    const again = await deliver(delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { received: true, replayed: true } });
    const after = await state(s, c.orderId);
    expect(after.movements).toEqual([...SPENT, CASHBACK]);
    expect(after.events.filter((e) => e === JSON.parse(delivery.payload).id)).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not hold, changing nothing', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    const before = await state(s, c.orderId);
    const good = stripe.event('checkout.session.completed', c.sessionId);
    const forged = stripe.event('checkout.session.completed', c.sessionId, {
      secret: 'whsec_someone_else',
    });
    const bad = [
      { what: 'another secret', ...forged },
      { what: 'no signature', payload: good.payload, signature: undefined },
      { what: 'garbage', payload: good.payload, signature: 't=1,v1=abc' },
      // The body changed after signing (a whitespace is enough).
      { what: 'body changed', payload: `${good.payload} `, signature: good.signature },
    ];
    for (const { what, ...delivery } of bad) {
      const res = await deliver(delivery);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toEqual({
        code: 'invalid_signature',
        message: 'Firma del webhook non valida',
      });
    }
    expect(await state(s, c.orderId)).toEqual(before);
    expect(before.order?.status).toBe('pending');
  });

  it('answers the paid order when the browser returns after the webhook, with no second cashback', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    await deliver(stripe.event('checkout.session.completed', c.sessionId));
    const back = await session(s.ann, 'PUT', c.sessionId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      id: c.orderId,
      status: 'paid',
      cashback: 3,
      points: 30,
    });
    expect((await state(s, c.orderId)).movements).toEqual([...SPENT, CASHBACK]);
  });

  it('credits once when the browser returns first and the webhook comes later', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    expect((await session(s.ann, 'PUT', c.sessionId)).json().data.status).toBe('paid');
    const late = await deliver(stripe.event('checkout.session.completed', c.sessionId));
    expect(late.json()).toEqual({ data: { received: true, replayed: false } });
    expect((await state(s, c.orderId)).movements).toEqual([...SPENT, CASHBACK]);
  });

  it('believes Stripe, not the redirect: a return with an unpaid session is a 409', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    const back = await session(s.ann, 'PUT', c.sessionId);
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('payment_not_done');
    // A completed event whose session Stripe does not hold paid leaves the order waiting too.
    const early = await deliver(stripe.event('checkout.session.completed', c.sessionId));
    expect(early.statusCode).toBe(200);
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('pending');
    expect(after.movements).toEqual(SPENT);
  });

  it('gives credit and stock back when Stripe says the session expired', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    expect((await state(s, c.orderId)).stock).toBe(1);
    stripe.expire(c.sessionId);
    const res = await deliver(stripe.event('checkout.session.expired', c.sessionId));
    expect(res.statusCode, res.body).toBe(200);
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.card).toEqual({ balance: 1000, points: 0 });
    expect(after.movements).toEqual([...SPENT, { type: 'SM', amount: 1000, points: 0 }]);
    expect(after.stock).toBe(3);
  });

  it('expires the session at Stripe when the customer abandons it', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    const res = await session(s.ann, 'DELETE', c.sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(stripe.session(c.sessionId).status).toBe('expired');
    expect(
      stripe.seen.some(
        (q) => q.method === 'POST' && q.path === `/v1/checkout/sessions/${c.sessionId}/expire`,
      ),
    ).toBe(true);
  });

  it('acknowledges events it does not act on, and sessions that are no order’s', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    const completed = JSON.parse(stripe.event('checkout.session.completed', c.sessionId).payload);
    const other = JSON.stringify({ ...completed, type: 'payment_intent.created' });
    const res = await deliver({ payload: other, signature: stripe.sign(other) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await state(s, c.orderId)).order?.status).toBe('pending');
    // A session made at Stripe by something else than an order of ours.
    const stranger = await stripeProvider(
      await stripeClient({
        secretKey: stripe.env.STRIPE_SECRET_KEY,
        webhookSecret: undefined,
        apiUrl: stripe.url,
      }),
    ).createSession(
      checkoutRequest({
        orderId: 999_999,
        activityId: s.activity.id,
        userId: s.ann.id,
        amountCents: 500,
        description: 'Elsewhere',
        successUrl: 'https://elsewhere.test/ok',
        cancelUrl: 'https://elsewhere.test/ko',
        idempotencyKey: randomUUID(),
      }),
    );
    stripe.pay(stranger.id);
    const foreign = await deliver(stripe.event('checkout.session.completed', stranger.id));
    expect(foreign.statusCode, foreign.body).toBe(200);
  });

  it('acknowledges a signed event about a session Stripe and we do not know (200, nothing asked)', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_test_nobody_knows_this_one', object: 'checkout.session' } },
    });
    const asked = stripe.seen.length;
    const res = await deliver({ payload, signature: stripe.sign(payload) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, replayed: false } });
    expect(stripe.seen.length).toBe(asked);
  });

  it('refuses a signature dated more than 5 minutes ahead as well as behind, changing nothing', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId);
    const { payload } = stripe.event('checkout.session.completed', c.sessionId);
    const signer = new Stripe(stripe.env.STRIPE_SECRET_KEY);
    const now = Math.floor(Date.now() / 1000);
    for (const [what, timestamp] of [
      ['6 minutes ahead', now + 360],
      ['6 minutes behind', now - 360],
    ] as const) {
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: stripe.env.STRIPE_WEBHOOK_SECRET,
        timestamp,
      });
      const res = await deliver({ payload, signature });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('invalid_signature');
    }
    expect((await state(s, c.orderId)).order?.status).toBe('pending');
    // Within the tolerance either way, it is taken.
    const near = signer.webhooks.generateTestHeaderString({
      payload,
      secret: stripe.env.STRIPE_WEBHOOK_SECRET,
      timestamp: now + 60,
    });
    expect((await deliver({ payload, signature: near })).statusCode).toBe(200);
    expect((await state(s, c.orderId)).order?.status).toBe('paid');
  });
});

describe('Delayed payments and the amount paid (issue 23)', () => {
  /** The order's hold, its cart and what the customer was told. */
  async function more(s: Shop, orderId: number) {
    const [order] = await t.rows<{ holdUntil: Date; createdAt: Date }>(sql`
      select hold_until as "holdUntil", created_at as "createdAt" from orders where id = ${orderId}`);
    const cart = await t.rows<{ quantity: number }>(sql`
      select quantity from cart_lines
      where activity_id = ${s.activity.id} and user_id = ${s.ann.id} and order_id is null`);
    const mails = await t.rows<{ subject: string }>(sql`
      select subject from outbox where recipient = ${s.ann.email} order by id`);
    const notices = await t.rows<{ title: string }>(sql`
      select title from notifications where user_id = ${s.ann.id} order by id`);
    return {
      holdUntil: new Date(order?.holdUntil as Date).getTime(),
      createdAt: new Date(order?.createdAt as Date).getTime(),
      cart: cart.map((c) => c.quantity),
      mails: mails.map((m) => m.subject),
      notices: notices.map((n) => n.title),
    };
  }

  /** The app as it runs `afterMs` from now. */
  const at = async (afterMs: number) => {
    const later = { now: () => new Date(Date.now() + afterMs) };
    const ctx = { ...t.app.ctx, clock: later };
    return { ctx, providers: await createProviders(ctx.config, ctx.db, later) };
  };
  /** The sweep `afterMs` from now (every pending order whose hold ended by then). */
  const sweepAt = async (afterMs: number) => {
    const { ctx, providers } = await at(afterMs);
    return sweepPendingOrders(ctx, providers);
  };
  /** The refunds due `afterMs` from now, asked of the provider. */
  const refundsAt = async (afterMs: number) => {
    const { ctx, providers } = await at(afterMs);
    return runRefunds(ctx, providers);
  };

  const expiresAsked = (sessionId: string) =>
    stripe.seen.filter((q) => q.path === `/v1/checkout/sessions/${sessionId}/expire`).length;

  it('pays only for the order’s exact amount and currency: otherwise pending, no cashback', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.pay(c.sessionId, { amountTotal: 2999 });
    const res = await deliver(stripe.event('checkout.session.completed', c.sessionId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await session(s.ann, 'PUT', c.sessionId)).json().code).toBe('payment_not_done');
    let after = await state(s, c.orderId);
    expect(after.order?.status).toBe('pending');
    expect(after.movements).toEqual(SPENT);

    const other = await cartWithCredit();
    const d = await checkout(other, 'S');
    stripe.pay(d.sessionId, { currency: 'usd' });
    await deliver(stripe.event('checkout.session.completed', d.sessionId));
    expect((await state(other, d.orderId)).order?.status).toBe('pending');
    expect((await state(other, d.orderId)).movements).toEqual(SPENT);

    // The hold over, the order is given up and what Stripe took is given back.
    await sweepAt(HOLD_MS + 60_000);
    after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.card).toEqual({ balance: 1000, points: 0 });
    expect(after.stock).toBe(3);
    await refundsAt(HOLD_MS + 60_000);
    const pi = stripe.session(c.sessionId).payment_intent;
    expect(stripe.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([
      2999,
    ]);
    expect((await more(s, c.orderId)).mails).toHaveLength(2);
  });

  it('leaves a session complete but unpaid (SEPA debit) pending, holding stock and credit past the 30 minutes while the bank settles', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.completeDelayed(c.sessionId);
    const res = await deliver(stripe.event('checkout.session.completed', c.sessionId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await session(s.ann, 'PUT', c.sessionId)).json().code).toBe('payment_not_done');
    const held = await more(s, c.orderId);
    // Held on for the next check of the bank's answer (within the bound).
    expect(held.holdUntil).toBeGreaterThan(held.createdAt + HOLD_MS);
    expect(held.holdUntil).toBeGreaterThanOrEqual(Date.now() + SETTLING_CHECK_MS - 60_000);

    await sweepAt(HOLD_MS + 60_000);
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('pending');
    expect(after.movements).toEqual(SPENT);
    expect(after.stock).toBe(1);
    expect(expiresAsked(c.sessionId)).toBe(0);
    // A sweep once the check is due reads the session back: still settling, held on.
    await sweepAt(SETTLING_CHECK_MS + 60_000);
    expect((await state(s, c.orderId)).order?.status).toBe('pending');
    expect((await state(s, c.orderId)).stock).toBe(1);
    expect((await more(s, c.orderId)).mails).toEqual([]);
  });

  it('pays a settled delayed payment once on async_payment_succeeded: cashback once, a replay does nothing more', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.completeDelayed(c.sessionId);
    await deliver(stripe.event('checkout.session.completed', c.sessionId));
    stripe.settle(c.sessionId, 'succeeded');
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', c.sessionId);
    const res = await deliver(succeeded);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, replayed: false } });
    let after = await state(s, c.orderId);
    expect(after.order?.status).toBe('paid');
    expect(after.movements).toEqual([...SPENT, CASHBACK]);
    expect((await deliver(succeeded)).json().data.replayed).toBe(true);
    // The same news under another event id (Stripe retries, the browser's return) adds nothing.
    await deliver(stripe.event('checkout.session.async_payment_succeeded', c.sessionId));
    expect((await session(s.ann, 'PUT', c.sessionId)).json().data.status).toBe('paid');
    after = await state(s, c.orderId);
    expect(after.movements).toEqual([...SPENT, CASHBACK]);
    expect(after.card).toEqual({ balance: 300, points: 30 });
    expect(after.stock).toBe(1);
    expect((await more(s, c.orderId)).mails).toHaveLength(1);
  });

  it('gives stock and credit back on async_payment_failed, as an expired session does, and tells the customer', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.completeDelayed(c.sessionId);
    await deliver(stripe.event('checkout.session.completed', c.sessionId));
    expect((await state(s, c.orderId)).stock).toBe(1);
    stripe.settle(c.sessionId, 'failed');
    const failed = stripe.event('checkout.session.async_payment_failed', c.sessionId);
    const res = await deliver(failed);
    expect(res.statusCode, res.body).toBe(200);
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.card).toEqual({ balance: 1000, points: 0 });
    expect(after.movements).toEqual([...SPENT, { type: 'SM', amount: 1000, points: 0 }]);
    expect(after.stock).toBe(3);
    const told = await more(s, c.orderId);
    expect(told.cart).toEqual([2]);
    expect(told.mails).toEqual([expect.stringMatching(/annullato/)]);
    expect(told.notices).toEqual(['Ordine annullato']);
    // A replay, or the same news again, changes nothing and tells nothing more.
    expect((await deliver(failed)).json().data.replayed).toBe(true);
    await deliver(stripe.event('checkout.session.async_payment_failed', c.sessionId));
    expect((await state(s, c.orderId)).movements).toEqual(after.movements);
    expect((await more(s, c.orderId)).mails).toHaveLength(1);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === stripe.intent(c.sessionId)?.id),
    ).toEqual([]);
  });

  it('finds a failure whose webhook was lost when the hold’s check is due', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.completeDelayed(c.sessionId);
    await deliver(stripe.event('checkout.session.completed', c.sessionId));
    stripe.settle(c.sessionId, 'failed');
    await sweepAt(SETTLING_CHECK_MS + 60_000);
    const after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.stock).toBe(3);
    expect((await more(s, c.orderId)).notices).toEqual(['Ordine annullato']);
  });

  it('gives a settling order up when the bank has not answered within the bound, and refunds a payment arriving after', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'S');
    stripe.completeDelayed(c.sessionId);
    await deliver(stripe.event('checkout.session.completed', c.sessionId));
    await sweepAt(SETTLING_MAX_MS - 60 * 60_000);
    expect((await state(s, c.orderId)).order?.status).toBe('pending');
    const last = await more(s, c.orderId);
    expect(last.holdUntil).toBeLessThanOrEqual(last.createdAt + SETTLING_MAX_MS);
    await sweepAt(SETTLING_MAX_MS + 60_000);
    let after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.card).toEqual({ balance: 1000, points: 0 });
    expect(after.stock).toBe(3);
    expect((await more(s, c.orderId)).notices).toEqual(['Ordine annullato']);
    // The bank pays after all: no cashback on a given-up order, the money goes back.
    stripe.settle(c.sessionId, 'succeeded');
    await deliver(stripe.event('checkout.session.async_payment_succeeded', c.sessionId));
    await deliver(stripe.event('checkout.session.async_payment_succeeded', c.sessionId));
    after = await state(s, c.orderId);
    expect(after.order?.status).toBe('cancelled');
    expect(after.movements).toEqual([...SPENT, { type: 'SM', amount: 1000, points: 0 }]);
    await refundsAt(0);
    const pi = stripe.intent(c.sessionId)?.id;
    expect(stripe.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([
      3000,
    ]);
  });
});

describe('Stripe not configured', () => {
  it('has no webhook: 404, whatever is sent', async () => {
    const plain = await bootApi();
    try {
      const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
      const res = await plain.call({
        method: 'POST',
        url: '/public/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
        body: payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });
});

describe('the simulated checkout (no PayPal keys: the simulator takes P)', () => {
  const page = (as: Person, sessionId: string, action?: 'pay' | 'cancel') =>
    t.call({
      method: action ? 'POST' : 'GET',
      url: `/api/simulated-checkout/${sessionId}${action ? `/${action}` : ''}`,
      as,
    });

  it('shows the session, and the customer pays: the order is paid on the return, once', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'P');
    expect(c.sessionId).toMatch(/^sim_/);
    expect(c.url).toBe(`/shop/pay/simulated/${c.sessionId}`);
    const shown = await page(s.ann, c.sessionId);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({
      sessionId: c.sessionId,
      orderId: c.orderId,
      activityName: s.activity.name,
      amount: 30,
      status: 'open',
    });
    const paid = await page(s.ann, c.sessionId, 'pay');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    // Paying again answers the same; the order waits for the app to read the session back.
    expect((await page(s.ann, c.sessionId, 'pay')).json().data.status).toBe('paid');
    expect((await state(s, c.orderId)).order?.status).toBe('pending');
    const back = await session(s.ann, 'PUT', c.sessionId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: 'paid', testPayment: true, cashback: 0 });
    expect((await session(s.ann, 'PUT', c.sessionId)).json().data.status).toBe('paid');
    // A test payment is no real money: the credit stays spent, no cashback is credited.
    expect((await state(s, c.orderId)).movements).toEqual(SPENT);
    const cancel = await page(s.ann, c.sessionId, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      code: 'session_paid',
      message: 'Questo pagamento di prova è già stato fatto',
    });
  });

  it('cancels: the session expires, the order gives credit and stock back, paying is then a 409', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'P');
    const cancelled = await page(s.ann, c.sessionId, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('expired');
    expect((await page(s.ann, c.sessionId, 'cancel')).statusCode).toBe(200);
    const gone = await session(s.ann, 'DELETE', c.sessionId);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().data.status).toBe('cancelled');
    const after = await state(s, c.orderId);
    expect(after.card).toEqual({ balance: 1000, points: 0 });
    expect(after.stock).toBe(3);
    const late = await page(s.ann, c.sessionId, 'pay');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('session_expired');
  });

  it('is the session’s customer’s only: anyone else gets a 404 and changes nothing', async () => {
    const s = await cartWithCredit();
    const c = await checkout(s, 'P');
    const bea = await createCustomer(t, s.activity.id);
    for (const action of [undefined, 'pay', 'cancel'] as const) {
      const res = await page(bea, c.sessionId, action);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await page(s.ann, 'sim_nobody')).statusCode).toBe(404);
    expect((await page(s.ann, c.sessionId)).json().data.status).toBe('open');
  });
});
