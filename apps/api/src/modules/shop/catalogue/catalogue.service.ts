// The shop's catalogue (issue 17, SPEC §7 Shop): categories, items (by category and by search),
// an item colour with the item's colours and sizes, images, active shippings and payments, and
// the pick-up windows. Customer reads only while the shop is on: the routes' gate (feature 'shop').
import {
  ALLERGENS,
  type Allergen,
  centsToEuros,
  type Item,
  type ItemColor,
  type ItemColorsView,
  type Payment,
  type Shipping,
  type ShopCategory,
  type ShopCloseTime,
  type ShopImage,
  TYPOLOGIES,
  type Typology,
} from '@tessera/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { imageUrl } from '../../../platform/images.ts';
import { totalOver } from '../../../platform/pagination.ts';
import { bankTransferTermsOf } from '../../activities/index.ts';
import {
  itemColorSizes,
  itemColors,
  items,
  payments,
  shippings,
  shopCategories,
  shopCloseTimes,
  shopImages,
} from './catalogue.tables.ts';

/** The discount price while it is lower than the price (SPEC Item cart), in euros. */
export const discountOf = (priceCents: number, discountCents: number | null) =>
  discountCents !== null && discountCents < priceCents ? centsToEuros(discountCents) : null;

/** Escapes % _ and \ for a LIKE pattern that contains `text`. */
export const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

// ── Categories ──────────────────────────────────────────────────────────────────────────────

/** GET /api/app/activities/{id}/categories: the visible ones, by their order, then name. */
export function categoriesOf(db: Executor, activityId: number): Promise<ShopCategory[]> {
  return db
    .select({ id: shopCategories.id, name: shopCategories.name, sort: shopCategories.sort })
    .from(shopCategories)
    .where(and(eq(shopCategories.activityId, activityId), eq(shopCategories.visible, true)))
    .orderBy(asc(shopCategories.sort), asc(shopCategories.name), asc(shopCategories.id));
}

/** A category of the caller's activity (when the route names one), for the owned check. */
export async function categoryOf(db: Executor, id: number, activityId?: number) {
  const [row] = await db
    .select({ id: shopCategories.id, activityId: shopCategories.activityId })
    .from(shopCategories)
    .where(
      and(
        eq(shopCategories.id, id),
        activityId === undefined ? undefined : eq(shopCategories.activityId, activityId),
      ),
    );
  return row;
}

// ── Items ───────────────────────────────────────────────────────────────────────────────────

/** The item's id, qualified: inside a subquery Drizzle writes a column without its table. */
const itemIdRef = sql`${items}."id"`;
/** The item's first colour: the one the catalogue opens. */
const firstColorId = sql<number>`(select c.id from ${itemColors} c
  where c.item_id = ${itemIdRef} order by c.sort, c.id limit 1)`;
/**
 * Sold out: no size of any colour with stock left (null is unlimited). A scalar subquery, read
 * per row by item_color_sizes_item: a NOT EXISTS is planned as a hash of every in-stock size.
 */
const soldOutColumn = sql<boolean>`coalesce((select false from ${itemColorSizes} s
  where s.item_id = ${itemIdRef} and (s.stock is null or s.stock > 0) limit 1), true)`;
/** The item's first picture, else its first colour's. */
const imageColumn = sql<string | null>`coalesce(
  (select i.file_name from ${shopImages} i where i.item_id = ${itemIdRef} order by i.sort, i.id limit 1),
  (select c.image_file_name from ${itemColors} c
    where c.item_id = ${itemIdRef} and c.image_file_name is not null order by c.sort, c.id limit 1))`;

const itemColumns = {
  id: items.id,
  activityId: items.activityId,
  categoryId: items.categoryId,
  name: items.name,
  description: items.description,
  priceCents: items.priceCents,
  discountCents: items.discountCents,
  allergens: items.allergens,
  typologies: items.typologies,
  itemColorId: firstColorId,
  soldOut: soldOutColumn,
  image: imageColumn,
};

const itemQuery = (db: Executor) => db.select(itemColumns).from(items);
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

const known = <T extends string>(all: readonly T[], values: readonly string[]) =>
  values.filter((v): v is T => (all as readonly string[]).includes(v));

