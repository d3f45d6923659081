// The shop's catalogue as the activity's admins set it up (issue 25, console item 4): categories
// (ordered, hidden or shown), items (price and discount price in euros as JSON carries money,
// DESIGN §4), their colours (a picture each) and sizes (stock: null unlimited), the shop's own
// pictures, and items imported from a spreadsheet's CSV. A check's message is the web's
// translation key. The customer's shapes stay those of shop.ts.
import { z } from 'zod';
import { id } from './accounts.ts';
import { eurosUpTo } from './card.ts';
import { ALLERGENS, TYPOLOGIES } from './codes.ts';

/** The words of the checks below: keys of the web's texts, translated where a form shows them. */
export const CATALOGUE_CHECKS = {
  price: 'validation.price',
  discountBelowPrice: 'validation.discountBelowPrice',
  hex: 'validation.hex',
  sku: 'validation.sku',
  stock: 'validation.stock',
  stockChange: 'validation.stockChange',
  allergen: 'validation.allergen',
  typology: 'validation.typology',
  once: 'validation.once',
} as const;

/** The highest price of an item: 100.000,00 €. */
export const MAX_ITEM_PRICE = 100_000;
/** The most pieces one size counts. */
export const MAX_STOCK = 1_000_000;
/** The most ids one reordering names. */
export const MAX_CATALOGUE_LIST = 500;
/** The most pictures of an item (its gallery). */
export const MAX_ITEM_PICTURES = 10;
/** A CSV import's limits: its characters (the JSON body stays under 1 MiB) and its lines (the header aside). */
export const MAX_IMPORT_CHARS = 500_000;
export const MAX_IMPORT_LINES = 2_000;

const eachOnce = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** Euros in whole cents, 0 to MAX_ITEM_PRICE. */
export const itemPrice = eurosUpTo(MAX_ITEM_PRICE, CATALOGUE_CHECKS.price);

/** A shop's code for an item: letters, digits and . _ - /, up to 40; any case is the same code. */
export const SKU = /^[\p{L}\p{N}][\p{L}\p{N}._/-]{0,39}$/u;
export const itemSku = z.string().trim().regex(SKU, CATALOGUE_CHECKS.sku);

/** Pieces of one size: a whole number, 0 (sold out) to MAX_STOCK. */
export const stockCount = z
  .number()
  .int(CATALOGUE_CHECKS.stock)
  .min(0, CATALOGUE_CHECKS.stock)
  .max(MAX_STOCK, CATALOGUE_CHECKS.stock);

/** A picture's file name as the pictures upload answered it (checked again by the server). */
const pictureName = z.string().min(1).max(200);

// ── Bodies ──────────────────────────────────────────────────────────────────────────────────

export const shopCategoryBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Hidden: customers see neither the category nor its items. */
    visible: z.boolean(),
  })
  .strict();
export type ShopCategoryBody = z.infer<typeof shopCategoryBody>;

/** A list's new order: every id of the list once, first to last. */
export const catalogueOrderBody = z
  .object({ ids: z.array(id).max(MAX_CATALOGUE_LIST).refine(eachOnce, CATALOGUE_CHECKS.once) })
  .strict();
export type CatalogueOrderBody = z.infer<typeof catalogueOrderBody>;

export const itemBody = z
  .object({
    /** The category it is listed under (of the same activity); a new item goes last there. */
    categoryId: id,
    name: z.string().trim().min(1).max(120),
    /** The shop's code (SKU), or null; a CSV import matches items by it. */
    sku: itemSku.nullable(),
    /** Empty or blank is saved as null. */
    description: z.string().trim().max(2000).nullable(),
    /** Euros, whole cents. */
    price: itemPrice,
    /** Euros, below the price; null: no discount. */
    discountPrice: itemPrice.nullable(),
    /** SPEC §3 allergen codes (take-away dishes), each once. */
    allergens: z
      .array(z.enum(ALLERGENS, { message: CATALOGUE_CHECKS.allergen }))
      .max(ALLERGENS.length)
      .refine(eachOnce, CATALOGUE_CHECKS.once)
      .default([]),
    /** SPEC §3 typologies (GF, VG, VE), each once. */
    typologies: z
      .array(z.enum(TYPOLOGIES, { message: CATALOGUE_CHECKS.typology }))
      .max(TYPOLOGIES.length)
      .refine(eachOnce, CATALOGUE_CHECKS.once)
      .default([]),
    /** The item's gallery, first to last: names the pictures upload answered (kind item). */
    pictures: z
      .array(pictureName)
      .max(MAX_ITEM_PICTURES)
      .refine(eachOnce, CATALOGUE_CHECKS.once)
      .default([]),
    /** On sale (customers see it); false hides it. */
    active: z.boolean(),
  })
  .strict()
  .refine((b) => b.discountPrice === null || b.discountPrice < b.price, {
    message: CATALOGUE_CHECKS.discountBelowPrice,
    path: ['discountPrice'],
  });
export type ItemBody = z.infer<typeof itemBody>;
/** What a client sends: allergens, typologies and pictures may be left out (none). */
export type ItemBodyInput = z.input<typeof itemBody>;

