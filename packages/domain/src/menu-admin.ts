// The menu as the activity's admins set it up (issue 25, console item 3): categories (name,
// visibility) and entries (name, description, price in euros, allergens and typologies of SPEC
// §3, a picture uploaded for the menu, visibility). Order is set by sending the ordered ids of a
// list. The customer's answer stays `menuEntry` (menus.ts). A check's message is the web's
// translation key.
import { z } from 'zod';
import { id } from './accounts.ts';
import { eurosUpTo } from './card.ts';
import { ALLERGENS, TYPOLOGIES } from './codes.ts';

/** The words of the checks below: keys of the web's texts, translated where a form shows them. */
export const MENU_CHECKS = {
  allergen: 'validation.allergen',
  typology: 'validation.typology',
  once: 'validation.once',
  price: 'validation.price',
} as const;

/** The highest price of an entry, in euros: 10.000,00 €. */
export const MAX_MENU_PRICE = 10_000;
/** The most entries (or categories) one reordering names. */
export const MAX_MENU_LIST = 500;

const eachOnce = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const menuCategoryBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Hidden: customers see neither the category nor its entries. */
    visible: z.boolean(),
  })
  .strict();
export type MenuCategoryBody = z.infer<typeof menuCategoryBody>;

export const menuEntryBody = z
  .object({
    /** The category it is listed under (of the same activity); a new one goes last. */
    categoryId: id,
    name: z.string().trim().min(1).max(120),
    /** Empty or blank is saved as null. */
    description: z.string().trim().max(1000).nullable(),
    /** Euros in whole cents, 0 to MAX_MENU_PRICE (the customer's menu carries it as `price`). */
    price: eurosUpTo(MAX_MENU_PRICE, MENU_CHECKS.price),
    /** SPEC §3 allergen codes, each once. */
    allergens: z
      .array(z.enum(ALLERGENS, { message: MENU_CHECKS.allergen }))
      .max(ALLERGENS.length)
      .refine(eachOnce, MENU_CHECKS.once),
    /** SPEC §3 typologies (GF gluten free, VG vegetarian, VE vegan), each once. */
    typologies: z
      .array(z.enum(TYPOLOGIES, { message: MENU_CHECKS.typology }))
      .max(TYPOLOGIES.length)
      .refine(eachOnce, MENU_CHECKS.once),
    /**
     * The file name the pictures upload answered (kind menu, this activity), or null for none.
     * The entry's current name may be sent back as it is.
     */
    imageFileName: z.string().min(1).max(200).nullable(),
    visible: z.boolean(),
  })
  .strict();
export type MenuEntryBody = z.infer<typeof menuEntryBody>;

/** A list's new order: every id of the list once, first to last. */
export const menuOrderBody = z
  .object({ ids: z.array(id).max(MAX_MENU_LIST).refine(eachOnce, MENU_CHECKS.once) })
  .strict();
export type MenuOrderBody = z.infer<typeof menuOrderBody>;

export const menuCategoryAdmin = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its place among the categories: 0 first. */
  sort: z.number().int(),
  visible: z.boolean(),
  /** How many entries it lists, hidden ones too. */
  entries: z.number().int(),
});
export type MenuCategoryAdmin = z.infer<typeof menuCategoryAdmin>;

export const menuEntryAdmin = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Euros. */
  price: z.number(),
  /** As stored: an old entry may hold a code outside SPEC §3's list, which a save refuses. */
  allergens: z.array(z.string()),
  typologies: z.array(z.string()),
  imageFileName: z.string().nullable(),
  /** An /images/menu/… path, or null. */
  imageUrl: z.string().nullable(),
  /** Its place in its category: 0 first. */
  sort: z.number().int(),
  visible: z.boolean(),
});
export type MenuEntryAdmin = z.infer<typeof menuEntryAdmin>;
