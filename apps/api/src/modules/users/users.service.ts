// User management (SPEC §6): an admin manages the users of their own activities only; nobody
// deletes or demotes themselves into lock-out; an activity keeps at least one active admin.
import type { AccessClaims, CreateUserBody, ManagedUser, UpdateUserBody } from '@tessera/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { isSuperAdmin, requireMember } from '../../platform/tenancy.ts';
import {
  activities as activitiesTable,
  activityCustomers,
} from '../activities/activities.tables.ts';
import { createCustomer, emailTaken, isUniqueViolation } from './customers.ts';
import { users } from './users.tables.ts';

const isAdmin = (u: AccessClaims) => isSuperAdmin(u) || u.roles.includes('ROLE_ADMIN');

const managedColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  surname: users.surname,
  roles: users.roles,
  active: users.active,
  createdAt: users.createdAt,
};
type ManagedRow = { active: boolean; createdAt: Date } & Omit<ManagedUser, 'active' | 'createdAt'>;
const shape = (u: ManagedRow): ManagedUser => ({
  ...u,
  active: u.active ? 'Y' : 'N',
  createdAt: u.createdAt.toISOString(),
});

/** The caller may manage this activity's users: an admin member of it, or a super admin. */
async function requireActivityAdmin(db: Db, caller: AccessClaims, activityId: number) {
  if (!isAdmin(caller)) throw forbidden();
  await requireMember(db, caller, activityId);
}

/** Activities where the caller administers the target; empty means "not yours" (404). */
async function sharedActivities(db: Db | Tx, caller: AccessClaims, targetId: number) {
  const target = await db
    .select({ activityId: activityCustomers.activityId })
    .from(activityCustomers)
    .where(eq(activityCustomers.userId, targetId));
  if (isSuperAdmin(caller)) return target.map((t) => t.activityId);
  if (!caller.roles.includes('ROLE_ADMIN')) return [];
  const mine = await db
    .select({ activityId: activityCustomers.activityId })
    .from(activityCustomers)
    .where(eq(activityCustomers.userId, caller.id));
  const own = new Set(mine.map((m) => m.activityId));
  return target.map((t) => t.activityId).filter((id) => own.has(id));
}

/** A user the caller may manage (never a super admin unless the caller is one), or 404. */
async function manageable(db: Db | Tx, caller: AccessClaims, targetId: number) {
  const [target] = await db.select().from(users).where(eq(users.id, targetId));
  if (!target) throw notFound();
  if (target.roles.includes('ROLE_SUPER_ADMIN') && !isSuperAdmin(caller)) throw notFound();
  const activities = await sharedActivities(db, caller, targetId);
  if (!activities.length && !isSuperAdmin(caller)) throw notFound();
  return { target, activities };
}

/** Refuses when taking this admin away would leave one of the activities without an admin. */
async function keepAnAdmin(tx: Tx, userId: number, activityIds: number[]) {
  if (!activityIds.length) return;
  // Two admins removing each other at once: the activity rows serialize them.
  await tx
    .select({ id: activitiesTable.id })
    .from(activitiesTable)
    .where(inArray(activitiesTable.id, activityIds))
    .for('update');
  const rows = await tx
    .select({ activityId: activityCustomers.activityId, n: count() })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .where(
      and(
        inArray(activityCustomers.activityId, activityIds),
        ne(users.id, userId),
        eq(users.active, true),
        sql`'ROLE_ADMIN' = any(${users.roles})`,
      ),
    )
    .groupBy(activityCustomers.activityId);
  const covered = new Set(rows.filter((r) => r.n > 0).map((r) => r.activityId));
  if (activityIds.some((id) => !covered.has(id))) {
    throw new AppError(422, 'last_admin', 'lastAdmin');
  }
}

/** Activities (among these) where the user is an active admin. */
const adminOf = (user: { roles: string[]; active: boolean }, activityIds: number[]) =>
  user.active && user.roles.includes('ROLE_ADMIN') ? activityIds : [];

const SORTS = {
  username: users.username,
  name: users.name,
  surname: users.surname,
  createdAt: users.createdAt,
} as const;

