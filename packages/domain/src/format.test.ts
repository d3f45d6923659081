import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatPoints,
  formatPrice,
  MINUS,
  signedPoints,
  signedPrice,
  toIsoDate,
} from './format.ts';

describe('prices', () => {
  it('uses 2 decimals, comma decimals, dot thousands and the euro sign', () => {
    expect(formatCents(123456)).toBe('1.234,56 €');
    expect(formatCents(0)).toBe('0,00 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatPrice(1000000)).toBe('1.000.000,00 €');
  });

  it('writes a negative amount or number of points with the true minus sign (U+2212)', () => {
    expect(formatPrice(-12.5)).toBe('\u221212,50 €');
    expect(formatCents(-123456)).toBe('\u22121.234,56 €');
    expect(signedPrice(-3.5)).toBe('\u22123,50 €');
    expect(signedPrice(1.75)).toBe('+1,75 €');
    expect(signedPrice(0)).toBe('0,00 €');
    expect(formatPoints(-1250)).toBe('\u22121.250');
    expect(signedPoints(-30)).toBe('\u221230');
    expect(signedPoints(15)).toBe('+15');
    expect(formatPoints(2.5)).toBe('2,5');
    // No hyphen-minus anywhere, whatever the amount.
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), (cents) => {
        expect(formatCents(cents)).not.toContain('-');
        expect(formatPoints(cents)).not.toContain('-');
        expect(formatCents(cents).startsWith(MINUS)).toBe(cents < 0);
      }),
    );
  });

  it('rounds euros to the cent', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('0,30 €');
  });

  it('always renders cents exactly for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), (cents) => {
        const text = formatCents(cents);
        const digits = text.replace(/[^0-9]/g, '');
        expect(Number(digits)).toBe(cents);
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
      }),
    );
  });
});

describe('dates', () => {
  it('shows DD-MM-YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22-11-2026');
    expect(formatDate(new Date(2021, 0, 9))).toBe('09-01-2021');
    expect(formatDate('not a date')).toBe('');
  });

  it('builds the year-month-day birth date from its fields', () => {
    expect(toIsoDate(3, 4, 1990)).toBe('1990-04-03');
  });
});
