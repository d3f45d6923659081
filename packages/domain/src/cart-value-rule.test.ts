import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartValueRuleOf } from './shop.ts';

describe('cartValueRuleOf', () => {
  it('reads back the rule the api sent as value (%) and pointValue (€)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(100_000), (valueBasisPoints, pointValueCents) => {
        const sent = { value: valueBasisPoints / 100, pointValue: pointValueCents / 100 };
        expect(cartValueRuleOf(sent)).toEqual({ valueBasisPoints, pointValueCents });
      }),
    );
  });

  it('5 % and a point worth 0,10 €', () => {
    expect(cartValueRuleOf({ value: 5, pointValue: 0.1 })).toEqual({
      valueBasisPoints: 500,
      pointValueCents: 10,
    });
  });
});
