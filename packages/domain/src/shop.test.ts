import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  cardCreditCents,
  isFinishedStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderTotals,
  paymentAllowed,
  pickUpTimes,
  shippingCents,
  subtotalCents,
  unitCents,
} from './shop.ts';
import { minutesOf } from './wall-clock.ts';

const courier = { priceMinCents: 5000, offerCents: 0, standardCents: 690 };
const rule = { valueBasisPoints: 500, pointValueCents: 10 };

describe('prices', () => {
  it('a unit costs the discount price only while it is lower than the price', () => {
    expect(unitCents(2000, 1500)).toBe(1500);
    expect(unitCents(2000, null)).toBe(2000);
    expect(unitCents(2000, 2500)).toBe(2000);
  });

  it('the subtotal is each line’s unit price times its quantity', () => {
    expect(
      subtotalCents([
        { priceCents: 2000, discountCents: 1500, quantity: 2 },
        { priceCents: 990, discountCents: null, quantity: 3 },
      ]),
    ).toBe(3000 + 2970);
  });
});

describe('shipping (SPEC §9)', () => {
  it('offerPrice when the subtotal exceeds priceMin, standardPrice otherwise', () => {
    expect(shippingCents(courier, 5001)).toBe(0);
    expect(shippingCents(courier, 5000)).toBe(690);
    expect(shippingCents(courier, 100)).toBe(690);
  });
});

describe('payment (SPEC §5)', () => {
  it('store payment is disabled with courier shipping only', () => {
    expect(paymentAllowed('ST', 'C')).toBe(false);
    expect(paymentAllowed('ST', 'S')).toBe(true);
    expect(paymentAllowed('ST', 'H')).toBe(true);
    for (const p of ['P', 'S', 'BT'] as const) expect(paymentAllowed(p, 'C')).toBe(true);
  });
});

describe('card credit (SPEC §9)', () => {
  it('is capped at the subtotal and at the balance', () => {
    expect(cardCreditCents(1000, 5000, 3000)).toBe(1000);
    expect(cardCreditCents(9000, 5000, 8000)).toBe(5000);
    expect(cardCreditCents(9000, 9000, 3000)).toBe(3000);
    expect(cardCreditCents(-5, 9000, 3000)).toBe(0);
  });

  it('never exceeds any of the three, never goes below zero', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, (req, bal, sub) => {
        const c = cardCreditCents(req, bal, sub);
        return c >= 0 && c <= req && c <= bal && c <= sub;
      }),
    );
  });
});

describe('order totals (SPEC §9)', () => {
  it('total = subtotal − card credit + shipping; cashback on the subtotal less the card', () => {
    // 60 € by courier (free above 50 €), 10 € of a 25 € balance: 50 € to pay, 5 % → 2,50 €.
    expect(
      orderTotals({
        subtotalCents: 6000,
        shipping: courier,
        requestedCreditCents: 1000,
        balanceCents: 2500,
        rule,
        cashBackType: 'EP',
      }),
    ).toEqual({
      subtotalCents: 6000,
      shippingCents: 0,
      creditCents: 1000,
      totalCents: 5000,
      earned: { amountCents: 250, points: 25 },
    });
  });

  it('shipping is priced on the subtotal before the card credit', () => {
    const t = orderTotals({
      subtotalCents: 5500,
      shipping: courier,
      requestedCreditCents: 2000,
      balanceCents: 2000,
      rule,
      cashBackType: 'E',
    });
    expect(t.shippingCents).toBe(0);
    expect(t.totalCents).toBe(3500);
  });

  it('always adds up and is never negative', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, cents, (sub, min, off, std, req, bal) => {
        const t = orderTotals({
          subtotalCents: sub,
          shipping: { priceMinCents: min, offerCents: off, standardCents: std },
          requestedCreditCents: req,
          balanceCents: bal,
          rule,
          cashBackType: 'EP',
        });
        return (
          t.totalCents === sub - t.creditCents + t.shippingCents &&
          t.totalCents >= 0 &&
          t.earned.amountCents <= Math.floor(((sub - t.creditCents) * 500) / 10_000)
        );
      }),
    );
  });
});

describe('pick-up times (SPEC §5)', () => {
  const window = { startTime: '12:02', endTime: '13:00' };

  it('start at the start time rounded up to 5 minutes, step by the preparation time', () => {
    expect(pickUpTimes(window, 20, '08:00')).toEqual(['12:05', '12:25', '12:45']);
  });

  it('are not before now plus the preparation time', () => {
    expect(pickUpTimes(window, 15, '12:20')).toEqual(['12:35', '12:50']);
  });

  it('stay put as the clock moves: a time chosen a minute ago is still offered', () => {
    expect(pickUpTimes(window, 20, '11:44')).toEqual(['12:05', '12:25', '12:45']);
    expect(pickUpTimes(window, 20, '12:04')).toEqual(['12:25', '12:45']);
    expect(pickUpTimes(window, 20, '12:05')).toEqual(['12:25', '12:45']);
  });

  it('are none without a setting for today, or once the window has passed', () => {
    expect(pickUpTimes(undefined, 15, '08:00')).toEqual([]);
    expect(pickUpTimes(window, 15, '12:50')).toEqual([]);
  });

  it('are the start rounded to 5 minutes plus whole preparations, within the window', () => {
    const minute = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(minute, minute, fc.integer({ min: 1, max: 120 }), minute, (a, b, prep, now) => {
        const [s, e] = a <= b ? [a, b] : [b, a];
        const hhmm = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const times = pickUpTimes({ startTime: hhmm(s), endTime: hhmm(e) }, prep, hhmm(now)).map(
          minutesOf,
        );
        return times.every(
          (t, i) =>
            (t - Math.ceil(s / 5) * 5) % prep === 0 &&
            t >= s &&
            t <= e &&
            t >= now + prep &&
            (i === 0 || t - (times[i - 1] as number) === prep),
        );
      }),
    );
  });
});

describe('order statuses', () => {
  it('staff move placed to paid or cancelled, never straight to ready', () => {
    expect(canMoveOrder('placed', 'paid')).toBe(true);
    expect(canMoveOrder('placed', 'ready')).toBe(false);
    expect(canMoveOrder('paid', 'ready')).toBe(true);
  });

  it('cancelled and collected are final; pending moves only by the provider', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('cancelled', to)).toBe(false);
      expect(canMoveOrder('collected', to)).toBe(false);
      expect(canMoveOrder('pending', to)).toBe(false);
    }
  });

  it('only a final order is finished, and only a finished one may be archived', () => {
    expect(ORDER_STATUSES.filter(isFinishedStatus)).toEqual(['collected', 'cancelled']);
    // Finished: nothing more can happen to it (pending waits for the provider).
    for (const s of ORDER_STATUSES)
      expect(isFinishedStatus(s)).toBe(s !== 'pending' && ORDER_TRANSITIONS[s].length === 0);
  });
});
