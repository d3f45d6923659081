// The menu as the activity's admins set it up (issue 25, console item 3): categories and their
// entries, hidden ones too. A new category or entry goes last; an order is set by sending a
// list's ids first to last (sort = position), refused when the list changed meanwhile. A category
// that lists entries is not deleted (its entries would go with it): they are moved or deleted
// first. Every write holds the activity's menu lock, so positions and lists stay whole. A price is
// cents in the table and euros in the JSON (DESIGN §4), turned at this boundary.
import {
  centsToEuros,
  eurosToCents,
  type MenuCategoryAdmin,
  type MenuCategoryBody,
  type MenuEntryAdmin,
  type MenuEntryBody,
} from '@tessera/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, max, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { reorder } from '../../platform/ordering.ts';
import { totalOver } from '../../platform/pagination.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../platform/uploads.ts';
import { menusMessages as m } from './menus.messages.ts';
import { menuCategories, menuEntries } from './menus.tables.ts';

/** Holds the activity's menu lock until the unit of work ends. */
async function lockMenu(tx: Tx, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${activityId}`}))`);
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────

/** The category `id` of the activity (the owned kind menuCategory), else undefined. */
export async function activityMenuCategory(db: Db, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: menuCategories.id, activityId: menuCategories.activityId })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.activityId, activityId)));
  return row;
}

const categoryColumns = {
  id: menuCategories.id,
  name: menuCategories.name,
  sort: menuCategories.sort,
  visible: menuCategories.visible,
  // Written out: drizzle leaves a single table's columns unqualified, and "id" would be the entry's.
  entries: sql<number>`(select count(*) from menu_entries e
    where e.category_id = "menu_categories"."id")`.mapWith(Number),
};

/** The activity's categories in their order, hidden ones too, with how many entries each lists. */
export async function adminCategoriesOf(
  db: Db | Tx,
  activityId: number,
): Promise<MenuCategoryAdmin[]> {
  return db
    .select(categoryColumns)
    .from(menuCategories)
    .where(eq(menuCategories.activityId, activityId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.name), asc(menuCategories.id));
}

async function categoryView(tx: Tx, id: number): Promise<MenuCategoryAdmin> {
  const [row] = await tx
    .select(categoryColumns)
    .from(menuCategories)
    .where(eq(menuCategories.id, id));
  if (!row) throw notFound();
  return row;
}

/** A new category of the activity, last of its categories. */
export async function addCategory(
  db: Db,
  activityId: number,
  body: MenuCategoryBody,
): Promise<MenuCategoryAdmin> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const [last] = await tx
      .select({ sort: max(menuCategories.sort) })
      .from(menuCategories)
      .where(eq(menuCategories.activityId, activityId));
    const [row] = await tx
      .insert(menuCategories)
      .values({ activityId, ...body, sort: last?.sort == null ? 0 : last.sort + 1 })
      .returning({ id: menuCategories.id });
    return categoryView(tx, row?.id as number);
  });
}

/** Saves the category `id` (of the activity, checked by its route): its name and visibility. */
export async function saveCategory(
  db: Db,
  activityId: number,
  id: number,
  body: MenuCategoryBody,
): Promise<MenuCategoryAdmin> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    await tx
      .update(menuCategories)
      .set(body)
      .where(and(eq(menuCategories.id, id), eq(menuCategories.activityId, activityId)));
    return categoryView(tx, id);
  });
}

/** Deletes the category `id` of the activity when it lists no entry (409 otherwise). */
export async function removeCategory(db: Db, activityId: number, id: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const [listed] = await tx
      .select({ n: count() })
      .from(menuEntries)
      .where(eq(menuEntries.categoryId, id));
    const n = listed?.n ?? 0;
    if (n > 0) throw new AppError(409, 'category_not_empty', m.categoryNotEmpty, { count: n });
    const gone = await tx
      .delete(menuCategories)
      .where(and(eq(menuCategories.id, id), eq(menuCategories.activityId, activityId)))
      .returning({ id: menuCategories.id });
    return gone.length > 0;
  });
}

const categoryList = { table: menuCategories, id: menuCategories.id, sort: menuCategories.sort };
const entryList = { table: menuEntries, id: menuEntries.id, sort: menuEntries.sort };

/** Orders the activity's categories: every category's id once, first to last. */
export async function orderCategories(
  db: Db,
  activityId: number,
  ids: readonly number[],
): Promise<MenuCategoryAdmin[]> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    await reorder(tx, categoryList, eq(menuCategories.activityId, activityId), ids, m.orderStale);
    return adminCategoriesOf(tx, activityId);
  });
}

// ── Entries ─────────────────────────────────────────────────────────────────────────────────

/** The entry `id` of the activity (the owned kind menuEntry), else undefined. */
export async function activityMenuEntry(db: Db, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: menuEntries.id, activityId: menuEntries.activityId })
    .from(menuEntries)
    .where(and(eq(menuEntries.id, id), eq(menuEntries.activityId, activityId)));
  return row;
}

const { activityId: _activity, ...entryColumns } = getTableColumns(menuEntries);

type EntryRow = Omit<typeof menuEntries.$inferSelect, 'activityId'>;
const entryView = (activityId: number, { priceCents, ...e }: EntryRow): MenuEntryAdmin => ({
  ...e,
  price: centsToEuros(priceCents),
  imageUrl: e.imageFileName ? imageUrl('menu', activityId, e.imageFileName) : null,
});

