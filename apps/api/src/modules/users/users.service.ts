// User management (SPEC §6, DESIGN §5). An activity admin manages memberships of their activity
// only: the role there, the active flag, removal. Credentials and e-mail belong to the account:
// only a super admin changes them for someone else. An activity keeps an active admin.
import type {
  AccessClaims,
  CreateUserBody,
  LanguageCode,
  ManagedUser,
  UpdateUserBody,
} from '@tessera/domain';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/http-errors.ts';
import { totalOver } from '../../platform/pagination.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { forgetUser } from '../../platform/session-cache.ts';
import { activities as activitiesTable, activityCustomers, users } from '../../platform/tables.ts';
import { isSuperAdmin } from '../../platform/tenancy.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { endSessions } from '../auth/index.ts';
import { alreadyMember, createCustomer, customerPhoneColumn, emailInUse } from './customers.ts';
import { isGuestColumn } from './guests.ts';
import { invite } from './invitations.service.ts';
import { usersMessages as m } from './users.messages.ts';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  surname: users.surname,
  roles: activityCustomers.roles,
  active: activityCustomers.active,
  accountActive: users.active,
  createdAt: users.createdAt,
  guest: isGuestColumn(users.username),
  phone: customerPhoneColumn(users.id),
};
type Row = { active: boolean; accountActive: boolean; createdAt: Date } & Omit<
  ManagedUser,
  'active' | 'accountActive' | 'createdAt'
>;
const shape = (u: Row): ManagedUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  name: u.name,
  surname: u.surname,
  roles: u.roles,
  active: u.active ? 'Y' : 'N',
  accountActive: u.accountActive ? 'Y' : 'N',
  createdAt: u.createdAt.toISOString(),
  guest: u.guest,
  // A guest has no e-mail to sign in with: staff know them by their phone.
  phone: u.guest ? u.phone : null,
});

const notSuperAdmin = sql`not ('ROLE_SUPER_ADMIN' = any(${users.roles}))`;

/** A member of the activity as the caller may see them (super admins only to super admins). */
async function member(db: Db | Tx, caller: AccessClaims, activityId: number, userId: number) {
  const [row] = await db
    .select({ ...columns, globalRoles: users.roles })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, userId),
        isSuperAdmin(caller) ? undefined : notSuperAdmin,
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * The target of user management (routes declare `owns: { id: 'member' }`): a member of the
 * activity, or any account for a super admin working without one; undefined is a 404.
 */
export async function memberToManage(
  db: Db,
  caller: AccessClaims,
  activityId: number | undefined,
  userId: number,
) {
  if (activityId) return member(db, caller, activityId, userId).catch(() => undefined);
  if (!isSuperAdmin(caller)) return undefined;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row;
}

/** Refuses when the activity would be left without another active admin. */
async function keepAnAdmin(tx: Tx, userId: number, activityId: number) {
  // Two admins demoting each other at once: the activity row serializes them.
  await tx
    .select({ id: activitiesTable.id })
    .from(activitiesTable)
    .where(eq(activitiesTable.id, activityId))
    .for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(activityCustomers)
    .innerJoin(users, eq(users.id, activityCustomers.userId))
    .where(
      and(
        eq(activityCustomers.activityId, activityId),
        ne(activityCustomers.userId, userId),
        eq(activityCustomers.active, true),
        eq(users.active, true),
        sql`'ROLE_ADMIN' = any(${activityCustomers.roles})`,
      ),
    );
  if (!row?.n) throw new AppError(422, 'last_admin', m.lastAdmin);
}

