// The refunds orders owe at the provider (issue 22): written (pending) in the transaction that
// cancels a paid online order or removes one of its lines, then asked of the provider after it
// commits. Asking is the payments part's refunds runner (payments/refunds.service.ts), which
// says here how to wake it (`wakeRefundsWith`): orders depend on no payment code (issue 24 §5).
import { and, eq } from 'drizzle-orm';
import type { Clock, ServiceContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { afterCommit } from '../../../platform/unit-of-work.ts';
import { orderRefunds, type orders } from './orders.tables.ts';

/**
 * Writes the refund of a paid online order (the caller holds its row lock): when cancelled, all
 * the order still holds (its total, already lowered by the lines refunded); for a line, the
 * difference staff's removal made. Nothing for an order not paid online, or cancelled twice.
 */
export async function queueRefund(
  tx: Tx,
  clock: Clock,
  order: typeof orders.$inferSelect,
  reason: 'cancelled' | 'line',
  lineCents = 0,
) {
  if (!order.provider || !order.sessionId || !order.paidAt) return;
  let amount = lineCents;
  if (reason === 'cancelled') {
    const [earlier] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.reason, 'cancelled')));
    amount = earlier ? 0 : order.totalCents;
  }
  if (amount <= 0) return;
  const now = clock.now();
  await tx.insert(orderRefunds).values({
    activityId: order.activityId,
    orderId: order.id,
    amountCents: amount,
    reason,
    status: 'pending',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

/** How to wake each app's refunds runner: one per app, registered when it starts. */
const runners = new WeakMap<ServiceContext, () => void>();

/** The refunds runner of this app says how to wake it; the answer forgets it (at stop). */
export function wakeRefundsWith(ctx: ServiceContext, wake: () => void) {
  runners.set(ctx, wake);
  return () => void runners.delete(ctx);
}

/** Wakes this app's refunds runner (after a transaction that queued a refund committed). */
export const kickRefunds = (ctx: ServiceContext) => afterCommit(() => runners.get(ctx)?.());
