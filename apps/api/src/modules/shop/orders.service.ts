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
import {
  cardCreditCents,
  centsToEuros,
  eurosToCents,
  formatCents,
  isoWeekday,
  MAX_LINE_QUANTITY,
  type Order,
  type OrderCreate,
  orderTotals,
  type PaymentType,
  paymentAllowed,
  pickUpTimes,
  shippingCents,
  subtotalCents,
  wallClockOf,
} from '@tessera/domain';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Clock, Executor, ServiceContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { totalOver } from '../../platform/pagination.ts';
import type { PaymentProvider, ProviderName, SessionState } from '../../platform/payments.ts';
import { stores } from '../../platform/tables.ts';
import { bankTransferTermsOf, type ShopTerms, shopTermsOf } from '../activities/index.ts';
import { addressOf } from '../addresses/index.ts';
import { lockedBalance, purchaseTermsOf, spendCard } from '../cards/index.ts';
import { tellOrder } from './orders.mail.ts';
import { ordersMessages as m } from './orders.messages.ts';
import { lockOrder, type OrderRow, orderNote, releaseOrder, settlePaid } from './orders.money.ts';
import type { Providers } from './providers.ts';
import { kickRefunds } from './refunds.service.ts';
import {
  cartLines,
  itemColorSizes,
  items,
  orderRefunds,
  orders,
  payments,
  shippings,
  shopCloseTimes,
} from './shop.tables.ts';

export type { OrderRow };

// ── The activity's shop ─────────────────────────────────────────────────────────────────────

/** The shop's settings, 404 while the shop is off (its customer calls answer as if empty). */
async function shopOf(db: Executor, activityId: number) {
  const terms = await shopTermsOf(db, activityId);
  if (!terms?.shopOn) throw notFound();
  return terms;
}

// ── Placing an order ────────────────────────────────────────────────────────────────────────

export interface NewOrder {
  activityId: number;
  userId: number;
  request: Omit<OrderCreate, 'activityId'>;
  /** Paid online (P, S) through a checkout session: the order waits for the provider. */
  online: boolean;
}

/** How long an unpaid online checkout holds its pieces and card credit (Stripe's minimum). */
export const HOLD_MS = 30 * 60_000;

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

const paymentUnavailable = () => new AppError(422, 'payment_unavailable', m.paymentTypeUnavailable);

const ONLINE: readonly PaymentType[] = ['P', 'S'];

/** The caller's open cart lines with their items' prices now, locked for this transaction. */
const lockCart = (tx: Tx, activityId: number, userId: number) =>
  tx
    .select({
      id: cartLines.id,
      sizeId: cartLines.itemColorSizeId,
      quantity: cartLines.quantity,
      name: items.name,
      active: items.active,
      priceCents: items.priceCents,
      discountCents: items.discountCents,
      stock: itemColorSizes.stock,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .innerJoin(itemColorSizes, eq(itemColorSizes.id, cartLines.itemColorSizeId))
    .where(
      and(
        eq(cartLines.activityId, activityId),
        eq(cartLines.userId, userId),
        isNull(cartLines.orderId),
      ),
    )
    .orderBy(asc(cartLines.id))
    .for('update', { of: cartLines });

type LockedLine = Awaited<ReturnType<typeof lockCart>>[number];

/** The activity's active shipping and payment the client named; anything else is a 400. */
async function shippingAndPayment(tx: Tx, activityId: number, r: NewOrder['request']) {
  const [shipping] = await tx
    .select()
    .from(shippings)
    .where(
      and(
        eq(shippings.id, r.shippingId),
        eq(shippings.activityId, activityId),
        eq(shippings.active, true),
      ),
    );
  if (!shipping) throw invalidInput('shippingId');
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, r.paymentId),
        eq(payments.activityId, activityId),
        eq(payments.active, true),
      ),
    );
  if (!payment) throw invalidInput('paymentId');
  return { shipping, payment };
}

