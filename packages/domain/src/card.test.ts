import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMovementBody, cardTermsBody, euros, eurosUpTo } from './card.ts';
import { eurosToCents } from './format.ts';

describe('money a client sends (finding 8)', () => {
  it('is whole cents of at least 0,01: 1e-9, 0.004 and 0 are refused', () => {
    for (const v of [1e-9, 0.004, 0.0099999, 0, -0.01, 1.005, 100_000.01, Number.NaN]) {
      expect(euros.safeParse(v).success, String(v)).toBe(false);
    }
    for (const v of [0.01, 0.1, 12.5, 99_999.99, 100_000]) {
      expect(euros.safeParse(v).success, String(v)).toBe(true);
    }
  });

  it('never turns into a movement of 0 cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 200_000, noNaN: true }), (v) => {
        if (euros.safeParse(v).success) expect(eurosToCents(v)).toBeGreaterThanOrEqual(1);
      }),
    );
    const tiny = cardMovementBody.safeParse({ cardCode: '123456789012', type: 'C', amount: 1e-9 });
    expect(tiny.success).toBe(false);
  });
});

describe('euros a console form sets (DESIGN §4)', () => {
  const upTo = eurosUpTo(10_000);
  it('are whole cents from 0 to the limit: 1.005, 0.001, −0.01 and 10.000,01 are refused', () => {
    for (const v of [0, 0.01, 0.07, 0.1, 8.1, 12.5, 9_999.99, 10_000]) {
      expect(upTo.safeParse(v).success, String(v)).toBe(true);
    }
    for (const v of [1.005, 0.001, 12.345, -0.01, 10_000.01, Number.NaN, '5']) {
      expect(upTo.safeParse(v).success, String(v)).toBe(false);
    }
  });

  it('turn into the cents they name', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        expect(upTo.safeParse(cents / 100).success).toBe(true);
        expect(eurosToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('word every refusal as asked', () => {
    const priced = eurosUpTo(100, 'validation.price');
    for (const v of [-1, 100.01, 1.005]) {
      expect(priced.safeParse(v).error?.issues.map((i) => i.message)).toEqual(['validation.price']);
    }
  });

  it('carry the card terms: a point value in euros, needed by points', () => {
    const terms = {
      cashBackType: 'EP',
      valueBasisPoints: 500,
      pointValue: 0.1,
      welcome: 5,
      welcomePoints: 0,
      referral: 3,
      referralPoints: 0,
      cashBackExpiration: null,
    };
    expect(cardTermsBody.safeParse(terms).success).toBe(true);
    expect(cardTermsBody.safeParse({ ...terms, welcome: 1.005 }).success).toBe(false);
    expect(cardTermsBody.safeParse({ ...terms, pointValueCents: 10 }).success).toBe(false);
    expect(
      cardTermsBody.safeParse({ ...terms, pointValue: 0 }).error?.issues.map((i) => i.path),
    ).toEqual([['pointValue']]);
  });
});
