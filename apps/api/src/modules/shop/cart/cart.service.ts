// The cart (issue 17, SPEC Item cart, §5 cart quantity): one open line per customer and item
// colour size (the partial unique index cart_lines_open), priced from the item now; an ordered
// line keeps the prices it was ordered at. A price a client sends is never read. The cart holds
// no stock: placing the order takes it (orders.service.ts); here a quantity beyond the stock
// left is refused so the customer hears it early.
import {
  type CartAdd,
  type CartLine,
  MAX_LINE_QUANTITY,
  type ReorderResult,
} from '@tessera/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../../platform/context.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError, invalidInput, notFound } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { itemColorSizes, items } from '../catalogue/catalogue.tables.ts';
import { linesWhere } from '../orders/lines.views.ts';
import { cartLines } from '../orders/orders.tables.ts';
import { cartMessages as m } from './cart.messages.ts';

// ── Refusals ────────────────────────────────────────────────────────────────────────────────

const unavailable = (name: string) =>
  new AppError(422, 'item_unavailable', m.itemUnavailable, { name });

/** 409 when `quantity` pieces are more than the stock left (null: unlimited). */
function refuseBeyondStock(name: string, stock: number | null, quantity: number) {
  if (stock === null || quantity <= stock) return;
  throw stock === 0
    ? new AppError(409, 'sold_out', m.soldOut, { name })
    : new AppError(409, 'sold_out', m.onlyLeft, { name, n: stock, count: stock });
}

function refuseTooMany(quantity: number) {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new AppError(422, 'quantity_too_large', m.tooMany, { max: MAX_LINE_QUANTITY });
  }
}

// ── Reading lines ───────────────────────────────────────────────────────────────────────────

/** GET /api/app/itemcarts/activity/{id}: the caller's open lines, oldest first. */
export const cartOf = (db: Executor, activityId: number, userId: number) =>
  linesWhere(
    db,
    and(
      eq(cartLines.activityId, activityId),
      eq(cartLines.userId, userId),
      isNull(cartLines.orderId),
    ),
  );

async function lineView(db: Executor, id: number) {
  const [line] = await linesWhere(db, eq(cartLines.id, id));
  if (!line) throw notFound();
  return line;
}

/** A cart line of the caller's (open or ordered), for the platform's owned check. */
export async function ownCartLine(db: Db, userId: number, id: number, activityId?: number) {
  const [row] = await db
    .select({ id: cartLines.id, activityId: cartLines.activityId })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.id, id),
        eq(cartLines.userId, userId),
        activityId === undefined ? undefined : eq(cartLines.activityId, activityId),
      ),
    );
  return row;
}

// ── Changing the cart ───────────────────────────────────────────────────────────────────────

/**
 * Adds to the cart's line of the size (POST /api/itemcarts): the quantity adds to the open line
 * of that size (one statement on the partial unique index), at most MAX_LINE_QUANTITY and the
 * stock left. The size may be left out only for an item sold in one size. 400 for an item or size
 * not of the activity; 422 for an item no longer sold.
 */
export async function addToCart(
  db: Db,
  clock: Clock,
  userId: number,
  body: CartAdd,
): Promise<CartLine> {
  const id = await transact(db, async (tx) => {
    const [item] = await tx
      .select({ id: items.id, name: items.name, active: items.active })
      .from(items)
      .where(and(eq(items.id, body.itemId), eq(items.activityId, body.activityId)));
    if (!item) throw invalidInput('itemId');
    const chosen = body.itemColorSizeId ?? undefined;
    const sizes = await tx
      .select({ id: itemColorSizes.id, stock: itemColorSizes.stock })
      .from(itemColorSizes)
      .where(
        and(
          eq(itemColorSizes.itemId, item.id),
          chosen === undefined ? undefined : eq(itemColorSizes.id, chosen),
        ),
      )
      .limit(2);
    const size = chosen !== undefined || sizes.length === 1 ? sizes[0] : undefined;
    if (!size) throw invalidInput('itemColorSizeId');
    if (!item.active) throw unavailable(item.name);
    const [line] = await tx
      .insert(cartLines)
      .values({
        activityId: body.activityId,
        userId,
        itemId: item.id,
        itemColorSizeId: size.id,
        quantity: body.quantity,
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [cartLines.activityId, cartLines.userId, cartLines.itemColorSizeId],
        targetWhere: isNull(cartLines.orderId),
        set: { quantity: sql`${cartLines}."quantity" + excluded.quantity` },
      })
      .returning({ id: cartLines.id, quantity: cartLines.quantity });
    const { id, quantity } = line as { id: number; quantity: number };
    // Refused after the upsert, so the line's own row lock decides; the throw rolls it back.
    refuseTooMany(quantity);
    refuseBeyondStock(item.name, size.stock, quantity);
    return id;
  });
  return lineView(db, id);
}