function itemOf(r: ItemRow): Item {
  return {
    id: r.id,
    categoryId: r.categoryId,
    name: r.name,
    description: r.description,
    price: centsToEuros(r.priceCents),
    discountPrice: discountOf(r.priceCents, r.discountCents),
    imageUrl: r.image ? imageUrl('item', r.activityId, r.image) : null,
    itemColorId: r.itemColorId,
    soldOut: Boolean(r.soldOut),
    allergens: known<Allergen>(ALLERGENS, r.allergens),
    typologies: known<Typology>(TYPOLOGIES, r.typologies),
  };
}

/** Its category is shown (a hidden category hides its items, issue 25). */
const inVisibleCategory = sql`exists (select 1 from ${shopCategories} k
  where k.id = ${items}."category_id" and k.visible)`;

/** Items still sold that a customer can open (those with a colour), of a visible category. */
const onSale = (activityId: number) =>
  and(
    eq(items.activityId, activityId),
    eq(items.active, true),
    inVisibleCategory,
    sql`exists (select 1 from ${itemColors} c where c.item_id = ${itemIdRef})`,
  );

/** GET /api/app/items/itemsbycategory/{categoryId}: the category's items on sale, in order. */
export async function itemsOfCategory(
  db: Executor,
  activityId: number,
  categoryId: number,
): Promise<Item[]> {
  const rows = await itemQuery(db)
    .where(and(onSale(activityId), eq(items.categoryId, categoryId)))
    .orderBy(asc(items.sort), asc(items.id));
  return rows.map(itemOf);
}

/** What a search may be sorted by: the name, or what one costs now (the discount price while lower). */
const SEARCH_SORTS = {
  name: items.name,
  price: sql`least(${items.priceCents}, coalesce(${items.discountCents}, ${items.priceCents}))`,
};

export interface ItemSearch {
  activityId: number;
  text?: string;
  categoryId?: number;
}

/**
 * GET /api/app/items/search: items on sale whose name or description holds the text (any case),
 * of the category when given; by category, then the items' order. A page and its total in one
 * statement (a page past the end counts apart).
 */
export async function searchItems(
  db: Executor,
  f: ItemSearch,
  page: { offset: number; rowsPerPage: number; sortBy?: 'name' | 'price'; descending: boolean },
) {
  const sorted = page.sortBy ? SEARCH_SORTS[page.sortBy] : undefined;
  const order = sorted
    ? [page.descending ? desc(sorted) : asc(sorted)]
    : [asc(shopCategories.sort), asc(shopCategories.id), asc(items.sort)];
  const like = f.text ? likeContaining(f.text) : undefined;
  const where = and(
    onSale(f.activityId),
    f.categoryId === undefined ? undefined : eq(items.categoryId, f.categoryId),
    like ? or(ilike(items.name, like), ilike(items.description, like)) : undefined,
  );
  const rows = await db
    .select({ ...itemColumns, total: totalOver() })
    .from(items)
    .innerJoin(shopCategories, eq(shopCategories.id, items.categoryId))
    .where(where)
    .orderBy(...order, asc(items.id))
    .limit(page.rowsPerPage)
    .offset(page.offset);
  if (rows.length || !page.offset) return { rows: rows.map(itemOf), total: rows[0]?.total ?? 0 };
  const [all] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(items)
    .where(where);
  return { rows: [], total: all?.total ?? 0 };
}

// ── Item colours ────────────────────────────────────────────────────────────────────────────

/** An item colour of the caller's activity (when the route names one), for the owned check. */
export async function itemColorOf(db: Executor, id: number, activityId?: number) {
  const [row] = await db
    .select({ id: itemColors.id, activityId: itemColors.activityId, itemId: itemColors.itemId })
    .from(itemColors)
    .where(
      and(
        eq(itemColors.id, id),
        activityId === undefined ? undefined : eq(itemColors.activityId, activityId),
      ),
    );
  return row;
}

/**
 * GET /api/app/itemcolors/{id}: the item (on sale, else 404), the colour asked for, and all the
 * item's colours with their sizes and stock, in order.
 */
