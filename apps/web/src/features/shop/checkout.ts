// What the checkout shows and sends, from the customer's choices: every figure is the domain's
// (orderTotals with the cart's subtotal, the chosen shipping, the card credit and the cart
// value), the reasons the order cannot be sent yet, which call sends it, and its body. The
// server computes it all again from its own prices and has the last word.
import {
  type CartLine,
  type CashBackType,
  cartValueRuleOf,
  centsToEuros,
  eurosToCents,
  isoWeekday,
  isTakeAway,
  type OrderCreate,
  type OrderTotals,
  orderTotals,
  type Payment,
  paymentAllowed,
  pickUpTimes,
  type Shipping,
  type ShopCloseTime,
  type ShopType,
  subtotalCents,
  wallClockOf,
} from '@tessera/domain';

export interface CheckoutChoice {
  lines: readonly CartLine[];
  shipping: Shipping | null;
  payment: Payment | null;
  /** The delivery address (courier or home). */
  addressId: number | null;
  /** HH:mm, a take-away order's pick-up time. */
  pickUpTime: string | null;
  /** "Usa la mia carta". */
  usedCard: boolean;
  /** The credit asked for (the domain caps it at the balance and the subtotal). */
  creditCents: number;
  /** The card's balance, in euros. */
  balance: number;
  cartValue: { value: number; pointValue: number };
  cashBackType: CashBackType;
  shopType: ShopType;
  /** In euros. */
  shopTotalMinPrice: number;
  /** Today's pick-up times (shopType R). */
  pickUpTimes: readonly string[];
}

/** Why the order cannot be sent yet, in the order the page shows them. */
export type Blocker =
  | 'empty'
  | 'unavailable'
  | 'minimum'
  | 'shipping'
  | 'payment'
  | 'address'
  | 'pickUpTime';

export interface CheckoutState {
  totals: OrderTotals;
  blockers: Blocker[];
  /** POST /api/itemorders ('order') or the provider's checkout ('checkout'). */
  send: 'order' | 'checkout';
  body(activityId: number): OrderCreate;
}

const NO_SHIPPING = { priceMinCents: 0, offerCents: 0, standardCents: 0 };

export const shippingRule = (s: Shipping) => ({
  priceMinCents: eurosToCents(s.priceMin),
  offerCents: eurosToCents(s.offerPrice),
  standardCents: eurosToCents(s.standardPrice),
});

/** The cart's lines as the domain prices them. */
export const cartSubtotalCents = (lines: readonly CartLine[]) =>
  subtotalCents(
    lines.map((l) => ({
      priceCents: eurosToCents(l.price),
      discountCents: l.discountPrice === null ? null : eurosToCents(l.discountPrice),
      quantity: l.quantity,
    })),
  );

/** A courier or home delivery goes to an address. */
export const needsAddress = (s: Shipping | null) => s !== null && s.type !== 'S';

export function checkoutState(c: CheckoutChoice): CheckoutState {
  const subtotal = cartSubtotalCents(c.lines);
  const totals = orderTotals({
    subtotalCents: subtotal,
    shipping: c.shipping ? shippingRule(c.shipping) : NO_SHIPPING,
    requestedCreditCents: c.usedCard ? c.creditCents : 0,
    balanceCents: eurosToCents(c.balance),
    rule: cartValueRuleOf(c.cartValue),
    cashBackType: c.cashBackType,
  });
  const blockers: Blocker[] = [];
  if (c.lines.length === 0) blockers.push('empty');
  if (c.lines.some((l) => !l.available || (l.stock !== null && l.quantity > l.stock)))
    blockers.push('unavailable');
  if (c.lines.length > 0 && subtotal < eurosToCents(c.shopTotalMinPrice)) blockers.push('minimum');
  if (!c.shipping) blockers.push('shipping');
  if (!c.payment || (c.shipping && !paymentAllowed(c.payment.type, c.shipping.type)))
    blockers.push('payment');
  if (needsAddress(c.shipping) && c.addressId === null) blockers.push('address');
  const takeAway = isTakeAway(c.shopType);
  if (takeAway && !(c.pickUpTime && c.pickUpTimes.includes(c.pickUpTime)))
    blockers.push('pickUpTime');
  const online = c.payment?.type === 'P' || c.payment?.type === 'S';
  return {
    totals,
    blockers,
    send: online && totals.totalCents > 0 ? 'checkout' : 'order',
    body: (activityId) => ({
      activityId,
      shippingId: c.shipping?.id ?? 0,
      paymentId: c.payment?.id ?? 0,
      customerAddressId: needsAddress(c.shipping) ? c.addressId : null,
      usedCreditValue: centsToEuros(totals.creditCents),
      checkCreditUse: totals.creditCents > 0,
      orderTimeRequest: takeAway ? c.pickUpTime : null,
      totalPrice: centsToEuros(totals.totalCents),
    }),
  };
}

/** The credit the customer types, in euros ("12,50" or "12.50"), as cents; null if not one. */
export function creditInputCents(text: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Today's pick-up times: today's close-time row, on the activity's clock (SPEC §5). */
export function todayPickUpTimes(
  rows: readonly ShopCloseTime[],
  preparationMinutes: number,
  now: Date,
  timeZone: string,
): string[] {
  const clock = wallClockOf(now, timeZone);
  const today = rows.find((r) => r.day === isoWeekday(clock.date));
  return pickUpTimes(today, preparationMinutes, clock.time);
}

/**
 * The customer's choices, kept while she is on the provider's page (issue 22): back with
 * ?cancelled=<session> the checkout shows them again. In the tab's sessionStorage, one entry per
 * activity, for the one session it was saved for; every other visit to the cart forgets them.
 * The ids are only preferences: the checkout takes one only if its own lists still hold it.
 */
export interface KeptChoices {
  shippingId: number | null;
  paymentId: number | null;
  addressId: number | null;
  pickUpTime: string | null;
  /** The pick-up store, where the activity has more than one. */
  storeId?: number | null;
  usedCard: boolean;
  /** The credit field's text. */
  amount: string;
}

const keptKey = (activityId: number) => `tessera.checkout.${activityId}`;

interface Kept {
  sessionId: string;
  choices: KeptChoices;
}

function readKept(activityId: number): Kept | null {
  try {
    const raw = sessionStorage.getItem(keptKey(activityId));
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

/** Keeps the choices of the checkout that is leaving for the provider's page. */
export function keepChoices(activityId: number, sessionId: string, choices: KeptChoices) {
  try {
    sessionStorage.setItem(keptKey(activityId), JSON.stringify({ sessionId, choices }));
  } catch {
    // Storage full or off: the checkout starts afresh, as before.
  }
}

/**
 * Called as the cart opens: back from the provider with the session the choices were kept for
 * (`cancelledSession`), they stay for the checkout to read; otherwise they are forgotten.
 */
export function settleKeptChoices(activityId: number, cancelledSession: string | null) {
  const kept = readKept(activityId);
  if (kept && (cancelledSession === null || kept.sessionId !== cancelledSession))
    sessionStorage.removeItem(keptKey(activityId));
}

/** The choices kept for this activity's checkout, or null. */
export const keptChoices = (activityId: number | null): KeptChoices | null =>
  activityId === null ? null : (readKept(activityId)?.choices ?? null);
