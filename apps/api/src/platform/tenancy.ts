// The activity-membership guard: the activityId a client sends is checked against the caller.
import type { AccessClaims } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import { activities, activityCustomers } from '../modules/activities/activities.tables.ts';
import type { Db } from './db.ts';
import { notFound } from './errors.ts';

export const isSuperAdmin = (user: AccessClaims) => user.roles.includes('ROLE_SUPER_ADMIN');

/** Resolves when the activity exists and is active; otherwise a 404. */
export async function requireActiveActivity(db: Db, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.active, true)));
  if (!row) throw notFound();
}

/** Resolves when the caller belongs to the active activity; anything else is a 404. */
export async function requireMember(db: Db, user: AccessClaims, activityId: number) {
  if (isSuperAdmin(user)) return requireActiveActivity(db, activityId);
  const [row] = await db
    .select({ id: activityCustomers.id })
    .from(activityCustomers)
    .innerJoin(activities, eq(activities.id, activityCustomers.activityId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, user.id),
        eq(activities.active, true),
      ),
    );
  if (!row) throw notFound();
}
