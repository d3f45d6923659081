// Tenancy: the activityId a client sends is checked against the caller's membership, and a role
// check asks which roles the caller holds in *that* activity (DESIGN §5). Read fresh each time.
import { type AccessClaims, ROLES, type Role } from '@tessera/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activities, activityCustomers } from '../modules/activities/activities.tables.ts';
import type { Db, Tx } from './db.ts';
import { forbidden, notFound } from './errors.ts';

/** The one global role; `user.roles` holds only global roles. */
export const isSuperAdmin = (user: Pick<AccessClaims, 'roles'>) =>
  user.roles.includes('ROLE_SUPER_ADMIN');

export interface Membership {
  activityId: number;
  /** The caller's roles in the activity (a super admin holds them all). */
  roles: Role[];
}

/** Resolves when the activity exists and is active; otherwise a 404. */
export async function requireActiveActivity(db: Db | Tx, activityId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.active, true)));
  if (!row) throw notFound();
}

/** The caller's active membership of the active activity; anything else is a 404. */
export async function requireMember(
  db: Db | Tx,
  user: AccessClaims,
  activityId: number,
): Promise<Membership> {
  if (isSuperAdmin(user)) {
    await requireActiveActivity(db, activityId);
    return { activityId, roles: [...ROLES] };
  }
  const [row] = await db
    .select({ roles: activityCustomers.roles })
    .from(activityCustomers)
    .innerJoin(activities, eq(activities.id, activityCustomers.activityId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, user.id),
        eq(activityCustomers.active, true),
        eq(activities.active, true),
      ),
    );
  if (!row) throw notFound();
  return { activityId, roles: row.roles as Role[] };
}

/** The caller's membership when it holds one of the roles there: 404 outside, 403 without. */
export async function requireRoleIn(
  db: Db | Tx,
  user: AccessClaims,
  activityId: number,
  ...roles: Role[]
): Promise<Membership> {
  const membership = await requireMember(db, user, activityId);
  if (!membership.roles.some((r) => roles.includes(r))) throw forbidden();
  return membership;
}

/**
 * DESIGN §4: an activityId in a body is never trusted. Whatever the route does with it, the
 * caller must belong to that activity, or the answer is 404 before the handler runs.
 */
export function bodyActivityGuard(db: Db) {
  return async (req: FastifyRequest) => {
    const activityId = (req.body as { activityId?: unknown } | undefined)?.activityId;
    if (typeof activityId === 'number') await requireMember(db, req.user, activityId);
  };
}
