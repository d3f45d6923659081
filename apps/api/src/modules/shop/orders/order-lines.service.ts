// Staff remove one line of an order (issue 22): the item ran out, or the customer changed their
// mind at the counter. In one transaction holding the order's row lock: the line's stock goes back,
// the order's figures shrink (card credit capped at the new subtotal, the excess given back to the
// card), the cashback already credited shrinks in proportion (taken back as far as the card holds
// it), and what was paid online beyond the new total is queued for a refund at the provider.
import { type BoardOrder, unitCents } from '@tessera/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import {
  earnOnPurchase,
  lockedBalance,
  reversePurchaseMovement,
  spendCard,
} from '../../cards/index.ts';
import { itemColorSizes } from '../catalogue/catalogue.tables.ts';
import { boardMessages as m } from './board.messages.ts';
import { boardOrderOf } from './board.service.ts';
import { kickRefunds, queueRefund } from './order-refunds.ts';
import { lockOrder, orderNote } from './orders.money.ts';
import { cartLines, orders } from './orders.tables.ts';

/** The statuses whose lines staff may still remove: not yet on their way. */
const REMOVABLE = ['placed', 'paid', 'ready'] as const;

/** An ordered line of the activity (the owned kind `activityOrderLine`); undefined otherwise. */
export async function lineOfActivity(db: Db, activityId: number, id: number) {
  const [row] = await db
    .select({ id: cartLines.id, activityId: cartLines.activityId })
    .from(cartLines)
    .where(
      and(eq(cartLines.id, id), eq(cartLines.activityId, activityId), isNotNull(cartLines.orderId)),
    );
  return row;
}

/** Part of `whole` in the proportion part/of, rounded down (0 when of is 0). */
const share = (whole: number, part: number, of: number) =>
  of > 0 ? Math.floor((whole * part) / of) : 0;

/**
 * DELETE /api/activities/{activityId}/orders/{orderId}/lines/{lineId}: answers the order as the
 * board shows it, with its refund pending when it was paid online.
 */
export async function removeOrderLine(
  ctx: ServiceContext,
  activityId: number,
  orderId: number,
  lineId: number,
): Promise<BoardOrder> {
  const { clock } = ctx;
  const view = await transact(ctx.db, async (tx) => {
    const order = await lockOrder(
      tx,
      and(eq(orders.id, orderId), eq(orders.activityId, activityId)),
    );
    if (!order) throw notFound();
    if (!(REMOVABLE as readonly string[]).includes(order.status)) {
      throw new AppError(409, 'line_not_removable', m.lineNotRemovable);
    }
    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.orderId, order.id))
      .orderBy(asc(cartLines.id));
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound();
    if (lines.length === 1) throw new AppError(422, 'last_line', m.lastLine);

    const value = unitCents(line.priceCents ?? 0, line.discountCents) * line.quantity;
    await tx
      .update(itemColorSizes)
      .set({ stock: sql`${itemColorSizes.stock} + ${line.quantity}` })
      .where(
        and(eq(itemColorSizes.id, line.itemColorSizeId), sql`${itemColorSizes.stock} is not null`),
      );
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));

    const subtotal = order.subtotalCents - value;
    const credit = Math.min(order.creditCents, subtotal);
    const total = subtotal - credit + order.shippingCents;
    const note = orderNote(order.id, 'line');
    // The card's movements are reversed once each (a constraint): a smaller credit or cashback is
    // the old one reversed and a new one written, and the order points at the new ones.
    let creditMovementId = order.creditMovementId;
    if (creditMovementId && credit < order.creditCents) {
      await reversePurchaseMovement(tx, clock, creditMovementId, note);
      const card = await lockedBalance(tx, clock, activityId, order.userId);
      creditMovementId = credit > 0 ? await spendCard(tx, clock, card.cardId, credit, note) : null;
    }
    // What the order earns shrinks with what is paid for it: in proportion, as fixed when ordered.
    const paidFor = order.subtotalCents - order.creditCents;
    const cashback = share(order.cashbackCents, subtotal - credit, paidFor);
    const points = share(order.points, subtotal - credit, paidFor);
    let cashbackMovementId = order.cashbackMovementId;
    if (cashbackMovementId && (cashback < order.cashbackCents || points < order.points)) {
      // Taken back as far as the card holds it; what the customer already spent stays spent, so
      // the new credit is only what they should hold beyond what they kept.
      const back = await reversePurchaseMovement(tx, clock, cashbackMovementId, note);
      const kept = order.cashbackCents + (back?.amountCents ?? 0);
      const keptPoints = order.points + (back?.points ?? 0);
      cashbackMovementId = await earnOnPurchase(tx, clock, activityId, order.userId, {
        spentCents: subtotal - credit,
        amountCents: Math.max(0, cashback - kept),
        points: Math.max(0, points - keptPoints),
        note,
      });
    }
    await queueRefund(tx, clock, order, 'line', order.totalCents - total);
    await tx
      .update(orders)
      .set({
        subtotalCents: subtotal,
        creditCents: credit,
        totalCents: total,
        cashbackCents: cashback,
        points,
        creditMovementId,
        cashbackMovementId,
        updatedAt: clock.now(),
      })
      .where(eq(orders.id, order.id));
    return boardOrderOf(tx, activityId, orderId);
  });
  kickRefunds(ctx);
  return view;
}
