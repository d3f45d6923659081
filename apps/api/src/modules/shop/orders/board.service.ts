// The staff's orders board (issue 17): the activity's orders by status, newest first, with who
// ordered and what, and the moves staff make (ORDER_TRANSITIONS): paid credits the cashback once,
// cancelled gives the credit and stock back and takes the cashback back, ready and shipped tell
// the customer. A page is two statements: its orders with their customers, then their lines.
import { type BoardOrder, canMoveOrder, ORDER_STATUSES, type OrderStatus } from '@tessera/domain';
import { and, asc, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, ServiceContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { Message, NoParams } from '../../../platform/i18n.ts';
import { totalOver } from '../../../platform/pagination.ts';
import { users } from '../../../platform/tables.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { cardTermsColumn } from '../../activities/index.ts';
import { customerPhoneColumn } from '../../users/index.ts';
import { boardMessages as m } from './board.messages.ts';
import { linesOfOrders } from './lines.views.ts';
import { kickRefunds } from './order-refunds.ts';
import { tellOrder } from './orders.mail.ts';
import { lockOrder, releaseOrder, settlePaid } from './orders.money.ts';
import { orders } from './orders.tables.ts';
import { detailsOfOrders, type OrderDetails, orderOf } from './orders.views.ts';

/** What the board lists: one status, or `open` (everything not collected or cancelled). */
export const BOARD_FILTERS = [...ORDER_STATUSES, 'open'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];
const CLOSED: OrderStatus[] = ['collected', 'cancelled'];

/** The moves staff make. */
export type StaffMove = 'paid' | 'ready' | 'shipped' | 'collected' | 'cancelled';

/** A move ORDER_TRANSITIONS refuses, told by where the order stands. */
const REFUSALS: Record<OrderStatus, Message<NoParams>> = {
  pending: m.fromPending,
  placed: m.fromPlaced,
  paid: m.fromPaid,
  ready: m.fromReady,
  shipped: m.fromShipped,
  collected: m.fromCollected,
  cancelled: m.fromCancelled,
};

/** An order of the activity (the owned kind `activityOrder`); undefined (a 404) otherwise. */
export async function activityOrder(db: Db, activityId: number, id: number) {
  const [row] = await db
    .select({ id: orders.id, activityId: orders.activityId })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.activityId, activityId)));
  return row;
}

const statusWhere = (filter: BoardFilter | undefined): SQL | undefined =>
  filter === undefined
    ? undefined
    : filter === 'open'
      ? notInArray(orders.status, CLOSED)
      : eq(orders.status, filter);

const customerColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: customerPhoneColumn(users.id),
};

/** Statuses of orders still to hand over: take-away ones come first, by pick-up time. */
const TO_HAND_OVER: readonly (BoardFilter | undefined)[] = [
  'open',
  'pending',
  'placed',
  'paid',
  'ready',
];

/**
 * The pick-up day of a take-away order: the day it was placed on the activity's clock (pick-up
 * times are the same day's); null for other orders. The time zone is one primary-key lookup per
 * take-away row of the filtered set (a handful of open orders), none for the others.
 */
const pickUpDay = sql`case when ${orders.orderTimeRequest} is not null then (${orders.createdAt} at time zone (${cardTermsColumn(orders.activityId)}->>'timeZone'))::date end`;

/** Newest first; for orders still to hand over, take-away ones first by pick-up day and time. */
const boardOrder = (filter: BoardFilter | undefined): SQL[] => [
  ...(TO_HAND_OVER.includes(filter)
    ? [sql`${orders.orderTimeRequest} is null`, asc(pickUpDay), asc(orders.orderTimeRequest)]
    : []),
  desc(orders.createdAt),
  desc(orders.id),
];

/** `%`, `_` and `\` in a search are themselves, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The board's search: an order number ("12", "#12", "n. 12") or part of the customer's name
 * ("bianchi", "chiara b"). Cheap: it filters the activity's orders (its index) joined to their
 * customers by primary key.
 */