/** The caller's line, locked; an ordered line is a 409: it belongs to its order now. */
async function lockOpenLine(tx: Tx, userId: number, id: number) {
  const [line] = await tx
    .select({
      id: cartLines.id,
      orderId: cartLines.orderId,
      name: items.name,
      active: items.active,
      stock: itemColorSizes.stock,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .innerJoin(itemColorSizes, eq(itemColorSizes.id, cartLines.itemColorSizeId))
    .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
    .for('update', { of: cartLines });
  if (!line) throw notFound();
  if (line.orderId !== null) throw new AppError(409, 'line_ordered', m.lineOrdered);
  return line;
}

/** PUT /api/itemcarts/{id}/quantity/{n} (n ≥ 1): within the stock left, of an item still sold. */
export async function setQuantity(
  db: Db,
  userId: number,
  id: number,
  quantity: number,
): Promise<CartLine> {
  await transact(db, async (tx) => {
    const line = await lockOpenLine(tx, userId, id);
    if (!line.active) throw unavailable(line.name);
    refuseTooMany(quantity);
    refuseBeyondStock(line.name, line.stock, quantity);
    await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, id));
  });
  return lineView(db, id);
}

/** DELETE /api/itemcarts/{id}: an open line of the caller's; answers it as it was. */
export async function removeLine(db: Db, userId: number, id: number): Promise<CartLine> {
  return transact(db, async (tx) => {
    await lockOpenLine(tx, userId, id);
    const removed = await lineView(tx, id);
    await tx.delete(cartLines).where(eq(cartLines.id, id));
    return removed;
  });
}

/**
 * GET /api/app/itemcarts/byorder/{orderId}/re-order: the order's lines back in the cart, each
 * added to the open line of its size, never past MAX_LINE_QUANTITY or the stock left (an open
 * line already beyond it stays as it is). Items no longer sold or sold out are skipped and named.
 */
export async function reorder(
  db: Db,
  clock: Clock,
  userId: number,
  order: { id: number; activityId: number },
): Promise<ReorderResult> {
  return transact(db, async (tx) => {
    const lines = await tx
      .select({
        itemId: cartLines.itemId,
        itemColorSizeId: cartLines.itemColorSizeId,
        quantity: cartLines.quantity,
        name: items.name,
        active: items.active,
        stock: itemColorSizes.stock,
      })
      .from(cartLines)
      .innerJoin(items, eq(items.id, cartLines.itemId))
      .innerJoin(itemColorSizes, eq(itemColorSizes.id, cartLines.itemColorSizeId))
      .where(eq(cartLines.orderId, order.id))
      .orderBy(asc(cartLines.id));
    const result: ReorderResult = { added: 0, skipped: [] };
    const now = clock.now();
    for (const line of lines) {
      if (!line.active) {
        result.skipped.push({ name: line.name, reason: 'unavailable' });
        continue;
      }
      if (line.stock === 0) {
        result.skipped.push({ name: line.name, reason: 'sold_out' });
        continue;
      }
      const cap = Math.min(MAX_LINE_QUANTITY, line.stock ?? MAX_LINE_QUANTITY);
      await tx
        .insert(cartLines)
        .values({
          activityId: order.activityId,
          userId,
          itemId: line.itemId,
          itemColorSizeId: line.itemColorSizeId,
          quantity: Math.min(line.quantity, cap),
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [cartLines.activityId, cartLines.userId, cartLines.itemColorSizeId],
          targetWhere: isNull(cartLines.orderId),
          set: {
            quantity: sql`greatest(${cartLines}."quantity", least(${cartLines}."quantity" + excluded.quantity, ${cap}::int))`,
          },
        });
      result.added++;
    }
    return result;
  });
}
