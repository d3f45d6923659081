// The form's contract is the server's: over a grid of terms at and past every bound, the form
// refuses exactly what cardTermsBody refuses, and what it accepts it sends as it was saved.
import { CASH_BACK_TYPES, type CardTermsView, cardTermsBody } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, termsSchema } from './cardTermsForm.ts';

const grid: CardTermsView[] = CASH_BACK_TYPES.flatMap((cashBackType) =>
  [0, 250, 10_000, 10_001].flatMap((valueBasisPoints) =>
    [0, 0.07, 0.1, 10_000, 10_000.01].flatMap((pointValue) =>
      [null, 0, 1, 3650, 3651].flatMap((cashBackExpiration) =>
        [0, 10_000.01].map((welcome) => ({
          cashBackType,
          valueBasisPoints,
          pointValue,
          welcome,
          welcomePoints: welcome === 0 ? 0 : 1_000_001,
          referral: 3,
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
      ...formOf({ ...terms, cashBackType: 'P', pointValue: 0 }),
      valueBasisPoints: '100,01',
      welcome: '5 euro',
      referral: '10000,01',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['welcome', 'cardTerms.errors.euros'],
      ['valueBasisPoints', 'cardTerms.errors.percentRange|{"max":100}'],
      ['referral', 'cardTerms.errors.eurosMax|{"max":"10.000,00 €"}'],
      ['pointValue', 'cardTerms.errors.pointValueNeeded'],
    ]);
    // More than 2 decimals cannot be typed: the reader refuses it before the contract.
    expect(
      termsSchema
        .safeParse({ ...formOf(terms), welcome: '1,005' })
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['welcome', 'cardTerms.errors.euros']]);
  });

  it('reads percents and euros the Italian way, and sends euros as the API carries them', () => {
    const form = formOf(grid[0] as CardTermsView);
    expect(
      bodyOf({ ...form, valueBasisPoints: '2,5', pointValue: '0,1', welcome: '12.50' }),
    ).toMatchObject({ valueBasisPoints: 250, pointValue: 0.1, welcome: 12.5 });
    expect(bodyOf({ ...form, valueBasisPoints: '2,555' }).valueBasisPoints).toBeNaN();
    expect(bodyOf({ ...form, welcome: '1,005' }).welcome).toBeNaN();
  });

  it('shows euros as the admin types them: "0,07", "10000,00"', () => {
    const form = formOf({ ...(grid[0] as CardTermsView), pointValue: 0.07, welcome: 10_000 });
    expect([form.pointValue, form.welcome, form.referral]).toEqual(['0,07', '10000,00', '3,00']);
  });
});