/** Shows or hides an item (an archived one shown again comes back from the archive). */
export const itemActiveBody = z.object({ active: z.boolean() }).strict();
export type ItemActiveBody = z.infer<typeof itemActiveBody>;

export const itemColorBody = z
  .object({
    /** Null: the item comes in one colour (a dish, a shampoo). */
    name: z.string().trim().min(1).max(40).nullable(),
    /** RRGGBB without '#', any case (saved in capitals); null for none. */
    hex: z
      .string()
      .regex(/^[0-9A-Fa-f]{6}$/, CATALOGUE_CHECKS.hex)
      .nullable(),
    /** The colour's picture: a name the pictures upload answered (kind item), or null. */
    imageFileName: pictureName.nullable(),
  })
  .strict();
export type ItemColorBody = z.infer<typeof itemColorBody>;

/** A size's label; null: the item comes in one size. */
const sizeLabel = z.string().trim().min(1).max(20).nullable();

export const itemSizeBody = z.object({ size: sizeLabel }).strict();
export type ItemSizeBody = z.infer<typeof itemSizeBody>;

/** A new size: its label and its stock (null: unlimited). */
export const newItemSizeBody = z.object({ size: sizeLabel, stock: stockCount.nullable() }).strict();
export type NewItemSizeBody = z.infer<typeof newItemSizeBody>;

/**
 * Sets a size's stock to a count (the shelf counted), compare-and-set: `expected` is the stock the
 * admin saw (null: unlimited); when it changed meanwhile (a customer bought one) nothing is
 * written and the answer says the stock now.
 */
export const stockSetBody = z
  .object({ stock: stockCount.nullable(), expected: z.number().int().min(0).nullable() })
  .strict();
export type StockSetBody = z.infer<typeof stockSetBody>;

/** Adds (goods arrived) or removes (broken, lost) pieces of a counted stock: never below 0. */
export const stockChangeBody = z
  .object({
    change: z
      .number()
      .int(CATALOGUE_CHECKS.stockChange)
      .min(-MAX_STOCK, CATALOGUE_CHECKS.stockChange)
      .max(MAX_STOCK, CATALOGUE_CHECKS.stockChange)
      .refine((n) => n !== 0, CATALOGUE_CHECKS.stockChange),
  })
  .strict();
export type StockChangeBody = z.infer<typeof stockChangeBody>;

/** A picture of the shop's own gallery (kind shop). */
export const shopImageBody = z.object({ fileName: pictureName }).strict();
export type ShopImageBody = z.infer<typeof shopImageBody>;

/** A CSV file's text (UTF-8), as read from the file the admin picked. */
export const catalogueImportBody = z
  .object({ csv: z.string().min(1).max(MAX_IMPORT_CHARS) })
  .strict();
export type CatalogueImportBody = z.infer<typeof catalogueImportBody>;

// ── Views ───────────────────────────────────────────────────────────────────────────────────

export const shopCategoryAdmin = z.object({
  id,
  name: z.string(),
  /** Its place among the categories: 0 first. */
  sort: z.number().int(),
  visible: z.boolean(),
  /** How many items it lists, hidden and archived ones too. */
  items: z.number().int(),
});
export type ShopCategoryAdmin = z.infer<typeof shopCategoryAdmin>;

export const itemSizeAdmin = z.object({
  id,
  size: z.string().nullable(),
  /** Pieces left; null: unlimited. */
  stock: z.number().int().nullable(),
  soldOut: z.boolean(),
  sort: z.number().int(),
  /** Named by past orders: it cannot be deleted (set its stock to 0). */
  ordered: z.boolean(),
});
export type ItemSizeAdmin = z.infer<typeof itemSizeAdmin>;

export const itemColorAdmin = z.object({
  id,
  itemId: id,
  name: z.string().nullable(),
  hex: z.string().nullable(),
  imageFileName: z.string().nullable(),
  /** An /images/item/… path, or null. */
  imageUrl: z.string().nullable(),
  sort: z.number().int(),
  sizes: z.array(itemSizeAdmin),
});
export type ItemColorAdmin = z.infer<typeof itemColorAdmin>;

/** An item in the admin's list: hidden, archived and sold-out ones too, each marked. */
export const itemAdmin = z.object({
  id,
  categoryId: id,
  categoryName: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  /** Euros. */
  price: z.number(),
  /** Euros; null: no discount. */
  discountPrice: z.number().nullable(),
  /** On sale; false: hidden from customers. */
  active: z.boolean(),
  /** Withdrawn for good (past orders name it); also not active. */
  archived: z.boolean(),
  /** As customers see it: no size of any colour left (an item without sizes too). */
  soldOut: z.boolean(),
  /** Pieces left over all sizes; null when a size is unlimited. */
  stock: z.number().int().nullable(),
  colorCount: z.number().int(),
  /** Its first picture, else its first colour's. */
  imageUrl: z.string().nullable(),
  /** Its place in its category: 0 first. */
  sort: z.number().int(),
});
export type ItemAdmin = z.infer<typeof itemAdmin>;

