// The shop's own pictures (SPEC §3 shop images: its banner) for its admins (issue 25, console
// item 4): listed in order, added last (a picture uploaded for the shop), removed, ordered. The
// files stay on disk when a row goes (a picture is named by its content and may be used again).
import type { ShopImageAdmin } from '@tessera/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { imageUrl } from '../../../platform/images.ts';
import { transact } from '../../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../../platform/uploads.ts';
import { shopImages } from '../catalogue/catalogue.tables.ts';
import type { PictureStore } from './catalogue-admin.items.ts';
import { endOf, lockCatalogue, type Ordered, reorder } from './catalogue-admin.lists.ts';

const imageList: Ordered = { table: shopImages, id: shopImages.id, sort: shopImages.sort };
const ofShop = (activityId: number) =>
  and(eq(shopImages.activityId, activityId), isNull(shopImages.itemId));

/** The shop's own pictures in order. */
export async function shopImagesOf(db: Executor, activityId: number): Promise<ShopImageAdmin[]> {
  const rows = await db
    .select({ id: shopImages.id, fileName: shopImages.fileName, sort: shopImages.sort })
    .from(shopImages)
    .where(ofShop(activityId))
    .orderBy(asc(shopImages.sort), asc(shopImages.id));
  return rows.map((r) => ({ ...r, url: imageUrl('shop', activityId, r.fileName) }));
}

/** Adds a picture uploaded for the shop (kind shop, 400 unknown_picture otherwise), last. */
export function addShopImage(db: Db, store: PictureStore, activityId: number, fileName: string) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await requireStoredPicture(store.dataDir, 'shop', activityId, fileName);
    const sort = await endOf(tx, imageList, ofShop(activityId));
    const [row] = await tx
      .insert(shopImages)
      .values({ activityId, itemId: null, fileName, sort })
      .returning({ id: shopImages.id });
    const added = (await shopImagesOf(tx, activityId)).find((i) => i.id === row?.id);
    if (!added) throw notFound();
    return added;
  });
}

/** Removes the shop's picture `id` (its file stays). */
export function removeShopImage(db: Db, activityId: number, id: number) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    const gone = await tx
      .delete(shopImages)
      .where(and(eq(shopImages.id, id), ofShop(activityId)))
      .returning({ id: shopImages.id });
    return gone.length > 0;
  });
}

/** Orders the shop's pictures: every id once, first to last. */
export function orderShopImages(db: Db, activityId: number, ids: readonly number[]) {
  return transact(db, async (tx) => {
    await lockCatalogue(tx, activityId);
    await reorder(tx, imageList, ofShop(activityId), ids);
    return shopImagesOf(tx, activityId);
  });
}

/** The shop's picture `id` of the activity (the owned kind shopImage; not an item's), else undefined. */
export async function activityShopImage(db: Executor, activityId: number | undefined, id: number) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: shopImages.id, activityId: shopImages.activityId })
    .from(shopImages)
    .where(and(eq(shopImages.id, id), ofShop(activityId)));
  return row;
}