export function searchWhere(q: string | undefined): SQL | undefined {
  const text = q?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const number = /^(?:#|n[°.]?\s*)?(\d{1,9})$/i.exec(text)?.[1];
  const name = ilike(
    sql`concat_ws(' ', ${users.name}, ${users.surname}, ${users.name})`,
    `%${likeEscaped(text)}%`,
  );
  return number ? or(eq(orders.id, Number(number)), name) : name;
}

/** Orders of the activity matching `where`, in the board's order, with customers and lines. */
async function boardRows(
  db: Executor,
  activityId: number,
  where: SQL | undefined,
  page: { offset: number; rowsPerPage: number; status?: BoardFilter },
) {
  const rows = await db
    .select({ order: orders, customer: customerColumns, total: totalOver() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.activityId, activityId), where))
    .orderBy(...boardOrder(page.status))
    .limit(page.rowsPerPage)
    .offset(page.offset);
  const lines = await linesOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  const details = await detailsOfOrders(
    db,
    rows.map((r) => r.order),
  );
  const board = rows.map((r): BoardOrder => {
    const own = lines.get(r.order.id) ?? [];
    const { name, surname, ...contact } = r.customer;
    const detail = details.get(r.order.id) as OrderDetails;
    return {
      ...orderOf(
        r.order,
        own.reduce((n, l) => n + l.quantity, 0),
        detail,
      ),
      refunds: detail.refunds,
      customer: { ...contact, name: [name, surname].filter(Boolean).join(' ') },
      lines: own,
    };
  });
  return { rows: board, total: rows[0]?.total ?? 0 };
}

/**
 * GET /api/activities/{activityId}/orders: a page of the activity's orders, newest first (those
 * still to hand over: take-away ones first, by pick-up time), by status and search.
 */
export const boardOrdersOf = (
  db: Executor,
  activityId: number,
  page: { status?: BoardFilter; q?: string; offset: number; rowsPerPage: number },
) => boardRows(db, activityId, and(statusWhere(page.status), searchWhere(page.q)), page);

/** One order of the activity as the board shows it. */
export async function boardOrderOf(db: Executor, activityId: number, id: number) {
  const [found] = (
    await boardRows(db, activityId, eq(orders.id, id), { offset: 0, rowsPerPage: 1 })
  ).rows;
  if (!found) throw notFound();
  return found;
}

/**
 * PUT /api/activities/{activityId}/orders/{orderId}/status: staff move an order of the activity,
 * in one transaction holding its row lock; a move ORDER_TRANSITIONS lacks is a 409 (so paid twice
 * credits once). Paid credits the cashback; cancelled gives back the credit used and the stock and
 * takes back the cashback; every move is told to the customer (orders.mail.ts).
 */
export async function moveOrder(
  ctx: ServiceContext,
  activityId: number,
  orderId: number,
  to: StaffMove,
): Promise<BoardOrder> {
  const moved = await transact(ctx.db, async (tx) => {
    const order = await lockOrder(
      tx,
      and(eq(orders.id, orderId), eq(orders.activityId, activityId)),
    );
    if (!order) throw notFound();
    if (!canMoveOrder(order.status, to)) {
      throw new AppError(409, 'order_status_conflict', REFUSALS[order.status]);
    }
    if (to === 'paid') await settlePaid(tx, ctx.clock, order);
    else if (to === 'cancelled') await releaseOrder(tx, ctx.clock, order);
    else {
      await tx
        .update(orders)
        .set({ status: to, updatedAt: ctx.clock.now() })
        .where(eq(orders.id, order.id));
    }
    await tellOrder(tx, ctx, orderId, to);
    return boardOrderOf(tx, activityId, orderId);
  });
  if (to === 'cancelled') kickRefunds(ctx);
  return moved;
}
