// Placing an order (issue 17; SPEC §7 Shop and orders, §9) as named steps, in one transaction:
// readCart → checkChoices → deliveryOf → reserveStock → insertOrder → payWithCard → joinLines.
// Prices are read from the items, never from the client; stock is taken by conditional updates in
// ascending size id; card credit is spent under the card's row lock, after the stock.
import {
  cardCreditCents,
  eurosToCents,
  formatCents,
  isoWeekday,
  isTakeAway,
  type OrderCreate,
  orderTotals,
  type PaymentType,
  paymentAllowed,
  pickUpTimes,
  shippingCents,
  subtotalCents,
  wallClockOf,
} from '@tessera/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock, Executor, ServiceContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../../platform/errors.ts';
import { stores } from '../../../platform/tables.ts';
import { bankTransferTermsOf, type ShopTerms, shopTermsOf } from '../../activities/index.ts';
import { addressOf } from '../../addresses/index.ts';
import { lockedBalance, purchaseTermsOf, spendCard } from '../../cards/index.ts';
import {
  itemColorSizes,
  items,
  payments,
  shippings,
  shopCloseTimes,
} from '../catalogue/catalogue.tables.ts';
import type { CheckoutProviders } from './checkout-provider.ts';
import { ordersMessages as m } from './orders.messages.ts';
import { type OrderRow, orderNote, settlePaid } from './orders.money.ts';
import { cartLines, orders } from './orders.tables.ts';

// ── The activity's shop ─────────────────────────────────────────────────────────────────────

