// Orders (issue 17; SPEC §7 Shop and orders, §9): placing an order from the cart, paying it online
// through a provider's checkout session, and the customer's own list. An order is made in one
// transaction, or nothing of it is:
// - the caller's open cart lines are locked (FOR UPDATE) and repriced from the items: a price a
//   client sends is never read; a line joins the order by getting its order_id, so it counts once;
// - stock is taken by conditional updates in ascending size id (`stock >= q`): the last item is
//   sold once, and a size sold out refuses the whole order;
// - card credit is spent (PU) under the card's row lock, after the stock (lock order: order row,
//   cart lines, item colour sizes, card — as orders.money.ts).
// An online order waits (pending) for the provider; its session is read back from the provider,
// never taken from the browser's redirect, and it is paid only when the provider says paid for
// its exact total in euros. A delayed payment (SEPA debit) keeps the order pending, holding, while
// the bank settles it (SETTLING_MAX_MS at most); its failure gives everything back.
import { MAX_LINE_QUANTITY, type Order } from '@tessera/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Clock, Executor, ServiceContext } from '../../../platform/context.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { irreversible, transact } from '../../../platform/unit-of-work.ts';
import type {
  CheckoutProvider,
  CheckoutProviders,
  ProviderName,
  SessionState,
} from './checkout-provider.ts';
import { kickRefunds } from './order-refunds.ts';
import { tellOrder } from './orders.mail.ts';
import { ordersMessages as m } from './orders.messages.ts';
import { lockOrder, type OrderRow, releaseOrder, settlePaid } from './orders.money.ts';
import { cartLines, orderRefunds, orders } from './orders.tables.ts';
import { orderView } from './orders.views.ts';
import { type NewOrder, placeOrder } from './placement.ts';

export type { OrderRow };

// ── Placing an order (the steps in placement.ts) and paying it ──────────────────────────────

/**
 * How long, from the order, a delayed payment (SEPA debit) may settle while its order keeps
 * holding stock and credit. Stripe says a SEPA debit's outcome can take up to 14 business days
 * (5 on average): four weeks covers that with bank holidays. Past it the order is given up (the
 * customer told), and money arriving afterwards is refunded.
 */
export const SETTLING_MAX_MS = 28 * 24 * 3_600_000;
/**
 * A settling order's hold is extended this far at a time, and the sweep reads its session back
 * when it ends: a lost webhook delays the outcome by 6 hours at most.
 */
export const SETTLING_CHECK_MS = 6 * 3_600_000;

/** POST /api/itemorders: an order paid by bank transfer, in store, or all by card credit. */
export async function createOrder(
  ctx: ServiceContext,
  o: Omit<NewOrder, 'online'>,
): Promise<Order> {
  const order = await transact(ctx.db, async (tx) => {
    const placed = await placeOrder(tx, ctx, { ...o, online: false });
    await tellOrder(tx, ctx, placed.id, 'placed');
    return placed;
  });
  return orderView(ctx.db, order.id);
}

/** Puts an abandoned order's lines back in the customer's cart (added to what is there). */
async function restoreCart(tx: Tx, clock: Clock, order: OrderRow) {
  await tx.execute(sql`
    insert into ${cartLines} (activity_id, user_id, item_id, item_color_size_id, quantity, created_at)
    select activity_id, user_id, item_id, item_color_size_id, quantity,
      ${clock.now().toISOString()}::timestamptz
    from ${cartLines} where order_id = ${order.id}
    on conflict (activity_id, user_id, item_color_size_id) where order_id is null
    do update set quantity = least(${cartLines}.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::int)`);
}

/** Gives back what a pending order holds and puts its lines back in the cart. */
async function abandon(tx: Tx, clock: Clock, order: OrderRow) {
  await restoreCart(tx, clock, order);
  return releaseOrder(tx, clock, order);
}

const unavailable = () => new AppError(502, 'payment_unavailable', m.paymentUnavailable);

export interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * POST /api/itemorders/paid/checkout: the order, pending, then (after it commits) a checkout
 * session at the provider of its payment type. A provider that fails gives everything back
 * (502): stock, card credit, and the lines to the cart.
 */
export async function createCheckout(
  ctx: ServiceContext,
  providers: CheckoutProviders,
  o: Omit<NewOrder, 'online'>,
  log: Logger,
) {
  const order = await transact(ctx.db, (tx) =>
    placeOrder(tx, ctx, { ...o, online: true }, providers),
  );
  try {
    const provider = providers.forPayment(order.paymentType as 'P' | 'S') as CheckoutProvider;
    const base = ctx.config.publicUrl;
    // In a keyed write's unit, a session is not asked for twice: the retry would name a new order.
    irreversible();
    const session = await provider.createSession({
      expiresAt: order.holdUntil as Date,
      orderId: order.id,
      activityId: order.activityId,
      userId: order.userId,
      amountCents: order.totalCents,
      description: `Ordine #${order.id}`,
      successUrl: `${base}/shop/pay/success?session_id={SESSION_ID}`,
      cancelUrl: `${base}/shop/cart?cancelled={SESSION_ID}`,
      idempotencyKey: `order-${order.id}`,
    });
    await ctx.db
      .update(orders)
      .set({ provider: provider.name, sessionId: session.id, updatedAt: ctx.clock.now() })
      .where(eq(orders.id, order.id));
    return { sessionId: session.id, url: session.url, orderId: order.id };
  } catch (err) {
    log.warn({ err, orderId: order.id }, 'checkout session not created: order released');
    await transact(ctx.db, async (tx) => {
      const locked = await lockOrder(tx, eq(orders.id, order.id));
      if (locked?.status === 'pending') await abandon(tx, ctx.clock, locked);
    });
    throw unavailable();
  }
}