export interface AdminEntryQuery {
  filters: { categoryId?: number; q?: string };
  sortBy?: 'name';
  descending: boolean;
  offset: number;
  rowsPerPage: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the activity's entries, hidden ones too, in the customer's order (category, then
 * entry; or by name); `categoryId` keeps one category's, `q` searches names and descriptions.
 */
export async function adminEntriesOf(db: Db, activityId: number, q: AdminEntryQuery) {
  const conditions: (SQL | undefined)[] = [eq(menuEntries.activityId, activityId)];
  if (q.filters.categoryId !== undefined) {
    conditions.push(eq(menuEntries.categoryId, q.filters.categoryId));
  }
  if (q.filters.q) {
    const like = `%${escapeLike(q.filters.q)}%`;
    conditions.push(
      sql`(${ilike(menuEntries.name, like)} or ${ilike(menuEntries.description, like)})`,
    );
  }
  const where = and(...conditions);
  const order =
    q.sortBy === 'name'
      ? [q.descending ? desc(menuEntries.name) : asc(menuEntries.name), asc(menuEntries.id)]
      : [
          asc(menuCategories.sort),
          asc(menuCategories.name),
          asc(menuCategories.id),
          asc(menuEntries.sort),
          asc(menuEntries.name),
          asc(menuEntries.id),
        ];
  const rows = await db
    .select({ ...entryColumns, total: totalOver() })
    .from(menuEntries)
    .innerJoin(menuCategories, eq(menuCategories.id, menuEntries.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(q.rowsPerPage)
    .offset(q.offset);
  const total =
    rows[0]?.total ?? (await db.select({ n: count() }).from(menuEntries).where(where))[0]?.n ?? 0;
  return { rows: rows.map(({ total: _, ...e }) => entryView(activityId, e)), total };
}

async function entryOf(tx: Tx, activityId: number, id: number): Promise<MenuEntryAdmin> {
  const [row] = await tx
    .select(entryColumns)
    .from(menuEntries)
    .where(and(eq(menuEntries.id, id), eq(menuEntries.activityId, activityId)));
  if (!row) throw notFound();
  return entryView(activityId, row);
}

/** The position after the last entry of the category; 400 for a category of no such activity's. */
async function endOf(tx: Tx, activityId: number, categoryId: number): Promise<number> {
  const [category] = await tx
    .select({ id: menuCategories.id, last: max(menuEntries.sort) })
    .from(menuCategories)
    .leftJoin(menuEntries, eq(menuEntries.categoryId, menuCategories.id))
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.activityId, activityId)))
    .groupBy(menuCategories.id);
  if (!category) throw invalidInput('categoryId');
  return category.last == null ? 0 : category.last + 1;
}

const fieldsOf = (body: MenuEntryBody) => ({
  categoryId: body.categoryId,
  name: body.name,
  description: body.description || null,
  priceCents: eurosToCents(body.price),
  allergens: body.allergens,
  typologies: body.typologies,
  imageFileName: body.imageFileName,
  visible: body.visible,
});

/** Where the activity's uploaded pictures are (DATA_DIR). */
export interface PictureStore {
  dataDir: string;
}

/** A new entry of the activity, last of its category; its picture one uploaded for the menu. */
export async function addEntry(
  db: Db,
  pictures: PictureStore,
  activityId: number,
  body: MenuEntryBody,
): Promise<MenuEntryAdmin> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const sort = await endOf(tx, activityId, body.categoryId);
    if (body.imageFileName) {
      await requireStoredPicture(pictures.dataDir, 'menu', activityId, body.imageFileName);
    }
    const [row] = await tx
      .insert(menuEntries)
      .values({ activityId, ...fieldsOf(body), sort })
      .returning({ id: menuEntries.id });
    return entryOf(tx, activityId, row?.id as number);
  });
}

/**
 * Saves the entry `id` of the activity. Moved to another category, it goes last there. A new
 * picture must be one uploaded for the menu; the entry's own picture may be sent back as it is.
 */
export async function saveEntry(
  db: Db,
  pictures: PictureStore,
  activityId: number,
  id: number,
  body: MenuEntryBody,
): Promise<MenuEntryAdmin> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const before = await entryOf(tx, activityId, id);
    const moved = before.categoryId !== body.categoryId;
    const sort = moved ? await endOf(tx, activityId, body.categoryId) : before.sort;
    if (body.imageFileName && body.imageFileName !== before.imageFileName) {
      await requireStoredPicture(pictures.dataDir, 'menu', activityId, body.imageFileName);
    }
    await tx
      .update(menuEntries)
      .set({ ...fieldsOf(body), sort })
      .where(eq(menuEntries.id, id));
    return entryOf(tx, activityId, id);
  });
}

/** Deletes the entry `id` of the activity (its picture stays on disk). */
export async function removeEntry(db: Db, activityId: number, id: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const gone = await tx
      .delete(menuEntries)
      .where(and(eq(menuEntries.id, id), eq(menuEntries.activityId, activityId)))
      .returning({ id: menuEntries.id });
    return gone.length > 0;
  });
}

/** Orders the entries of the category: every entry's id once, first to last. */
export async function orderEntries(
  db: Db,
  activityId: number,
  categoryId: number,
  ids: readonly number[],
): Promise<MenuEntryAdmin[]> {
  return transact(db, async (tx) => {
    await lockMenu(tx, activityId);
    const where = and(
      eq(menuEntries.activityId, activityId),
      eq(menuEntries.categoryId, categoryId),
    );
    await reorder(tx, entryList, where, ids, m.orderStale);
    const rows = await tx
      .select(entryColumns)
      .from(menuEntries)
      .where(where)
      .orderBy(asc(menuEntries.sort), asc(menuEntries.name), asc(menuEntries.id));
    return rows.map((e) => entryView(activityId, e));
  });
}
