// The shop's items for its admins (issue 25, console item 4): a page of them, hidden, sold-out
// and (asked for) archived ones too, each marked; one with its gallery, colours and sizes; added
// last of its category, saved, shown or hidden, ordered, deleted. An item that past orders name
// is archived instead of deleted (not on sale, out of the list, its row kept), so those orders
// and a re-order still read its name. Prices travel in euros and are stored in cents.
import {
  centsToEuros,
  eurosToCents,
  type ItemAdmin,
  type ItemAdminDetail,
  type ItemBody,
  type ItemColorAdmin,
} from '@tessera/domain';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../../platform/context.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../../platform/errors.ts';
import { imageUrl } from '../../../platform/images.ts';
import { totalOver } from '../../../platform/pagination.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../../platform/uploads.ts';
import { likeContaining } from '../catalogue/catalogue.service.ts';
import {
  itemColorSizes,
  itemColors,
  items,
  shopCategories,
  shopImages,
} from '../catalogue/catalogue.tables.ts';
import { cartLines } from '../orders/orders.tables.ts';
import { activityCategory } from './catalogue-admin.categories.ts';
import { endOf, lockCatalogue, type Ordered, reorder } from './catalogue-admin.lists.ts';
import { catalogueAdminMessages as m } from './catalogue-admin.messages.ts';

export const itemList: Ordered = { table: items, id: items.id, sort: items.sort };

/** Where the activity's uploaded pictures are (DATA_DIR). */
export interface PictureStore {
  dataDir: string;
}

/** The item's id, qualified: inside a subquery Drizzle writes a column without its table. */
const itemIdRef = sql`${items}."id"`;

const listColumns = {
  id: items.id,
  activityId: items.activityId,
  categoryId: items.categoryId,
  categoryName: shopCategories.name,
  name: items.name,
  sku: items.sku,
  description: items.description,
  priceCents: items.priceCents,
  discountCents: items.discountCents,
  active: items.active,
  archivedAt: items.archivedAt,
  sort: items.sort,
  allergens: items.allergens,
  typologies: items.typologies,
  /**
   * As customers see it (catalogue.service's soldOut): no size with stock left. A scalar
   * subquery, read per row by item_color_sizes_item: PostgreSQL plans a NOT EXISTS here as a hash
   * of every in-stock size of every activity.
   */
  soldOut: sql<boolean>`coalesce((select false from ${itemColorSizes} s
    where s.item_id = ${itemIdRef} and (s.stock is null or s.stock > 0) limit 1), true)`,
  stock: sql<number | null>`(select case when bool_or(s.stock is null) then null
    else coalesce(sum(s.stock), 0) end from ${itemColorSizes} s where s.item_id = ${itemIdRef})`,
  colorCount: sql<number>`(select count(*) from ${itemColors} c
    where c.item_id = ${itemIdRef})`.mapWith(Number),
  image: sql<string | null>`coalesce(
    (select i.file_name from ${shopImages} i where i.item_id = ${itemIdRef} order by i.sort, i.id limit 1),
    (select c.image_file_name from ${itemColors} c
      where c.item_id = ${itemIdRef} and c.image_file_name is not null order by c.sort, c.id limit 1))`,
};

const listQuery = (db: Executor) =>
  db
    .select(listColumns)
    .from(items)
    .innerJoin(shopCategories, eq(shopCategories.id, items.categoryId));
type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function itemAdminOf(r: ListRow): ItemAdmin {
  return {
    id: r.id,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    name: r.name,
    sku: r.sku,
    description: r.description,
    price: centsToEuros(r.priceCents),
    discountPrice: r.discountCents === null ? null : centsToEuros(r.discountCents),
    active: r.active,
    archived: r.archivedAt !== null,
    soldOut: Boolean(r.soldOut),
    stock: r.stock === null ? null : Number(r.stock),
    colorCount: r.colorCount,
    imageUrl: r.image ? imageUrl('item', r.activityId, r.image) : null,
    sort: r.sort,
  };
}

export interface AdminItemQuery {
  filters: { categoryId?: number; q?: string; archived?: boolean };
  sortBy?: 'name' | 'price';
  descending: boolean;
  offset: number;
  rowsPerPage: number;
}

const SORTS = { name: items.name, price: items.priceCents };

/**
 * A page of the activity's items: hidden and sold-out ones marked, archived ones only when asked
 * (`archived`: those alone). In the customers' order (category, then item) or by name or price;
 * `q` searches the name, the code and the description; `categoryId` keeps one category's.
 */