/** SPEC §5: today's pick-up times from today's close-time settings, on the activity's clock. */
async function checkPickUpTime(
  tx: Tx,
  clock: Clock,
  terms: ShopTerms,
  activityId: number,
  at?: string | null,
) {
  const now = wallClockOf(clock.now(), terms.timeZone);
  const windows = await tx
    .select({ startTime: shopCloseTimes.startTime, endTime: shopCloseTimes.endTime })
    .from(shopCloseTimes)
    .where(
      and(eq(shopCloseTimes.activityId, activityId), eq(shopCloseTimes.day, isoWeekday(now.date))),
    );
  const times = windows.flatMap((w) => pickUpTimes(w, terms.preparationMinutes, now.time));
  if (!at || !times.includes(at)) throw new AppError(422, 'pick_up_time', m.pickUpTime);
}

/**
 * Takes each line's quantity from its size's stock, in ascending size id; a size without enough
 * left refuses the order with the item's name (the transaction rolls back). A size of unlimited
 * stock (null) is not written: orders of the same dish do not queue on its row.
 */
async function takeStock(tx: Tx, lines: readonly LockedLine[]) {
  const counted = lines.filter((l) => l.stock !== null);
  for (const line of counted.sort((a, b) => a.sizeId - b.sizeId)) {
    const taken = await tx
      .update(itemColorSizes)
      .set({ stock: sql`${itemColorSizes.stock} - ${line.quantity}` })
      .where(
        and(eq(itemColorSizes.id, line.sizeId), sql`${itemColorSizes.stock} >= ${line.quantity}`),
      )
      .returning({ id: itemColorSizes.id });
    if (taken.length) continue;
    const [size] = await tx
      .select({ stock: itemColorSizes.stock })
      .from(itemColorSizes)
      .where(eq(itemColorSizes.id, line.sizeId));
    const left = size?.stock ?? 0;
    throw left > 0
      ? new AppError(409, 'sold_out', m.onlyLeft, { name: line.name, n: left, count: left })
      : new AppError(409, 'sold_out', m.soldOut, { name: line.name });
  }
}

/**
 * Makes the order from the caller's cart (POST /api/itemorders and the online checkout), in the
 * caller's transaction: checks, stock, card credit, the order and its lines.
 */
