// The shop (SPEC §3 Item cart, Shipping, Payment, Order creation, Shop close-time setting; §5 cart
// quantity, courier vs store payment, pick-up slots; §9 shipping, card cap, total, cashback): the
// shapes the api answers and the rules both sides apply. The checkout page shows what these
// functions compute; the server computes it again from its own prices and has the last word.
import { z } from 'zod';
import { wholeCents } from './card.ts';
import type { CashBackType } from './codes.ts';
import { ALLERGENS, PAYMENT_TYPES, SHIPPING_TYPES, TYPOLOGIES } from './codes.ts';
import { type CartValueRule, cashbackOf, type Earned } from './loyalty.ts';
import { HH_MM } from './stores.ts';
import { minutesOf, timeOf } from './wall-clock.ts';

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** SPEC §9: pick-up slots start on a multiple of 5 minutes. */
export const PICK_UP_ROUNDING_MINUTES = 5;
/** The most of one item colour size a cart line holds. */
export const MAX_LINE_QUANTITY = 99;

/**
 * An order's life. Online orders wait for the provider (pending) and become paid on its
 * confirmation; store and bank-transfer orders are placed and become paid when staff say so; an
 * order paid entirely with card credit is paid at once. Staff then mark it ready, shipped or
 * collected; cancelled gives everything back.
 */
export const ORDER_STATUSES = [
  'pending',
  'placed',
  'paid',
  'ready',
  'shipped',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What staff may move an order to, from each status (the provider alone moves `pending`). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  placed: ['paid', 'cancelled'],
  paid: ['ready', 'shipped', 'collected', 'cancelled'],
  ready: ['shipped', 'collected', 'cancelled'],
  shipped: ['collected'],
  collected: [],
  cancelled: [],
};
export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  ORDER_TRANSITIONS[from].includes(to);
/** The statuses whose cashback has been credited (the order was paid). */
export const isPaidStatus = (s: OrderStatus) =>
  s === 'paid' || s === 'ready' || s === 'shipped' || s === 'collected';
/** A finished order (collected or delivered, or cancelled): only these may be archived. */
export const isFinishedStatus = (s: OrderStatus) => s === 'collected' || s === 'cancelled';

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────

const id = z.number().int();
const money = z.number();

/** GET /api/app/activities/{id}/categories. */
export const shopCategory = z.object({ id, name: z.string(), sort: z.number().int() });
export type ShopCategory = z.infer<typeof shopCategory>;

/** An item colour size (SPEC): stock null is unlimited; 0 is sold out. */
export const itemColorSize = z.object({
  id,
  /** The size's label ('S', 'M', '42'); null for an item sold in one size. */
  size: z.string().nullable(),
  stock: z.number().int().nullable(),
});
export type ItemColorSize = z.infer<typeof itemColorSize>;

/** An item colour with its sizes; name null for an item sold in one colour (a dish). */
export const itemColor = z.object({
  id,
  itemId: id,
  name: z.string().nullable(),
  /** RRGGBB, no '#'; null when the item has no colour. */
  hex: z.string().nullable(),
  imageUrl: z.string().nullable(),
  itemColorSizes: z.array(itemColorSize),
});
export type ItemColor = z.infer<typeof itemColor>;

/** An item as the catalogue lists it. price and discountPrice in euros. */
export const item = z.object({
  id,
  categoryId: id,
  name: z.string(),
  description: z.string().nullable(),
  price: money,
  /** The lower price while discounted; null when not. */
  discountPrice: money.nullable(),
  imageUrl: z.string().nullable(),
  /** The first colour: GET /api/app/itemcolors/{id} shows it with the others. */
  itemColorId: id,
  /** No size of any colour left. */
  soldOut: z.boolean(),
  allergens: z.array(z.enum(ALLERGENS)),
  typologies: z.array(z.enum(TYPOLOGIES)),
});
export type Item = z.infer<typeof item>;

/** GET /api/app/itemcolors/{id}: the colour asked for, and all the item's colours. */
export const itemColorsView = z.object({
  item,
  itemColor,
  itemColors: z.array(itemColor),
});
export type ItemColorsView = z.infer<typeof itemColorsView>;

