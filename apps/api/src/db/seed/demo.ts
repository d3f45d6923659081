// Demo data: two activities, seven users, five languages. Idempotent: run it as often as you like.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MENU_FLAGS, type MenuFlag } from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  activities,
  activityConfigurations,
  activityConfigurationTranslations,
  activityCustomers,
  activityImages,
  activityMenus,
} from '../../modules/activities/activities.tables.ts';
import { activityLanguages, languages } from '../../modules/languages/languages.tables.ts';
import { stores } from '../../modules/stores/stores.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { seedAccounts } from './accounts.ts';

export const DEMO_PASSWORD = 'Tessera2026!';

export const DEMO_USERS = {
  cliente: 'cliente@tessera.demo',
  giulia: 'giulia@tessera.demo',
  admin: 'admin@tessera.demo',
  super: 'super@tessera.demo',
  sospeso: 'sospeso@tessera.demo',
  marco: 'marco@tessera.demo',
  laura: 'laura@tessera.demo',
} as const;

const LANGUAGES = [
  { code: 'it', flagCode: 'it', name: 'Italiano', sort: 1 },
  { code: 'es', flagCode: 'es', name: 'Español', sort: 2 },
  { code: 'fr', flagCode: 'fr', name: 'Français', sort: 3 },
  { code: 'de', flagCode: 'de', name: 'Deutsch', sort: 4 },
  { code: 'gb', flagCode: 'gb', name: 'English', sort: 5 },
];

const allMenus = (on: boolean) =>
  Object.fromEntries(MENU_FLAGS.map((f) => [f, on])) as Record<MenuFlag, boolean>;

const ACTIVITIES = [
  {
    activity: {
      name: 'Salone Aurora',
      permalink: 'salone-aurora',
      color: '7B1FA2',
      colorText: 'FFFFFF',
      cashBackType: 'EP' as const,
    },
    configuration: {
      bookingType: 'NO' as const,
      shopType: 'A' as const,
      templateAppHome: 'S' as const,
      graphicCardType: 'B' as const,
      multiLanguage: true,
      menuTextApp: 'Listino',
      menuType: 'V' as const,
      showAddressCustomer: true,
      showNationCustomer: true,
      requiredPhoneNumber: true,
      shopTotalMinPriceCents: 1500,
      shopTimePreparation: 15,
      androidStoreUrl: 'https://play.google.com/store/apps/details?id=demo.tessera.aurora',
      iosStoreUrl: 'https://apps.apple.com/app/id000000001',
    },
    menuTranslations: {
      it: 'Listino',
      es: 'Tarifas',
      fr: 'Tarifs',
      de: 'Preisliste',
      gb: 'Price list',
    } as Record<string, string>,
    menu: allMenus(true),
    languages: ['it', 'es', 'fr', 'de', 'gb'],
    stores: [
      { name: 'Salone Aurora Centro', main: true, address: 'Via Roma 12', city: 'Bologna' },
      { name: 'Salone Aurora Navile', main: false, address: 'Via Navile 40', city: 'Bologna' },
    ],
    images: ['Benvenuti da Aurora', 'Taglio e piega'],
  },
  {
    activity: {
      name: 'Trattoria Da Rita',
      permalink: 'trattoria-da-rita',
      color: 'C62828',
      colorText: 'FFFFFF',
      cashBackType: 'E' as const,
    },
    configuration: {
      bookingType: 'R' as const,
      shopType: 'R' as const,
      templateAppHome: 'I' as const,
      graphicCardType: 'S' as const,
      multiLanguage: false,
      menuTextApp: 'Il nostro menu',
      menuType: 'O' as const,
      shopTimePreparation: 20,
    },
    menuTranslations: {} as Record<string, string>,
    menu: {
      ...allMenus(false),
      showShopApp: true,
      showBookingApp: true,
      showMenuApp: true,
      showCouponApp: true,
    },
    languages: ['it'],
    stores: [
      { name: 'Trattoria Da Rita', main: true, address: 'Piazza Maggiore 3', city: 'Bologna' },
    ],
    images: ['Cucina di casa', 'Tagliatelle al ragù'],
  },
];

/** A small picture for the demo gallery, drawn in the activity's colour. */
function demoImage(title: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${color}"/><stop offset="1" stop-color="#222"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<text x="400" y="235" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${title}</text>
</svg>`;
}

async function upsertLanguages(tx: Tx) {
  await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
  const rows = await tx.select().from(languages);
  return new Map(rows.map((l) => [l.code, l.id]));
}

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
  const imageFiles: { dir: string; file: string; svg: string }[] = [];
  await db.transaction(async (tx) => {
    const languageIds = await upsertLanguages(tx);
    const activityIds: number[] = [];
    for (const a of ACTIVITIES) {
      const [existing] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.permalink, a.activity.permalink));
      let id = existing?.id;
      if (!id) {
        const [created] = await tx.insert(activities).values(a.activity).returning();
        if (!created) throw new Error('seed: activity not created');
        id = created.id;
        await tx.insert(activityConfigurations).values({ activityId: id, ...a.configuration });
        await tx.insert(activityMenus).values({ activityId: id, ...a.menu });
        await tx.insert(stores).values(a.stores.map((s) => ({ activityId: id as number, ...s })));
        await tx.insert(activityLanguages).values(
          a.languages.map((code) => ({
            activityId: id as number,
            languageId: languageIds.get(code) as number,
          })),
        );
        const translations = Object.entries(a.menuTranslations);
        if (translations.length) {
          await tx.insert(activityConfigurationTranslations).values(
            translations.map(([code, text]) => ({
              activityId: id as number,
              languageId: languageIds.get(code) as number,
              menuTextApp: text,
            })),
          );
        }
        await tx.insert(activityImages).values(
          a.images.map((_, i) => ({
            activityId: id as number,
            fileName: `demo-${i + 1}.svg`,
            sort: i,
          })),
        );
      }
      activityIds.push(id);
      a.images.forEach((title, i) => {
        imageFiles.push({
          dir: join(dataDir, 'images', 'activity', String(id)),
          file: `demo-${i + 1}.svg`,
          svg: demoImage(title, a.activity.color),
        });
      });
    }
    const [aurora, rita] = activityIds as [number, number];
    const it = languageIds.get('it');
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
    ];
    const roles = (userId: number) => (userId === ids.admin ? ['ROLE_ADMIN'] : ['ROLE_USER']);
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
    await seedAccounts(tx, {
      activityIds,
      languageIds,
      userIds: Object.values(ids),
      consents: members.filter(([, userId]) => userId !== ids.laura),
    });
  });
  for (const f of imageFiles) {
    await mkdir(f.dir, { recursive: true });
    await writeFile(join(f.dir, f.file), f.svg);
  }
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(activities);
  return (row?.n ?? 0) === 0;
}