async function placeOrder(
  tx: Tx,
  ctx: ServiceContext,
  o: NewOrder,
  providers?: Providers,
): Promise<OrderRow> {
  const { clock } = ctx;
  const { activityId, userId, request: r } = o;
  const terms = await shopOf(tx, activityId);
  const lines = await lockCart(tx, activityId, userId);
  if (!lines.length) throw new AppError(422, 'cart_empty', m.cartEmpty);
  const gone = lines.find((l) => !l.active);
  if (gone) throw new AppError(422, 'item_unavailable', m.itemUnavailable, { name: gone.name });
  const subtotal = subtotalCents(lines);
  if (subtotal < terms.minTotalCents) {
    throw new AppError(422, 'below_min_total', m.belowMinTotal, {
      min: formatCents(terms.minTotalCents),
    });
  }
  const { shipping, payment } = await shippingAndPayment(tx, activityId, r);
  if (!paymentAllowed(payment.type, shipping.type)) {
    throw new AppError(422, 'payment_not_allowed', m.paymentNotAllowed);
  }
  // usedCard (SPEC §4): the credit asked for, capped at the subtotal and the balance (SPEC §9).
  const requested = r.checkCreditUse ? eurosToCents(r.usedCreditValue) : 0;
  if (requested > subtotal) {
    throw new AppError(409, 'total_changed', m.totalChanged, { total: formatCents(subtotal) });
  }
  const expected = subtotal - requested + shippingCents(shipping, subtotal);
  // Online payments go through the checkout, unless the card credit leaves nothing to pay.
  const paysOnline = ONLINE.includes(payment.type) && expected > 0;
  if (o.online && !ONLINE.includes(payment.type)) {
    throw new AppError(422, 'payment_not_online', m.notOnline);
  }
  if (o.online && !paysOnline) throw new AppError(422, 'nothing_to_pay', m.nothingToPay);
  if (!o.online && paysOnline) throw new AppError(422, 'use_checkout', m.useCheckout);
  // Real money only: no provider for this type here (production without its keys), no order.
  const provider = o.online ? providers?.forPayment(payment.type as 'P' | 'S') : undefined;
  if (o.online && !provider) throw paymentUnavailable();
  if (payment.type === 'BT' && !(await bankTransferTermsOf(tx, [activityId])).has(activityId)) {
    throw paymentUnavailable();
  }
  if (o.online) await checkPendingLimit(tx, ctx, activityId, userId);
  const storeId = shipping.type === 'S' ? await pickUpStoreOf(tx, activityId, r.storeId) : null;
  let address: string | null = null;
  if (shipping.type !== 'S') {
    if (!r.customerAddressId) throw new AppError(422, 'address_required', m.addressRequired);
    address = (await addressOf(tx, activityId, userId, r.customerAddressId)) ?? null;
    if (!address) throw invalidInput('customerAddressId');
  }
  const pickUp = terms.shopType === 'R' ? (r.orderTimeRequest ?? null) : null;
  if (terms.shopType === 'R') await checkPickUpTime(tx, clock, terms, activityId, pickUp);
  if (r.totalPrice !== undefined && eurosToCents(r.totalPrice) !== expected) {
    throw new AppError(409, 'total_changed', m.totalChanged, { total: formatCents(expected) });
  }

  await takeStock(tx, lines);
  const card = requested > 0 ? await lockedBalance(tx, clock, activityId, userId) : undefined;
  const balance = card?.balanceCents ?? 0;
  if (cardCreditCents(requested, balance, subtotal) < requested) {
    throw new AppError(409, 'balance_changed', m.balanceChanged, { balance: formatCents(balance) });
  }
  const purchase = await purchaseTermsOf(tx, activityId);
  // A test checkout's payment is no real money: it earns nothing.
  const testPayment = provider?.name === 'simulated';
  const totals = orderTotals({
    subtotalCents: subtotal,
    shipping,
    requestedCreditCents: requested,
    balanceCents: balance,
    ...purchase,
  });
  const now = clock.now();
  const [created] = await tx
    .insert(orders)
    .values({
      activityId,
      userId,
      status: o.online ? 'pending' : 'placed',
      shippingId: shipping.id,
      shippingType: shipping.type,
      paymentId: payment.id,
      paymentType: payment.type,
      address,
      orderTimeRequest: pickUp,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      creditCents: totals.creditCents,
      totalCents: totals.totalCents,
      cashbackCents: testPayment ? 0 : totals.earned.amountCents,
      points: testPayment ? 0 : totals.earned.points,
      testPayment,
      holdUntil: o.online ? new Date(now.getTime() + HOLD_MS) : null,
      storeId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  let order = created as OrderRow;
  if (card && totals.creditCents > 0) {
    const movementId = await spendCard(
      tx,
      clock,
      card.cardId,
      totals.creditCents,
      orderNote(order.id),
    );
    [order] = (await tx
      .update(orders)
      .set({ creditMovementId: movementId })
      .where(eq(orders.id, order.id))
      .returning()) as [OrderRow];
  }
  for (const line of lines) {
    const joined = await tx
      .update(cartLines)
      .set({ orderId: order.id, priceCents: line.priceCents, discountCents: line.discountCents })
      .where(and(eq(cartLines.id, line.id), isNull(cartLines.orderId)))
      .returning({ id: cartLines.id });
    if (!joined.length) throw new AppError(409, 'cart_changed', m.cartChanged);
  }
  // Nothing left to pay (all by card credit): paid at once, and what it earns credited.
  if (!o.online && order.totalCents === 0) order = await settlePaid(tx, clock, order);
  return order;
}

/** The store a pick-up order is collected at: the one named (visible, the activity's) or none. */
async function pickUpStoreOf(tx: Tx, activityId: number, storeId: number | null | undefined) {
  if (!storeId) return null;
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(eq(stores.id, storeId), eq(stores.activityId, activityId), eq(stores.visible, true)),
    );
  if (!store) throw invalidInput('storeId');
  return store.id;
}

/**
 * At most PENDING_CHECKOUTS_PER_CUSTOMER unpaid online checkouts per customer and activity hold
 * stock at once. Called after the cart lines are locked: a customer's checkouts queue there.
 */
async function checkPendingLimit(tx: Tx, ctx: ServiceContext, activityId: number, userId: number) {
  const limit = ctx.config.pendingCheckoutsPerCustomer;
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.activityId, activityId),
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
      ),
    );
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(422, 'too_many_pending', m.tooManyPending, { n: limit, count: limit });
  }
}