const isActiveAdmin = (m: { roles: string[]; active: boolean }) =>
  m.active && m.roles.includes('ROLE_ADMIN');

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
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  // Super admins are not the activity's to manage: only another super admin sees them.
  const hideSuperAdmins = !isSuperAdmin(caller);
  const members = and(
    eq(activityCustomers.activityId, q.activityId),
    hideSuperAdmins ? notSuperAdmin : undefined,
  );
  const sortBy = q.sortBy ?? 'username';
  const direction = q.descending ? desc : asc;
  if (like) {
    const where = and(
      members,
      or(ilike(users.username, like), ilike(users.name, like), ilike(users.surname, like)),
    );
    const { rows, total } = await searchUsers(db, q.activityId, where, sortBy, direction, q);
    return { rows: rows.map(shape), totalRows: total };
  }
  const column = SORTS[sortBy];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(activityCustomers, eq(activityCustomers.userId, users.id))
      .where(members)
      .orderBy(direction(column), asc(users.id))
      .limit(q.rowsPerPage)
      .offset(q.offset),
    // The memberships alone, super admins left out by an anti-join (docs/performance.md).
    db
      .select({ n: count() })
      .from(activityCustomers)
      .where(
        and(
          eq(activityCustomers.activityId, q.activityId),
          hideSuperAdmins
            ? sql`not exists (select 1 from ${users} u where u.id = ${activityCustomers.userId}
                and 'ROLE_SUPER_ADMIN' = any(u.roles))`
            : undefined,
        ),
      ),
  ]);
  return { rows: rows.map(shape), totalRows: total?.n ?? 0 };
}

/**
 * A search's page and total in one statement. The matches are read first, on narrow rows (a
 * subquery with count(*) over (), which PostgreSQL does not merge into the outer query), then
 * sorted and paged, and only the page's columns read: sorted in one statement, an e-mail prefix
 * could walk every account in username order.
 */
async function searchUsers(
  db: Db,
  activityId: number,
  where: SQL | undefined,
  sortBy: keyof typeof SORTS,
  direction: typeof asc,
  page: { offset: number; rowsPerPage: number },
) {
  const matches = db
    .select({
      id: sql<number>`${users.id}`.as('match_id'),
      key: sql`${SORTS[sortBy]}`.as('match_key'),
      total: totalOver().as('total'),
    })
    .from(users)
    .innerJoin(activityCustomers, eq(activityCustomers.userId, users.id))
    .where(where)
    .as('matches');
  const paged = db
    .select({
      id: sql<number>`${matches.id}`.as('page_id'),
      key: sql`${matches.key}`.as('page_key'),
      total: sql<number>`${matches.total}`.as('page_total'),
    })
    .from(matches)
    .orderBy(direction(matches.key), asc(matches.id))
    .limit(page.rowsPerPage)
    .offset(page.offset)
    .as('paged');
  const found = await db
    .select({ ...columns, total: paged.total })
    .from(paged)
    .innerJoin(users, eq(users.id, paged.id))
    .innerJoin(
      activityCustomers,
      and(eq(activityCustomers.userId, users.id), eq(activityCustomers.activityId, activityId)),
    )
    .orderBy(direction(paged.key), asc(paged.id));
  const rows = found.map(({ total: _, ...row }) => row);
  if (found.length || !page.offset) return { rows, total: Number(found[0]?.total ?? 0) };
  // A page past the end: counted apart.
  const [all] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(activityCustomers, eq(activityCustomers.userId, users.id))
    .where(where);
  return { rows, total: all?.n ?? 0 };
}

/**
 * Adding a user (issue 15 F4). A new e-mail gets an account with the admin's name and password,
 * a customer (ROLE_USER) of the activity at once: nobody else holds it, and there is nothing to
 * reveal. An e-mail that has an account gets an invitation with the roles and switch asked, and
 * nothing else until its holder accepts; so does a new account for any role beyond ROLE_USER,
 * since the e-mail's holder has confirmed nothing. The answer is the same in every case.
 */
export async function addUser(
  ctx: ServiceContext,
  caller: AccessClaims,
  body: CreateUserBody,
  language: LanguageCode,
) {
  const roles = body.roles ?? ['ROLE_USER'];
  const active = (body.active ?? 'Y') === 'Y';
  const offer = { activityId: body.activityId, roles, active };
  // Hashed whatever the case, so the answer takes as long for an e-mail that has an account.
  const passwordHash = await hashPassword(body.password);
  try {
    await transact(ctx.db, async (tx) => {
      const [existing] = await tx
        .select({ id: users.id, member: activityCustomers.id })
        .from(users)
        .leftJoin(
          activityCustomers,
          and(
            eq(activityCustomers.userId, users.id),
            eq(activityCustomers.activityId, body.activityId),
          ),
        )
        .where(eq(users.username, body.username));
      if (existing?.member) {
        // In the admin's list already: saying so reveals nothing. A super admin the list hides
        // is left as they are.
        if (await member(tx, caller, body.activityId, existing.id).catch(() => undefined)) {
          throw alreadyMember();
        }
        return;
      }
      if (existing)
        return invite(tx, ctx.clock, ctx.config.publicUrl, { ...offer, userId: existing.id });
      const created = await createCustomer(tx, {
        username: body.username,
        passwordHash,
        name: body.name,
        surname: body.surname,
        language,
        activityId: body.activityId,
        active,
      });
      if (body.email && body.email !== body.username) {
        await tx.update(users).set({ email: body.email }).where(eq(users.id, created));
      }
      if (roles.some((r) => r !== 'ROLE_USER')) {
        await invite(tx, ctx.clock, ctx.config.publicUrl, { ...offer, userId: created });
      }
    });
  } catch (err) {
    // Added at the same moment by someone else: a member now.
    if (isUniqueViolation(err)) throw alreadyMember();
    throw err;
  }
  return { username: body.username };
}

