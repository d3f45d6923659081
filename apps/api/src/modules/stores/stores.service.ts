// Stores (SPEC §3 Store, §7): an activity's shops, main first then by name. Customers see the
// visible ones only; the activity's staff (and a super admin) see hidden ones too.
import type { AccessClaims, Role, Store } from '@tessera/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { activities, activityCustomers, stores } from '../../platform/tables.ts';
import { isSuperAdmin, type Membership } from '../../platform/tenancy.ts';

/** Roles that see an activity's hidden stores. */
const STAFF: readonly Role[] = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_STORE'];
const isStaff = (roles: readonly string[]) => roles.some((r) => STAFF.includes(r as Role));

/** A store's columns as `Store` names them. */
export const columns = {
  id: stores.id,
  activityId: stores.activityId,
  name: stores.name,
  main: stores.main,
  visible: stores.visible,
  address: stores.address,
  city: stores.city,
  phone: stores.phone,
  openingHours: stores.openingHours,
};

/** A store with its opening hours sorted by day, then time. */
export const view = (row: Store): Store => ({
  ...row,
  openingHours: [...row.openingHours].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from)),
});

export interface StoreListQuery {
  filters: { visible?: boolean };
  sortBy?: 'name';
  descending: boolean;
  offset: number;
  rowsPerPage: number;
}

/**
 * A page of the activity's stores: main first, then by name (or by name alone with
 * `sortBy=name`). `filters.visible` picks visible or hidden ones; customers get visible ones only.
 */
export async function storesOf(db: Db, membership: Membership, q: StoreListQuery) {
  const staff = isStaff(membership.roles);
  // Customers never see hidden stores: asking for them gives none.
  if (!staff && q.filters.visible === false) return { rows: [], total: 0 };
  const visible = staff ? q.filters.visible : true;
  const conditions: SQL[] = [eq(stores.activityId, membership.activityId)];
  if (visible !== undefined) conditions.push(eq(stores.visible, visible));
  const where = and(...conditions);
  const byName = q.descending ? desc(stores.name) : asc(stores.name);
  const order =
    q.sortBy === 'name' ? [byName, asc(stores.id)] : [desc(stores.main), byName, asc(stores.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(stores)
      .where(where)
      .orderBy(...order)
      .limit(q.rowsPerPage)
      .offset(q.offset),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { rows: rows.map(view), total: total?.n ?? 0 };
}

/**
 * The store `id` when it belongs to an active activity the caller is an active member of (or
 * the caller is a super admin), and is visible or the caller is staff there; else undefined.
 */
export async function storeFor(db: Db, user: AccessClaims, id: number): Promise<Store | undefined> {
  const [row] = await db
    .select({ ...columns, roles: activityCustomers.roles })
    .from(stores)
    .innerJoin(activities, and(eq(activities.id, stores.activityId), eq(activities.active, true)))
    .leftJoin(
      activityCustomers,
      and(
        eq(activityCustomers.activityId, stores.activityId),
        eq(activityCustomers.userId, user.id),
        eq(activityCustomers.active, true),
      ),
    )
    .where(eq(stores.id, id));
  if (!row) return undefined;
  const { roles, ...store } = row;
  const superAdmin = isSuperAdmin(user);
  if (!superAdmin && !roles) return undefined;
  if (!store.visible && !superAdmin && !isStaff(roles ?? [])) return undefined;
  return view(store);
}

/** The store `id` of the activity, hidden or not (the route checked the caller's role there). */
export async function storeOfActivity(
  db: Db,
  activityId: number,
  id: number,
): Promise<Store | undefined> {
  const [row] = await db
    .select(columns)
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.activityId, activityId)));
  return row && view(row);
}
