// Activities: public card, configuration, menu switches, images, video and memberships.
import { deflateSync } from 'node:zlib';
import {
  type AccessClaims,
  type ActivityConfiguration,
  type ActivityCustomer,
  type ActivityMenu,
  type AppIconFile,
  activityAppDescription,
  appIconPng,
  appIconSvg,
  type BookingType,
  brandOf,
  type CashBackType,
  type GraphicCardType,
  localDate,
  type Role,
  type ShopType,
  webAppManifest,
} from '@tessera/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { Clock, Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { prepared } from '../../platform/prepared.ts';
import {
  activities,
  activityCustomers,
  languages,
  nations,
  stores,
} from '../../platform/tables.ts';
import {
  activityConfigurations,
  activityConfigurationTranslations,
  activityImages,
  activityMenus,
  activityVideos,
} from './activities.tables.ts';

const publicActivity = {
  id: activities.id,
  name: activities.name,
  permalink: activities.permalink,
  active: activities.active,
  color: activities.color,
  colorText: activities.colorText,
  logoUrl: sql<string | null>`case when ${activities.logoFileName} is null then null
    else '/images/activity/' || ${activities.id} || '/' || ${activities.logoFileName} end`,
  cashBackType: activities.cashBackType,
};

const membershipsOf = prepared('memberships_of', (db, name) =>
  db
    .select({
      id: activityCustomers.id,
      activityId: activityCustomers.activityId,
      storeId: activityCustomers.storeId,
      roles: activityCustomers.roles,
      activity: publicActivity,
    })
    .from(activityCustomers)
    .innerJoin(activities, eq(activities.id, activityCustomers.activityId))
    .where(
      and(
        eq(activityCustomers.userId, sql.placeholder('userId')),
        eq(activityCustomers.active, true),
        eq(activities.active, true),
      ),
    )
    .orderBy(asc(activities.name))
    .prepare(name),
);

/** The caller's active memberships, with the roles they hold in each (a prepared statement). */
export async function activityCustomersOf(db: Db, user: AccessClaims): Promise<ActivityCustomer[]> {
  const rows = await membershipsOf(db).execute({ userId: user.id });
  return rows.map((r) => ({ ...r, roles: r.roles as Role[] }));
}

export async function getActivity(db: Db, id: number) {
  const [row] = await db
    .select(publicActivity)
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.active, true)));
  if (!row) throw notFound();
  return row;
}

/**
 * The installable app of an activity (issue 8): its name and colours in a web app manifest. The
 * icons' addresses carry the colours (`?v=`), so new colours are new icons for every cache.
 */
export async function appManifest(db: Db, activityId: number) {
  const a = await getActivity(db, activityId);
  const brand = brandOf(a.name, a.color, a.colorText);
  const manifest = webAppManifest(brand, {
    id: `/?activity=${activityId}`,
    iconBase: `/app/activities/${activityId}/icons/`,
    description: activityAppDescription(a.name),
  });
  const version = `?v=${brand.color}${brand.colorText}`;
  return { ...manifest, icons: manifest.icons.map((i) => ({ ...i, src: `${i.src}${version}` })) };
}

/** Icons drawn, by colours and file: a few hundred bytes each, drawn once per process. */
const drawnIcons = new Map<string, { body: Buffer; type: string }>();

/** One of the icons the manifest lists, in the activity's colours. */
export async function appIcon(db: Db, activityId: number, file: AppIconFile) {
  const a = await getActivity(db, activityId);
  const brand = brandOf(a.name, a.color, a.colorText);
  const key = `${brand.color}/${brand.colorText}/${file}`;
  let icon = drawnIcons.get(key);
  if (!icon) {
    icon = file.endsWith('.svg')
      ? { body: Buffer.from(appIconSvg(brand)), type: 'image/svg+xml' }
      : {
          body: Buffer.from(
            appIconPng(brand, file.includes('192') ? 192 : 512, file.startsWith('maskable'), (d) =>
              deflateSync(d),
            ),
          ),
          type: 'image/png',
        };
    if (drawnIcons.size >= 500) drawnIcons.clear();
    drawnIcons.set(key, icon);
  }
  return icon;
}