/**
 * Membership fields (roles, active) need an admin of `activityId` (the route declares it);
 * account fields (username, e-mail, password, name) a super admin. The holder changes their own account elsewhere
 * (update-profile, changepassword, the confirmed e-mail change).
 */
export async function updateUser(db: Db, caller: AccessClaims, id: number, body: UpdateUserBody) {
  const { activityId, roles, active, ...account } = body;
  const accountFields = Object.values(account).some((v) => v !== undefined);
  if (accountFields && !isSuperAdmin(caller)) throw forbidden();
  const membershipFields = roles !== undefined || active !== undefined;
  if (membershipFields && !activityId) {
    throw invalidInput('activityId');
  }
  try {
    await transact(db, async (tx) => {
      if (activityId) {
        const current = await member(tx, caller, activityId, id);
        const next = {
          roles: roles ?? current.roles,
          active: active === undefined ? current.active : active === 'Y',
        };
        const demoted = isActiveAdmin(current) && !isActiveAdmin(next);
        if (id === caller.id && (demoted || !next.active)) {
          throw new AppError(422, 'cannot_demote_self', m.cannotDemoteSelf);
        }
        if (demoted) await keepAnAdmin(tx, id, activityId);
        if (membershipFields) {
          await tx
            .update(activityCustomers)
            .set(next)
            .where(
              and(eq(activityCustomers.activityId, activityId), eq(activityCustomers.userId, id)),
            );
        }
      } else {
        const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!target) throw notFound();
      }
      if (accountFields) {
        const [before] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, id));
        await tx
          .update(users)
          .set({
            ...(account.username ? { username: account.username } : {}),
            ...(account.email || account.username
              ? { email: account.email ?? account.username }
              : {}),
            ...(account.name ? { name: account.name } : {}),
            ...(account.surname ? { surname: account.surname } : {}),
            ...(account.password ? { passwordHash: await hashPassword(account.password) } : {}),
          })
          .where(eq(users.id, id));
        // New credentials: whoever held the old ones is signed out (but the caller's own session).
        const renamed = account.username && account.username !== before?.username;
        if (account.password || renamed) {
          await endSessions(tx, id, id === caller.id ? caller.sid : undefined);
        }
      }
      // This instance acts once this commits; the others when the NOTIFY reaches them.
      if (membershipFields) forgetUser(id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
  if (activityId) return shape(await member(db, caller, activityId, id));
  const [row] = await db
    .select({ ...columns, roles: users.roles, active: users.active, accountActive: users.active })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound();
  return shape(row);
}

/**
 * Removes the user from the activity; an account left without any activity is deleted. Refused
 * for oneself and for the last admin of the activity.
 */
export async function deleteUser(db: Db, caller: AccessClaims, id: number, activityId: number) {
  if (id === caller.id) throw new AppError(422, 'cannot_delete_self', m.cannotDeleteSelf);
  await transact(db, async (tx) => {
    const current = await member(tx, caller, activityId, id);
    if (isActiveAdmin(current)) await keepAnAdmin(tx, id, activityId);
    await tx
      .delete(activityCustomers)
      .where(and(eq(activityCustomers.userId, id), eq(activityCustomers.activityId, activityId)));
    const [left] = await tx
      .select({ n: count() })
      .from(activityCustomers)
      .where(eq(activityCustomers.userId, id));
    if (!left?.n && !current.globalRoles.includes('ROLE_SUPER_ADMIN')) {
      await tx.delete(users).where(eq(users.id, id));
    }
    forgetUser(id);
  });
  return { deleted: true };
}
