// Real money only (issue 22): a production server never settles an order through the built-in
// test checkout. A payment type whose provider has no keys is reported unavailable and refused at
// checkout, holding nothing; the test checkout's calls do not exist. A declared demo server
// (DEMO_IN_PRODUCTION=yes) keeps the test checkout, and every order it pays is a test order that
// earns no cashback.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASHBACK_10,
  checkoutCart,
  type ShopWithCart,
  shopWithCart,
} from '../../../test-support/checkout.ts';
import { bootApi, type TestApp } from '../../../test-support/harness.ts';
import { startMailbox } from '../../../test-support/mailbox.ts';
import { startPaypalStandIn } from '../../../test-support/paypal-stand-in.ts';
import { startStripeStandIn } from '../../../test-support/stripe-stand-in.ts';

const stripe = await startStripeStandIn();
const paypal = await startPaypalStandIn();
const smtp = await startMailbox();
afterAll(async () => {
  await stripe.close();
  await paypal.close();
  await smtp.close();
});

const production = (env: Record<string, string>) =>
  bootApi({
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMTP_URL: smtp.url,
      ...env,
    },
  });

/** Maglia at 20,00 € (3 in stock), store pick-up, every payment; the customer has 2 in the cart. */
const cartOf = (t: TestApp) => shopWithCart(t, { activity: CASHBACK_10 });
type Shop = ShopWithCart;

async function held(t: TestApp, s: Shop) {
  const [size] = await t.rows<{ stock: number }>(
    sql`select stock from item_color_sizes where id = ${s.size}`,
  );
  const orders = await t.rows<{ id: number }>(
    sql`select id from orders where user_id = ${s.ann.id}`,
  );
  const cart = await t.rows<{ quantity: number }>(
    sql`select quantity from cart_lines where user_id = ${s.ann.id} and order_id is null`,
  );
  return { stock: size?.stock, orders: orders.length, cart: cart.map((c) => c.quantity) };
}

async function paymentsActive(t: TestApp, s: Shop) {
  const res = await t.call({
    method: 'GET',
    url: `/api/activities/${s.activity.id}/payments/active`,
    as: s.ann,
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data as { type: string; disabled: boolean }[]).map((p) => [p.type, p.disabled]),
  );
}

/** A simulated session as a development server would have left it for this customer's order. */
async function leftoverSimulatedSession(t: TestApp, s: Shop) {
  const id = `sim_${randomUUID().replaceAll('-', '')}`;
  const [order] = await t.rows<{ id: number }>(sql`
    insert into orders (activity_id, user_id, status, shipping_type, payment_type, subtotal_cents,
      shipping_cents, total_cents, provider, session_id, created_at, updated_at)
    values (${s.activity.id}, ${s.ann.id}, 'pending', 'S', 'P', 4000, 0, 4000, 'simulated', ${id},
      now(), now())
    returning id`);
  await t.rows(sql`
    insert into simulated_sessions (id, order_id, activity_id, user_id, amount_cents, status, created_at)
    values (${id}, ${order?.id}, ${s.activity.id}, ${s.ann.id}, 4000, 'open', now())`);
  return { id, orderId: order?.id as number };
}

describe('production with Stripe keys and no PayPal keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await production(stripe.env);
  });
  afterAll(() => t.close());

  it('reports PayPal unavailable and refuses a PayPal checkout, holding nothing', async () => {
    const s = await cartOf(t);
    expect(await paymentsActive(t, s)).toMatchObject({ P: true, S: false, ST: false });
    const before = await held(t, s);
    const res = await checkoutCart(t, s, 'P');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 'payment_unavailable',
      message: 'Questo metodo di pagamento non è disponibile: scegline un altro',
    });
    expect(await held(t, s)).toEqual(before);
    expect(before).toEqual({ stock: 3, orders: 0, cart: [2] });
  });

  it('has no test checkout: a simulated session can be neither read, paid nor completed', async () => {
    const s = await cartOf(t);
    const left = await leftoverSimulatedSession(t, s);
    for (const [method, url] of [
      ['GET', `/api/simulated-checkout/${left.id}`],
      ['POST', `/api/simulated-checkout/${left.id}/pay`],
    ] as const) {
      const res = await t.call({ method, url, as: s.ann });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const done = await t.call({
      method: 'PUT',
      url: `/api/itemorders/paid/session/${left.id}`,
      as: s.ann,
    });
    expect(done.statusCode).toBe(502);
    const [order] = await t.rows<{ status: string }>(
      sql`select status from orders where id = ${left.orderId}`,
    );
    expect(order?.status).toBe('pending');
  });

  it('still takes card payments through Stripe', async () => {
    const s = await cartOf(t);
    const res = await checkoutCart(t, s, 'S');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sessionId).toMatch(/^cs_test_/);
  });
});

describe('production with PayPal keys and no Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await production(paypal.env);
  });
  afterAll(() => t.close());

  it('reports card payment unavailable and refuses a card checkout, holding nothing', async () => {
    const s = await cartOf(t);
    expect(await paymentsActive(t, s)).toMatchObject({ P: false, S: true });
    const before = await held(t, s);
    const res = await checkoutCart(t, s, 'S');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('payment_unavailable');
    expect(await held(t, s)).toEqual(before);
  });
});

describe('a declared demo server (DEMO_IN_PRODUCTION=yes) without keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await production({ DEMO_IN_PRODUCTION: 'yes' });
  });
  afterAll(() => t.close());

  it('pays through the test checkout, marks the order a test and credits no cashback', async () => {
    const s = await cartOf(t);
    expect(await paymentsActive(t, s)).toMatchObject({ P: false, S: false });
    const res = await checkoutCart(t, s, 'S');
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId } = res.json().data as { sessionId: string };
    const paid = await t.call({
      method: 'POST',
      url: `/api/simulated-checkout/${sessionId}/pay`,
      as: s.ann,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const done = await t.call({
      method: 'PUT',
      url: `/api/itemorders/paid/session/${sessionId}`,
      as: s.ann,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'paid',
      testPayment: true,
      cashback: 0,
      points: 0,
    });
    const movements = await t.rows<{ type: string }>(sql`
      select m.type from card_movements m join cards c on c.id = m.card_id
      where c.user_id = ${s.ann.id}`);
    expect(movements).toEqual([]);
  });
});
