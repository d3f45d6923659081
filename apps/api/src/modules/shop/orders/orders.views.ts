// An order as its customer and staff see it (issue 17, 22; SPEC §7): its row in euros, the
// pick-up store, the bank transfer's details and the refunds, read in a few statements for any
// number of orders; the customer's own list. Apart from orders.service.ts, which mails the
// customer (orders.mail.ts): the mails and the board read orders here, so no import loops back
// (issue 24 §5).
import { centsToEuros, type Order } from '@tessera/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { totalOver } from '../../../platform/pagination.ts';
import { stores } from '../../../platform/tables.ts';
import { bankTransferTermsOf } from '../../activities/index.ts';
import type { OrderRow } from './orders.money.ts';
import { cartLines, orderRefunds, orders } from './orders.tables.ts';

/** How many pieces an order holds (the sum of its lines' quantities). */
export const itemCountColumn = sql<number>`(select coalesce(sum(l.quantity), 0)
  from ${cartLines} l where l.order_id = ${orders}.id)`.mapWith(Number);

/** What an order shows beyond its row: pick-up store, bank transfer details, refunds. */
export interface OrderDetails {
  pickUpStore: Order['pickUpStore'];
  bankTransfer: Order['bankTransfer'];
  refunds: (Order['refunds'][number] & { error: string | null })[];
}

/** The bank transfer's reference: the order number, as the business reads its statement. */
export const bankReferenceOf = (orderId: number) => `ORD-${orderId}`;

/** The details of these orders, three statements whatever their number. */
export async function detailsOfOrders(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<Map<number, OrderDetails>> {
  const ids = rows.map((r) => r.id);
  const pickUp = rows.filter((r) => r.shippingType === 'S');
  const bank = await bankTransferTermsOf(db, [
    ...new Set(rows.filter((r) => r.paymentType === 'BT').map((r) => r.activityId)),
  ]);
  const storeRows = pickUp.length
    ? await db
        .select({
          activityId: stores.activityId,
          id: stores.id,
          name: stores.name,
          main: stores.main,
          address: stores.address,
          city: stores.city,
        })
        .from(stores)
        .where(inArray(stores.activityId, [...new Set(pickUp.map((r) => r.activityId))]))
    : [];
  const refundRows = ids.length
    ? await db
        .select()
        .from(orderRefunds)
        .where(inArray(orderRefunds.orderId, ids))
        .orderBy(asc(orderRefunds.id))
    : [];
  const details = new Map<number, OrderDetails>();
  for (const row of rows) {
    const store =
      row.shippingType === 'S'
        ? (storeRows.find((s) => s.id === row.storeId) ??
          storeRows.find((s) => s.activityId === row.activityId && s.main))
        : undefined;
    const terms = row.paymentType === 'BT' ? bank.get(row.activityId) : undefined;
    details.set(row.id, {
      pickUpStore: store
        ? {
            id: store.id,
            name: store.name,
            address: [store.address, store.city].filter(Boolean).join(', '),
          }
        : null,
      bankTransfer: terms ? { ...terms, reference: bankReferenceOf(row.id) } : null,
      refunds: refundRows
        .filter((r) => r.orderId === row.id)
        .map((r) => ({
          id: r.id,
          amount: centsToEuros(r.amountCents),
          reason: r.reason,
          status: r.status,
          created: r.createdAt.toISOString(),
          error: r.lastError,
        })),
    });
  }
  return details;
}

/** An order as its customer sees it (SPEC: money in euros); a refund's error stays with staff. */
export function orderOf(row: OrderRow, itemCount: number, details: OrderDetails): Order {
  return {
    id: row.id,
    status: row.status,
    created: row.createdAt.toISOString(),
    shippingType: row.shippingType,
    paymentType: row.paymentType,
    orderTimeRequest: row.orderTimeRequest,
    address: row.address,
    itemCount,
    archived: row.archived,
    subtotal: centsToEuros(row.subtotalCents),
    shippingPrice: centsToEuros(row.shippingCents),
    usedCredit: centsToEuros(row.creditCents),
    total: centsToEuros(row.totalCents),
    cashback: centsToEuros(row.cashbackCents),
    points: row.points,
    testPayment: row.testPayment,
    holdUntil: row.status === 'pending' ? (row.holdUntil?.toISOString() ?? null) : null,
    pickUpStore: details.pickUpStore,
    bankTransfer: details.bankTransfer,
    refunds: details.refunds.map(({ error: _, ...r }) => r),
  };
}

/** One order as its customer sees it. */
export async function orderView(db: Executor, id: number): Promise<Order> {
  const [row] = await db
    .select({ order: orders, itemCount: itemCountColumn })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw notFound();
  const details = await detailsOfOrders(db, [row.order]);
  return orderOf(row.order, row.itemCount, details.get(row.order.id) as OrderDetails);
}

/**
 * GET /api/app/itemorders/activity/{activityId}: the caller's orders, newest first: those not
 * archived, or with `archived` the archived ones.
 */
export async function ordersOf(
  db: Executor,
  activityId: number,
  userId: number,
  page: {
    offset: number;
    rowsPerPage: number;
    sortBy?: 'created';
    descending: boolean;
    archived?: boolean;
  },
) {
  const oldestFirst = page.sortBy === 'created' && !page.descending;
  const order = oldestFirst
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
  const rows = await db
    .select({ order: orders, itemCount: itemCountColumn, total: totalOver() })
    .from(orders)
    .where(
      and(
        eq(orders.activityId, activityId),
        eq(orders.userId, userId),
        eq(orders.archived, page.archived ?? false),
      ),
    )
    .orderBy(...order)
    .limit(page.rowsPerPage)
    .offset(page.offset);
  const details = await detailsOfOrders(
    db,
    rows.map((r) => r.order),
  );
  return {
    rows: rows.map((r) => orderOf(r.order, r.itemCount, details.get(r.order.id) as OrderDetails)),
    total: rows[0]?.total ?? 0,
  };
}
