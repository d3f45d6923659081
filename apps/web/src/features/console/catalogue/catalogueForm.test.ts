// The catalogue's forms: prices typed the Italian way sent as euros, a discount not below the
// price refused on its field with the domain's words, stock typed blank (unlimited) or counted,
// a change of pieces signed, a CSV's bytes read as UTF-8 or else as windows-1252, and the import
// columns the screen documents being every column the import reads, under names it reads.
import {
  CATALOGUE_CHECKS,
  flagOfText,
  IMPORT_COLUMNS,
  importColumnOf,
  priceOfText,
  REQUIRED_IMPORT_COLUMNS,
  stockOfText,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import {
  changeOfInput,
  DOCUMENTED_COLUMNS,
  decodeCsv,
  EXAMPLE_CSV,
  IMPORT_HEADERS,
  itemFormOf,
  itemSchema,
  stockOfInput,
  stockSchema,
} from './catalogueForm.ts';

const form = (over: Partial<ReturnType<typeof itemFormOf>> = {}) => ({
  ...itemFormOf(null, 3),
  name: 'Shampoo delicato',
  price: '12,50',
  ...over,
});

const refusals = (input: unknown) =>
  Object.fromEntries(
    (itemSchema.safeParse(input).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('the item form', () => {
  it('sends "12,50" and "9,90" as euros, a blank code and description as null', () => {
    expect(itemSchema.parse(form({ discountPrice: '9,90', sku: '  ' }))).toEqual({
      categoryId: 3,
      name: 'Shampoo delicato',
      sku: null,
      description: null,
      price: 12.5,
      discountPrice: 9.9,
      allergens: [],
      typologies: [],
      pictures: [],
      active: true,
    });
  });

  it('refuses a discount not below the price on its field, with the domain words', () => {
    expect(refusals(form({ discountPrice: '12,50' }))).toEqual({
      discountPrice: CATALOGUE_CHECKS.discountBelowPrice,
    });
    expect(refusals(form({ discountPrice: '15' }))).toEqual({
      discountPrice: 'validation.discountBelowPrice',
    });
  });

  it('refuses a price it cannot read, one past the limit, and a malformed code', () => {
    expect(refusals(form({ price: '12,505' }))).toEqual({
      price: 'catalogueAdmin.checks.priceText',
    });
    expect(refusals(form({ price: '100000,01' }))).toEqual({ price: 'validation.price' });
    expect(refusals(form({ sku: 'SH 250' }))).toEqual({ sku: 'validation.sku' });
    expect(refusals(form({ name: ' ' }))).toEqual({ name: 'validation.required' });
  });
});

describe('stock', () => {
  it('reads a blank count as unlimited and digits as pieces; a change keeps its sign', () => {
    expect(stockOfInput(' ')).toBeNull();
    expect(stockOfInput('0')).toBe(0);
    expect(stockOfInput('12')).toBe(12);
    expect(stockOfInput('1,5')).toBeNaN();
    expect(changeOfInput('+5')).toBe(5);
    expect(changeOfInput('−2')).toBe(-2);
    expect(changeOfInput('due')).toBeNaN();
  });

  it('checks only the chosen way: a count, or a change of pieces other than 0', () => {
    const parse = (f: { mode: 'set' | 'change'; stock?: string; change?: string }) =>
      stockSchema.safeParse({ stock: '', change: '', ...f });
    expect(parse({ mode: 'set', stock: '', change: 'x' }).data).toEqual({
      mode: 'set',
      body: { stock: null },
    });
    expect(parse({ mode: 'set', stock: '-1' }).error?.issues[0]?.message).toBe('validation.stock');
    expect(parse({ mode: 'change', change: '0' }).error?.issues[0]?.message).toBe(
      'validation.stockChange',
    );
    expect(parse({ mode: 'change', change: '-3' }).data).toEqual({
      mode: 'change',
      body: { change: -3 },
    });
  });
});

describe('a CSV file', () => {
  it('is read as UTF-8 (its BOM dropped) when it is valid UTF-8', () => {
    const bytes = new TextEncoder().encode('\uFEFFnome;prezzo\nCaffè;1,20\n');
    expect(decodeCsv(bytes)).toEqual({ text: 'nome;prezzo\nCaffè;1,20\n', encoding: 'utf-8' });
  });

  it('falls back to windows-1252 when it is not, as Excel saves it on an Italian Windows', () => {
    // "Caffè" and "€" in windows-1252: E8 and 80, neither valid UTF-8 there.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('nome;prezzo\nCaff'),
      0xe8,
      ...new TextEncoder().encode(';1,20 '),
      0x80,
      0x0a,
    ]);
    expect(decodeCsv(bytes)).toEqual({
      text: 'nome;prezzo\nCaffè;1,20 €\n',
      encoding: 'windows-1252',
    });
  });
});

describe('the import columns on screen', () => {
  it('document every column the import reads, each under two names it reads', () => {
    expect([...DOCUMENTED_COLUMNS].sort()).toEqual(Object.keys(IMPORT_COLUMNS).sort());
    for (const h of IMPORT_HEADERS) {
      expect(importColumnOf(h.it)).toBe(h.column);
      expect(importColumnOf(h.en)).toBe(h.column);
      expect(h.required).toBe(REQUIRED_IMPORT_COLUMNS.includes(h.column));
    }
  });

  it('give an example file whose every line the import would read', () => {
    const [header = '', ...lines] = EXAMPLE_CSV.trim().split('\r\n');
    const columns = header.split(';').map(importColumnOf);
    expect(columns).toEqual(DOCUMENTED_COLUMNS);
    for (const line of lines) {
      const cell = (c: string) => line.split(';')[columns.indexOf(c as never)] ?? '';
      expect(priceOfText(cell('price'))).toBeGreaterThan(0);
      expect(cell('discountPrice') === '' || priceOfText(cell('discountPrice')) !== undefined).toBe(
        true,
      );
      expect(stockOfText(cell('stock'))).not.toBeUndefined();
      expect(flagOfText(cell('visible'), true)).not.toBeUndefined();
    }
  });
});
