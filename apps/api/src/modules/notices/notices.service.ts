// Notifications and notices (issue 9; SPEC §7 Notifications and notices). Everything here is the
// caller's own: a notification of theirs, or a notice sent to them; anyone else's is a 404 (the
// owned loaders below, run by the platform before the handler).
import type { NoticeSent, Notification, NotificationStatus } from '@tessera/domain';
import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Clock, Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { totalOver } from '../../platform/pagination.ts';
import { prepared } from '../../platform/prepared.ts';
import { noticeSents, notices, notifications } from './notices.tables.ts';

type NotificationRow = typeof notifications.$inferSelect;

const notificationView = (r: NotificationRow): Notification => ({
  id: r.id,
  message: r.message,
  title: r.title,
  subTitle: r.subTitle,
  status: r.status,
  link: r.link,
  externalLink: r.externalLink,
  created: r.createdAt.toISOString(),
  updated: r.updatedAt.toISOString(),
  read: r.readAt !== null,
});

export interface NotificationFilters {
  status?: NotificationStatus;
  read?: boolean;
  /** Only those of the last 24 hours (the top bar's dropdown). */
  daily?: boolean;
}

const SORTS = {
  created: notifications.createdAt,
  updated: notifications.updatedAt,
  status: notifications.status,
  title: notifications.title,
} as const;
export type NotificationSort = keyof typeof SORTS;

const p = sql.placeholder;

/**
 * A page of the caller's notifications with its total, as a prepared statement for each order
 * (DESIGN §7: the top bar's dropdown reads it on every screen); a filter not given is null.
 */
function notificationPage(key: string, sort: NotificationSort | undefined, descending: boolean) {
  return prepared(`notifications_${key}`, (db, name) =>
    db
      .select({ notification: notifications, total: totalOver() })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, p('userId')),
          gte(notifications.createdAt, p('since')),
          sql`(${p('status')}::text is null or ${notifications.status} = ${p('status')})`,
          sql`(${p('read')}::boolean is null or (${notifications.readAt} is not null) = ${p('read')})`,
        ),
      )
      .orderBy(
        ...(sort
          ? [(descending ? desc : asc)(SORTS[sort]), desc(notifications.id)]
          : [desc(notifications.createdAt), desc(notifications.id)]),
      )
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name),
  );
}

const notificationPages = new Map<string, ReturnType<typeof notificationPage>>();
function notificationPageOf(sort: NotificationSort | undefined, descending: boolean) {
  const key = sort ? `${sort}_${descending ? 'desc' : 'asc'}` : 'newest';
  const known = notificationPages.get(key);
  if (known) return known;
  const statement = notificationPage(key, sort, descending);
  notificationPages.set(key, statement);
  return statement;
}

/** GET /api/notifications: the caller's, newest first unless sorted otherwise. */
export async function notificationsOf(
  db: Db,
  clock: Clock,
  userId: number,
  filters: NotificationFilters,
  page: { offset: number; rowsPerPage: number; sortBy?: NotificationSort; descending: boolean },
) {
  const since = filters.daily ? new Date(clock.now().getTime() - 86_400_000) : new Date(0);
  const values = {
    userId,
    since: since.toISOString(),
    status: filters.status ?? null,
    read: filters.read ?? null,
  };
  const rows = await notificationPageOf(
    page.sortBy,
    page.descending,
  )(db).execute({
    ...values,
    limit: page.rowsPerPage,
    offset: page.offset,
  });
  if (rows.length || !page.offset) {
    return { rows: rows.map((r) => notificationView(r.notification)), total: rows[0]?.total ?? 0 };
  }
  // Past the last page: no row carries the total.
  const all = await notificationPageOf(
    page.sortBy,
    page.descending,
  )(db).execute({
    ...values,
    limit: 1,
    offset: 0,
  });
  return { rows: [], total: all[0]?.total ?? 0 };
}

/** The caller's notification of that id, for the platform's owned check. */
export async function ownNotification(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** PUT /api/notifications/{id}/read: read by its owner (the first reading is kept). */
export async function readNotification(db: Executor, clock: Clock, userId: number, id: number) {
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    );
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound();
  return notificationView(row);
}

const noticeColumns = {
  id: noticeSents.id,
  noticeId: noticeSents.noticeId,
  activityId: noticeSents.activityId,
  title: notices.title,
  text: notices.text,
  imageFileName: notices.imageFileName,
  sentAt: noticeSents.sentAt,
  readAt: noticeSents.readAt,
};
interface NoticeRow {
  id: number;
  noticeId: number;
  activityId: number;
  title: string;
  text: string;
  imageFileName: string | null;
  sentAt: Date;
  readAt: Date | null;
}

