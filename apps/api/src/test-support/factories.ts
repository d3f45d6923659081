// Factories: each test builds the activities and people it needs instead of reading demo data.
// A test app starts with the reference data only (languages, nations, towns: templates.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { LanguageCode, Role } from '@tessera/domain';
import { eq, inArray } from 'drizzle-orm';
import {
  activityConfigurations,
  activityConfigurationTranslations,
  activityImages,
  activityMenus,
} from '../modules/activities/activities.tables.ts';
import { cartValues } from '../modules/cards/cards.tables.ts';
import { coupons } from '../modules/coupons/coupons.tables.ts';
import { giveCoupon } from '../modules/coupons/index.ts';
import { giveScratchCard } from '../modules/instant-win/index.ts';
import { scratchAndWins } from '../modules/instant-win/instant-win.tables.ts';
import { activityLanguages } from '../modules/languages/languages.tables.ts';
import { menuCategories, menuEntries } from '../modules/menus/menus.tables.ts';
import { notify, sendNotice } from '../modules/notices/index.ts';
import { givePack } from '../modules/packs/index.ts';
import { packs } from '../modules/packs/packs.tables.ts';
import {
  activityPrivacies,
  PRIVACY_KINDS,
  userPrivacies,
} from '../modules/privacy/privacy.tables.ts';
import { newInviteCode } from '../modules/users/customers.ts';
import { customers, memberInvitations } from '../modules/users/users.tables.ts';
import {
  activities,
  activityCustomers,
  languages,
  nations,
  stores,
  users,
} from '../platform/tables.ts';
import type { TestApp } from './harness.ts';

export const FACTORY_PASSWORD = 'Factory-pass-2026';
/**
 * The factories' password hashes: argon2id at its lowest cost. A login verifies with the cost its
 * hash names, so a factory's person logs in in a millisecond instead of production's ~50 ms; the
 * passwords the app itself sets keep production's cost (platform/passwords.ts).
 */
const factoryHash = (password: string) =>
  hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 });
let hashed: Promise<string> | undefined;
const unique = () => randomBytes(5).toString('hex');

type PrivacyKind = (typeof PRIVACY_KINDS)[number];
/** Title and text of each privacy kind, in one language. */
export type PrivacyTexts = Record<PrivacyKind, [title: string, text: string]>;

/** Privacy texts naming the activity, as an activity writes them. */
export const privacyTextsOf = (activityName: string): PrivacyTexts => ({
  informativaPrivacy: ['Informativa sulla privacy', `${activityName} tratta i tuoi dati.`],
  informativaPointB: ['Comunicazioni commerciali', `Offerte di ${activityName}.`],
  informativaPointC: ['Profilazione', `Analisi degli acquisti per ${activityName}.`],
});

export interface ActivityOptions {
  name?: string;
  active?: boolean;
  color?: string;
  colorText?: string;
  cashBackType?: 'E' | 'P' | 'EP';
  /** The nation whose towns the activity offers for addresses (ISO code, IT by default). */
  nation?: string;
  configuration?: Partial<Omit<typeof activityConfigurations.$inferInsert, 'activityId'>>;
  /** Menu switches (all off by default). */
  menu?: Partial<Omit<typeof activityMenus.$inferInsert, 'activityId'>>;
  /** The activity's languages, Italian only by default. */
  languages?: LanguageCode[];
  /** The menu text per language. */
  menuTranslations?: Partial<Record<LanguageCode, string>>;
  /** Privacy texts per language: Italian ones naming the activity by default; `{}` for none. */
  privacies?: Partial<Record<LanguageCode, PrivacyTexts>>;
  /** Gallery images (SVG text), written under DATA_DIR/images/activity/{id}/. */
  images?: string[];
  /** The cart value and welcome credit (none by default). */
  cartValue?: Partial<Omit<typeof cartValues.$inferInsert, 'activityId'>>;
}

export interface Activity {
  id: number;
  name: string;
  permalink: string;
  /** The main store, where new members are assigned. */
  storeId: number;
}

async function languageIds(t: TestApp, codes: string[]) {
  if (!codes.length) return new Map<string, number>();
  const rows = await t.database.db
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, codes));
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  for (const code of codes) if (!ids.has(code)) throw new Error(`no language ${code}`);
  return ids;
}

export async function nationId(t: TestApp, code = 'IT') {
  const [row] = await t.database.db
    .select({ id: nations.id })
    .from(nations)
    .where(eq(nations.code, code));
  if (!row) throw new Error(`no nation ${code}`);
  return row.id;
}

