// The menu or price list (SPEC §3 Menu entries, Allergens, Typologies; §7 GET /api/menus): entries
// by category (name, sort) with prices in euros, description, allergen codes and typologies.
import { z } from 'zod';
import { ALLERGENS, type Allergen, type LanguageCode, TYPOLOGIES } from './codes.ts';
import type { ActivityConfiguration } from './contracts.ts';

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

type MenuTexts = Pick<
  ActivityConfiguration,
  'menuTextApp' | 'menuDescriptionBottom' | 'activityConfigurationTranslations'
>;

/** The menu's name (SPEC §2: the nav label) in a language: its translation, else the default. */
export function menuTextOf(c: MenuTexts | undefined, lang: LanguageCode): string | null {
  const translated = c?.activityConfigurationTranslations.find(
    (t) => t.languageCode === lang,
  )?.menuTextApp;
  return translated || c?.menuTextApp || null;
}

/** The text under the menu in a language: its translation, else the default. */
export function menuDescriptionBottomOf(c: MenuTexts | undefined, lang: LanguageCode) {
  const translated = c?.activityConfigurationTranslations.find(
    (t) => t.languageCode === lang,
  )?.menuDescriptionBottom;
  return translated || c?.menuDescriptionBottom || null;
}

/**
 * The WhatsApp link of menuLinkWhatApp: an https link as it is, or a phone number (digits, an
 * optional + and spaces) as a wa.me link; null for anything else.
 */
export function whatsAppUrl(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^https:\/\/\S+$/i.test(value)) return value;
  const digits = value.replace(/[\s().-]/g, '');
  if (/^\+?\d{6,15}$/.test(digits)) return `https://wa.me/${digits.replace('+', '')}`;
  return null;
}