/** The shop's settings (its switch is the routes' gate: feature 'shop'). */
async function shopOf(db: Executor, activityId: number) {
  const terms = await shopTermsOf(db, activityId);
  if (!terms) throw notFound();
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
 * left refuses the order with the item's name (the transaction rolls back). Each size is judged
 * as it is when taken, not as the cart read it: a size the console switched from unlimited to
 * counted meanwhile is counted, and one switched to unlimited is not refused. A size of unlimited
 * stock (null) matches no update, so it is not written: orders of the same dish do not queue on
 * its row.
 */
async function takeStock(tx: Tx, lines: readonly LockedLine[]) {
  for (const line of [...lines].sort((a, b) => a.sizeId - b.sizeId)) {
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
    if (size && size.stock === null) continue;
    const left = size?.stock ?? 0;
    throw left > 0
      ? new AppError(409, 'sold_out', m.onlyLeft, { name: line.name, n: left, count: left })
      : new AppError(409, 'sold_out', m.soldOut, { name: line.name });
  }
}

/**
 * Makes the order from the caller's cart (POST /api/itemorders and the online checkout), in the
 * caller's transaction, as these steps in this order (the lock order: cart lines, item colour
 * sizes, card — as orders.money.ts). The callers tell the customer (tellOrder) after it.
 */
export async function placeOrder(
  tx: Tx,
  ctx: ServiceContext,
  o: NewOrder,
  providers?: CheckoutProviders,
): Promise<OrderRow> {
  const cart = await readCart(tx, o);
  const choice = await checkChoices(tx, ctx, o, cart, providers);
  const delivery = await deliveryOf(tx, ctx.clock, o, cart.terms, choice);
  const card = await reserveStock(tx, ctx.clock, o, cart, choice);
  let order = await insertOrder(tx, ctx.clock, o, cart, choice, delivery, card);
  order = await payWithCard(tx, ctx.clock, order, card);
  await joinLines(tx, order, cart.lines);
  // Nothing left to pay (all by card credit): paid at once, and what it earns credited.
  if (!o.online && order.totalCents === 0) order = await settlePaid(tx, ctx.clock, order);
  return order;
}

type Cart = Awaited<ReturnType<typeof readCart>>;
type Choice = Awaited<ReturnType<typeof checkChoices>>;
type Delivery = Awaited<ReturnType<typeof deliveryOf>>;
type Card = Awaited<ReturnType<typeof reserveStock>>;

/** The shop's terms and the caller's cart, locked and repriced: not empty, all on sale, enough. */
async function readCart(tx: Tx, o: NewOrder) {
  const { activityId, userId } = o;
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
  return { terms, lines, subtotal };
}

/**
 * The shipping and payment named, the card credit asked for, what is left to pay and how: online
 * through a provider's checkout (within the pending limit) or not.
 */
async function checkChoices(
  tx: Tx,
  ctx: ServiceContext,
  o: NewOrder,
  { subtotal }: Cart,
  providers?: CheckoutProviders,
) {
  const { activityId, userId, request: r } = o;
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
  return { shipping, payment, requested, expected, provider };
}

/** Where and when: the pick-up store, the address, the pick-up time; and the total the client saw. */
async function deliveryOf(tx: Tx, clock: Clock, o: NewOrder, terms: ShopTerms, c: Choice) {
  const { activityId, userId, request: r } = o;
  const { shipping, expected } = c;
  const storeId = shipping.type === 'S' ? await pickUpStoreOf(tx, activityId, r.storeId) : null;
  let address: string | null = null;
  if (shipping.type !== 'S') {
    if (!r.customerAddressId) throw new AppError(422, 'address_required', m.addressRequired);
    address = (await addressOf(tx, activityId, userId, r.customerAddressId)) ?? null;
    if (!address) throw invalidInput('customerAddressId');
  }
  const pickUp = isTakeAway(terms.shopType) ? (r.orderTimeRequest ?? null) : null;
  if (isTakeAway(terms.shopType)) await checkPickUpTime(tx, clock, terms, activityId, pickUp);
  if (r.totalPrice !== undefined && eurosToCents(r.totalPrice) !== expected) {
    throw new AppError(409, 'total_changed', m.totalChanged, { total: formatCents(expected) });
  }
  return { storeId, address, pickUp };
}

/** Takes the stock, then locks the card and checks its balance still covers the credit asked. */
async function reserveStock(tx: Tx, clock: Clock, o: NewOrder, cart: Cart, c: Choice) {
  const { requested } = c;
  await takeStock(tx, cart.lines);
  const card = requested > 0 ? await lockedBalance(tx, clock, o.activityId, o.userId) : undefined;
  const balance = card?.balanceCents ?? 0;
  if (cardCreditCents(requested, balance, cart.subtotal) < requested) {
    throw new AppError(409, 'balance_changed', m.balanceChanged, { balance: formatCents(balance) });
  }
  return { card, balance };
}

/** The order row with its totals and what it earns (a test checkout's payment earns nothing). */
async function insertOrder(
  tx: Tx,
  clock: Clock,
  o: NewOrder,
  cart: Cart,
  c: Choice,
  d: Delivery,
  { balance }: Card,
) {
  const { activityId, userId } = o;
  const { shipping, payment, provider } = c;
  const purchase = await purchaseTermsOf(tx, activityId);
  // A test checkout's payment is no real money: it earns nothing.
  const testPayment = provider?.name === 'simulated';
  const totals = orderTotals({
    subtotalCents: cart.subtotal,
    shipping,
    requestedCreditCents: c.requested,
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
      address: d.address,
      orderTimeRequest: d.pickUp,
      subtotalCents: totals.subtotalCents,
      shippingCents: totals.shippingCents,
      creditCents: totals.creditCents,
      totalCents: totals.totalCents,
      cashbackCents: testPayment ? 0 : totals.earned.amountCents,
      points: testPayment ? 0 : totals.earned.points,
      testPayment,
      holdUntil: o.online ? new Date(now.getTime() + HOLD_MS) : null,
      storeId: d.storeId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created as OrderRow;
}

/** Spends the order's card credit (PU) on the card locked before, and notes its movement. */
async function payWithCard(tx: Tx, clock: Clock, order: OrderRow, { card }: Card) {
  if (!card || order.creditCents <= 0) return order;
  const movementId = await spendCard(
    tx,
    clock,
    card.cardId,
    order.creditCents,
    orderNote(order.id),
  );
  const [paid] = (await tx
    .update(orders)
    .set({ creditMovementId: movementId })
    .where(eq(orders.id, order.id))
    .returning()) as [OrderRow];
  return paid;
}

/** The cart lines join the order at the prices read: a line another request took fails it. */
async function joinLines(tx: Tx, order: OrderRow, lines: readonly LockedLine[]) {
  for (const line of lines) {
    const joined = await tx
      .update(cartLines)
      .set({ orderId: order.id, priceCents: line.priceCents, discountCents: line.discountCents })
      .where(and(eq(cartLines.id, line.id), isNull(cartLines.orderId)))
      .returning({ id: cartLines.id });
    if (!joined.length) throw new AppError(409, 'cart_changed', m.cartChanged);
  }
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