export async function createActivity(t: TestApp, opts: ActivityOptions = {}): Promise<Activity> {
  const db = t.database.db;
  const name = opts.name ?? `Activity ${unique()}`;
  const permalink = `a-${unique()}`;
  const [row] = await db
    .insert(activities)
    .values({
      name,
      permalink,
      active: opts.active ?? true,
      ...(opts.color ? { color: opts.color } : {}),
      ...(opts.colorText ? { colorText: opts.colorText } : {}),
      ...(opts.cashBackType ? { cashBackType: opts.cashBackType } : {}),
      nationId: await nationId(t, opts.nation),
    })
    .returning({ id: activities.id });
  const id = row?.id as number;
  await db.insert(activityConfigurations).values({ activityId: id, ...opts.configuration });
  await db.insert(activityMenus).values({ activityId: id, ...opts.menu });
  if (opts.cartValue) await db.insert(cartValues).values({ activityId: id, ...opts.cartValue });
  const [store] = await db
    .insert(stores)
    .values({ activityId: id, name, main: true })
    .returning({ id: stores.id });
  const codes = opts.languages ?? ['it'];
  const privacies = opts.privacies ?? { it: privacyTextsOf(name) };
  const translations = Object.entries(opts.menuTranslations ?? {});
  const ids = await languageIds(t, [
    ...new Set([...codes, ...Object.keys(privacies), ...translations.map(([c]) => c)]),
  ]);
  const idOf = (code: string) => ids.get(code) as number;
  await db
    .insert(activityLanguages)
    .values(codes.map((code) => ({ activityId: id, languageId: idOf(code) })));
  if (translations.length) {
    await db.insert(activityConfigurationTranslations).values(
      translations.map(([code, text]) => ({
        activityId: id,
        languageId: idOf(code),
        menuTextApp: text,
      })),
    );
  }
  const privacyRows = Object.entries(privacies).flatMap(([code, texts]) =>
    PRIVACY_KINDS.map((kind) => ({
      activityId: id,
      languageId: idOf(code),
      kind,
      title: (texts as PrivacyTexts)[kind][0],
      text: (texts as PrivacyTexts)[kind][1],
    })),
  );
  if (privacyRows.length) await db.insert(activityPrivacies).values(privacyRows);
  if (opts.images?.length) {
    const dir = join(t.dataDir, 'images', 'activity', String(id));
    await mkdir(dir, { recursive: true });
    const files = opts.images.map((svg, i) => ({ fileName: `image-${i + 1}.svg`, svg }));
    for (const f of files) await writeFile(join(dir, f.fileName), f.svg);
    await db
      .insert(activityImages)
      .values(files.map((f, sort) => ({ activityId: id, fileName: f.fileName, sort })));
  }
  return { id, name, permalink, storeId: store?.id as number };
}

export interface StoreOptions {
  name?: string;
  main?: boolean;
  visible?: boolean;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  openingHours?: { day: number; from: string; to: string }[];
}

/** Another store of the activity (visible, not main, by default). */
export async function createStore(t: TestApp, activityId: number, opts: StoreOptions = {}) {
  const [row] = await t.database.db
    .insert(stores)
    .values({ activityId, name: opts.name ?? `Store ${unique()}`, ...opts })
    .returning();
  if (!row) throw new Error('store not created');
  return row;
}

export interface MenuEntryOptions {
  name?: string;
  description?: string | null;
  priceCents?: number;
  allergens?: string[];
  typologies?: string[];
  imageFileName?: string | null;
  sort?: number;
  visible?: boolean;
}

/** A category of the activity's menu with its entries. */
export async function createMenuCategory(
  t: TestApp,
  activityId: number,
  opts: { name?: string; sort?: number; entries?: MenuEntryOptions[] } = {},
) {
  const db = t.database.db;
  const [category] = await db
    .insert(menuCategories)
    .values({ activityId, name: opts.name ?? `Category ${unique()}`, sort: opts.sort ?? 0 })
    .returning();
  if (!category) throw new Error('category not created');
  const entries = opts.entries?.length
    ? await db
        .insert(menuEntries)
        .values(
          opts.entries.map((e) => ({
            activityId,
            categoryId: category.id,
            name: e.name ?? `Entry ${unique()}`,
            priceCents: e.priceCents ?? 1000,
            ...e,
          })),
        )
        .returning()
    : [];
  return { ...category, entries };
}

export interface Person {
  id: number;
  email: string;
  password: string;
  /** Logs in once and returns that session's access token. */
  token(): Promise<string>;
  /** A new session: a new login's token pair. */
  login(): Promise<{ token: string; refresh_token: string }>;
}

export interface UserOptions {
  /** Activities the user is a member of, with `roles` there (ROLE_USER by default). */
  memberOf?: number[];
  roles?: Role[];
  /** The one global role. */
  superAdmin?: boolean;
  /** The account's switch (a super admin's). */
  active?: boolean;
  /** The memberships' switch (an activity admin's). */
  membershipActive?: boolean;
  /** Whether the user accepted the privacy of the activities joined (true by default). */
  privacyAccepted?: boolean;
  email?: string;
  name?: string;
  surname?: string;
  password?: string;
  language?: LanguageCode;
  customer?: Partial<Omit<typeof customers.$inferInsert, 'userId' | 'inviteCode'>>;
}

