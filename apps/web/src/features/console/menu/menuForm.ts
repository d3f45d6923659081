// The menu's forms (issue 25 item 3): what the admin types (a price "8,50", allergens and
// typologies ticked) turned into the bodies the API takes, refused by the same contracts the
// server checks (menuCategoryBody, menuEntryBody), worded for the admin; and a list's new order
// after a move.
import {
  ALLERGENS,
  eurosOfText,
  formatPrice,
  MAX_MENU_PRICE,
  MENU_CHECKS,
  type MenuCategoryBody,
  type MenuEntryBody,
  menuCategoryBody,
  menuEntryBody,
  TYPOLOGIES,
} from '@tessera/domain';
import type { core } from 'zod';
import { z } from 'zod';
import { issueMessage, message } from '../../../lib/forms.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import type { MenuCategory, MenuEntry } from './api/get-menu-admin.ts';

/** The contract's words (MENU_CHECKS) in the admin's. */
const WORDS: Record<(typeof MENU_CHECKS)[keyof typeof MENU_CHECKS], MessageKey> = {
  [MENU_CHECKS.allergen]: 'menuAdmin.checks.allergen',
  [MENU_CHECKS.typology]: 'menuAdmin.checks.typology',
  [MENU_CHECKS.once]: 'menuAdmin.checks.once',
  [MENU_CHECKS.price]: 'menuAdmin.checks.price',
};

function refusal(issue: core.$ZodIssue): string {
  const own = WORDS[issue.message as keyof typeof WORDS];
  if (own) return message(own, { max: formatPrice(MAX_MENU_PRICE) });
  return issueMessage(issue as core.$ZodRawIssue);
}

/** Adds the contract's refusals of a body to the form, each on its field (a list's on the list). */
function refuseAs(issues: readonly core.$ZodIssue[], ctx: z.RefinementCtx, skip: Set<string>) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (skip.has(field) || seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message: refusal(issue) });
  }
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────

export interface CategoryForm {
  name: string;
  visible: boolean;
}

export const categoryFormOf = (c: MenuCategory | null): CategoryForm => ({
  name: c?.name ?? '',
  visible: c?.visible ?? true,
});

const categoryBodyOf = (f: CategoryForm): MenuCategoryBody => ({
  name: f.name.trim(),
  visible: f.visible,
});

export const categorySchema = z
  .object({ name: z.string(), visible: z.boolean() })
  .superRefine((f, ctx) =>
    refuseAs(menuCategoryBody.safeParse(categoryBodyOf(f)).error?.issues ?? [], ctx, new Set()),
  )
  .transform(categoryBodyOf);

// ── Entries ─────────────────────────────────────────────────────────────────────────────────

export interface EntryForm {
  categoryId: number;
  name: string;
  description: string;
  /** Euros as typed: "8,50". */
  price: string;
  /** Codes as ticked; an old entry may hold one outside SPEC §3 until it is unticked. */
  allergens: string[];
  typologies: string[];
  imageFileName: string | null;
  visible: boolean;
}

/** Euros as the field shows them: "8,50" (no thousands dot, which the reader would refuse). */
export const priceText = (euros: number) => euros.toFixed(2).replace('.', ',');

export const entryFormOf = (e: MenuEntry | null, categoryId: number): EntryForm => ({
  categoryId: e?.categoryId ?? categoryId,
  name: e?.name ?? '',
  description: e?.description ?? '',
  price: e ? priceText(e.price) : '',
  allergens: e?.allergens ?? [],
  typologies: e?.typologies ?? [],
  imageFileName: e?.imageFileName ?? null,
  visible: e?.visible ?? true,
});

/** Codes in the order SPEC §3 lists them; one it does not list last. */
const inOrder = (codes: readonly string[], order: readonly string[]) => {
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return [...codes].sort((a, b) => rank(a) - rank(b));
};

/** The body the form stands for, its codes in SPEC §3's order. */
export const entryBodyOf = (f: EntryForm): MenuEntryBody => ({
  categoryId: f.categoryId,
  name: f.name.trim(),
  description: f.description.trim() || null,
  /** Euros as typed, "8,50" as 8.5; a price that cannot be read is NaN (the contract refuses it). */
  price: eurosOfText(f.price),
  allergens: inOrder(f.allergens, ALLERGENS) as MenuEntryBody['allergens'],
  typologies: inOrder(f.typologies, TYPOLOGIES) as MenuEntryBody['typologies'],
  imageFileName: f.imageFileName,
  visible: f.visible,
});

/**
 * The entry form's contract: the price must read as euros, and the body must pass menuEntryBody,
 * so the form refuses what the server would. Its output is that body.
 */
export const entrySchema = z
  .object({
    categoryId: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    allergens: z.array(z.string()),
    typologies: z.array(z.string()),
    imageFileName: z.string().nullable(),
    visible: z.boolean(),
  })
  .superRefine((f, ctx) => {
    const body = entryBodyOf(f);
    const skip = new Set<string>();
    if (Number.isNaN(body.price)) {
      skip.add('price');
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: message('menuAdmin.checks.priceText'),
      });
    }
    const readable = { ...body, price: skip.size ? 0 : body.price };
    refuseAs(menuEntryBody.safeParse(readable).error?.issues ?? [], ctx, skip);
  })
  .transform(entryBodyOf);

// ── Order ───────────────────────────────────────────────────────────────────────────────────

/** The ids of a list with the one at `index` moved by `step` (−1 up, +1 down); null at an end. */
export function movedIds(ids: readonly number[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}