// ── Online payment: the session read back from the provider ─────────────────────────────────

async function stateOf(provider: CheckoutProvider, sessionId: string): Promise<SessionState> {
  try {
    return await provider.readSession(sessionId);
  } catch {
    throw unavailable();
  }
}

/** Paid for this order: the provider says paid, for its exact total, in euros. */
const paidFor = (state: SessionState, order: OrderRow) =>
  state.status === 'paid' &&
  state.amountCents === order.totalCents &&
  (state.currency ?? 'eur') === 'eur';

/** When a settling payment stops holding its order: SETTLING_MAX_MS after the order. */
const settlingBound = (order: OrderRow) => order.createdAt.getTime() + SETTLING_MAX_MS;

/**
 * The bank is settling the order's payment: the order stays pending and keeps its stock and
 * credit, its hold extended SETTLING_CHECK_MS (never past the bound), so the sweep leaves it
 * alone until then and reads it back at that time.
 */
async function holdOn(tx: Tx, clock: Clock, order: OrderRow) {
  const until = Math.min(clock.now().getTime() + SETTLING_CHECK_MS, settlingBound(order));
  const [held] = await tx
    .update(orders)
    .set({ holdUntil: new Date(until) })
    .where(eq(orders.id, order.id))
    .returning();
  return held as OrderRow;
}

/**
 * Money the provider took for an order we gave up (paid late, or for another amount): refunded
 * once, as a cancellation's refund (a paid order's refund is queueRefund's).
 */
async function refundUnhonoured(tx: Tx, clock: Clock, order: OrderRow, cents: number) {
  if (order.paidAt || cents <= 0) return false;
  const [earlier] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.reason, 'cancelled')));
  if (earlier) return false;
  const now = clock.now();
  await tx.insert(orderRefunds).values({
    activityId: order.activityId,
    orderId: order.id,
    amountCents: cents,
    reason: 'cancelled',
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return true;
}

/**
 * Gives a pending order up on the provider's word, by the expired session's path: stock and
 * credit back, lines to the cart. Its session expired (the customer left: nothing told), its
 * delayed payment failed or did not settle by the bound, or it was paid for another amount: the
 * customer is told it is cancelled, and what the provider took is refunded.
 */
async function giveUp(tx: Tx, ctx: ServiceContext, order: OrderRow, state: SessionState) {
  const released = await abandon(tx, ctx.clock, order);
  if (state.status !== 'expired') await tellOrder(tx, ctx, order.id, 'cancelled');
  if (state.status === 'paid') await refundUnhonoured(tx, ctx.clock, released, state.amountCents);
  return released;
}

/** The provider confirmed the payment: paid, and the order is told as received (once). */
async function paidOnline(tx: Tx, ctx: ServiceContext, order: OrderRow) {
  const paid = await settlePaid(tx, ctx.clock, order);
  await tellOrder(tx, ctx, paid.id, 'placed');
  return paid;
}

const bySession = (provider: CheckoutProvider, sessionId: string) =>
  and(eq(orders.sessionId, sessionId), eq(orders.provider, provider.name));

/** The id of the order a provider's session belongs to, if any. */
export async function orderOfSession(db: Executor, provider: CheckoutProvider, sessionId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(bySession(provider, sessionId));
  return row?.id;
}

/**
 * The provider's word on a session (the success page's PUT and the webhook's completed and
 * async_payment_succeeded/failed): paid for the order's total → the order is paid and its
 * cashback credited, once; settling → pending, held on (holdOn); expired or failed → given up
 * (giveUp: stock and credit back; a failure told); open, or paid for another amount → unchanged
 * (no cashback; the sweep settles it when the hold ends). A session paid after its order was given
 * up is refunded. Answers the order as it is now; undefined when no order has that session.
 */
export async function confirmSession(
  ctx: ServiceContext,
  provider: CheckoutProvider,
  sessionId: string,
): Promise<OrderRow | undefined> {
  const state = await stateOf(provider, sessionId);
  const order = await transact(ctx.db, async (tx) => {
    const order = await lockOrder(tx, bySession(provider, sessionId));
    if (order?.status === 'cancelled' && state.status === 'paid') {
      await refundUnhonoured(tx, ctx.clock, order, state.amountCents);
    }
    if (order?.status !== 'pending') return order;
    if (paidFor(state, order)) return paidOnline(tx, ctx, order);
    if (state.status === 'settling') return holdOn(tx, ctx.clock, order);
    if (state.status === 'expired' || state.status === 'failed') {
      return giveUp(tx, ctx, order, state);
    }
    return order;
  });
  kickRefunds(ctx);
  return order;
}

/**
 * Abandons a pending order's session (the customer's DELETE and the sweep with `expire`, the
 * provider's expired webhook without): the session is expired at the provider when asked, then
 * read back; a session paid meanwhile makes the order paid instead, and one the bank is settling
 * holds on until the bound (a completed session cannot be expired; the money may still come).
 * Otherwise the order is given up (giveUp): stock and card credit go back and the lines return to
 * the cart. Answers the order as it is now (undefined: no such session). The provider is asked
 * before the order is locked: a session's paid, failed or expired is final.
 */
export async function abandonSession(
  ctx: ServiceContext,
  provider: CheckoutProvider,
  sessionId: string,
  opts: { expire: boolean },
): Promise<OrderRow | undefined> {
  const [seen] = await ctx.db.select().from(orders).where(bySession(provider, sessionId));
  if (seen?.status !== 'pending') return seen;
  if (opts.expire) {
    // A session already paid cannot be expired: the read below tells.
    await provider.expireSession(sessionId).catch(() => undefined);
  }
  const state = await stateOf(provider, sessionId);
  const order = await transact(ctx.db, async (tx) => {
    const order = await lockOrder(tx, bySession(provider, sessionId));
    if (order?.status !== 'pending') return order;
    if (paidFor(state, order)) return paidOnline(tx, ctx, order);
    if (state.status === 'settling' && ctx.clock.now().getTime() < settlingBound(order)) {
      return holdOn(tx, ctx.clock, order);
    }
    if (state.status === 'open') throw unavailable();
    return giveUp(tx, ctx, order, state);
  });
  kickRefunds(ctx);
  return order;
}

/**
 * The caller's order that a session id names, for the platform's owned check. It names no
 * activity on purpose: a member switched off while paying can still complete or give back their
 * own checkout (what it holds is theirs), rather than wait for the hold to end.
 */
export async function ownOrderBySession(db: Db, userId: number, sessionId: string) {
  const [row] = await db
    .select({ id: orders.id, provider: orders.provider })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.userId, userId)));
  return row;
}

