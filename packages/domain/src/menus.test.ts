import { describe, expect, it } from 'vitest';
import {
  isAllergen,
  type MenuEntry,
  menuDescriptionBottomOf,
  menuSections,
  menuTextOf,
  whatsAppUrl,
} from './menus.ts';

const entry = (id: number, name: string, sort: number, category: [number, string, number]) =>
  ({
    id,
    name,
    sort,
    description: null,
    price: 1,
    allergens: [],
    typologies: [],
    imageUrl: null,
    category: { id: category[0], name: category[1], sort: category[2] },
  }) satisfies MenuEntry;

describe('menus', () => {
  it('groups entries by category, categories and entries by sort then name', () => {
    const dolci: [number, string, number] = [1, 'Dolci', 30];
    const primi: [number, string, number] = [2, 'Primi', 10];
    const sections = menuSections([
      entry(1, 'Zuppa inglese', 1, dolci),
      entry(2, 'Tortellini', 2, primi),
      entry(3, 'Lasagne', 2, primi),
      entry(4, 'Tagliatelle', 1, primi),
    ]);
    expect(sections.map((s) => [s.category.name, s.entries.map((e) => e.name)])).toEqual([
      ['Primi', ['Tagliatelle', 'Lasagne', 'Tortellini']],
      ['Dolci', ['Zuppa inglese']],
    ]);
  });

  it('knows the allergen codes of SPEC §3 and no other', () => {
    expect(['GL', 'LT', 'SF', 'gl', ''].map(isAllergen)).toEqual([true, true, false, false, false]);
  });

  it('takes the menu texts in the language asked, else the default', () => {
    const c = {
      menuTextApp: 'Listino',
      menuDescriptionBottom: 'IVA inclusa',
      activityConfigurationTranslations: [
        { languageCode: 'gb', menuTextApp: 'Price list', menuDescriptionBottom: null },
      ],
    };
    expect(menuTextOf(c, 'gb')).toBe('Price list');
    expect(menuTextOf(c, 'de')).toBe('Listino');
    expect(menuDescriptionBottomOf(c, 'gb')).toBe('IVA inclusa');
    expect(menuTextOf(undefined, 'it')).toBeNull();
  });

  it('makes WhatsApp links of https links and phone numbers, nothing of anything else', () => {
    expect(whatsAppUrl('https://wa.me/390511234567')).toBe('https://wa.me/390511234567');
    expect(whatsAppUrl('+39 051 123 4567')).toBe('https://wa.me/390511234567');
    expect(whatsAppUrl('javascript:alert(1)')).toBeNull();
    expect(whatsAppUrl('http://example.com')).toBeNull();
    expect(whatsAppUrl('  ')).toBeNull();
    expect(whatsAppUrl(null)).toBeNull();
  });
});
