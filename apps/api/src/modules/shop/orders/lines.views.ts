// A cart line as the customer and staff read it (issue 17, SPEC Item cart): an open line (the
// cart) at the item's prices now, an ordered one (an order's article) as ordered. With the lines'
// table in orders, so the cart reads its open lines here and the orders (board, mails) their
// ordered ones: the cart depends on orders, never the reverse (issue 24 §5).
import { type CartLine, centsToEuros, unitCents } from '@tessera/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import { imageUrl } from '../../../platform/images.ts';
import { discountOf } from '../catalogue/catalogue.service.ts';
import { itemColorSizes, itemColors, items, shopImages } from '../catalogue/catalogue.tables.ts';
import { cartLines } from './orders.tables.ts';

/** The line's picture: its colour's, else the item's first. */
const imageColumn = sql<string | null>`coalesce(${itemColors.imageFileName},
  (select i.file_name from ${shopImages} i where i.item_id = ${cartLines}."item_id"
    order by i.sort, i.id limit 1))`;

const lineQuery = (db: Executor) =>
  db
    .select({
      id: cartLines.id,
      activityId: cartLines.activityId,
      itemId: cartLines.itemId,
      itemColorSizeId: cartLines.itemColorSizeId,
      quantity: cartLines.quantity,
      orderId: cartLines.orderId,
      orderedPriceCents: cartLines.priceCents,
      orderedDiscountCents: cartLines.discountCents,
      name: items.name,
      active: items.active,
      priceCents: items.priceCents,
      discountCents: items.discountCents,
      colorName: itemColors.name,
      size: itemColorSizes.size,
      stock: itemColorSizes.stock,
      image: imageColumn,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .innerJoin(itemColorSizes, eq(itemColorSizes.id, cartLines.itemColorSizeId))
    .innerJoin(itemColors, eq(itemColors.id, itemColorSizes.itemColorId));

type LineRow = Awaited<ReturnType<typeof lineQuery>>[number];

/** A line as the customer sees it: an open line at the item's prices now, an ordered one as ordered. */
function lineOf(r: LineRow): CartLine {
  const ordered = r.orderId !== null;
  const price = ordered ? (r.orderedPriceCents ?? r.priceCents) : r.priceCents;
  const discount = ordered ? r.orderedDiscountCents : r.discountCents;
  return {
    id: r.id,
    itemId: r.itemId,
    itemColorSizeId: r.itemColorSizeId,
    name: r.name,
    colorName: r.colorName,
    size: r.size,
    imageUrl: r.image ? imageUrl('item', r.activityId, r.image) : null,
    price: centsToEuros(price),
    discountPrice: discountOf(price, discount),
    quantity: r.quantity,
    lineTotal: centsToEuros(unitCents(price, discount) * r.quantity),
    stock: r.stock,
    available: r.active,
  };
}

export async function linesWhere(db: Executor, where: SQL | undefined) {
  const rows = await lineQuery(db).where(where).orderBy(asc(cartLines.id));
  return rows.map(lineOf);
}

/** GET /api/app/itemcarts/byorder/{orderId}: the order's lines, at the prices ordered. */
export const orderLinesOf = (db: Executor, orderId: number) =>
  linesWhere(db, eq(cartLines.orderId, orderId));

/** The lines of several orders (the staff's board), at the prices ordered, by order. */
export async function linesOfOrders(db: Executor, orderIds: number[]) {
  const byOrder = new Map<number, CartLine[]>();
  if (!orderIds.length) return byOrder;
  const rows = await lineQuery(db)
    .where(inArray(cartLines.orderId, orderIds))
    .orderBy(asc(cartLines.orderId), asc(cartLines.id));
  for (const r of rows) {
    const lines = byOrder.get(r.orderId as number) ?? [];
    lines.push(lineOf(r));
    byOrder.set(r.orderId as number, lines);
  }
  return byOrder;
}
