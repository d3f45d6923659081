// The form's contract is the server's: over a grid of terms at and past every bound, the form
// refuses exactly what cardTermsBody refuses, and what it accepts it sends as it was saved.
import { CASH_BACK_TYPES, type CardTermsView, cardTermsBody } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, termsSchema } from './cardTermsForm.ts';

const grid: CardTermsView[] = CASH_BACK_TYPES.flatMap((cashBackType) =>
  [0, 250, 10_000, 10_001].flatMap((valueBasisPoints) =>
    [0, 10, 1_000_000, 1_000_001].flatMap((pointValueCents) =>
      [null, 0, 1, 3650, 3651].flatMap((cashBackExpiration) =>
        [0, 1_000_001].map((welcome) => ({
          cashBackType,
          valueBasisPoints,
          pointValueCents,
          welcomeCents: welcome,
          welcomePoints: welcome,
          referralCents: 300,
          referralPoints: 0,
          cashBackExpiration,
        })),
      ),
    ),
  ),
);

describe('the card terms form', () => {
  it('refuses exactly what the contract refuses', () => {
    for (const terms of grid) {
      const form = termsSchema.safeParse(formOf(terms));
      expect([terms, form.success]).toEqual([terms, cardTermsBody.safeParse(terms).success]);
      if (form.success) expect(form.data).toEqual(terms);
    }
  });

  it('words a refusal for the field it is about', () => {
    const terms = grid[0] as CardTermsView;
    const refused = termsSchema.safeParse({
      ...formOf({ ...terms, cashBackType: 'P', pointValueCents: 0 }),
      valueBasisPoints: '100,01',
      welcomeCents: '5 euro',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['welcomeCents', 'cardTerms.errors.euros'],
      ['valueBasisPoints', 'cardTerms.errors.percentRange|{"max":100}'],
      ['pointValueCents', 'cardTerms.errors.pointValueNeeded'],
    ]);
  });

  it('reads percents and euros the Italian way', () => {
    const form = formOf(grid[0] as CardTermsView);
    expect(
      bodyOf({ ...form, valueBasisPoints: '2,5', pointValueCents: '0,1', welcomeCents: '12.50' }),
    ).toMatchObject({ valueBasisPoints: 250, pointValueCents: 10, welcomeCents: 1250 });
    expect(bodyOf({ ...form, valueBasisPoints: '2,555' }).valueBasisPoints).toBeNaN();
  });
});
