// Demo data: three activities, ten users, five languages. Idempotent: run it as often as you like.
// This file seeds the platform's rows (reference data, activities, stores, users, memberships);
// each module adds its own part (`<module>.seed.ts`), in the manifest's order.
import { and, eq, sql } from 'drizzle-orm';
import { MODULES } from '../../modules.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { DemoSpine } from '../../platform/module.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { activities, activityCustomers, stores, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { seedReference } from './reference.ts';

export const DEMO_PASSWORD = 'Tessera2026!';

export const DEMO_USERS = {
  cliente: 'cliente@tessera.demo',
  giulia: 'giulia@tessera.demo',
  admin: 'admin@tessera.demo',
  super: 'super@tessera.demo',
  sospeso: 'sospeso@tessera.demo',
  marco: 'marco@tessera.demo',
  laura: 'laura@tessera.demo',
  cassa: 'cassa@tessera.demo',
  rita: 'rita@tessera.demo',
  bottega: 'bottega@tessera.demo',
} as const;

const ACTIVITIES = [
  {
    activity: {
      name: 'Salone Aurora',
      permalink: 'salone-aurora',
      color: '7B1FA2',
      colorText: 'FFFFFF',
      cashBackType: 'EP' as const,
    },
    stores: [
      { name: 'Salone Aurora Centro', main: true, address: 'Via Roma 12', city: 'Bologna' },
      { name: 'Salone Aurora Navile', main: false, address: 'Via Navile 40', city: 'Bologna' },
    ],
  },
  {
    activity: {
      name: 'Trattoria Da Rita',
      permalink: 'trattoria-da-rita',
      color: 'C62828',
      colorText: 'FFFFFF',
      cashBackType: 'E' as const,
    },
    stores: [
      { name: 'Trattoria Da Rita', main: true, address: 'Piazza Maggiore 3', city: 'Bologna' },
    ],
  },
  {
    // A greengrocer whose home shows its video (template V).
    activity: {
      name: 'Bottega Verde',
      permalink: 'bottega-verde',
      color: '2E7D32',
      colorText: 'FFFFFF',
      cashBackType: 'E' as const,
    },
    stores: [
      { name: 'Bottega Verde', main: true, address: 'Via del Pratello 21', city: 'Bologna' },
    ],
  },
];

async function upsertUser(
  tx: Tx,
  username: string,
  fields: { name: string; surname: string; roles?: string[]; active?: boolean },
  passwordHash: string,
) {
  await tx
    .insert(users)
    .values({ username, email: username, passwordHash, ...fields })
    .onConflictDoNothing();
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`seed: user ${username} missing`);
  return u.id;
}

export async function seedDemo(db: Db, dataDir: string) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await transact(db, async (tx) => {
    const reference = await seedReference(tx);
    const activityIds: Record<string, number> = {};
    for (const a of ACTIVITIES) {
      const [existing] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.permalink, a.activity.permalink));
      let id = existing?.id;
      if (!id) {
        const [created] = await tx
          .insert(activities)
          .values({ ...a.activity, nationId: reference.italy })
          .returning();
        if (!created) throw new Error('seed: activity not created');
        id = created.id;
        await tx.insert(stores).values(a.stores.map((s) => ({ activityId: id as number, ...s })));
      }
      activityIds[a.activity.permalink] = id;
    }
    const aurora = activityIds['salone-aurora'] as number;
    const rita = activityIds['trattoria-da-rita'] as number;
    const bottega = activityIds['bottega-verde'] as number;
    const it = reference.languages.get('it');
    const ids = {
      cliente: await upsertUser(
        tx,
        DEMO_USERS.cliente,
        { name: 'Chiara', surname: 'Rossi' },
        passwordHash,
      ),
      giulia: await upsertUser(
        tx,
        DEMO_USERS.giulia,
        { name: 'Giulia', surname: 'Bianchi' },
        passwordHash,
      ),
      admin: await upsertUser(
        tx,
        DEMO_USERS.admin,
        { name: 'Aurora', surname: 'Admin' },
        passwordHash,
      ),
      super: await upsertUser(
        tx,
        DEMO_USERS.super,
        { name: 'Sara', surname: 'Super', roles: ['ROLE_SUPER_ADMIN'] },
        passwordHash,
      ),
      sospeso: await upsertUser(
        tx,
        DEMO_USERS.sospeso,
        { name: 'Sandro', surname: 'Sospeso', active: false },
        passwordHash,
      ),
      marco: await upsertUser(
        tx,
        DEMO_USERS.marco,
        { name: 'Marco', surname: 'Verdi' },
        passwordHash,
      ),
      // Has not accepted the privacy of Trattoria Da Rita yet.
      laura: await upsertUser(
        tx,
        DEMO_USERS.laura,
        { name: 'Laura', surname: 'Neri' },
        passwordHash,
      ),
      // Counter staff of Salone Aurora (ROLE_STORE), and Da Rita's owner (ROLE_ADMIN).
      cassa: await upsertUser(
        tx,
        DEMO_USERS.cassa,
        { name: 'Carla', surname: 'Cassa' },
        passwordHash,
      ),
      rita: await upsertUser(tx, DEMO_USERS.rita, { name: 'Rita', surname: 'Ferri' }, passwordHash),
      // A customer of Bottega Verde only.
      bottega: await upsertUser(
        tx,
        DEMO_USERS.bottega,
        { name: 'Elena', surname: 'Galli' },
        passwordHash,
      ),
    };
    await tx.update(users).set({ languageId: it }).where(sql`${users.languageId} is null`);
    const members: [number, number][] = [
      [aurora, ids.cliente],
      [rita, ids.cliente],
      [aurora, ids.giulia],
      [aurora, ids.admin],
      [aurora, ids.super],
      [rita, ids.super],
      [aurora, ids.sospeso],
      [rita, ids.marco],
      [rita, ids.laura],
      [aurora, ids.cassa],
      [rita, ids.rita],
      [bottega, ids.bottega],
    ];
    const roles = (userId: number) =>
      userId === ids.admin || userId === ids.rita
        ? ['ROLE_ADMIN']
        : userId === ids.cassa
          ? ['ROLE_STORE']
          : ['ROLE_USER'];
    for (const [activityId, userId] of members) {
      const [main] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.activityId, activityId), eq(stores.main, true)));
      await tx
        .insert(activityCustomers)
        .values({ activityId, userId, storeId: main?.id ?? null, roles: roles(userId) })
        .onConflictDoNothing();
    }
    const spine: DemoSpine = {
      activities: activityIds,
      languages: reference.languages,
      users: ids,
      members,
      dataDir,
    };
    for (const m of MODULES) await m.seed?.(tx, spine);
  });
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
  return (row?.n ?? 0) === 0;
}
