// An item's colours and their sizes for the shop's admins (issue 25, console item 4): a colour's
// name, RRGGBB and picture; a size's label and stock (null: unlimited; 0: sold out). Past orders
// name sizes, so a size or colour they name is not deleted (its stock is set to 0 instead).
//
// Stock moves while customers buy, so a staff write never reads and writes it back: it is one
// conditional update of the size's row, as placing an order takes stock
// (`stock = stock − q where stock >= q`), and holds no other lock:
// - setting a count (the shelf counted): `stock = N where stock is not distinct from expected`,
//   compare-and-set against the stock the admin saw; changed meanwhile (a customer bought one),
//   nothing is written and the 409 says the stock now, so a count made before a sale never puts
//   back the piece sold (no phantom stock) and a sale is never overwritten;
// - adding or removing pieces (a delivery, a breakage): `stock = stock + d where stock + d >= 0`,
//   which commutes with orders: whatever they took meanwhile stays taken.
import type { ItemColorBody, ItemSizeAdmin, NewItemSizeBody, StockSetBody } from '@tessera/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../../platform/uploads.ts';
import { itemColorSizes, itemColors } from '../catalogue/catalogue.tables.ts';
import { cartLines } from '../orders/orders.tables.ts';
import { colorsOf, inOrders, type PictureStore, sizesWhere } from './catalogue-admin.items.ts';
import { endOf, lockCatalogue, type Ordered, reorder } from './catalogue-admin.lists.ts';
import { catalogueAdminMessages as m } from './catalogue-admin.messages.ts';

const colorList: Ordered = { table: itemColors, id: itemColors.id, sort: itemColors.sort };
const sizeList: Ordered = {
  table: itemColorSizes,
  id: itemColorSizes.id,
  sort: itemColorSizes.sort,
};

// ── Colours ─────────────────────────────────────────────────────────────────────────────────

async function colorView(db: Executor, activityId: number, itemId: number, id: number) {
  const color = (await colorsOf(db, activityId, itemId)).find((c) => c.id === id);
  if (!color) throw notFound();
  return color;
}

const colorFieldsOf = (body: ItemColorBody) => ({
  name: body.name,
  hex: body.hex?.toUpperCase() ?? null,
  imageFileName: body.imageFileName,
});

/** A new colour of the item `itemId` (of the activity, checked by its route), last of its colours. */
export function addColor(
  db: Db,
  store: PictureStore,
  activityId: number,
  itemId: number,
  body: ItemColorBody,
) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    if (body.imageFileName) {
      await requireStoredPicture(store.dataDir, 'item', activityId, body.imageFileName);
    }
    const sort = await endOf(tx, colorList, eq(itemColors.itemId, itemId));
    const [row] = await tx
      .insert(itemColors)
      .values({ activityId, itemId, ...colorFieldsOf(body), sort })
      .returning({ id: itemColors.id });
    return colorView(tx, activityId, itemId, row?.id as number);
  });
}

/** Saves the colour; a new picture must be one uploaded for items, its own may be sent back. */
export function saveColor(
  db: Db,
  store: PictureStore,
  color: { id: number; activityId: number; itemId: number },
  body: ItemColorBody,
) {
  return transact(db, async (tx) => {
    const [before] = await tx
      .select({ imageFileName: itemColors.imageFileName })
      .from(itemColors)
      .where(eq(itemColors.id, color.id));
    if (!before) throw notFound();
    if (body.imageFileName && body.imageFileName !== before.imageFileName) {
      await requireStoredPicture(store.dataDir, 'item', color.activityId, body.imageFileName);
    }
    await tx.update(itemColors).set(colorFieldsOf(body)).where(eq(itemColors.id, color.id));
    return colorView(tx, color.activityId, color.itemId, color.id);
  });
}

/**
 * Deletes the colour with its sizes and the open cart lines that hold them; refused (409
 * color_ordered) when past orders name one of its sizes.
 */
export function removeColor(db: Db, color: { id: number; activityId: number }) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, color.activityId);
    const ofColor = sql`${cartLines.itemColorSizeId} in (select s.id from ${itemColorSizes} s
      where s.item_color_id = ${color.id})`;
    // Open lines first: placing an order locks them before the sizes (see removeSize).
    await tx.delete(cartLines).where(and(ofColor, isNull(cartLines.orderId)));
    if (await inOrders(tx, ofColor)) {
      throw new AppError(409, 'color_ordered', m.colorOrdered);
    }
    const gone = await tx
      .delete(itemColors)
      .where(eq(itemColors.id, color.id))
      .returning({ id: itemColors.id });
    return gone.length > 0;
  });
}

/** Orders the item's colours: every colour's id once, first to last. */
export function orderColors(db: Db, activityId: number, itemId: number, ids: readonly number[]) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await reorder(tx, colorList, eq(itemColors.itemId, itemId), ids);
    return colorsOf(tx, activityId, itemId);
  });
}

// ── Sizes ───────────────────────────────────────────────────────────────────────────────────

async function sizeView(db: Executor, id: number): Promise<ItemSizeAdmin> {
  const [size] = await sizesWhere(db, eq(itemColorSizes.id, id));
  if (!size) throw notFound();
  const { itemColorId: _, ...view } = size;
  return view;
}