// ── My orders ───────────────────────────────────────────────────────────────────────────────

/**
 * The caller's order of that id (and its activity), for the platform's owned check; inside the
 * route's activity when it names one.
 */
export async function ownOrder(db: Db, userId: number, id: number, activityId?: number) {
  const [row] = await db
    .select({ id: orders.id, activityId: orders.activityId })
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        activityId === undefined ? undefined : eq(orders.activityId, activityId),
      ),
    );
  return row;
}

/**
 * PUT /api/app/item-orders/{orderId}/archive: a finished order (collected or cancelled) leaves the
 * caller's list; one still on its way is a 422.
 */
export async function archiveOrder(db: Db, userId: number, id: number): Promise<Order> {
  const [done] = await db
    .update(orders)
    .set({ archived: true })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        inArray(orders.status, ['collected', 'cancelled']),
      ),
    )
    .returning({ id: orders.id });
  if (!done) throw new AppError(422, 'order_not_finished', m.orderNotFinished);
  return orderView(db, id);
}

// ── Holds that ran out ──────────────────────────────────────────────────────────────────────

/**
 * Gives back what unpaid online checkouts hold once their hold ends (HOLD_MS): the session is
 * expired at the provider and read back (a session paid meanwhile makes its order paid), and an
 * order whose session was never made (the process stopped in between) is released. A session the
 * bank is settling (SEPA debit) is not released: its hold was extended (holdOn) so the sweep
 * passes it by, and reading it back when that ends extends it again, up to SETTLING_MAX_MS after
 * the order, then gives it up. Safe on several instances at once: each order is settled under its
 * row lock. Answers how many it settled.
 */
export async function sweepPendingOrders(ctx: ServiceContext, providers: CheckoutProviders) {
  const stale = await ctx.db
    .select({ id: orders.id, provider: orders.provider, sessionId: orders.sessionId })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.holdUntil, ctx.clock.now())))
    .orderBy(asc(orders.holdUntil))
    .limit(100);
  let settled = 0;
  for (const o of stale) {
    if (o.provider && o.sessionId) {
      const provider = providers.named(o.provider as ProviderName);
      const done = await abandonSession(ctx, provider, o.sessionId, { expire: true }).catch(
        () => undefined,
      );
      if (done && done.status !== 'pending') settled++;
      continue;
    }
    const done = await transact(ctx.db, async (tx) => {
      const order = await lockOrder(tx, and(eq(orders.id, o.id), eq(orders.status, 'pending')));
      return order && abandon(tx, ctx.clock, order);
    });
    if (done) settled++;
  }
  return settled;
}
