// The menu or price list (SPEC §3 Menu entries, Allergens, Typologies; §7 GET /api/menus): entries
// by category (name, sort) with prices in euros, description, allergen codes and typologies.
import { z } from 'zod';
import { ALLERGENS, type Allergen, TYPOLOGIES } from './codes.ts';

export type Typology = (typeof TYPOLOGIES)[number];

export const menuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type MenuCategory = z.infer<typeof menuCategory>;

export const menuEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Euros, at most 2 decimals (integer cents inside). */
  price: z.number(),
  /** Allergen codes as stored: a code outside SPEC §3's list shows as 'Non gestito'. */
  allergens: z.array(z.string()),
  typologies: z.array(z.enum(TYPOLOGIES)),
  /** An /images/menu/… path, or null. */
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  category: menuCategory,
});
export type MenuEntry = z.infer<typeof menuEntry>;

export const isAllergen = (code: string): code is Allergen =>
  (ALLERGENS as readonly string[]).includes(code);

export const isTypology = (code: string): code is Typology =>
  (TYPOLOGIES as readonly string[]).includes(code);

export interface MenuSection {
  category: MenuCategory;
  entries: MenuEntry[];
}

/** Entries grouped by category, categories by sort then name, entries by sort then name. */
export function menuSections(entries: readonly MenuEntry[]): MenuSection[] {
  const byCategory = new Map<number, MenuSection>();
  for (const e of entries) {
    let section = byCategory.get(e.category.id);
    if (!section) {
      section = { category: e.category, entries: [] };
      byCategory.set(e.category.id, section);
    }
    section.entries.push(e);
  }
  const order = <T extends { sort: number; name: string; id: number }>(a: T, b: T) =>
    a.sort - b.sort || a.name.localeCompare(b.name, 'it') || a.id - b.id;
  const sections = [...byCategory.values()].sort((a, b) => order(a.category, b.category));
  for (const s of sections) s.entries.sort(order);
  return sections;
}