/** A new size of the colour (of the activity, checked by its route), last of its sizes. */
export function addSize(
  db: Db,
  color: { id: number; activityId: number; itemId: number },
  body: NewItemSizeBody,
) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, color.activityId);
    const sort = await endOf(tx, sizeList, eq(itemColorSizes.itemColorId, color.id));
    const [row] = await tx
      .insert(itemColorSizes)
      .values({
        activityId: color.activityId,
        itemId: color.itemId,
        itemColorId: color.id,
        size: body.size,
        stock: body.stock,
        sort,
      })
      .returning({ id: itemColorSizes.id });
    return sizeView(tx, row?.id as number);
  });
}

/** Renames the size (its stock is written by setStock and changeStock only). */
export function saveSize(db: Db, id: number, size: string | null) {
  return transact(db, async (tx) => {
    await tx.update(itemColorSizes).set({ size }).where(eq(itemColorSizes.id, id));
    return sizeView(tx, id);
  });
}

/**
 * Deletes the size and the open cart lines that hold it; refused (409 size_ordered) when past
 * orders name it. The open lines go first, in the order placing an order locks (cart lines, then
 * sizes): an order that locked one finishes first, and is then seen by the check.
 */
export function removeSize(db: Db, size: { id: number; activityId: number }) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, size.activityId);
    const ofSize = eq(cartLines.itemColorSizeId, size.id);
    await tx.delete(cartLines).where(and(ofSize, isNull(cartLines.orderId)));
    if (await inOrders(tx, ofSize)) throw new AppError(409, 'size_ordered', m.sizeOrdered);
    const gone = await tx
      .delete(itemColorSizes)
      .where(eq(itemColorSizes.id, size.id))
      .returning({ id: itemColorSizes.id });
    return gone.length > 0;
  });
}

/** Orders the colour's sizes: every size's id once, first to last. */
export function orderSizes(
  db: Db,
  color: { id: number; activityId: number },
  ids: readonly number[],
) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, color.activityId);
    await reorder(tx, sizeList, eq(itemColorSizes.itemColorId, color.id), ids);
    const sizes = await sizesWhere(tx, eq(itemColorSizes.itemColorId, color.id));
    return sizes.map(({ itemColorId: _, ...s }) => s);
  });
}

// ── Stock ───────────────────────────────────────────────────────────────────────────────────

/** The size's stock now (after a refused conditional update: a row another transaction wrote). */
async function stockNow(tx: Tx, id: number) {
  const [row] = await tx
    .select({ stock: itemColorSizes.stock })
    .from(itemColorSizes)
    .where(eq(itemColorSizes.id, id));
  if (!row) throw notFound();
  return row.stock;
}

/**
 * Sets the size's stock to `body.stock` (null: unlimited) if it still is `body.expected`, in one
 * conditional update; else 409 stock_changed saying what it is now, nothing written.
 */
export function setStock(db: Db, id: number, body: StockSetBody) {
  return transact(db, async (tx) => {
    const set = await tx
      .update(itemColorSizes)
      .set({ stock: body.stock })
      .where(
        and(
          eq(itemColorSizes.id, id),
          sql`${itemColorSizes.stock} is not distinct from ${body.expected}::int`,
        ),
      )
      .returning({ id: itemColorSizes.id });
    if (!set.length) {
      const now = await stockNow(tx, id);
      throw now === null
        ? new AppError(409, 'stock_changed', m.stockChangedUnlimited)
        : new AppError(409, 'stock_changed', m.stockChanged, { count: now });
    }
    return sizeView(tx, id);
  });
}

/**
 * Adds `change` pieces to the size's counted stock (negative: removes them), in one conditional
 * update that never goes below 0; an unlimited stock is refused (409 stock_unlimited), as is
 * removing more than is left (409 stock_too_low, saying how many are).
 */
export function changeStock(db: Db, id: number, change: number) {
  return transact(db, async (tx) => {
    const changed = await tx
      .update(itemColorSizes)
      .set({ stock: sql`${itemColorSizes.stock} + ${change}::int` })
      .where(
        and(
          eq(itemColorSizes.id, id),
          sql`${itemColorSizes.stock} is not null`,
          sql`${itemColorSizes.stock} + ${change}::int >= 0`,
        ),
      )
      .returning({ id: itemColorSizes.id });
    if (!changed.length) {
      const now = await stockNow(tx, id);
      throw now === null
        ? new AppError(409, 'stock_unlimited', m.stockUnlimited)
        : new AppError(409, 'stock_too_low', m.stockTooLow, { count: now });
    }
    return sizeView(tx, id);
  });
}

/** The size `id` of the activity (the owned kind itemSize), else undefined. */
export async function activitySize(db: Executor, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({
      id: itemColorSizes.id,
      activityId: itemColorSizes.activityId,
      itemId: itemColorSizes.itemId,
      itemColorId: itemColorSizes.itemColorId,
    })
    .from(itemColorSizes)
    .where(and(eq(itemColorSizes.id, id), eq(itemColorSizes.activityId, activityId)));
  return row;
}
