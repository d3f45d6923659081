import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMovementBody, euros } from './card.ts';
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