/** Permalink to the activity and its main store (or its first store when none is main). */
export async function byPermalink(db: Db, permalink: string) {
  const [row] = await db
    .select({ activityId: activities.id, storeId: stores.id })
    .from(activities)
    .leftJoin(stores, eq(stores.activityId, activities.id))
    .where(and(eq(activities.permalink, permalink), eq(activities.active, true)))
    .orderBy(desc(stores.main), asc(stores.id))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const configurationOf = prepared('configuration_of', (db, name) =>
  db
    .select({ configuration: activityConfigurations })
    .from(activityConfigurations)
    .innerJoin(activities, eq(activities.id, activityConfigurations.activityId))
    .where(
      and(
        eq(activityConfigurations.activityId, sql.placeholder('activityId')),
        eq(activities.active, true),
      ),
    )
    .prepare(name),
);

const configurationTranslationsOf = prepared('configuration_translations_of', (db, name) =>
  db
    .select({
      languageCode: languages.code,
      menuTextApp: activityConfigurationTranslations.menuTextApp,
      menuDescriptionBottom: activityConfigurationTranslations.menuDescriptionBottom,
    })
    .from(activityConfigurationTranslations)
    .innerJoin(languages, eq(languages.id, activityConfigurationTranslations.languageId))
    .where(eq(activityConfigurationTranslations.activityId, sql.placeholder('activityId')))
    .orderBy(asc(languages.sort))
    .prepare(name),
);

/** The activity's configuration with its translations (GET …/configurations, open and signed in). */
export async function configuration(db: Db, activityId: number): Promise<ActivityConfiguration> {
  const [[c], translations] = await Promise.all([
    configurationOf(db).execute({ activityId }),
    configurationTranslationsOf(db).execute({ activityId }),
  ]);
  if (!c) throw notFound();
  const { shopTotalMinPriceCents, ...rest } = c.configuration;
  return {
    ...rest,
    shopTotalMinPrice: shopTotalMinPriceCents / 100,
    activityConfigurationTranslations: translations,
  };
}

export async function menu(db: Db, activityId: number): Promise<ActivityMenu> {
  const [m] = await db.select().from(activityMenus).where(eq(activityMenus.activityId, activityId));
  if (!m) throw notFound();
  const { activityId: _, ...flags } = m;
  return flags;
}

export async function images(db: Db, activityId: number) {
  const rows = await db
    .select()
    .from(activityImages)
    .where(eq(activityImages.activityId, activityId))
    .orderBy(asc(activityImages.sort), asc(activityImages.id));
  return rows.map((r) => ({
    id: r.id,
    url: imageUrl('activity', activityId, r.fileName),
    sort: r.sort,
  }));
}

export async function video(db: Db, activityId: number) {
  const [v] = await db
    .select()
    .from(activityVideos)
    .where(eq(activityVideos.activityId, activityId));
  return v ? { id: v.id, url: imageUrl('video', activityId, v.fileName) } : null;
}

/** An active activity and what sign-up needs of it; 404 for an unknown or inactive one. */
export async function signUpActivity(db: Db, activityId: number) {
  const [row] = await db
    .select({
      id: activities.id,
      name: activities.name,
      requiredPhoneNumber: activityConfigurations.requiredPhoneNumber,
    })
    .from(activities)
    .innerJoin(activityConfigurations, eq(activityConfigurations.activityId, activities.id))
    .where(and(eq(activities.id, activityId), eq(activities.active, true)));
  if (!row) throw notFound();
  return row;
}

/** Whether the activity asks its customers for a phone number. */
export async function requiresPhone(db: Db, activityId: number) {
  const [row] = await db
    .select({ required: activityConfigurations.requiredPhoneNumber })
    .from(activityConfigurations)
    .where(eq(activityConfigurations.activityId, activityId));
  return row?.required ?? false;
}

/** `storeId` when it is a store of the activity, otherwise null. */
export async function storeOfActivity(tx: Executor, activityId: number, storeId?: number | null) {
  if (!storeId) return null;
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.activityId, activityId)));
  return store?.id ?? null;
}

export interface CardTerms {
  cashBackType: CashBackType;
  cashBackExpiration: number | null;
  graphicCardType: GraphicCardType;
  timeZone: string;
}

const termsActivity = alias(activities, 'terms_activity');
const termsConfiguration = alias(activityConfigurations, 'terms_configuration');

/**
 * The card terms of the activity whose id is `activityId` (a column of the caller's query), as
 * one JSON value, so a hot read gets them with its own row in one statement.
 */
export function cardTermsColumn(activityId: AnyPgColumn) {
  const terms = new QueryBuilder()
    .select({
      terms: sql`json_build_object(
        'cashBackType', ${termsActivity.cashBackType},
        'cashBackExpiration', ${termsConfiguration.cashBackExpiration},
        'graphicCardType', coalesce(${termsConfiguration.graphicCardType}, 'S'),
        'timeZone', coalesce(${termsConfiguration.timeZone}, 'Europe/Rome'))`,
    })
    .from(termsActivity)
    .leftJoin(termsConfiguration, eq(termsConfiguration.activityId, termsActivity.id))
    .where(eq(termsActivity.id, activityId));
  return sql<CardTerms>`(${terms})`;
}

export interface BookingTerms {
  bookingType: BookingType;
  timeZone: string;
  showBookingApp: boolean;
}

const bookingConfiguration = alias(activityConfigurations, 'booking_configuration');
const bookingMenu = alias(activityMenus, 'booking_menu');

/**
 * The booking kind, time zone and booking switch of the activity whose id is `activityId` (a
 * column of the caller's query), as one JSON value: booking reads them with its own settings.
 */