export async function adminItemsOf(db: Db, activityId: number, q: AdminItemQuery) {
  const like = q.filters.q ? likeContaining(q.filters.q) : undefined;
  const where = and(
    eq(items.activityId, activityId),
    q.filters.archived ? isNotNull(items.archivedAt) : isNull(items.archivedAt),
    q.filters.categoryId === undefined ? undefined : eq(items.categoryId, q.filters.categoryId),
    like
      ? or(
          sql`${items.name} ilike ${like}`,
          sql`${items.sku} ilike ${like}`,
          sql`${items.description} ilike ${like}`,
        )
      : undefined,
  );
  const sorted = q.sortBy ? SORTS[q.sortBy] : undefined;
  const order = sorted
    ? [q.descending ? desc(sorted) : asc(sorted)]
    : [asc(shopCategories.sort), asc(shopCategories.id), asc(items.sort)];
  // The page's ids and the total first, on narrow rows; then the page's columns.
  const page = db
    .select({ id: sql<number>`${items.id}`.as('page_id'), total: totalOver().as('total') })
    .from(items)
    .innerJoin(shopCategories, eq(shopCategories.id, items.categoryId))
    .where(where)
    .orderBy(...order, asc(items.id))
    .limit(q.rowsPerPage)
    .offset(q.offset)
    .as('page');
  const rows = await db
    .select({ ...listColumns, total: page.total })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(shopCategories, eq(shopCategories.id, items.categoryId))
    .orderBy(...order, asc(items.id));
  const total = rows.length
    ? Number(rows[0]?.total)
    : ((await db.select({ n: count() }).from(items).where(where))[0]?.n ?? 0);
  return { rows: rows.map(itemAdminOf), total };
}

/** Whether past orders name the item (or, given, one of these sizes). */
export async function inOrders(tx: Executor, where: SQL) {
  const [row] = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(where, isNotNull(cartLines.orderId)))
    .limit(1);
  return row !== undefined;
}

/** The item's colours in order, each with its sizes in order (stock, sold out, ordered). */
export async function colorsOf(db: Executor, activityId: number, itemId: number) {
  const colors = await db
    .select()
    .from(itemColors)
    .where(and(eq(itemColors.itemId, itemId), eq(itemColors.activityId, activityId)))
    .orderBy(asc(itemColors.sort), asc(itemColors.id));
  const sizes = await sizesWhere(db, eq(itemColorSizes.itemId, itemId));
  return colors.map(
    (c): ItemColorAdmin => ({
      id: c.id,
      itemId: c.itemId,
      name: c.name,
      hex: c.hex,
      imageFileName: c.imageFileName,
      imageUrl: c.imageFileName ? imageUrl('item', activityId, c.imageFileName) : null,
      sort: c.sort,
      sizes: sizes.filter((s) => s.itemColorId === c.id).map(({ itemColorId: _, ...s }) => s),
    }),
  );
}

/** The sizes `where` finds, in order, with their stock and whether past orders name them. */
export async function sizesWhere(db: Executor, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      id: itemColorSizes.id,
      itemColorId: itemColorSizes.itemColorId,
      size: itemColorSizes.size,
      stock: itemColorSizes.stock,
      sort: itemColorSizes.sort,
      ordered: sql<boolean>`exists (select 1 from ${cartLines} l
        where l.item_color_size_id = ${itemColorSizes}."id" and l.order_id is not null)`,
    })
    .from(itemColorSizes)
    .where(where)
    .orderBy(asc(itemColorSizes.sort), asc(itemColorSizes.id));
  return rows.map((s) => ({
    id: s.id,
    itemColorId: s.itemColorId,
    size: s.size,
    stock: s.stock,
    soldOut: s.stock !== null && s.stock <= 0,
    sort: s.sort,
    ordered: Boolean(s.ordered),
  }));
}

/** The item `id` of the activity with its gallery, colours and sizes, or 404. */
export async function adminItemOf(db: Executor, activityId: number, id: number) {
  const [row] = await listQuery(db).where(and(eq(items.id, id), eq(items.activityId, activityId)));
  if (!row) throw notFound();
  const pictures = await db
    .select({ fileName: shopImages.fileName })
    .from(shopImages)
    .where(eq(shopImages.itemId, id))
    .orderBy(asc(shopImages.sort), asc(shopImages.id));
  const detail: ItemAdminDetail = {
    ...itemAdminOf(row),
    allergens: row.allergens,
    typologies: row.typologies,
    pictures: pictures.map((p) => ({
      fileName: p.fileName,
      url: imageUrl('item', activityId, p.fileName),
    })),
    colors: await colorsOf(db, activityId, id),
  };
  return detail;
}

/** 409 sku_taken when another item of the activity has the code (any case). */
export async function refuseTakenSku(tx: Tx, activityId: number, sku: string, self?: number) {
  const [other] = await tx
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.activityId, activityId),
        sql`lower(${items.sku}) = lower(${sku})`,
        self === undefined ? undefined : sql`${items.id} <> ${self}`,
      ),
    );
  if (other) throw new AppError(409, 'sku_taken', m.skuTaken, { sku });
}

/** The item's fields as stored. */
export const itemFieldsOf = (body: ItemBody) => ({
  categoryId: body.categoryId,
  name: body.name,
  sku: body.sku,
  description: body.description || null,
  priceCents: eurosToCents(body.price),
  discountCents: body.discountPrice === null ? null : eurosToCents(body.discountPrice),
  allergens: body.allergens,
  typologies: body.typologies,
  active: body.active,
});

