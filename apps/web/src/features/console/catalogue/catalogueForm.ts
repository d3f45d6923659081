// The catalogue's forms (issue 25 item 4): what the admin types (a price "12,50", a stock left
// blank for unlimited, a colour "1F2A44") turned into the bodies the API takes, refused by the
// same contracts the server checks (shopCategoryBody, itemBody, itemColorBody, newItemSizeBody,
// stockSetBody, stockChangeBody), whose words (CATALOGUE_CHECKS) are the web's validation texts;
// a list's new order after a move; a CSV file's bytes read as text (UTF-8, else windows-1252,
// as a spreadsheet saved it); and the columns an import takes, with an example file.
import {
  ALLERGENS,
  CATALOGUE_CHECKS,
  eurosOfText,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ItemAdminDetail,
  type ItemBody,
  type ItemColorBody,
  itemBody,
  itemColorBody,
  MAX_IMPORT_CHARS,
  type NewItemSizeBody,
  newItemSizeBody,
  REQUIRED_IMPORT_COLUMNS,
  type ShopCategoryBody,
  type StockChangeBody,
  type StockSetBody,
  shopCategoryBody,
  stockChangeBody,
  stockSetBody,
  TYPOLOGIES,
} from '@tessera/domain';
import type { core } from 'zod';
import { z } from 'zod';
import { issueMessage, message } from '../../../lib/forms.ts';
import type { CatalogueCategory } from './api/get-catalogue-admin.ts';

const CHECK_WORDS: ReadonlySet<string> = new Set(Object.values(CATALOGUE_CHECKS));

/** A contract's refusal in the admin's words: its own check's text, else the common one. */
function refusal(issue: core.$ZodIssue): string {
  if (CHECK_WORDS.has(issue.message)) return issue.message;
  return issueMessage(issue as core.$ZodRawIssue);
}

/**
 * Adds the contract's refusals of a body to the form, each on its field (a list's on the list),
 * one a field; `rename` maps a body field to the form's, `skip` leaves fields already refused.
 */
function refuseAs(
  issues: readonly core.$ZodIssue[],
  ctx: z.RefinementCtx,
  skip: ReadonlySet<string> = new Set(),
  rename: Record<string, string> = {},
) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const raw = String(issue.path[0] ?? '');
    const field = rename[raw] ?? raw;
    if (skip.has(field) || seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: refusal(issue) });
  }
}

/** Euros as the field shows them: 12.5 → "12,50". */
export const priceText = (euros: number) => euros.toFixed(2).replace('.', ',');

/** A stock as its field shows it: null (unlimited) is blank. */
export const stockText = (stock: number | null) => (stock === null ? '' : String(stock));

/** A stock typed: blank is unlimited (null), digits a count, anything else NaN (refused). */
export function stockOfInput(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  return /^\d{1,7}$/.test(t) ? Number(t) : Number.NaN;
}

/** Pieces added ("5", "+5") or removed ("-2", "−2"); anything else NaN (refused). */
export function changeOfInput(text: string): number {
  const t = text.trim().replace('\u2212', '-');
  return /^[+-]?\d{1,7}$/.test(t) ? Number(t) : Number.NaN;
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────

export interface CategoryForm {
  name: string;
  visible: boolean;
}

export const categoryFormOf = (c: CatalogueCategory | null): CategoryForm => ({
  name: c?.name ?? '',
  visible: c?.visible ?? true,
});

const categoryBodyOf = (f: CategoryForm): ShopCategoryBody => ({
  name: f.name.trim(),
  visible: f.visible,
});

export const categorySchema = z
  .object({ name: z.string(), visible: z.boolean() })
  .superRefine((f, ctx) =>
    refuseAs(shopCategoryBody.safeParse(categoryBodyOf(f)).error?.issues ?? [], ctx),
  )
  .transform(categoryBodyOf);

// ── Items ───────────────────────────────────────────────────────────────────────────────────

/** A picture of the item's gallery: the name to save and where it is shown. */
export interface GalleryPicture {
  fileName: string;
  url: string;
}

export interface ItemForm {
  categoryId: number;
  name: string;
  sku: string;
  description: string;
  /** Euros as typed: "12,50". */
  price: string;
  /** Euros as typed; blank: no discount. */
  discountPrice: string;
  allergens: string[];
  typologies: string[];
  pictures: GalleryPicture[];
  active: boolean;
}

export const itemFormOf = (item: ItemAdminDetail | null, categoryId: number): ItemForm => ({
  categoryId: item?.categoryId ?? categoryId,
  name: item?.name ?? '',
  sku: item?.sku ?? '',
  description: item?.description ?? '',
  price: item ? priceText(item.price) : '',
  discountPrice: item?.discountPrice == null ? '' : priceText(item.discountPrice),
  allergens: item?.allergens ?? [],
  typologies: item?.typologies ?? [],
  pictures: item?.pictures ?? [],
  active: item?.active ?? true,
});

/** Codes in the order SPEC §3 lists them; one it does not list last. */
const inOrder = (codes: readonly string[], order: readonly string[]) => {
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...codes].sort((a, b) => rank(a) - rank(b));
};

