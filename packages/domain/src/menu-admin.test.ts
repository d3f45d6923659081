import { describe, expect, it } from 'vitest';
import { ALLERGENS } from './codes.ts';
import { MENU_CHECKS, menuEntryBody, menuOrderBody } from './menu-admin.ts';

const entry = {
  categoryId: 1,
  name: 'Tagliatelle al ragù',
  description: null,
  priceCents: 1200,
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

  it('takes a price in whole cents from 0 to 10.000,00 €', () => {
    expect(problems({ ...entry, priceCents: 0 })).toEqual([]);
    expect(problems({ ...entry, priceCents: 1_000_000 })).toEqual([]);
    for (const priceCents of [-1, 12.5, 1_000_001]) {
      expect(problems({ ...entry, priceCents })).toEqual([`priceCents: ${MENU_CHECKS.price}`]);
    }
  });

  it('orders a list naming each id once', () => {
    expect(menuOrderBody.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(menuOrderBody.safeParse({ ids: [3, 3] }).success).toBe(false);
  });
});
