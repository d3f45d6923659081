// The home's media for the activity's admins (issue 25, console item 1): the pictures of the home
// template I (listed in order, added last, removed, ordered) and the video of the home template V
// (set, removed). A picture is one the pictures upload stored for this activity with kind
// activity; a video one the video upload stored for it. Each write locks the activity's row first
// (as the set-up's save does), so two writes run one after the other. Files stay on disk when a
// row goes: a file is named by its content and may be used again. Customers read these rows fresh
// on every request (GET /api/activityimages/{id}, /api/activity-video/{id}).
import { type HomePictureAdmin, type HomeVideoAdmin, MAX_HOME_PICTURES } from '@tessera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { activities } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../platform/uploads.ts';
import { activityMediaMessages as m } from './activities.media.messages.ts';
import { activityImages, activityVideos } from './activities.tables.ts';
import { requireStoredVideo, VIDEO_FOLDER } from './activities.video.ts';

/** Where the files are: the data folder the uploads wrote to. */
export interface MediaStore {
  dataDir: string;
}

/** Holds the activity's row until the unit of work ends; 404 for an unknown activity. */
async function lockActivity(tx: Tx, activityId: number) {
  const [row] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update');
  if (!row) throw notFound();
}

// ── Pictures ────────────────────────────────────────────────────────────────────────────────

const ofActivity = (activityId: number) => eq(activityImages.activityId, activityId);

/** The home's pictures in their order (sort, then id: the customer's order). */
export async function homePicturesOf(
  db: Executor,
  activityId: number,
): Promise<HomePictureAdmin[]> {
  const rows = await db
    .select({ id: activityImages.id, fileName: activityImages.fileName, sort: activityImages.sort })
    .from(activityImages)
    .where(ofActivity(activityId))
    .orderBy(asc(activityImages.sort), asc(activityImages.id));
  return rows.map((r) => ({ ...r, url: imageUrl('activity', activityId, r.fileName) }));
}

/** The home picture `id` of the activity (the owned kind homePicture), else undefined. */
export async function activityHomePicture(
  db: Executor,
  activityId: number | undefined,
  id: number,
) {
  if (activityId === undefined) return undefined;
  const [row] = await db
    .select({ id: activityImages.id, activityId: activityImages.activityId })
    .from(activityImages)
    .where(and(eq(activityImages.id, id), ofActivity(activityId)));
  return row;
}

/**
 * Adds a picture uploaded for the activity (kind activity; 400 unknown_picture otherwise) last
 * of the home's; 409 too_many_pictures when the home has MAX_HOME_PICTURES already.
 */
export function addHomePicture(
  db: Db,
  store: MediaStore,
  activityId: number,
  fileName: string,
): Promise<HomePictureAdmin> {
  return transact(db, async (tx) => {
    await lockActivity(tx, activityId);
    await requireStoredPicture(store.dataDir, 'activity', activityId, fileName);
    const [end] = await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        last: sql<number | null>`max(${activityImages.sort})`,
      })
      .from(activityImages)
      .where(ofActivity(activityId));
    if ((end?.count ?? 0) >= MAX_HOME_PICTURES) {
      throw new AppError(409, 'too_many_pictures', m.tooManyPictures, { max: MAX_HOME_PICTURES });
    }
    const sort = end?.last == null ? 0 : Number(end.last) + 1;
    const [row] = await tx
      .insert(activityImages)
      .values({ activityId, fileName, sort })
      .returning({ id: activityImages.id, fileName: activityImages.fileName });
    if (!row) throw notFound();
    return { ...row, sort, url: imageUrl('activity', activityId, row.fileName) };
  });
}

/** Takes the picture `id` off the home (its file stays); false when it was gone already. */
export function removeHomePicture(db: Db, activityId: number, id: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockActivity(tx, activityId);
    const gone = await tx
      .delete(activityImages)
      .where(and(eq(activityImages.id, id), ofActivity(activityId)))
      .returning({ id: activityImages.id });
    return gone.length > 0;
  });
}

/**
 * Orders the home's pictures: `ids`, every picture's id once, first to last; refused (409
 * order_stale) when a picture was added or removed since the list was read. Answers the list.
 */
export function orderHomePictures(
  db: Db,
  activityId: number,
  ids: readonly number[],
): Promise<HomePictureAdmin[]> {
  return transact(db, async (tx) => {
    await lockActivity(tx, activityId);
    const rows = await tx
      .select({ id: activityImages.id })
      .from(activityImages)
      .where(ofActivity(activityId));
    const now = new Set(rows.map((r) => r.id));
    if (now.size !== ids.length || !ids.every((id) => now.has(id))) {
      throw new AppError(409, 'order_stale', m.orderStale);
    }
    if (ids.length) {
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`update ${activityImages} set sort = o.ord - 1
        from unnest(array[${list}]::int[]) with ordinality as o(id, ord)
        where ${activityImages.id} = o.id and ${activityImages.sort} <> o.ord - 1`);
    }
    return homePicturesOf(tx, activityId);
  });
}

// ── Video ───────────────────────────────────────────────────────────────────────────────────

/** The home's video, or null. */
export async function homeVideoOf(
  db: Executor,
  activityId: number,
): Promise<HomeVideoAdmin | null> {
  const [row] = await db
    .select({ fileName: activityVideos.fileName })
    .from(activityVideos)
    .where(eq(activityVideos.activityId, activityId));
  return row ? { ...row, url: imageUrl(VIDEO_FOLDER, activityId, row.fileName) } : null;
}

/**
 * Sets the home's video: a name the video upload answered for this activity (400 unknown_video
 * otherwise), in place of the one before (whose file stays).
 */
export function setHomeVideo(
  db: Db,
  store: MediaStore,
  activityId: number,
  fileName: string,
): Promise<HomeVideoAdmin> {
  return transact(db, async (tx) => {
    await lockActivity(tx, activityId);
    await requireStoredVideo(store.dataDir, activityId, fileName);
    await tx
      .insert(activityVideos)
      .values({ activityId, fileName })
      .onConflictDoUpdate({ target: activityVideos.activityId, set: { fileName } });
    return { fileName, url: imageUrl(VIDEO_FOLDER, activityId, fileName) };
  });
}

/** Takes the video off the home (its file stays); false when there was none. */
export function removeHomeVideo(db: Db, activityId: number): Promise<boolean> {
  return transact(db, async (tx) => {
    await lockActivity(tx, activityId);
    const gone = await tx
      .delete(activityVideos)
      .where(eq(activityVideos.activityId, activityId))
      .returning({ id: activityVideos.id });
    return gone.length > 0;
  });
}