export async function listUsers(
  db: Db,
  caller: AccessClaims,
  q: {
    activityId: number;
    search?: string;
    sortBy?: keyof typeof SORTS;
    descending: boolean;
    offset: number;
    rowsPerPage: number;
  },
) {
  await requireActivityAdmin(db, caller, q.activityId);
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(activityCustomers.activityId, q.activityId),
    // Super admins are not the activity's to manage: only another super admin sees them.
    isSuperAdmin(caller) ? undefined : sql`not ('ROLE_SUPER_ADMIN' = any(${users.roles}))`,
    like
      ? or(ilike(users.username, like), ilike(users.name, like), ilike(users.surname, like))
      : undefined,
  );
  const column = SORTS[q.sortBy ?? 'username'];
  const [rows, [total]] = await Promise.all([
    db
      .select(managedColumns)
      .from(users)
      .innerJoin(activityCustomers, eq(activityCustomers.userId, users.id))
      .where(where)
      .orderBy(q.descending ? desc(column) : asc(column), asc(users.id))
      .limit(q.rowsPerPage)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(activityCustomers, eq(activityCustomers.userId, users.id))
      .where(where),
  ]);
  return { rows: rows.map(shape), totalRows: total?.n ?? 0 };
}

export async function createUser(db: Db, caller: AccessClaims, body: CreateUserBody) {
  await requireActivityAdmin(db, caller, body.activityId);
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await db.transaction((tx) =>
      createCustomer(tx, {
        username: body.username,
        passwordHash,
        name: body.name,
        surname: body.surname,
        roles: body.roles ?? ['ROLE_USER'],
        active: (body.active ?? 'Y') === 'Y',
        language: 'it',
        activityId: body.activityId,
      }),
    );
    if (body.email && body.email !== body.username) {
      await db.update(users).set({ email: body.email }).where(eq(users.id, id));
    }
    return managedUser(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

async function managedUser(db: Db, id: number) {
  const [row] = await db.select(managedColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return shape(row);
}

/** Self-service (username, e-mail) for everyone; roles, activity and password for admins. */
export async function updateUser(db: Db, caller: AccessClaims, id: number, body: UpdateUserBody) {
  const self = id === caller.id;
  const adminFields = body.roles || body.active || body.password || body.name || body.surname;
  try {
    await db.transaction(async (tx) => {
      const { target, activities } = self
        ? { target: (await tx.select().from(users).where(eq(users.id, id)))[0], activities: [] }
        : await manageable(tx, caller, id);
      if (!target) throw notFound();
      if (self && adminFields && !isAdmin(caller)) throw forbidden();
      const roles = body.roles ?? target.roles;
      const active = body.active ? body.active === 'Y' : target.active;
      if (
        self &&
        (!active || (target.roles.includes('ROLE_ADMIN') && !roles.includes('ROLE_ADMIN')))
      ) {
        throw new AppError(422, 'cannot_demote_self', 'cannotDemoteSelf');
      }
      const wasAdminOf = adminOf(target, activities);
      const staysAdmin = active && roles.includes('ROLE_ADMIN');
      if (!staysAdmin) await keepAnAdmin(tx, id, wasAdminOf);
      // A super admin keeps their role whatever the form sends.
      const keep = target.roles.filter((r) => r !== 'ROLE_ADMIN' && r !== 'ROLE_USER');
      await tx
        .update(users)
        .set({
          username: body.username,
          email: body.email ?? body.username,
          ...(body.name ? { name: body.name } : {}),
          ...(body.surname ? { surname: body.surname } : {}),
          ...(body.roles ? { roles: [...keep, ...body.roles] } : {}),
          active,
          ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
        })
        .where(eq(users.id, id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return managedUser(db, id);
}

/**
 * Removes the user from the activities the caller administers; a user left without any
 * activity is deleted. Refused for oneself and for the last admin of an activity.
 */
export async function deleteUser(db: Db, caller: AccessClaims, id: number) {
  if (id === caller.id) throw new AppError(422, 'cannot_delete_self', 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    const { target, activities } = await manageable(tx, caller, id);
    await keepAnAdmin(tx, id, adminOf(target, activities));
    if (activities.length) {
      await tx
        .delete(activityCustomers)
        .where(
          and(eq(activityCustomers.userId, id), inArray(activityCustomers.activityId, activities)),
        );
    }
    const [left] = await tx
      .select({ n: count() })
      .from(activityCustomers)
      .where(eq(activityCustomers.userId, id));
    if (!left?.n) await tx.delete(users).where(eq(users.id, id));
  });
  return { deleted: true };
}