/** GET /api/app/items/search filters (plus pagination). */
export const itemSearchFilters = z
  .object({
    activityId: z.coerce.number().int().positive().max(2_147_483_647),
    text: z.string().trim().max(80).optional(),
    categoryId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

/** GET /api/activities/{activityId}/itemimages and /shop-images. */
export const shopImage = z.object({ id, itemId: id.nullable(), url: z.string(), sort: z.number() });
export type ShopImage = z.infer<typeof shopImage>;

/** POST /api/itemcarts. A price, if a client sends one, is not read. */
export const cartAdd = z
  .object({
    activityId: z.number().int().positive().max(2_147_483_647),
    itemId: z.number().int().positive().max(2_147_483_647),
    /** Optional for an item sold in one colour and size. */
    itemColorSizeId: z.number().int().positive().max(2_147_483_647).nullish(),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  })
  .passthrough();
export type CartAdd = z.infer<typeof cartAdd>;

/** A cart line (SPEC Item cart): price and discountPrice in euros, from the server. */
export const cartLine = z.object({
  id,
  itemId: id,
  itemColorSizeId: id,
  name: z.string(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: money,
  discountPrice: money.nullable(),
  quantity: z.number().int(),
  /** What this line costs: unit price × quantity. */
  lineTotal: money,
  /** Stock left of this size (null: unlimited). */
  stock: z.number().int().nullable(),
  /** The item is still sold. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

/** GET /api/activities/{id}/shippings/active. */
export const shipping = z.object({
  id,
  type: z.enum(SHIPPING_TYPES),
  priceMin: money,
  offerPrice: money,
  standardPrice: money,
  shippingDaysFrom: z.number().int(),
  shippingDaysTo: z.number().int(),
});
export type Shipping = z.infer<typeof shipping>;

/** GET /api/activities/{id}/payments/active. disabled: off for the activity (SPEC Payment). */
export const payment = z.object({ id, type: z.enum(PAYMENT_TYPES), disabled: z.boolean() });
export type Payment = z.infer<typeof payment>;

/** GET /api/shop-setting-close-times: day is the ISO weekday, 1 Monday … 7 Sunday. */
export const shopCloseTime = z.object({
  id,
  day: z.number().int().min(1).max(7),
  startTime: z.string().regex(HH_MM),
  endTime: z.string().regex(HH_MM),
});
export type ShopCloseTime = z.infer<typeof shopCloseTime>;

/** Card credit a client sends: 0 or whole cents. */
const creditEuros = z.number().min(0).max(100_000).refine(wholeCents, { message: 'whole cents' });

/**
 * POST /api/itemorders and POST /api/itemorders/paid/checkout (SPEC Order creation). totalPrice,
 * when sent, is what the customer saw: a different server total is a 409, never a silent charge.
 */
export const orderCreate = z
  .object({
    activityId: z.number().int().positive().max(2_147_483_647),
    shippingId: z.number().int().positive().max(2_147_483_647),
    paymentId: z.number().int().positive().max(2_147_483_647),
    cardId: z.number().int().positive().max(2_147_483_647).nullish(),
    customerAddressId: z.number().int().positive().max(2_147_483_647).nullish(),
    usedCreditValue: creditEuros.default(0),
    checkCreditUse: z.boolean().default(false),
    /** The pick-up time, HH:mm today (shopType R). */
    orderTimeRequest: z.string().regex(HH_MM).nullish(),
    totalPrice: z.number().min(0).max(1_000_000).optional(),
    /** The store to pick up at (shipping S) when the activity has more than one. */
    storeId: z.number().int().positive().max(2_147_483_647).nullish(),
  })
  .strict();
export type OrderCreate = z.infer<typeof orderCreate>;

/** An order's money, in euros. */
export const orderFigures = z.object({
  subtotal: money,
  shippingPrice: money,
  usedCredit: money,
  total: money,
  cashback: money,
  points: z.number().int(),
});

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund at the provider: the whole order (cancelled) or one line staff removed. */
export const orderRefund = z.object({
  id,
  amount: money,
  reason: z.enum(['cancelled', 'line']),
  status: z.enum(REFUND_STATUSES),
  created: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** An order as its customer sees it (GET /api/app/itemorders/activity/{id}). */
export const order = orderFigures.extend({
  id,
  status: z.enum(ORDER_STATUSES),
  created: z.string(),
  shippingType: z.enum(SHIPPING_TYPES),
  paymentType: z.enum(PAYMENT_TYPES),
  /** The pick-up time asked for (HH:mm), shopType R. */
  orderTimeRequest: z.string().nullable(),
  /** The delivery address, as it was when ordered. */
  address: z.string().nullable(),
  itemCount: z.number().int(),
  archived: z.boolean(),
  /** Paid through the built-in test checkout: no real charge, no cashback. */
  testPayment: z.boolean(),
  /** Until when a pending online order holds its pieces and card credit (ISO instant). */
  holdUntil: z.string().nullable(),
  /** Where a pick-up order (shipping S) is collected. */
  pickUpStore: z.object({ id, name: z.string(), address: z.string() }).nullable(),
  /** Bank transfer (BT): whom to pay, the IBAN and the reference to write. */
  bankTransfer: z.object({ payee: z.string(), iban: z.string(), reference: z.string() }).nullable(),
  /** Money given back at the provider, oldest first. */
  refunds: z.array(orderRefund),
});
export type Order = z.infer<typeof order>;

/** POST /api/itemorders answers the order; the checkout answers its session. */
export const checkoutSession = z.object({
  sessionId: z.string(),
  /** Where the browser goes to pay (the provider's page, or the simulated one). */
  url: z.string(),
  orderId: id,
});
export type CheckoutSession = z.infer<typeof checkoutSession>;

/** GET …/re-order: the lines put back in the cart, and what could not be. */
export const reorderResult = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(['unavailable', 'sold_out']) })),
});
export type ReorderResult = z.infer<typeof reorderResult>;

/** An order on the staff's board. */
export const boardOrder = order.extend({
  customer: z.object({ id, name: z.string(), email: z.string(), phone: z.string().nullable() }),
  lines: z.array(cartLine),
  /** Staff also see why the provider refused a refund. */
  refunds: z.array(orderRefund.extend({ error: z.string().nullable() })),
});
export type BoardOrder = z.infer<typeof boardOrder>;

/** PUT /api/activities/{activityId}/orders/{orderId}/status. */
export const orderStatusChange = z
  .object({ status: z.enum(['paid', 'ready', 'shipped', 'collected', 'cancelled']) })
  .strict();

/** GET and PUT /api/activities/{activityId}/order-mail: an admin's e-mail for each new order. */
export const orderMailSetting = z.object({ orderMail: z.boolean() }).strict();
export type OrderMailSetting = z.infer<typeof orderMailSetting>;

// ── Rules ───────────────────────────────────────────────────────────────────────────────────

/** What one unit costs: the discount price while it is lower than the price. */
export const unitCents = (priceCents: number, discountCents: number | null) =>
  discountCents !== null && discountCents < priceCents ? discountCents : priceCents;

/** The cart subtotal: each line's unit price times its quantity. */
export const subtotalCents = (
  lines: readonly { priceCents: number; discountCents: number | null; quantity: number }[],
) => lines.reduce((sum, l) => sum + unitCents(l.priceCents, l.discountCents) * l.quantity, 0);

/** SPEC §9: offerPrice when the subtotal exceeds priceMin, standardPrice otherwise. */
export const shippingCents = (
  s: { priceMinCents: number; offerCents: number; standardCents: number },
  subtotal: number,
) => (subtotal > s.priceMinCents ? s.offerCents : s.standardCents);

/** SPEC §5: store payment is disabled with courier shipping. */
export const paymentAllowed = (payment: PaymentType, shippingType: ShippingType) =>
  !(payment === 'ST' && shippingType === 'C');

/** SPEC §9: the card credit used is capped at the subtotal and at the balance. */
export const cardCreditCents = (requested: number, balance: number, subtotal: number) =>
  Math.max(0, Math.min(requested, balance, subtotal));

export interface OrderInput {
  subtotalCents: number;
  shipping: { priceMinCents: number; offerCents: number; standardCents: number };
  /** usedCard: the customer asks to use this much credit (0 when off). */
  requestedCreditCents: number;
  balanceCents: number;
  rule: CartValueRule;
  cashBackType: CashBackType;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  creditCents: number;
  totalCents: number;
  earned: Earned;
}

/**
 * SPEC §9: total = subtotal − card credit + shipping; the cashback is earned on what is paid of
 * the subtotal ((subtotal − card) / 100 × value), and points are that amount / pointValue.
 */
export function orderTotals(o: OrderInput): OrderTotals {
  const shipping = shippingCents(o.shipping, o.subtotalCents);
  const credit = cardCreditCents(o.requestedCreditCents, o.balanceCents, o.subtotalCents);
  return {
    subtotalCents: o.subtotalCents,
    shippingCents: shipping,
    creditCents: credit,
    totalCents: o.subtotalCents - credit + shipping,
    earned: cashbackOf(o.subtotalCents, o.rule, o.cashBackType, credit),
  };
}

/**
 * SPEC §5: today's pick-up times, from the day's close-time setting: the start rounded up to 5
 * minutes, then every `preparation` minutes up to the end time; those before now plus the
 * preparation time are past. The times stay put as the clock moves, so one chosen a minute ago
 * is still offered when the order arrives.
 */
export function pickUpTimes(
  setting: { startTime: string; endTime: string } | undefined,
  preparationMinutes: number,
  nowTime: string,
): string[] {
  if (!setting || preparationMinutes <= 0) return [];
  const first =
    Math.ceil(minutesOf(setting.startTime) / PICK_UP_ROUNDING_MINUTES) * PICK_UP_ROUNDING_MINUTES;
  const earliest = minutesOf(nowTime) + preparationMinutes;
  const end = minutesOf(setting.endTime);
  const times: string[] = [];
  for (let t = first; t <= end; t += preparationMinutes) if (t >= earliest) times.push(timeOf(t));
  return times;
}

/** GET /api/simulated-checkout/{sessionId}: what the test checkout page shows. */
export const simulatedCheckout = z.object({
  sessionId: z.string(),
  orderId: id,
  /** What the customer pays, in euros. */
  amount: money,
  status: z.enum(['open', 'paid', 'expired']),
});
export type SimulatedCheckout = z.infer<typeof simulatedCheckout>;

/** The cart value as GET …/cartshop answers it (value in %, pointValue in €), as the rule. */
export const cartValueRuleOf = (v: { value: number; pointValue: number }): CartValueRule => ({
  valueBasisPoints: Math.round(v.value * 100),
  pointValueCents: Math.round(v.pointValue * 100),
});
