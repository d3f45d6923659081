// Activities: public card, configuration, menu switches, images, video and memberships.
import type {
  AccessClaims,
  ActivityConfiguration,
  ActivityCustomer,
  ActivityMenu,
  Role,
} from '@tessera/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { languages } from '../languages/languages.tables.ts';
import { stores } from '../stores/stores.tables.ts';
import {
  activities,
  activityConfigurations,
  activityConfigurationTranslations,
  activityCustomers,
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
  cashBackType: activities.cashBackType,
};

/** The caller's active memberships, with the roles they hold in each. */
export async function activityCustomersOf(db: Db, user: AccessClaims): Promise<ActivityCustomer[]> {
  const rows = await db
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
        eq(activityCustomers.userId, user.id),
        eq(activityCustomers.active, true),
        eq(activities.active, true),
      ),
    )
    .orderBy(asc(activities.name));
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

export async function configuration(db: Db, activityId: number): Promise<ActivityConfiguration> {
  const [c] = await db
    .select()
    .from(activityConfigurations)
    .innerJoin(activities, eq(activities.id, activityConfigurations.activityId))
    .where(and(eq(activityConfigurations.activityId, activityId), eq(activities.active, true)));
  if (!c) throw notFound();
  const translations = await db
    .select({
      languageCode: languages.code,
      menuTextApp: activityConfigurationTranslations.menuTextApp,
      menuDescriptionBottom: activityConfigurationTranslations.menuDescriptionBottom,
    })
    .from(activityConfigurationTranslations)
    .innerJoin(languages, eq(languages.id, activityConfigurationTranslations.languageId))
    .where(eq(activityConfigurationTranslations.activityId, activityId))
    .orderBy(asc(languages.sort));
  const { shopTotalMinPriceCents, ...rest } = c.activity_configurations;
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

const imageUrl = (activityId: number, fileName: string) =>
  `/images/activity/${activityId}/${encodeURIComponent(fileName)}`;

export async function images(db: Db, activityId: number) {
  const rows = await db
    .select()
    .from(activityImages)
    .where(eq(activityImages.activityId, activityId))
    .orderBy(asc(activityImages.sort), asc(activityImages.id));
  return rows.map((r) => ({ id: r.id, url: imageUrl(activityId, r.fileName), sort: r.sort }));
}

export async function video(db: Db, activityId: number) {
  const [v] = await db
    .select()
    .from(activityVideos)
    .where(eq(activityVideos.activityId, activityId));
  return v
    ? { id: v.id, url: `/images/video/${activityId}/${encodeURIComponent(v.fileName)}` }
    : null;
}