/** The body the form stands for; a price that cannot be read is NaN (refused). */
export const itemBodyOf = (f: ItemForm): ItemBody => ({
  categoryId: f.categoryId,
  name: f.name.trim(),
  sku: f.sku.trim() || null,
  description: f.description.trim() || null,
  price: eurosOfText(f.price),
  discountPrice: f.discountPrice.trim() ? eurosOfText(f.discountPrice) : null,
  allergens: inOrder(f.allergens, ALLERGENS) as ItemBody['allergens'],
  typologies: inOrder(f.typologies, TYPOLOGIES) as ItemBody['typologies'],
  pictures: f.pictures.map((p) => p.fileName),
  active: f.active,
});

/**
 * The item form's contract: prices must read as euros, and the body must pass itemBody (the
 * discount below the price among its checks), so the form refuses what the server would.
 */
export const itemSchema = z
  .object({
    categoryId: z.number().int(),
    name: z.string(),
    sku: z.string(),
    description: z.string(),
    price: z.string(),
    discountPrice: z.string(),
    allergens: z.array(z.string()),
    typologies: z.array(z.string()),
    pictures: z.array(z.object({ fileName: z.string(), url: z.string() })),
    active: z.boolean(),
  })
  .superRefine((f, ctx) => {
    const body = itemBodyOf(f);
    const skip = new Set<string>();
    for (const field of ['price', 'discountPrice'] as const) {
      if (Number.isNaN(body[field])) {
        skip.add(field);
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: message('catalogueAdmin.checks.priceText'),
        });
      }
    }
    // A price not read is checked as 0 (its own refusal is above); the discount as none.
    const readable = {
      ...body,
      price: skip.has('price') ? 0 : body.price,
      discountPrice: skip.has('discountPrice') || skip.has('price') ? null : body.discountPrice,
    };
    refuseAs(itemBody.safeParse(readable).error?.issues ?? [], ctx, skip);
  })
  .transform(itemBodyOf);

// ── Colours and sizes ───────────────────────────────────────────────────────────────────────

export interface ColorForm {
  name: string;
  /** RRGGBB as typed, '#' allowed; blank: none. */
  hex: string;
  imageFileName: string | null;
}

export const colorFormOf = (
  c: { name: string | null; hex: string | null; imageFileName: string | null } | null,
): ColorForm => ({
  name: c?.name ?? '',
  hex: c?.hex ?? '',
  imageFileName: c?.imageFileName ?? null,
});

