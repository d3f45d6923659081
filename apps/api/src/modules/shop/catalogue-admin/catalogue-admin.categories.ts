// The shop's categories for its admins (issue 25, console item 4): all of them in order, hidden
// ones too, with how many items each lists; added last, renamed, shown or hidden, ordered. A
// category that lists items is not deleted: its items (and through them the lines of past
// orders) would go with it, and which category should take them is the owner's call. They move
// or delete the items first, or hide the category.
import type { ShopCategoryAdmin, ShopCategoryBody } from '@tessera/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { items, shopCategories } from '../catalogue/catalogue.tables.ts';
import { endOf, lockCatalogue, type Ordered, reorder } from './catalogue-admin.lists.ts';
import { catalogueAdminMessages as m } from './catalogue-admin.messages.ts';

export const categoryList: Ordered = {
  table: shopCategories,
  id: shopCategories.id,
  sort: shopCategories.sort,
};

const categoryColumns = {
  id: shopCategories.id,
  name: shopCategories.name,
  sort: shopCategories.sort,
  visible: shopCategories.visible,
  // Written out: drizzle leaves a single table's columns unqualified, and "id" would be the item's.
  items: sql<number>`(select count(*) from items i
    where i.category_id = "shop_categories"."id")`.mapWith(Number),
};

/** The activity's categories in their order, hidden ones too, with how many items each lists. */
export function adminCategoriesOf(db: Executor, activityId: number): Promise<ShopCategoryAdmin[]> {
  return db
    .select(categoryColumns)
    .from(shopCategories)
    .where(eq(shopCategories.activityId, activityId))
    .orderBy(asc(shopCategories.sort), asc(shopCategories.name), asc(shopCategories.id));
}

async function categoryView(tx: Tx, id: number): Promise<ShopCategoryAdmin> {
  const [row] = await tx
    .select(categoryColumns)
    .from(shopCategories)
    .where(eq(shopCategories.id, id));
  if (!row) throw notFound();
  return row;
}

/** A new category of the activity, last of its categories. */
export function addCategory(db: Db, activityId: number, body: ShopCategoryBody) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const sort = await endOf(tx, categoryList, eq(shopCategories.activityId, activityId));
    const [row] = await tx
      .insert(shopCategories)
      .values({ activityId, ...body, sort })
      .returning({ id: shopCategories.id });
    return categoryView(tx, row?.id as number);
  });
}

/** Saves the category `id` of the activity (checked by its route): its name and visibility. */
export function saveCategory(db: Db, activityId: number, id: number, body: ShopCategoryBody) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await tx
      .update(shopCategories)
      .set(body)
      .where(and(eq(shopCategories.id, id), eq(shopCategories.activityId, activityId)));
    return categoryView(tx, id);
  });
}

/** Deletes the category `id` of the activity when it lists no item, archived ones included. */
export function removeCategory(db: Db, activityId: number, id: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const [listed] = await tx.select({ n: count() }).from(items).where(eq(items.categoryId, id));
    const n = listed?.n ?? 0;
    if (n > 0) throw new AppError(409, 'category_not_empty', m.categoryNotEmpty, { count: n });
    const gone = await tx
      .delete(shopCategories)
      .where(and(eq(shopCategories.id, id), eq(shopCategories.activityId, activityId)))
      .returning({ id: shopCategories.id });
    return gone.length > 0;
  });
}

/** Orders the activity's categories: every category's id once, first to last. */
export function orderCategories(db: Db, activityId: number, ids: readonly number[]) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await reorder(tx, categoryList, eq(shopCategories.activityId, activityId), ids);
    return adminCategoriesOf(tx, activityId);
  });
}

/** The category `id` of the activity (for an item's categoryId), else undefined. */
export async function activityCategory(tx: Tx, activityId: number, id: number) {
  const [row] = await tx
    .select({ id: shopCategories.id, name: shopCategories.name })
    .from(shopCategories)
    .where(and(eq(shopCategories.id, id), eq(shopCategories.activityId, activityId)));
  return row;
}