export async function itemColorsView(
  db: Executor,
  color: { id: number; activityId: number; itemId: number },
): Promise<ItemColorsView> {
  const [item] = await itemQuery(db).where(
    and(onSale(color.activityId), eq(items.id, color.itemId)),
  );
  if (!item) throw notFound();
  const colors = await db
    .select()
    .from(itemColors)
    .where(eq(itemColors.itemId, color.itemId))
    .orderBy(asc(itemColors.sort), asc(itemColors.id));
  const sizes = await db
    .select({
      id: itemColorSizes.id,
      itemColorId: itemColorSizes.itemColorId,
      size: itemColorSizes.size,
      stock: itemColorSizes.stock,
    })
    .from(itemColorSizes)
    .where(eq(itemColorSizes.itemId, color.itemId))
    .orderBy(asc(itemColorSizes.sort), asc(itemColorSizes.id));
  const itemColorsOf: ItemColor[] = colors.map((c) => ({
    id: c.id,
    itemId: c.itemId,
    name: c.name,
    hex: c.hex,
    imageUrl: c.imageFileName ? imageUrl('item', c.activityId, c.imageFileName) : null,
    itemColorSizes: sizes
      .filter((s) => s.itemColorId === c.id)
      .map(({ id, size, stock }) => ({ id, size, stock })),
  }));
  const asked = itemColorsOf.find((c) => c.id === color.id);
  if (!asked) throw notFound();
  return { item: itemOf(item), itemColor: asked, itemColors: itemColorsOf };
}

// ── Images, shippings, payments, pick-up windows ────────────────────────────────────────────

/** GET …/itemimages (item pictures of items on sale) and …/shop-images (the shop's own). */
export async function imagesOf(
  db: Executor,
  activityId: number,
  kind: 'item' | 'shop',
): Promise<ShopImage[]> {
  const rows = await db
    .select({
      id: shopImages.id,
      itemId: shopImages.itemId,
      fileName: shopImages.fileName,
      sort: shopImages.sort,
    })
    .from(shopImages)
    .where(
      and(
        eq(shopImages.activityId, activityId),
        kind === 'shop'
          ? isNull(shopImages.itemId)
          : and(
              isNotNull(shopImages.itemId),
              inArray(
                shopImages.itemId,
                db
                  .select({ id: items.id })
                  .from(items)
                  .where(
                    and(
                      eq(items.activityId, activityId),
                      eq(items.active, true),
                      inVisibleCategory,
                    ),
                  ),
              ),
            ),
      ),
    )
    .orderBy(asc(shopImages.itemId), asc(shopImages.sort), asc(shopImages.id));
  return rows.map((r) => ({
    id: r.id,
    itemId: r.itemId,
    url: imageUrl(kind, activityId, r.fileName),
    sort: r.sort,
  }));
}

/** GET /api/activities/{id}/shippings/active: prices in euros. */
export async function activeShippings(db: Executor, activityId: number): Promise<Shipping[]> {
  const rows = await db
    .select()
    .from(shippings)
    .where(and(eq(shippings.activityId, activityId), eq(shippings.active, true)))
    .orderBy(asc(shippings.id));
  return rows.map((s) => ({
    id: s.id,
    type: s.type,
    priceMin: centsToEuros(s.priceMinCents),
    offerPrice: centsToEuros(s.offerCents),
    standardPrice: centsToEuros(s.standardCents),
    shippingDaysFrom: s.shippingDaysFrom,
    shippingDaysTo: s.shippingDaysTo,
  }));
}

/**
 * GET /api/activities/{id}/payments/active: the active ones; an online one (P, S) whose provider
 * this server lacks (production without its keys) is disabled, and refused at checkout; bank
 * transfer (BT) is disabled while the activity has no payee or no valid IBAN (nothing to tell the
 * customer to pay to), and refused at order creation.
 */
export async function activePayments(
  db: Executor,
  activityId: number,
  online: (type: 'P' | 'S') => boolean,
): Promise<Payment[]> {
  const rows = await db
    .select({ id: payments.id, type: payments.type })
    .from(payments)
    .where(and(eq(payments.activityId, activityId), eq(payments.active, true)))
    .orderBy(asc(payments.id));
  const bank = rows.some((p) => p.type === 'BT')
    ? await bankTransferTermsOf(db, [activityId])
    : undefined;
  return rows.map((p) => ({
    ...p,
    disabled:
      ((p.type === 'P' || p.type === 'S') && !online(p.type)) ||
      (p.type === 'BT' && !bank?.has(activityId)),
  }));
}

/** GET /api/shop-setting-close-times: the pick-up windows by ISO weekday, then start. */
export function closeTimesOf(db: Executor, activityId: number): Promise<ShopCloseTime[]> {
  return db
    .select({
      id: shopCloseTimes.id,
      day: shopCloseTimes.day,
      startTime: shopCloseTimes.startTime,
      endTime: shopCloseTimes.endTime,
    })
    .from(shopCloseTimes)
    .where(eq(shopCloseTimes.activityId, activityId))
    .orderBy(asc(shopCloseTimes.day), asc(shopCloseTimes.startTime), asc(shopCloseTimes.id));
}
