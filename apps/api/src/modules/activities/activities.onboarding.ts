// A business onboarded by the super admin (issue 25): the activity with its configuration (time
// zone, kind of shop and booking) and every menu switch off: a working, empty
// activity whose customer app shows empty states until its admin sets it up. Every activity
// listed for the super admin, switched-off ones too, and switched off and on again.
import type { OnboardingBody, PlatformActivity } from '@tessera/domain';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { totalOver } from '../../platform/pagination.ts';
import { activities, activityCustomers, nations, users } from '../../platform/tables.ts';
import { activityConfigurations, activityMenus } from './activities.tables.ts';

export type NewActivity = Omit<OnboardingBody, 'admin' | 'languages'>;

/** Creates the activity and its rows; the permalink's unique index refuses a taken one. */
export async function openActivity(tx: Tx, a: NewActivity): Promise<number> {
  const [italy] = await tx.select({ id: nations.id }).from(nations).where(eq(nations.code, 'IT'));
  const [row] = await tx
    .insert(activities)
    .values({
      name: a.name,
      permalink: a.permalink,
      color: a.color.toUpperCase(),
      colorText: a.colorText.toUpperCase(),
      nationId: italy?.id ?? null,
    })
    .returning({ id: activities.id });
  const activityId = row?.id as number;
  await tx.insert(activityConfigurations).values({
    activityId,
    timeZone: a.timeZone,
    shopType: a.shopType,
    bookingType: a.bookingType,
  });
  await tx.insert(activityMenus).values({ activityId });
  return activityId;
}

const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Every activity, by name, with its members and admins' e-mails; `q` in name or permalink. */
export async function platformActivities(
  db: Db,
  page: { q?: string; offset: number; rowsPerPage: number },
): Promise<{ rows: PlatformActivity[]; total: number }> {
  const where = page.q
    ? or(
        ilike(activities.name, likeContaining(page.q)),
        ilike(activities.permalink, likeContaining(page.q)),
      )
    : undefined;
  const rows = await db
    .select({
      id: activities.id,
      name: activities.name,
      permalink: activities.permalink,
      color: activities.color,
      active: activities.active,
      total: totalOver(),
    })
    .from(activities)
    .where(where)
    .orderBy(asc(activities.name), asc(activities.id))
    .offset(page.offset)
    .limit(page.rowsPerPage);
  const ids = rows.map((r) => r.id);
  // Memberships counted alone; accounts read only for the admins' e-mails (docs/performance.md).
  const counted = db
    .select({
      activityId: activityCustomers.activityId,
      n: count().as('n'),
      adminIds: sql<number[]>`array_agg(${activityCustomers.userId})
        filter (where 'ROLE_ADMIN' = any(${activityCustomers.roles}))`.as('admin_ids'),
    })
    .from(activityCustomers)
    .where(inArray(activityCustomers.activityId, ids))
    .groupBy(activityCustomers.activityId)
    .as('counted');
  const members = ids.length
    ? await db
        .select({
          activityId: counted.activityId,
          n: counted.n,
          admins: sql<string[]>`coalesce((select array_agg(u.email order by u.email)
            from ${users} u where u.id = any(${counted.adminIds})), '{}')`,
        })
        .from(counted)
    : [];
  const byId = new Map(members.map((m) => [m.activityId, m]));
  return {
    rows: rows.map(({ total: _, ...r }) => ({
      ...r,
      members: byId.get(r.id)?.n ?? 0,
      admins: byId.get(r.id)?.admins ?? [],
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Switches the activity off or on; false when there is no such activity. */
export async function switchActivity(tx: Tx, activityId: number, active: boolean) {
  const changed = await tx
    .update(activities)
    .set({ active })
    .where(eq(activities.id, activityId))
    .returning({ id: activities.id });
  return changed.length > 0;
}

export const activityNamed = async (db: Db | Tx, activityId: number) =>
  (
    await db
      .select({ id: activities.id, name: activities.name, active: activities.active })
      .from(activities)
      .where(and(eq(activities.id, activityId)))
  )[0];