/** Replaces the item's gallery; a new name must be a picture uploaded for items. */
async function saveGallery(
  tx: Tx,
  store: PictureStore,
  activityId: number,
  itemId: number,
  pictures: readonly string[],
) {
  const before = await tx
    .select({ fileName: shopImages.fileName })
    .from(shopImages)
    .where(eq(shopImages.itemId, itemId))
    .orderBy(asc(shopImages.sort), asc(shopImages.id));
  const had = before.map((p) => p.fileName);
  if (had.length === pictures.length && had.every((name, i) => pictures[i] === name)) return;
  for (const name of pictures) {
    if (!had.includes(name)) await requireStoredPicture(store.dataDir, 'item', activityId, name);
  }
  await tx.delete(shopImages).where(eq(shopImages.itemId, itemId));
  if (pictures.length) {
    await tx
      .insert(shopImages)
      .values(pictures.map((fileName, sort) => ({ activityId, itemId, fileName, sort })));
  }
}

/** The category `categoryId` of the activity, else 400 invalid_input. */
async function requireCategory(tx: Tx, activityId: number, categoryId: number) {
  if (!(await activityCategory(tx, activityId, categoryId))) throw invalidInput('categoryId');
}

const inCategory = (activityId: number, categoryId: number) =>
  and(eq(items.activityId, activityId), eq(items.categoryId, categoryId));

/** A new item of the activity, last of its category, with its gallery. */
export function addItem(db: Db, store: PictureStore, activityId: number, body: ItemBody) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await requireCategory(tx, activityId, body.categoryId);
    if (body.sku) await refuseTakenSku(tx, activityId, body.sku);
    const sort = await endOf(tx, itemList, inCategory(activityId, body.categoryId));
    const [row] = await tx
      .insert(items)
      .values({ activityId, ...itemFieldsOf(body), sort })
      .returning({ id: items.id });
    const id = row?.id as number;
    await saveGallery(tx, store, activityId, id, body.pictures);
    return adminItemOf(tx, activityId, id);
  });
}

/**
 * Saves the item `id` of the activity; moved to another category it goes last there. Shown again
 * (active), an archived item leaves the archive.
 */
export function saveItem(
  db: Db,
  store: PictureStore,
  activityId: number,
  id: number,
  body: ItemBody,
) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const [before] = await tx
      .select({ categoryId: items.categoryId, sort: items.sort })
      .from(items)
      .where(and(eq(items.id, id), eq(items.activityId, activityId)));
    if (!before) throw notFound();
    await requireCategory(tx, activityId, body.categoryId);
    if (body.sku) await refuseTakenSku(tx, activityId, body.sku, id);
    const moved = before.categoryId !== body.categoryId;
    const sort = moved
      ? await endOf(tx, itemList, inCategory(activityId, body.categoryId))
      : before.sort;
    await tx
      .update(items)
      .set({ ...itemFieldsOf(body), sort, ...(body.active ? { archivedAt: null } : {}) })
      .where(eq(items.id, id));
    await saveGallery(tx, store, activityId, id, body.pictures);
    return adminItemOf(tx, activityId, id);
  });
}

/** Shows or hides the item `id`; shown, an archived item leaves the archive. */
export function showItem(db: Db, activityId: number, id: number, active: boolean) {
  return transact(db, async (tx) => {
    await tx
      .update(items)
      .set({ active, ...(active ? { archivedAt: null } : {}) })
      .where(and(eq(items.id, id), eq(items.activityId, activityId)));
    return adminItemOf(tx, activityId, id);
  });
}

/**
 * Deletes the item `id` of the activity, with its colours, sizes, gallery rows and the open cart
 * lines that hold it; one that past orders name is archived instead (its files stay on disk
 * either way: past orders show them).
 */
export function removeItem(db: Db, clock: Clock, activityId: number, id: number) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const mine = and(eq(items.id, id), eq(items.activityId, activityId));
    const archive = async () => {
      await tx.update(items).set({ active: false, archivedAt: clock.now() }).where(mine);
      return { deleted: false, archived: true };
    };
    if (await inOrders(tx, eq(cartLines.itemId, id))) return archive();
    // Open lines first, as placing an order locks them before the sizes: an order that has
    // locked one finishes first, and its lines then name the item (checked again below).
    await tx.delete(cartLines).where(and(eq(cartLines.itemId, id), isNull(cartLines.orderId)));
    if (await inOrders(tx, eq(cartLines.itemId, id))) return archive();
    const gone = await tx.delete(items).where(mine).returning({ id: items.id });
    return { deleted: gone.length > 0, archived: false };
  });
}

/** Orders the category's items (archived ones aside): every id once, first to last. */
export function orderItems(db: Db, activityId: number, categoryId: number, ids: readonly number[]) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const where = and(inCategory(activityId, categoryId), isNull(items.archivedAt));
    await reorder(tx, itemList, where, ids);
    const rows = await listQuery(tx).where(where).orderBy(asc(items.sort), asc(items.id));
    return rows.map(itemAdminOf);
  });
}

/** The item `id` of the activity (the owned kind shopItem), else undefined. */
export async function activityItem(db: Executor, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: items.id, activityId: items.activityId })
    .from(items)
    .where(and(eq(items.id, id), eq(items.activityId, activityId)));
  return row;
}
