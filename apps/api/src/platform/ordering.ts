// A list the console orders by hand (menus, the shop's catalogue): rows with an id and a position
// (sort). A new row goes last; an order is set by sending every id of the list first to last,
// refused (409 order_stale) when the list changed since it was read.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from './db.ts';
import { errorResponse, listEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';
import type { Message } from './i18n.ts';

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
 * refused (409 order_stale, the owner's `stale` message) when a row was added or deleted since
 * the list was read.
 */
export async function reorder(
  tx: Tx,
  list: Ordered,
  where: SQL | undefined,
  ids: readonly number[],
  stale: Message,
) {
  const rows = await tx
    .select({ id: sql<number>`${list.id}` })
    .from(list.table)
    .where(where);
  const now = new Set(rows.map((r) => Number(r.id)));
  if (now.size !== ids.length || !ids.every((id) => now.has(id))) {
    throw new AppError(409, 'order_stale', stale);
  }
  if (!ids.length) return;
  const values = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${list.table} set ${sql.identifier(list.sort.name)} = o.ord - 1
    from unnest(array[${values}]::int[]) with ordinality as o(id, ord)
    where ${list.id} = o.id and ${list.sort} <> o.ord - 1`);
}

const STALE =
  'order_stale: the ids are not every id of the list now (one was added or deleted meanwhile): read it again';
const IN_FLIGHT = 'idempotency_in_flight: a request with this Idempotency-Key is still running';

/** A keyed order call's answers: the list in its new order, or 409 order_stale. */
export const reorderResponse = <T extends z.ZodType>(row: T) => ({
  200: listEnvelope(row),
  409: errorResponse.describe(`${STALE}; ${IN_FLIGHT}`),
});
