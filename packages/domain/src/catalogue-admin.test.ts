import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CHECKS,
  flagOfText,
  importColumnOf,
  itemBody,
  itemColorBody,
  priceOfText,
  spreadsheetSafe,
  stockChangeBody,
  stockOfText,
  stockSetBody,
} from './catalogue-admin.ts';

const item = {
  categoryId: 1,
  name: 'Shampoo delicato',
  sku: 'SH-250',
  description: null,
  price: 12.5,
  discountPrice: null,
  active: true,
};
const problems = (schema: typeof itemBody | typeof itemColorBody, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('an item an admin saves', () => {
  it('takes a price in euros of whole cents, 0 to 100.000,00 €', () => {
    expect(problems(itemBody, { ...item, price: 0 })).toEqual([]);
    expect(problems(itemBody, { ...item, price: 100_000 })).toEqual([]);
    expect(problems(itemBody, { ...item, price: 0.1 + 0.2 })).toEqual([]);
    for (const price of [-0.01, 12.505, 100_000.01]) {
      expect(problems(itemBody, { ...item, price })).toEqual([`price: ${CATALOGUE_CHECKS.price}`]);
    }
  });

  it('takes a discount price only below the price', () => {
    expect(problems(itemBody, { ...item, discountPrice: 12.49 })).toEqual([]);
    for (const discountPrice of [12.5, 13]) {
      expect(problems(itemBody, { ...item, discountPrice })).toEqual([
        `discountPrice: ${CATALOGUE_CHECKS.discountBelowPrice}`,
      ]);
    }
  });

  it('fills allergens, typologies and pictures with none; refuses a picture twice', () => {
    expect(itemBody.parse(item)).toMatchObject({ allergens: [], typologies: [], pictures: [] });
    expect(problems(itemBody, { ...item, pictures: ['a.webp', 'a.webp'] })).toEqual([
      `pictures: ${CATALOGUE_CHECKS.once}`,
    ]);
  });

  it('takes a code of letters, digits and . _ - / (40 at most), or null', () => {
    for (const sku of ['A1', 'MAGLIA-BLU/42', 'è.1_2', 'x'.repeat(40), null]) {
      expect(problems(itemBody, { ...item, sku }), String(sku)).toEqual([]);
    }
    for (const sku of ['', '-A', 'A B', '=1+1', 'x'.repeat(41)]) {
      expect(problems(itemBody, { ...item, sku }), sku).toEqual([`sku: ${CATALOGUE_CHECKS.sku}`]);
    }
  });

  it('takes a colour as RRGGBB without #', () => {
    const color = { name: 'Blu', hex: '1a2B3c', imageFileName: null };
    expect(problems(itemColorBody, color)).toEqual([]);
    expect(problems(itemColorBody, { ...color, hex: '#1A2B3C' })).toEqual([
      `hex: ${CATALOGUE_CHECKS.hex}`,
    ]);
  });
});

describe('a stock write', () => {
  it('sets a whole count or unlimited, against the stock seen', () => {
    expect(stockSetBody.safeParse({ stock: 3, expected: 1 }).success).toBe(true);
    expect(stockSetBody.safeParse({ stock: null, expected: null }).success).toBe(true);
    expect(stockSetBody.safeParse({ stock: -1, expected: 1 }).success).toBe(false);
    expect(stockSetBody.safeParse({ stock: 2.5, expected: 1 }).success).toBe(false);
    expect(stockSetBody.safeParse({ stock: 3 }).success).toBe(false);
  });

  it('changes by a whole number other than 0', () => {
    expect(stockChangeBody.safeParse({ change: -2 }).success).toBe(true);
    for (const change of [0, 1.5, 1_000_001]) {
      expect(stockChangeBody.safeParse({ change }).success, String(change)).toBe(false);
    }
  });
});

describe('the cells of a spreadsheet', () => {
  it('reads prices the Italian and the English way', () => {
    const cases: [string, number | undefined][] = [
      ['12,50', 12.5],
      ['12,5', 12.5],
      ['12.50', 12.5],
      ['12', 12],
      ['1.234,50', 1234.5],
      ['1,234.50', 1234.5],
      ['€ 12,50', 12.5],
      ['12,50 €', 12.5],
      ['0,99', 0.99],
      ['1.234', undefined],
      ['12,505', undefined],
      ['-3', undefined],
      ['dodici', undefined],
      ['', undefined],
      ['=1+1', undefined],
    ];
    for (const [text, euros] of cases) expect(priceOfText(text), text).toBe(euros);
  });

  it('reads back any price in cents written with a decimal comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(Math.round((priceOfText(text) as number) * 100)).toBe(cents);
      }),
    );
  });

  it('reads stock (blank unlimited) and yes/no', () => {
    expect([' ', '0', '12', '-1', '1,5', '2000000'].map(stockOfText)).toEqual([
      null,
      0,
      12,
      undefined,
      undefined,
      undefined,
    ]);
    expect(['', 'Sì', 'no', 'X', '0', 'forse'].map((t) => flagOfText(t, true))).toEqual([
      true,
      true,
      false,
      true,
      false,
      undefined,
    ]);
  });

  it('names columns in Italian or English, any case, accents and spaces aside', () => {
    expect(
      [
        'Codice',
        'NOME',
        'Categoria',
        'Prezzo scontato',
        'Quantità',
        'discount_price',
        'Colore',
      ].map(importColumnOf),
    ).toEqual(['sku', 'name', 'category', 'discountPrice', 'stock', 'discountPrice', undefined]);
  });

  it('keeps a cell that a spreadsheet would run as a formula as text when written', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x.example","clic")')).toBe(
      `'=HYPERLINK("http://x.example","clic")`,
    );
    expect(['+1', '-1', '@SUM(A1)', '\tx'].map(spreadsheetSafe)).toEqual([
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(spreadsheetSafe('Maglia blu')).toBe('Maglia blu');
  });
});
