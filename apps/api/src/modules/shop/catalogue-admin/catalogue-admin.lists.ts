// What the catalogue's admin writes share (issue 25, console item 4): the activity's catalogue
// lock, which every write of its structure holds (positions, lists, deletions; never a stock
// write: stock is taken and set by conditional updates of its row alone), and ordering a list by
// its ids first to last, refused when the list changed since it was read.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { catalogueAdminMessages as m } from './catalogue-admin.messages.ts';

/** Holds the activity's catalogue lock until the unit of work ends. */
export async function lockCatalogue(tx: Tx, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${activityId}`}))`);
}

export const stale = () => new AppError(409, 'order_stale', m.orderStale);

/** A list of rows with an id and a position (sort). */
export interface Ordered {
  table: PgTable;
  id: AnyColumn;
  sort: AnyColumn;
}

/** The position after the last row `where` finds (0 for none). */
export async function endOf(tx: Tx, list: Ordered, where: SQL | undefined) {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${list.sort})` })
    .from(list.table)
    .where(where);
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/**
 * Sets the order of `ids` (sort 0, 1, …) when they are exactly the rows `where` finds now;
 * refused (409 order_stale) when a row was added or deleted since the list was read.
 */
export async function reorder(
  tx: Tx,
  list: Ordered,
  where: SQL | undefined,
  ids: readonly number[],
) {
  const rows = await tx
    .select({ id: sql<number>`${list.id}` })
    .from(list.table)
    .where(where);
  const now = new Set(rows.map((r) => Number(r.id)));
  if (now.size !== ids.length || !ids.every((id) => now.has(id))) throw stale();
  if (!ids.length) return;
  const values = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${list.table} set sort = o.ord - 1
    from unnest(array[${values}]::int[]) with ordinality as o(id, ord)
    where ${list.id} = o.id and ${list.sort} <> o.ord - 1`);
}