/** A user with a customer row, a member of the given activities (at their main store). */
export async function createUser(t: TestApp, opts: UserOptions = {}): Promise<Person> {
  const db = t.database.db;
  const email = opts.email ?? `u-${unique()}@test.example`;
  const password = opts.password ?? FACTORY_PASSWORD;
  hashed ??= factoryHash(FACTORY_PASSWORD);
  const passwordHash = opts.password ? await factoryHash(password) : await hashed;
  const [language] = (await languageIds(t, [opts.language ?? 'it'])).values();
  const [user] = await db
    .insert(users)
    .values({
      username: email,
      email,
      passwordHash,
      name: opts.name ?? 'Test',
      surname: opts.surname ?? 'Person',
      roles: opts.superAdmin ? ['ROLE_SUPER_ADMIN'] : [],
      active: opts.active ?? true,
      languageId: language,
    })
    .returning({ id: users.id });
  const id = user?.id as number;
  await db.insert(customers).values({
    userId: id,
    inviteCode: newInviteCode(),
    ...opts.customer,
  });
  const memberOf = opts.memberOf ?? [];
  if (memberOf.length) {
    const mains = await db
      .select({ activityId: stores.activityId, id: stores.id })
      .from(stores)
      .where(inArray(stores.activityId, memberOf));
    const mainOf = new Map(mains.map((s) => [s.activityId, s.id]));
    await db.insert(activityCustomers).values(
      memberOf.map((activityId) => ({
        activityId,
        userId: id,
        storeId: mainOf.get(activityId) ?? null,
        roles: opts.roles ?? ['ROLE_USER'],
        active: opts.membershipActive ?? true,
      })),
    );
    if (opts.privacyAccepted ?? true) {
      await db.insert(userPrivacies).values(
        memberOf.map((activityId) => ({
          activityId,
          userId: id,
          informativaPrivacy: true,
          informativaPointB: true,
          informativaPointC: false,
        })),
      );
    }
  }
  const login = () => t.login(email, password);
  let token: Promise<string> | undefined;
  return {
    id,
    email,
    password,
    login,
    token: () => {
      token ??= login().then((r) => r.token);
      return token;
    },
  };
}

export const createAdmin = (t: TestApp, activityId: number, opts: UserOptions = {}) =>
  createUser(t, { ...opts, memberOf: [activityId], roles: ['ROLE_ADMIN'] });

export const createCustomer = (t: TestApp, ...activityIds: number[]) =>
  createUser(t, { memberOf: activityIds });

/** Counter staff: ROLE_STORE in the activity. */
export const createStaff = (t: TestApp, activityId: number, opts: UserOptions = {}) =>
  createUser(t, { ...opts, memberOf: [activityId], roles: ['ROLE_STORE'] });

export const createSuperAdmin = (t: TestApp, opts: UserOptions = {}) =>
  createUser(t, { ...opts, superAdmin: true });

/** A town of the reference data (the countries list), found by name as the app's form finds it. */
export async function townId(t: TestApp, name = 'Milano'): Promise<number> {
  const query = new URLSearchParams({ 'filters[name]': name });
  const res = await t.call({ url: `/public/countries?${query}` });
  const town = (res.json().data as { id: number; name: string }[] | undefined)?.find(
    (c) => c.name === name,
  );
  if (!town) throw new Error(`no town ${name}: ${res.statusCode} ${res.body}`);
  return town.id;
}

export interface AddressOptions {
  address?: string;
  cap?: string;
  /** The town's name, Milano by default. */
  town?: string;
  recipientName?: string;
  phone?: string;
}

