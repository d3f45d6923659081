// What the catalogue's admin writes share (issue 25, console item 4): the activity's catalogue
// lock, which every write of its structure holds (positions, lists, deletions; never a stock
// write: stock is taken and set by conditional updates of its row alone), and ordering a list by
// its ids first to last, refused when the list changed since it was read.
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import { type Ordered, reorder as reorderList } from '../../../platform/ordering.ts';
import { catalogueAdminMessages as m } from './catalogue-admin.messages.ts';

export { endOf, type Ordered } from '../../../platform/ordering.ts';

/** Holds the activity's catalogue lock until the unit of work ends. */
export async function lockCatalogue(tx: Tx, activityId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${activityId}`}))`);
}

/** Orders the list by `ids` (platform/ordering.ts), the catalogue's own order_stale message. */
export const reorder = (tx: Tx, list: Ordered, where: SQL | undefined, ids: readonly number[]) =>
  reorderList(tx, list, where, ids, m.orderStale);
