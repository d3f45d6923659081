// The stores as the activity's admins set them up (issue 25, console item 3). An activity with a
// store has exactly one main store, and it is visible: the first store becomes main, making a
// store main makes the other one ordinary, the main store is neither hidden, unset nor deleted.
// Every write holds the activity's stores lock, so concurrent saves are one after the other.
// A store that customers' card movements or orders name is hidden, not deleted: deleting it
// would take its name from their history (their foreign keys set null).
import type { Store, StoreBody } from '@tessera/domain';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { totalOver } from '../../platform/pagination.ts';
import { stores } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { storesMessages as m } from './stores.messages.ts';
import { columns, view } from './stores.service.ts';

export interface AdminStoreQuery {
  filters: { q?: string };
  sortBy?: 'name';
  descending: boolean;
  offset: number;
  rowsPerPage: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the activity's stores, hidden ones too: main first, then by name; `q` searches. */
export async function adminStoresOf(db: Db, activityId: number, q: AdminStoreQuery) {
  const conditions: (SQL | undefined)[] = [eq(stores.activityId, activityId)];
  if (q.filters.q) {
    const like = `%${escapeLike(q.filters.q)}%`;
    conditions.push(
      or(ilike(stores.name, like), ilike(stores.address, like), ilike(stores.city, like)),
    );
  }
  const byName = q.descending ? desc(stores.name) : asc(stores.name);
  const order =
    q.sortBy === 'name' ? [byName, asc(stores.id)] : [desc(stores.main), byName, asc(stores.id)];
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(stores)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.rowsPerPage)
    .offset(q.offset);
  const total =
    rows[0]?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(stores)
        .where(and(...conditions))
    )[0]?.n ??
    0;
  return { rows: rows.map(({ total: _, ...s }) => view(s)), total };
}

/** Holds the activity's stores lock until the unit of work ends. */
async function lockStores(tx: Tx, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stores:${activityId}`}))`);
}

/** The activity's store `id` as it is now (under the lock); 404 for any other store. */
async function storeOf(tx: Tx, activityId: number, id: number): Promise<Store> {
  const [row] = await tx
    .select(columns)
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.activityId, activityId)));
  if (!row) throw notFound();
  return row;
}

const fieldsOf = (body: StoreBody) => ({
  name: body.name,
  address: body.address || null,
  city: body.city || null,
  phone: body.phone || null,
  visible: body.visible,
  openingHours: body.openingHours,
});

/** Makes `id` the activity's main store, the previous main one an ordinary store, in this order. */
async function makeMain(tx: Tx, activityId: number, id: number) {
  await tx
    .update(stores)
    .set({ main: false })
    .where(and(eq(stores.activityId, activityId), eq(stores.main, true), ne(stores.id, id)));
  await tx.update(stores).set({ main: true }).where(eq(stores.id, id));
}

/** A new store of the activity; the activity's first store becomes its main store. */
export async function addStore(db: Db, activityId: number, body: StoreBody): Promise<Store> {
  return transact(db, async (tx) => {
    await lockStores(tx, activityId);
    const [current] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.activityId, activityId), eq(stores.main, true)));
    const main = body.main || !current;
    if (main && !body.visible) throw new AppError(409, 'main_store_hidden', m.mainHidden);
    const [row] = await tx
      .insert(stores)
      .values({ activityId, ...fieldsOf(body), main: false })
      .returning({ id: stores.id });
    const id = row?.id as number;
    if (main) await makeMain(tx, activityId, id);
    return view(await storeOf(tx, activityId, id));
  });
}

/** Saves the store `id` of the activity; `main` makes it the main store. */
export async function saveStore(
  db: Db,
  activityId: number,
  id: number,
  body: StoreBody,
): Promise<Store> {
  return transact(db, async (tx) => {
    await lockStores(tx, activityId);
    const before = await storeOf(tx, activityId, id);
    if (before.main && !body.main) throw new AppError(409, 'main_store_required', m.mainRequired);
    await tx.update(stores).set(fieldsOf(body)).where(eq(stores.id, id));
    if (body.main && !before.main) await makeMain(tx, activityId, id);
    return view(await storeOf(tx, activityId, id));
  });
}

/** Deletes the store `id` of the activity: never the main one, nor one customers' history names. */
export async function removeStore(db: Db, activityId: number, id: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockStores(tx, activityId);
    const store = await storeOf(tx, activityId, id);
    if (store.main) throw new AppError(409, 'main_store', m.mainNotDeletable);
    // The card movements' and orders' store (their modules' tables, named by the database).
    const [history] = await tx
      .select({
        used: sql<boolean>`exists (select 1 from card_movements where store_id = ${id})
          or exists (select 1 from orders where store_id = ${id})`,
      })
      .from(stores)
      .where(eq(stores.id, id));
    if (history?.used) throw new AppError(409, 'store_in_use', m.inUse);
    const gone = await tx.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
    return gone.length > 0;
  });
}
