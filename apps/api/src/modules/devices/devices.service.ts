import type { DeviceParams } from '@tessera/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { userRegistrationCodes as devices } from './devices.tables.ts';

const columns = {
  id: devices.id,
  deviceId: devices.deviceId,
  deviceName: devices.deviceName,
  deviceType: devices.deviceType,
  authNotice: devices.authNotice,
  osVersion: devices.osVersion,
  sdkVersion: devices.sdkVersion,
  appVersion: devices.appVersion,
  active: devices.active,
  updatedAt: devices.updatedAt,
};
type Row = { updatedAt: Date } & Record<string, unknown>;
const shape = <T extends Row>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/**
 * Registers (or refreshes) a device of the user; `active` is set only when given. A record the
 * open call made for this deviceId is claimed: it joins the user's list with these values.
 */
export async function saveDevice(
  db: Db,
  userId: number,
  deviceId: string,
  params: DeviceParams,
  active?: boolean,
) {
  const { activityId: _, ...fields } = params;
  const values = {
    deviceName: fields.deviceName,
    deviceType: fields.deviceType,
    authNotice: fields.authNotice,
    osVersion: fields.osVersion ?? null,
    sdkVersion: fields.sdkVersion ?? null,
    appVersion: fields.appVersion ?? null,
  };
  const [row] = await db
    .insert(devices)
    .values({ userId, deviceId, ...values, active: active ?? true })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: {
        ...values,
        // Claiming registers the device as new (active); a claimed one keeps its switch.
        active: active ?? sql`case when ${devices.claimed} then ${devices.active} else true end`,
        claimed: true,
        updatedAt: sql`now()`,
      },
    })
    .returning(columns);
  if (!row) throw notFound();
  return shape(row);
}

/** Unclaimed records the open call keeps per account (finding 10); older ones are dropped. */
const UNCLAIMED_PER_USER = 5;

/**
 * The open variant (before login, by username). It may only add an inactive, unclaimed record
 * for an active user (hidden from the list until the signed-in app registers the same deviceId),
 * never change an existing one, keeps the newest UNCLAIMED_PER_USER of them, and runs the same
 * statements whoever the username is: the answer and its timing tell nothing about who is
 * registered.
 */
export async function saveDeviceForUsername(
  db: Db,
  username: string,
  deviceId: string,
  params: DeviceParams,
) {
  await transact(db, async (tx) => {
    // Without waiting for the WAL flush: a commit that wrote would otherwise take longer than
    // one that did not, telling who is registered. Losing such a record in a crash is harmless.
    await tx.execute(sql`set local synchronous_commit to off`);
    // One open call per account at a time, so the cap holds under concurrent calls.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`device:${username}`}))`);
    await tx.execute(sql`
      insert into ${devices} (user_id, device_id, device_name, device_type, auth_notice,
        os_version, sdk_version, app_version, active, claimed)
      select ${users.id}, ${deviceId}, ${params.deviceName}, ${params.deviceType},
        ${params.authNotice}, ${params.osVersion ?? null}, ${params.sdkVersion ?? null},
        ${params.appVersion ?? null}, false, false
      from ${users} where ${users.username} = ${username} and ${users.active}
      on conflict do nothing`);
    await tx.execute(sql`
      delete from ${devices} where not ${devices.claimed} and ${devices.id} in (
        select ${devices.id} from ${devices} join ${users} on ${users.id} = ${devices.userId}
        where ${users.username} = ${username} and not ${devices.claimed}
        order by ${devices.id} desc offset ${UNCLAIMED_PER_USER})`);
  });
  return { saved: true };
}

export async function devicesOf(db: Db, userId: number) {
  const rows = await db
    .select(columns)
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.claimed, true)))
    .orderBy(desc(devices.updatedAt));
  return rows.map(shape);
}

/** One of the user's own (claimed) devices, or undefined. */
export async function ownDevice(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId), eq(devices.claimed, true)));
  return row;
}

export async function setDeviceActive(db: Db, userId: number, id: number, active: boolean) {
  const [row] = await db
    .update(devices)
    .set({ active, updatedAt: sql`now()` })
    .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    .returning(columns);
  if (!row) throw notFound();
  return shape(row);
}

export async function deleteDevice(db: Db, userId: number, id: number) {
  const [gone] = await db
    .delete(devices)
    .where(and(eq(devices.id, id), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  if (!gone) throw notFound();
  return { deleted: true };
}

/** The device a customer signed up on. */
export async function rememberSignUpDevice(
  tx: Executor,
  userId: number,
  device: { deviceId: string; deviceName?: string | null; deviceType?: string | null },
) {
  await tx.insert(devices).values({
    userId,
    deviceId: device.deviceId,
    deviceName: device.deviceName ?? device.deviceType ?? 'web',
    deviceType: device.deviceType ?? 'web',
  });
}