/** An address of `person`'s at the activity, saved as the app saves it. */
export async function createAddress(
  t: TestApp,
  person: Person,
  activityId: number,
  opts: AddressOptions = {},
): Promise<{ id: number; address: string }> {
  const address = opts.address ?? `Via ${unique()}`;
  const res = await t.call({
    method: 'POST',
    url: '/api/customer-addresses',
    as: person,
    payload: {
      activityId,
      address,
      cap: opts.cap ?? '20100',
      countryId: await townId(t, opts.town),
      recipientName: opts.recipientName ?? 'Anna Neri',
      phone: opts.phone ?? '333 123 4567',
    },
  });
  if (res.statusCode !== 200) throw new Error(`address: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.id, address };
}

export interface DeviceOptions {
  /** The client's own id of the device (a fresh one by default). */
  deviceId?: string;
  deviceName?: string;
  deviceType?: string;
}

/** A device `person` registered from the app (its push registration). */
export async function createDevice(
  t: TestApp,
  person: Person,
  opts: DeviceOptions = {},
): Promise<{ id: number; deviceId: string; deviceName: string }> {
  const deviceId = opts.deviceId ?? `device-${unique()}`;
  const deviceName = opts.deviceName ?? `Phone ${unique()}`;
  const res = await t.call({
    method: 'POST',
    url: `/api/app/userregistrationcode/save/${encodeURIComponent(deviceId)}`,
    as: person,
    payload: { deviceName, deviceType: opts.deviceType ?? 'android' },
  });
  if (res.statusCode !== 200) throw new Error(`device: ${res.statusCode} ${res.body}`);
  return { id: res.json().data.id, deviceId, deviceName };
}

export interface ScratchOptions {
  /** The outcome fixed when given (drawn at the campaign's odds by default). */
  won?: boolean;
  prizeCents?: number;
  prizePoints?: number;
  name?: string;
}

/** A scratch-and-win campaign of the activity and one of its cards given to `person`. */
export async function createScratchCard(
  t: TestApp,
  activityId: number,
  person: Pick<Person, 'id'>,
  opts: ScratchOptions = {},
) {
  const [campaign] = await t.database.db
    .insert(scratchAndWins)
    .values({
      activityId,
      name: opts.name ?? `Scratch ${unique()}`,
      prizeCents: opts.prizeCents ?? 200,
      prizePoints: opts.prizePoints ?? 0,
    })
    .returning({ id: scratchAndWins.id });
  return giveScratchCard(t.database.db, campaign?.id as number, person.id, opts.won);
}

/** A coupon of the activity given to `person` (valid to `validTo`, YYYY-MM-DD, if set). */
export async function createCoupon(
  t: TestApp,
  activityId: number,
  person: Pick<Person, 'id'>,
  opts: { name?: string; validTo?: string | null; table?: 'T' | 'P' | 'S' } = {},
) {
  const [coupon] = await t.database.db
    .insert(coupons)
    .values({
      activityId,
      name: opts.name ?? `Coupon ${unique()}`,
      validTo: opts.validTo ?? null,
      table: opts.table ?? 'T',
    })
    .returning({ id: coupons.id });
  return giveCoupon(t.database.db, coupon?.id as number, person.id);
}

/** A pack of `uses` uses of the activity given to `person`. */
export async function createPack(
  t: TestApp,
  activityId: number,
  person: Pick<Person, 'id'>,
  opts: { uses?: number; validTo?: string | null } = {},
) {
  const [pack] = await t.database.db
    .insert(packs)
    .values({
      activityId,
      name: `Pack ${unique()}`,
      uses: opts.uses ?? 5,
      validTo: opts.validTo ?? null,
    })
    .returning({ id: packs.id });
  return givePack(t.database.db, pack?.id as number, person.id);
}

/** A notice of the activity sent to `person`: `noticeId` the notice, `id` the send. */
export async function createNotice(
  t: TestApp,
  activityId: number,
  person: Pick<Person, 'id'>,
  opts: { title?: string; text?: string; sentAt?: Date; read?: boolean } = {},
) {
  const title = opts.title ?? `Notice ${unique()}`;
  const { noticeId, sends } = await sendNotice(
    t.database.db,
    { activityId, title, text: opts.text ?? `Text of ${title}` },
    [person.id],
    { ...(opts.sentAt ? { sentAt: opts.sentAt } : {}), readAt: opts.read ? new Date() : null },
  );
  return { noticeId, id: sends[0]?.id as number, title };
}

/** A notification of `person`'s. */
export async function createNotification(
  t: TestApp,
  person: Pick<Person, 'id'>,
  opts: {
    title?: string;
    message?: string;
    status?: 'R' | 'S' | 'E' | 'D';
    createdAt?: Date;
    read?: boolean;
  } = {},
) {
  const title = opts.title ?? `Notification ${unique()}`;
  return notify(t.database.db, {
    userId: person.id,
    title,
    message: opts.message ?? `Message of ${title}`,
    status: opts.status ?? 'D',
    ...(opts.createdAt ? { createdAt: opts.createdAt, updatedAt: opts.createdAt } : {}),
    readAt: opts.read ? new Date() : null,
  });
}

/** A membership of the activity offered to the person, waiting for them (issue 15 F4). */
export async function createInvitation(
  t: TestApp,
  person: Pick<Person, 'id'>,
  activityId: number,
  roles: Role[] = ['ROLE_USER'],
) {
  const [row] = await t.database.db
    .insert(memberInvitations)
    .values({ activityId, userId: person.id, roles })
    .returning();
  if (!row) throw new Error('invitation not created');
  return row;
}