/** POST /api/itemorders: an order paid by bank transfer, in store, or all by card credit. */
export async function createOrder(
  ctx: ServiceContext,
  o: Omit<NewOrder, 'online'>,
): Promise<Order> {
  const order = await ctx.db.transaction(async (tx) => {
    const placed = await placeOrder(tx, ctx, { ...o, online: false });
    await tellOrder(tx, ctx, placed.id, 'placed');
    return placed;
  });
  ctx.outbox.kick();
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
  providers: Providers,
  o: Omit<NewOrder, 'online'>,
  log: Logger,
) {
  const order = await ctx.db.transaction((tx) =>
    placeOrder(tx, ctx, { ...o, online: true }, providers),
  );
  try {
    const provider = providers.forPayment(order.paymentType as 'P' | 'S') as PaymentProvider;
    const base = ctx.config.publicUrl;
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
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, eq(orders.id, order.id));
      if (locked?.status === 'pending') await abandon(tx, ctx.clock, locked);
    });
    throw unavailable();
  }
}

// ── Online payment: the session read back from the provider ─────────────────────────────────

async function stateOf(provider: PaymentProvider, sessionId: string): Promise<SessionState> {
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

const bySession = (provider: PaymentProvider, sessionId: string) =>
  and(eq(orders.sessionId, sessionId), eq(orders.provider, provider.name));

/** The id of the order a provider's session belongs to, if any. */
export async function orderOfSession(db: Executor, provider: PaymentProvider, sessionId: string) {
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
  provider: PaymentProvider,
  sessionId: string,
): Promise<OrderRow | undefined> {
  const state = await stateOf(provider, sessionId);
  const order = await ctx.db.transaction(async (tx) => {
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
  ctx.outbox.kick();
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
  provider: PaymentProvider,
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
  const order = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, bySession(provider, sessionId));
    if (order?.status !== 'pending') return order;
    if (paidFor(state, order)) return paidOnline(tx, ctx, order);
    if (state.status === 'settling' && ctx.clock.now().getTime() < settlingBound(order)) {
      return holdOn(tx, ctx.clock, order);
    }
    if (state.status === 'open') throw unavailable();
    return giveUp(tx, ctx, order, state);
  });
  ctx.outbox.kick();
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

/** How many pieces an order holds (the sum of its lines' quantities). */
export const itemCountColumn = sql<number>`(select coalesce(sum(l.quantity), 0)
  from ${cartLines} l where l.order_id = ${orders}.id)`.mapWith(Number);

/** What an order shows beyond its row: pick-up store, bank transfer details, refunds. */
export interface OrderDetails {
  pickUpStore: Order['pickUpStore'];
  bankTransfer: Order['bankTransfer'];
  refunds: (Order['refunds'][number] & { error: string | null })[];
}

/** The bank transfer's reference: the order number, as the business reads its statement. */
export const bankReferenceOf = (orderId: number) => `ORD-${orderId}`;

/** The details of these orders, three statements whatever their number. */
export async function detailsOfOrders(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<Map<number, OrderDetails>> {
  const ids = rows.map((r) => r.id);
  const pickUp = rows.filter((r) => r.shippingType === 'S');
  const bank = await bankTransferTermsOf(db, [
    ...new Set(rows.filter((r) => r.paymentType === 'BT').map((r) => r.activityId)),
  ]);
  const storeRows = pickUp.length
    ? await db
        .select({
          activityId: stores.activityId,
          id: stores.id,
          name: stores.name,
          main: stores.main,
          address: stores.address,
          city: stores.city,
        })
        .from(stores)
        .where(inArray(stores.activityId, [...new Set(pickUp.map((r) => r.activityId))]))
    : [];
  const refundRows = ids.length
    ? await db
        .select()
        .from(orderRefunds)
        .where(inArray(orderRefunds.orderId, ids))
        .orderBy(asc(orderRefunds.id))
    : [];
  const details = new Map<number, OrderDetails>();
  for (const row of rows) {
    const store =
      row.shippingType === 'S'
        ? (storeRows.find((s) => s.id === row.storeId) ??
          storeRows.find((s) => s.activityId === row.activityId && s.main))
        : undefined;
    const terms = row.paymentType === 'BT' ? bank.get(row.activityId) : undefined;
    details.set(row.id, {
      pickUpStore: store
        ? {
            id: store.id,
            name: store.name,
            address: [store.address, store.city].filter(Boolean).join(', '),
          }
        : null,
      bankTransfer: terms ? { ...terms, reference: bankReferenceOf(row.id) } : null,
      refunds: refundRows
        .filter((r) => r.orderId === row.id)
        .map((r) => ({
          id: r.id,
          amount: centsToEuros(r.amountCents),
          reason: r.reason,
          status: r.status,
          created: r.createdAt.toISOString(),
          error: r.lastError,
        })),
    });
  }
  return details;
}

/** An order as its customer sees it (SPEC: money in euros); a refund's error stays with staff. */
export function orderOf(row: OrderRow, itemCount: number, details: OrderDetails): Order {
  return {
    id: row.id,
    status: row.status,
    created: row.createdAt.toISOString(),
    shippingType: row.shippingType,
    paymentType: row.paymentType,
    orderTimeRequest: row.orderTimeRequest,
    address: row.address,
    itemCount,
    archived: row.archived,
    subtotal: centsToEuros(row.subtotalCents),
    shippingPrice: centsToEuros(row.shippingCents),
    usedCredit: centsToEuros(row.creditCents),
    total: centsToEuros(row.totalCents),
    cashback: centsToEuros(row.cashbackCents),
    points: row.points,
    testPayment: row.testPayment,
    holdUntil: row.status === 'pending' ? (row.holdUntil?.toISOString() ?? null) : null,
    pickUpStore: details.pickUpStore,
    bankTransfer: details.bankTransfer,
    refunds: details.refunds.map(({ error: _, ...r }) => r),
  };
}

/** One order as its customer sees it. */
export async function orderView(db: Executor, id: number): Promise<Order> {
  const [row] = await db
    .select({ order: orders, itemCount: itemCountColumn })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound();
  const details = await detailsOfOrders(db, [row.order]);
  return orderOf(row.order, row.itemCount, details.get(row.order.id) as OrderDetails);
}

/**
 * GET /api/app/itemorders/activity/{activityId}: the caller's orders, newest first: those not
 * archived, or with `archived` the archived ones.
 */
export async function ordersOf(
  db: Executor,
  activityId: number,
  userId: number,
  page: {
    offset: number;
    rowsPerPage: number;
    sortBy?: 'created';
    descending: boolean;
    archived?: boolean;
  },
) {
  const oldestFirst = page.sortBy === 'created' && !page.descending;
  const order = oldestFirst
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select({ order: orders, itemCount: itemCountColumn, total: totalOver() })
    .from(orders)
    .where(
      and(
        eq(orders.activityId, activityId),
        eq(orders.userId, userId),
        eq(orders.archived, page.archived ?? false),
      ),
    )
    .orderBy(...order)
    .limit(page.rowsPerPage)
    .offset(page.offset);
  const details = await detailsOfOrders(
    db,
    rows.map((r) => r.order),
  );
  return {
    rows: rows.map((r) => orderOf(r.order, r.itemCount, details.get(r.order.id) as OrderDetails)),
    total: rows[0]?.total ?? 0,
  };
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
export async function sweepPendingOrders(ctx: ServiceContext, providers: Providers) {
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
    const done = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, and(eq(orders.id, o.id), eq(orders.status, 'pending')));
      return order && abandon(tx, ctx.clock, order);
    });
    if (done) settled++;
  }
  return settled;
}
