// The checkout's figures and refusals: every figure is the domain's, what blocks sending, and
// which call sends the order.
import type { CartLine, Payment, Shipping } from '@tessera/domain';
import { orderTotals } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutChoice,
  checkoutState,
  creditInputCents,
  todayPickUpTimes,
} from './checkout.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  itemId: 1,
  itemColorSizeId: 1,
  name: 'Maglia',
  colorName: null,
  size: null,
  imageUrl: null,
  price: 20,
  discountPrice: 15,
  quantity: 2,
  lineTotal: 30,
  stock: null,
  available: true,
  ...over,
});

const courier: Shipping = {
  id: 2,
  type: 'C',
  priceMin: 50,
  offerPrice: 0,
  standardPrice: 6.9,
  shippingDaysFrom: 2,
  shippingDaysTo: 4,
};
const store: Shipping = { ...courier, id: 1, type: 'S', standardPrice: 0, priceMin: 0 };
const card: Payment = { id: 5, type: 'S', disabled: false };
const inStore: Payment = { id: 6, type: 'ST', disabled: false };
const transfer: Payment = { id: 7, type: 'BT', disabled: false };

const base: CheckoutChoice = {
  lines: [line()],
  shipping: courier,
  payment: card,
  addressId: 9,
  pickUpTime: null,
  usedCard: false,
  creditCents: 0,
  balance: 12.5,
  cartValue: { value: 5, pointValue: 0.1 },
  cashBackType: 'EP',
  shopType: 'A',
  shopTotalMinPrice: 0,
  pickUpTimes: [],
};

describe('checkoutState', () => {
  it('shows what the domain computes: subtotal, shipping, credit, total and what it earns', () => {
    const s = checkoutState({ ...base, usedCard: true, creditCents: 1000 });
    expect(s.totals).toEqual(
      orderTotals({
        subtotalCents: 3000,
        shipping: { priceMinCents: 5000, offerCents: 0, standardCents: 690 },
        requestedCreditCents: 1000,
        balanceCents: 1250,
        rule: { valueBasisPoints: 500, pointValueCents: 10 },
        cashBackType: 'EP',
      }),
    );
    expect(s.totals).toMatchObject({ shippingCents: 690, creditCents: 1000, totalCents: 2690 });
  });

  it('uses no credit while "Usa la mia carta" is off', () => {
    expect(checkoutState({ ...base, creditCents: 1000 }).totals.creditCents).toBe(0);
  });

  it('refuses store payment with courier shipping', () => {
    const s = checkoutState({ ...base, payment: inStore });
    expect(s.blockers).toContain('payment');
    expect(checkoutState({ ...base, shipping: store, payment: inStore }).blockers).toEqual([]);
  });

  it('blocks under the minimum, without an address, shipping or payment', () => {
    expect(checkoutState({ ...base, shopTotalMinPrice: 30.01 }).blockers).toEqual(['minimum']);
    expect(checkoutState({ ...base, shopTotalMinPrice: 30 }).blockers).toEqual([]);
    expect(checkoutState({ ...base, addressId: null }).blockers).toEqual(['address']);
    expect(checkoutState({ ...base, shipping: store, addressId: null }).blockers).toEqual([]);
    expect(checkoutState({ ...base, shipping: null }).blockers).toEqual(['shipping']);
    expect(checkoutState({ ...base, payment: null }).blockers).toEqual(['payment']);
    expect(checkoutState({ ...base, lines: [] }).blockers).toEqual(['empty']);
    expect(checkoutState({ ...base, lines: [line({ available: false })] }).blockers).toContain(
      'unavailable',
    );
  });

  it('a take-away order needs one of the pick-up times', () => {
    const r = { ...base, shopType: 'R' as const, shipping: store, pickUpTimes: ['12:00'] };
    expect(checkoutState(r).blockers).toEqual(['pickUpTime']);
    expect(checkoutState({ ...r, pickUpTime: '12:00' }).blockers).toEqual([]);
    expect(checkoutState({ ...r, pickUpTime: '12:05' }).blockers).toEqual(['pickUpTime']);
  });

  it('sends online payments to the provider; transfer, store and all-credit orders are placed', () => {
    expect(checkoutState(base).send).toBe('checkout');
    expect(checkoutState({ ...base, payment: transfer }).send).toBe('order');
    expect(checkoutState({ ...base, shipping: store, payment: inStore }).send).toBe('order');
    const allCredit = { ...base, shipping: store, usedCard: true, creditCents: 3000, balance: 40 };
    expect(checkoutState(allCredit).totals.totalCents).toBe(0);
    expect(checkoutState(allCredit).send).toBe('order');
  });

  it('builds the order body in euros, with the total the customer saw', () => {
    const s = checkoutState({ ...base, usedCard: true, creditCents: 250 });
    expect(s.body(7)).toEqual({
      activityId: 7,
      shippingId: 2,
      paymentId: 5,
      customerAddressId: 9,
      usedCreditValue: 2.5,
      checkCreditUse: true,
      orderTimeRequest: null,
      totalPrice: 34.4,
    });
  });
});

describe('creditInputCents', () => {
  it('reads euros with a comma or a dot; anything else is null', () => {
    expect(creditInputCents('12,50')).toBe(1250);
    expect(creditInputCents('3.2')).toBe(320);
    expect(creditInputCents(' 7 ')).toBe(700);
    expect(creditInputCents('')).toBeNull();
    expect(creditInputCents('1,234')).toBeNull();
    expect(creditInputCents('-1')).toBeNull();
    expect(creditInputCents('abc')).toBeNull();
  });
});

describe('todayPickUpTimes', () => {
  const rows = [
    { id: 1, day: 2, startTime: '12:00', endTime: '13:00' },
    { id: 2, day: 3, startTime: '19:00', endTime: '20:00' },
  ];
  it("uses today's row (the ISO weekday in the activity's zone) and its clock", () => {
    // Tuesday 10 March 2026, 11:52 in Rome (10:52 UTC).
    const now = new Date('2026-03-10T10:52:00Z');
    expect(todayPickUpTimes(rows, 20, now, 'Europe/Rome')).toEqual(['12:20', '12:40', '13:00']);
    // 23:30 UTC on Tuesday is already Wednesday 00:30 in Rome.
    const late = new Date('2026-03-10T23:30:00Z');
    expect(todayPickUpTimes(rows, 30, late, 'Europe/Rome')).toEqual(['19:00', '19:30', '20:00']);
  });
});