const colorBodyOf = (f: ColorForm): ItemColorBody => {
  const hex = f.hex.trim().replace(/^#/, '');
  return {
    name: f.name.trim() || null,
    hex: hex ? hex.toUpperCase() : null,
    imageFileName: f.imageFileName,
  };
};

export const colorSchema = z
  .object({ name: z.string(), hex: z.string(), imageFileName: z.string().nullable() })
  .superRefine((f, ctx) =>
    refuseAs(itemColorBody.safeParse(colorBodyOf(f)).error?.issues ?? [], ctx),
  )
  .transform(colorBodyOf);

/** A colour's swatch: its hex when it is one, for the field's preview. */
export const swatchOf = (hex: string) => {
  const h = hex.trim().replace(/^#/, '');
  return /^[0-9A-Fa-f]{6}$/.test(h) ? `#${h}` : null;
};

export interface SizeForm {
  size: string;
  /** Pieces as typed; blank: unlimited. */
  stock: string;
}

const sizeBodyOf = (f: SizeForm): NewItemSizeBody => ({
  size: f.size.trim() || null,
  stock: stockOfInput(f.stock),
});

/** A count or change typed that is no whole number: the domain's own words for it. */
function unreadable(
  ctx: z.RefinementCtx,
  field: string,
  word: (typeof CATALOGUE_CHECKS)['stock' | 'stockChange'],
) {
  ctx.addIssue({ code: 'custom', path: [field], message: word });
  return new Set([field]);
}

export const sizeSchema = z
  .object({ size: z.string(), stock: z.string() })
  .superRefine((f, ctx) => {
    const body = sizeBodyOf(f);
    const skip = Number.isNaN(body.stock)
      ? unreadable(ctx, 'stock', CATALOGUE_CHECKS.stock)
      : new Set<string>();
    refuseAs(
      newItemSizeBody.safeParse({ ...body, stock: skip.size ? null : body.stock }).error?.issues ??
        [],
      ctx,
      skip,
    );
  })
  .transform(sizeBodyOf);

export type StockMode = 'set' | 'change';

export interface StockForm {
  /** Set the count the shelf holds, or add (remove) pieces. */
  mode: StockMode;
  /** The count typed; blank: unlimited. */
  stock: string;
  /** Pieces typed: "5" arrived, "-2" broken or lost. */
  change: string;
}

/** What the stock form sends: a count (its `expected` added from the figure read) or a change. */
export type StockWrite =
  | { mode: 'set'; body: Omit<StockSetBody, 'expected'> }
  | { mode: 'change'; body: StockChangeBody };

/**
 * The stock form's contract: a count must pass stockSetBody (blank unlimited, 0 sold out), a
 * change stockChangeBody (a whole number, not 0); only the chosen mode's field is checked.
 */
export const stockSchema = z
  .object({ mode: z.enum(['set', 'change']), stock: z.string(), change: z.string() })
  .superRefine((f, ctx) => {
    if (f.mode === 'set') {
      const stock = stockOfInput(f.stock);
      if (Number.isNaN(stock)) unreadable(ctx, 'stock', CATALOGUE_CHECKS.stock);
      else refuseAs(stockSetBody.safeParse({ stock, expected: null }).error?.issues ?? [], ctx);
    } else {
      const change = changeOfInput(f.change);
      if (Number.isNaN(change)) unreadable(ctx, 'change', CATALOGUE_CHECKS.stockChange);
      else refuseAs(stockChangeBody.safeParse({ change }).error?.issues ?? [], ctx);
    }
  })
  .transform(
    (f): StockWrite =>
      f.mode === 'set'
        ? { mode: 'set', body: { stock: stockOfInput(f.stock) } }
        : { mode: 'change', body: { change: changeOfInput(f.change) } },
  );

// ── Order ───────────────────────────────────────────────────────────────────────────────────

/** The ids of a list with the one at `index` moved by `step` (−1 up, +1 down); null at an end. */
export function movedIds(ids: readonly number[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}

/** A list's items with the one at `index` moved by `step`; null at an end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] | null {
  const to = index + step;
  if (index < 0 || to < 0 || to >= list.length) return null;
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

// ── CSV import ──────────────────────────────────────────────────────────────────────────────

/**
 * windows-1252's bytes 80–9F, which ISO-8859-1 reads as control characters: a decoder that
 * treats windows-1252 as Latin-1 (Node's, not a browser's) is put right with them. Unassigned
 * bytes (81, 8D, 8F, 90, 9D) stay as they are.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * A file's bytes as text: UTF-8 (a BOM dropped by the decoder), else windows-1252, as Excel
 * saves a CSV on an Italian Windows ("Caffè" is 43 61 66 66 E8 there, not valid UTF-8).
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'windows-1252';
} {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
    return { text, encoding: 'windows-1252' };
  }
}

/** Whether a text fits what the import takes (its characters). */
export const fitsImport = (text: string) => text.length > 0 && text.length <= MAX_IMPORT_CHARS;

/** The columns in the order the screen documents them, each with its Italian and English header. */
export const IMPORT_HEADERS: readonly {
  column: ImportColumn;
  it: string;
  en: string;
  required: boolean;
}[] = (
  [
    ['sku', 'codice', 'sku'],
    ['name', 'nome', 'name'],
    ['category', 'categoria', 'category'],
    ['description', 'descrizione', 'description'],
    ['price', 'prezzo', 'price'],
    ['discountPrice', 'prezzo scontato', 'discount price'],
    ['stock', 'quantità', 'stock'],
    ['visible', 'visibile', 'visible'],
  ] as const
).map(([column, it, en]) => ({
  column,
  it,
  en,
  required: REQUIRED_IMPORT_COLUMNS.includes(column),
}));

/** Every column documented, and each header one the import reads (checked by a test). */
export const DOCUMENTED_COLUMNS: readonly ImportColumn[] = IMPORT_HEADERS.map((h) => h.column);
export const KNOWN_COLUMNS = Object.keys(IMPORT_COLUMNS) as ImportColumn[];

/** An example file, as an Italian spreadsheet saves it (';', decimal comma). */
export const EXAMPLE_CSV = [
  IMPORT_HEADERS.map((h) => h.it).join(';'),
  'SH-250;Shampoo delicato;Capelli;Per capelli fini, 250 ml;12,50;9,90;10;sì',
  'MA-100;Maschera nutriente;Capelli;;18,00;;;sì',
  'FE-01;Felpa con cappuccio;Abbigliamento;Cotone biologico;49,00;;3;no',
  '',
].join('\r\n');