export const itemPicture = z.object({ fileName: z.string(), url: z.string() });

/** One item with everything an admin edits: its gallery, colours and sizes. */
export const itemAdminDetail = itemAdmin.extend({
  allergens: z.array(z.string()),
  typologies: z.array(z.string()),
  pictures: z.array(itemPicture),
  colors: z.array(itemColorAdmin),
});
export type ItemAdminDetail = z.infer<typeof itemAdminDetail>;

export const shopImageAdmin = z.object({
  id,
  fileName: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type ShopImageAdmin = z.infer<typeof shopImageAdmin>;

// ── CSV import ──────────────────────────────────────────────────────────────────────────────

/** What a line of the file does: a new item, an existing one changed, or nothing (an error). */
export const IMPORT_ACTIONS = ['create', 'update', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * The columns a file may have, by the names a header may give them (any case, accents, spaces,
 * _ and - aside). name, category and price are required; the others may be left out.
 */
export const IMPORT_COLUMNS = {
  sku: ['sku', 'codice', 'code', 'cod', 'codiceprodotto', 'articolo'],
  name: ['name', 'nome', 'prodotto', 'product', 'title', 'titolo'],
  category: ['category', 'categoria'],
  description: ['description', 'descrizione'],
  price: ['price', 'prezzo'],
  discountPrice: [
    'discountprice',
    'prezzoscontato',
    'prezzoinofferta',
    'saleprice',
    'compareprice',
    'sconto',
  ],
  stock: ['stock', 'quantita', 'quantity', 'qty', 'giacenza', 'disponibilita', 'pezzi'],
  visible: ['visible', 'visibile', 'active', 'attivo', 'pubblicato', 'published'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['name', 'category', 'price'];

/** A header cell as IMPORT_COLUMNS names it: lower case, no accents, no spaces, _ or -. */
export const headerKey = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.'’]/g, '');

/** The column a header cell names, if any. */
export function importColumnOf(cell: string): ImportColumn | undefined {
  const key = headerKey(cell);
  return (Object.keys(IMPORT_COLUMNS) as ImportColumn[]).find((c) =>
    (IMPORT_COLUMNS[c] as readonly string[]).includes(key),
  );
}

/**
 * A price as a spreadsheet writes it, to euros: "12,50", "12.5", "1.234,50", "1,234.50",
 * "€ 12,50", "12,50 €". Thousands only as groups of three before a decimal part ("1.234" alone is
 * ambiguous: undefined); more than 2 decimals, a sign or anything else: undefined.
 */
export function priceOfText(text: string): number | undefined {
  const t = text.replace(/€|eur\b/gi, '').replace(/[\s\u00a0]/g, '');
  let m = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(t);
  if (m) return Number(`${m[1]?.replaceAll('.', '')}.${m[2]}`);
  m = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d{1,2})$/.exec(t);
  if (m) return Number(`${m[1]?.replaceAll(',', '')}.${m[2]}`);
  if (/^\d+$/.test(t)) return Number(t);
  return undefined;
}

/** A stock cell: blank is unlimited (null), a whole number 0… is that count; else undefined. */
export function stockOfText(text: string): number | null | undefined {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{1,7}$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_STOCK ? n : undefined;
}

const YES = ['si', 'sì', 'yes', 'y', 's', 'true', 'vero', '1', 'x', 'oui', 'ja'];
const NO = ['no', 'n', 'false', 'falso', '0', 'non', 'nein'];
/** A yes/no cell: blank is `blank`; sì/yes/1/x true; no/0 false; anything else undefined. */
export function flagOfText(text: string, blank: boolean): boolean | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return blank;
  if (YES.includes(t)) return true;
  if (NO.includes(t)) return false;
  return undefined;
}

/**
 * A cell written to a CSV the shop opens in a spreadsheet: text that a spreadsheet would read as
 * a formula (= + - @, a tab or a carriage return first) gets a leading apostrophe, so it stays
 * text (OWASP "CSV injection"). Imports store cells as text and never need it.
 */
export const spreadsheetSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export const importLine = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  category: z.string().nullable(),
  /** The item changed (update), or made (create, once applied). */
  itemId: id.nullable(),
  /** Why the line cannot be imported, in the caller's language. */
  errors: z.array(z.string()),
  /** What the admin should know, in the caller's language (a category to be made, stock kept). */
  notes: z.array(z.string()),
});
export type ImportLine = z.infer<typeof importLine>;

export const catalogueImportView = z.object({
  /** The separator found: ';' (Italian spreadsheets) or ','. */
  separator: z.enum([';', ',']),
  /** Applied: true once written (POST …/items/import); a preview changes nothing. */
  applied: z.boolean(),
  creates: z.number().int(),
  updates: z.number().int(),
  errors: z.number().int(),
  /** Categories the import makes (names not found in the shop). */
  newCategories: z.array(z.string()),
  lines: z.array(importLine),
});
export type CatalogueImportView = z.infer<typeof catalogueImportView>;
