import { describe, expect, it } from 'vitest';
import { ALLERGENS } from './codes.ts';
import { MENU_CHECKS, menuEntryBody, menuOrderBody } from './menu-admin.ts';

const entry = {
  categoryId: 1,
  name: 'Tagliatelle al ragù',
  description: null,
  price: 12,
  allergens: ['GL', 'UO'],
  typologies: ['VG'],
  imageFileName: null,
  visible: true,
};
const problems = (value: unknown) =>
  menuEntryBody.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ??
  [];

describe('a menu entry an admin saves', () => {
  it("takes every SPEC §3 allergen once, and nothing else, in the checks' words", () => {
    expect(problems({ ...entry, allergens: [...ALLERGENS] })).toEqual([]);
    expect(problems({ ...entry, allergens: ['GL', 'SF'] })).toEqual([
      `allergens.1: ${MENU_CHECKS.allergen}`,
    ]);
    expect(problems({ ...entry, allergens: ['LA', 'LA'] })).toEqual([
      `allergens: ${MENU_CHECKS.once}`,
    ]);
    expect(problems({ ...entry, typologies: ['VEG'] })).toEqual([
      `typologies.0: ${MENU_CHECKS.typology}`,
    ]);
  });

  it('takes a price in euros, whole cents from 0 to 10.000,00 €', () => {
    for (const price of [0, 0.01, 12.5, 8.1, 9_999.99, 10_000]) {
      expect(problems({ ...entry, price }), String(price)).toEqual([]);
    }
    for (const price of [-0.01, 1.005, 12.345, 0.001, 10_000.01]) {
      expect(problems({ ...entry, price }), String(price)).toEqual([`price: ${MENU_CHECKS.price}`]);
    }
    expect(problems({ ...entry, price: '12,50' })).toEqual([
      'price: Invalid input: expected number, received string',
    ]);
  });

  it('orders a list naming each id once', () => {
    expect(menuOrderBody.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(menuOrderBody.safeParse({ ids: [3, 3] }).success).toBe(false);
  });
});