const noticeView = (r: NoticeRow): NoticeSent => ({
  id: r.id,
  noticeId: r.noticeId,
  activityId: r.activityId,
  title: r.title,
  text: r.text,
  imageUrl: r.imageFileName ? imageUrl('notice', r.activityId, r.imageFileName) : null,
  sentAt: r.sentAt.toISOString(),
  read: r.readAt !== null,
  readAt: r.readAt?.toISOString() ?? null,
});

const selectNotices = (db: Executor) =>
  db
    .select(noticeColumns)
    .from(noticeSents)
    .innerJoin(notices, eq(notices.id, noticeSents.noticeId));

const mine = (userId: number) => and(eq(noticeSents.userId, userId), isNull(noticeSents.deletedAt));

/** GET /api/activities/{id}/noticessent/user: the notices sent to the caller there, newest first. */
export async function noticesOf(
  db: Executor,
  activityId: number,
  userId: number,
  filters: { read?: boolean },
  page: { offset: number; rowsPerPage: number },
) {
  const conditions = [mine(userId), eq(noticeSents.activityId, activityId)];
  if (filters.read === true) conditions.push(isNotNull(noticeSents.readAt));
  if (filters.read === false) conditions.push(isNull(noticeSents.readAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectNotices(db)
      .where(where)
      .orderBy(desc(noticeSents.sentAt), desc(noticeSents.id))
      .limit(page.rowsPerPage)
      .offset(page.offset),
    db.select({ n: count() }).from(noticeSents).where(where),
  ]);
  return { rows: rows.map(noticeView), total: total?.n ?? 0 };
}

/** The notice of that id as sent to the caller (owned kind `notice`). */
export async function ownNotice(db: Executor, userId: number, noticeId: number) {
  const [row] = await selectNotices(db).where(
    and(mine(userId), eq(noticeSents.noticeId, noticeId)),
  );
  return row ? noticeView(row) : undefined;
}

/** The caller's send of that id (owned kind `noticeSent`). */
export async function ownNoticeSent(db: Executor, userId: number, id: number) {
  const [row] = await selectNotices(db).where(and(mine(userId), eq(noticeSents.id, id)));
  return row ? noticeView(row) : undefined;
}

/** DELETE /api/noticesents/notice/{id}: the notice off the caller's list. */
export async function deleteNotice(db: Executor, clock: Clock, userId: number, noticeId: number) {
  await db
    .update(noticeSents)
    .set({ deletedAt: clock.now() })
    .where(and(mine(userId), eq(noticeSents.noticeId, noticeId)));
  return { deleted: true };
}

/** PUT /api/notice-sents/{id}/read and /read-native: read (the first reading is kept). */
export async function readNotice(
  db: Executor,
  clock: Clock,
  userId: number,
  id: number,
  native: boolean,
) {
  const now = clock.now();
  await db
    .update(noticeSents)
    .set({ readAt: now })
    .where(and(mine(userId), eq(noticeSents.id, id), isNull(noticeSents.readAt)));
  if (native) {
    await db
      .update(noticeSents)
      .set({ readNativeAt: now })
      .where(and(mine(userId), eq(noticeSents.id, id), isNull(noticeSents.readNativeAt)));
  }
  const found = await ownNoticeSent(db, userId, id);
  if (!found) throw notFound();
  return found;
}

/** Sends a notice of the activity to customers (one send each; sending twice adds nothing). */
export async function sendNotice(
  db: Executor,
  notice: { activityId: number; title: string; text: string; imageFileName?: string | null },
  userIds: number[],
  opts: { sentAt?: Date; readAt?: Date | null } = {},
) {
  const [row] = await db.insert(notices).values(notice).returning({ id: notices.id });
  const noticeId = row?.id as number;
  const sends = userIds.length
    ? await db
        .insert(noticeSents)
        .values(
          userIds.map((userId) => ({
            noticeId,
            activityId: notice.activityId,
            userId,
            ...(opts.sentAt ? { sentAt: opts.sentAt } : {}),
            readAt: opts.readAt ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: noticeSents.id, userId: noticeSents.userId })
    : [];
  return { noticeId, sends };
}

/** Adds a notification for a user. */
export async function notify(db: Executor, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return notificationView(row as NotificationRow);
}
