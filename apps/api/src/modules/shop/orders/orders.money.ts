// An order's money moves (issue 17; SPEC §9): paid credits its cashback and points once; a
// cancelled or abandoned order returns its stock, gives back the card credit it used and takes
// back the cashback it earned. The caller holds the order's row lock (`lockOrder`) in its
// transaction; locks are then taken in one order everywhere: order, item colour sizes (by id),
// card — as order creation takes sizes before the card — so two of them never deadlock.
import { isPaidStatus } from '@tessera/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { waitForRow } from '../../../platform/row-waiters.ts';
import { earnOnPurchase, reversePurchaseMovement } from '../../cards/index.ts';
import { itemColorSizes } from '../catalogue/catalogue.tables.ts';
import { queueRefund } from './order-refunds.ts';
import { cartLines, orders } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order, locked for this transaction (undefined when none matches). A few requests at most
 * wait for one order at once (platform/row-waiters.ts): beyond them, 503 at once.
 */
export async function lockOrder(tx: Tx, where: SQL | undefined) {
  const [found] = await tx.select({ id: orders.id }).from(orders).where(where);
  if (!found) return undefined;
  return waitForRow(`order:${found.id}`, () =>
    tx
      .select()
      .from(orders)
      // The condition again: read after the lock is granted, the row as it is now must match.
      .where(and(eq(orders.id, found.id), where))
      .for('update')
      .then((rows) => rows[0]),
  );
}

/**
 * The card movement's note of an order (`order:<id>`, `order:<id>:cancelled`): a code the app
 * words in the reader's language, never English shown as it is.
 */
export const orderNote = (orderId: number, what?: 'cancelled' | 'line') =>
  what ? `order:${orderId}:${what}` : `order:${orderId}`;

/**
 * Marks a locked order paid and credits what it earns (AA) on the customer's card: once, since a
 * paid order is returned as it is. From pending (the provider confirmed) or placed (staff).
 */
export async function settlePaid(tx: Tx, clock: Clock, order: OrderRow): Promise<OrderRow> {
  if (isPaidStatus(order.status) || order.status === 'cancelled') return order;
  const movementId = await earnOnPurchase(tx, clock, order.activityId, order.userId, {
    spentCents: order.subtotalCents - order.creditCents,
    amountCents: order.cashbackCents,
    points: order.points,
    note: orderNote(order.id),
  });
  const now = clock.now();
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, updatedAt: now, cashbackMovementId: movementId })
    .where(eq(orders.id, order.id))
    .returning();
  return paid as OrderRow;
}

/**
 * Cancels a locked order: its stock goes back, then the card credit it used is given back and
 * the cashback it earned taken back (reversal movements), and what was paid online is queued for
 * a refund at the provider. A cancelled order is returned as it is.
 */
export async function releaseOrder(tx: Tx, clock: Clock, order: OrderRow): Promise<OrderRow> {
  if (order.status === 'cancelled') return order;
  const lines = await tx
    .select({ sizeId: cartLines.itemColorSizeId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.orderId, order.id))
    .orderBy(cartLines.itemColorSizeId);
  for (const line of lines) {
    await tx
      .update(itemColorSizes)
      .set({ stock: sql`${itemColorSizes.stock} + ${line.quantity}` })
      .where(and(eq(itemColorSizes.id, line.sizeId), sql`${itemColorSizes.stock} is not null`));
  }
  const note = orderNote(order.id, 'cancelled');
  if (order.creditMovementId)
    await reversePurchaseMovement(tx, clock, order.creditMovementId, note);
  if (order.cashbackMovementId) {
    await reversePurchaseMovement(tx, clock, order.cashbackMovementId, note);
  }
  // Paid online: the money goes back at the provider, after this commits (refunds.service.ts).
  await queueRefund(tx, clock, order, 'cancelled');
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: clock.now() })
    .where(eq(orders.id, order.id))
    .returning();
  return cancelled as OrderRow;
}