export function bookingTermsColumn(activityId: AnyPgColumn) {
  const terms = new QueryBuilder()
    .select({
      terms: sql`json_build_object(
        'bookingType', coalesce(${bookingConfiguration.bookingType}, 'N'),
        'timeZone', coalesce(${bookingConfiguration.timeZone}, 'Europe/Rome'),
        'showBookingApp', coalesce(${bookingMenu.showBookingApp}, false))`,
    })
    .from(termsActivity)
    .leftJoin(bookingConfiguration, eq(bookingConfiguration.activityId, termsActivity.id))
    .leftJoin(bookingMenu, eq(bookingMenu.activityId, termsActivity.id))
    .where(eq(termsActivity.id, activityId));
  return sql<BookingTerms>`(${terms})`;
}

/** The activity's card terms: cashback type and expiry, card graphics, time zone. */
export async function cardTermsOf(tx: Executor, activityId: number): Promise<CardTerms> {
  const [row] = await tx
    .select({ terms: cardTermsColumn(activities.id) })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!row) throw notFound();
  return row.terms;
}

/** The store a staff member works at in the activity, else its main store (or none). */
export async function counterStoreOf(tx: Executor, activityId: number, userId: number) {
  const [row] = await tx
    .select({ id: stores.id })
    .from(stores)
    .leftJoin(
      activityCustomers,
      and(
        eq(activityCustomers.activityId, activityId),
        eq(activityCustomers.userId, userId),
        eq(activityCustomers.storeId, stores.id),
      ),
    )
    .where(eq(stores.activityId, activityId))
    .orderBy(sql`${activityCustomers.id} is null`, desc(stores.main), asc(stores.id))
    .limit(1);
  return row?.id ?? null;
}

/** Today (YYYY-MM-DD) in the activity's time zone, by the service clock: validity of offers. */
export async function activityToday(db: Executor, clock: Clock, activityId: number) {
  return localDate(clock.now(), (await cardTermsOf(db, activityId)).timeZone);
}

/** A menu switch of an activity (SPEC §1 "Activity menu flags"): a feature of its app. */
export type Feature = Exclude<keyof typeof activityMenus.$inferSelect, 'activityId'>;

/**
 * Whether the activity has the menu switch on: the switch of a feature the modules register for
 * their routes' gates (platform/features.ts). One query.
 */
export async function menuSwitchOn(db: Executor, activityId: number, feature: Feature) {
  const [row] = await db
    .select({ on: activityMenus[feature] })
    .from(activityMenus)
    .where(eq(activityMenus.activityId, activityId));
  return row?.on === true;
}

/** The shop's settings (SPEC §3: shopType, shopTotalMinPrice, shopTimePreparation). */
export interface ShopTerms {
  shopType: ShopType;
  minTotalCents: number;
  preparationMinutes: number;
  timeZone: string;
}

export async function shopTermsOf(
  db: Executor,
  activityId: number,
): Promise<ShopTerms | undefined> {
  const [row] = await db
    .select({
      shopType: activityConfigurations.shopType,
      minTotalCents: activityConfigurations.shopTotalMinPriceCents,
      preparationMinutes: activityConfigurations.shopTimePreparation,
      timeZone: activityConfigurations.timeZone,
    })
    .from(activityConfigurations)
    .where(eq(activityConfigurations.activityId, activityId));
  return row;
}

/**
 * The countries refer-a-friend sends texts to (ISO codes): the configured inviteCountries, else
 * the activity's own nation, else Italy (the product's default country).
 */
export async function inviteCountriesOf(db: Executor, activityId: number): Promise<string[]> {
  const [row] = await db
    .select({ configured: activityConfigurations.inviteCountries, own: nations.code })
    .from(activities)
    .leftJoin(activityConfigurations, eq(activityConfigurations.activityId, activities.id))
    .leftJoin(nations, eq(nations.id, activities.nationId))
    .where(eq(activities.id, activityId));
  if (row?.configured?.length) return row.configured;
  return [row?.own ?? 'IT'];
}

/**
 * An IBAN in its electronic form (upper case, no spaces) when ibantools finds it valid (country
 * length and format, check digits, the country's own BBAN check); undefined otherwise.
 */
export function checkedIban(iban: string | null | undefined): string | undefined {
  const electronic = electronicFormatIBAN(iban ?? '');
  return electronic && isValidIBAN(electronic) ? electronic : undefined;
}

/**
 * Bank transfer details (payment BT): whom to pay and the IBAN (electronic form); undefined
 * until both are set and the IBAN is valid, so bank transfer cannot be offered or chosen.
 */
export async function bankTransferTermsOf(db: Executor, activityIds: readonly number[]) {
  if (!activityIds.length) return new Map<number, { payee: string; iban: string }>();
  const rows = await db
    .select({
      activityId: activityConfigurations.activityId,
      payee: activityConfigurations.bankPayee,
      iban: activityConfigurations.bankIban,
    })
    .from(activityConfigurations)
    .where(inArray(activityConfigurations.activityId, [...activityIds]));
  return new Map(
    rows.flatMap((r) => {
      const iban = checkedIban(r.iban);
      const payee = r.payee?.trim();
      return payee && iban ? [[r.activityId, { payee, iban }] as const] : [];
    }),
  );
}
