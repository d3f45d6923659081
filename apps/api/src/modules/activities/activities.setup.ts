// The activity as its admins set it up (issue 25, console item 1; the contract is the domain's
// activity-setup.ts): name, colours, logo, time zone, home template, card graphics, the menu
// switches and the configuration keys the customer app reads, with the menu's texts per language,
// and the reply-to address of its e-mails.
// Read and saved whole. A save locks the activity's row first, so two saves run one after the
// other (the translations are replaced). Customers read these rows fresh on every request (no
// cache holds them but booking's calendar, which its triggers' NOTIFY clears): a save shows at once.
import {
  type ActivitySetupBody,
  type ActivitySetupView,
  type ContrastField,
  isLanguageCode,
  lowContrasts,
  MENU_FLAGS,
} from '@tessera/domain';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { imageUrl } from '../../platform/images.ts';
import { activities, languages } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { requireStoredPicture } from '../../platform/uploads.ts';
import { activitiesMessages as m } from './activities.messages.ts';
import {
  activityConfigurations,
  activityConfigurationTranslations,
  activityMenus,
} from './activities.tables.ts';

/** A table's row as its column defaults make it: what a missing row reads as. */
const defaultsOf = <T extends PgTable>(table: T) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, c]) => [
      key,
      c.hasDefault ? c.default : null,
    ]),
  ) as T['$inferSelect'];

const translationsOf = async (db: Executor, activityId: number) =>
  (
    await db
      .select({
        languageCode: languages.code,
        menuTextApp: activityConfigurationTranslations.menuTextApp,
        menuDescriptionBottom: activityConfigurationTranslations.menuDescriptionBottom,
      })
      .from(activityConfigurationTranslations)
      .innerJoin(languages, eq(languages.id, activityConfigurationTranslations.languageId))
      .where(eq(activityConfigurationTranslations.activityId, activityId))
      .orderBy(asc(languages.sort), asc(languages.id))
  ).flatMap(({ languageCode, ...texts }) =>
    isLanguageCode(languageCode) ? [{ languageCode, ...texts }] : [],
  );

/** The activity's set-up as saved; a configuration or switches row not made yet reads as defaults. */
export async function setupOf(db: Executor, activityId: number): Promise<ActivitySetupView> {
  const [[row], translations] = await Promise.all([
    db
      .select({
        name: activities.name,
        color: activities.color,
        colorText: activities.colorText,
        logoFileName: activities.logoFileName,
        configuration: activityConfigurations,
        switches: activityMenus,
      })
      .from(activities)
      .leftJoin(activityConfigurations, eq(activityConfigurations.activityId, activities.id))
      .leftJoin(activityMenus, eq(activityMenus.activityId, activities.id))
      .where(eq(activities.id, activityId)),
    translationsOf(db, activityId),
  ]);
  if (!row) throw notFound();
  const c = row.configuration ?? defaultsOf(activityConfigurations);
  const s = row.switches ?? defaultsOf(activityMenus);
  return {
    name: row.name,
    color: row.color,
    colorText: row.colorText,
    logoFileName: row.logoFileName,
    logoUrl: row.logoFileName ? imageUrl('activity', activityId, row.logoFileName) : null,
    timeZone: c.timeZone,
    templateAppHome: c.templateAppHome,
    graphicCardType: c.graphicCardType,
    switches: Object.fromEntries(MENU_FLAGS.map((f) => [f, s[f]])) as ActivitySetupView['switches'],
    menuType: c.menuType,
    menuTextApp: c.menuTextApp,
    menuDescriptionBottom: c.menuDescriptionBottom,
    menuColorBackground: c.menuColorBackground,
    menuColorText: c.menuColorText,
    menuShowIcon: c.menuShowIcon,
    showCurrency: c.showCurrency,
    menuLinkWhatApp: c.menuLinkWhatApp,
    menuTextWhatApp: c.menuTextWhatApp,
    shopTextColor: c.shopTextColor,
    shopTextSize: c.shopTextSize,
    shopTextSelectedSize: c.shopTextSelectedSize,
    showAddressCustomer: c.showAddressCustomer,
    showNationCustomer: c.showNationCustomer,
    requiredPhoneNumber: c.requiredPhoneNumber,
    multiLanguage: c.multiLanguage,
    replyTo: c.replyTo,
    translations,
  };
}

/** Where customers' replies to the activity's e-mails go (their Reply-To); null: none set. */
export async function replyToOf(db: Executor, activityId: number): Promise<string | null> {
  const [row] = await db
    .select({ replyTo: activityConfigurations.replyTo })
    .from(activityConfigurations)
    .where(eq(activityConfigurations.activityId, activityId));
  return row?.replyTo ?? null;
}

const CONTRAST_MESSAGES: Record<ContrastField, (typeof m)[keyof typeof m]> = {
  colorText: m.lowContrastColorText,
  menuColorText: m.lowContrastMenu,
  menuColorBackground: m.lowContrastMenu,
  shopTextColor: m.lowContrastShop,
};

/** The keys of the set-up whose value changed. */
const changedKeys = (before: ActivitySetupView, after: ActivitySetupView) =>
  (Object.keys(after) as (keyof ActivitySetupView)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );

/**
 * Saves the whole set-up in one unit of work: refused first, with nothing written, when a text
 * would not read on its colour (400 low_contrast) or a new logo is no picture uploaded for this
 * activity (400 unknown_picture; the saved one may be sent back as it is). Answers the set-up as
 * saved and the keys that changed.
 */
export async function saveSetup(
  db: Db,
  dataDir: string,
  activityId: number,
  body: ActivitySetupBody,
): Promise<{ setup: ActivitySetupView; changed: (keyof ActivitySetupView)[] }> {
  const low = lowContrasts(body)[0];
  if (low) throw new AppError(400, 'low_contrast', CONTRAST_MESSAGES[low.field]);
  return transact(db, async (tx) => {
    const [locked] = await tx
      .select({ logoFileName: activities.logoFileName })
      .from(activities)
      .where(eq(activities.id, activityId))
      .for('update');
    if (!locked) throw notFound();
    if (body.logoFileName !== null && body.logoFileName !== locked.logoFileName) {
      await requireStoredPicture(dataDir, 'logo', activityId, body.logoFileName);
    }
    const before = await setupOf(tx, activityId);
    const { name, color, colorText, logoFileName, switches, translations, ...configuration } = body;
    await tx
      .update(activities)
      .set({ name, color, colorText, logoFileName })
      .where(eq(activities.id, activityId));
    await tx
      .insert(activityConfigurations)
      .values({ activityId, ...configuration })
      .onConflictDoUpdate({ target: activityConfigurations.activityId, set: configuration });
    await tx
      .insert(activityMenus)
      .values({ activityId, ...switches })
      .onConflictDoUpdate({ target: activityMenus.activityId, set: switches });
    await replaceTranslations(tx, activityId, translations);
    const setup = await setupOf(tx, activityId);
    return { setup, changed: changedKeys(before, setup) };
  });
}

/** The menu's texts per language, replaced; a language with neither text keeps no row. */
async function replaceTranslations(
  tx: Executor,
  activityId: number,
  translations: ActivitySetupBody['translations'],
) {
  await tx
    .delete(activityConfigurationTranslations)
    .where(eq(activityConfigurationTranslations.activityId, activityId));
  const kept = translations.filter((t) => t.menuTextApp || t.menuDescriptionBottom);
  if (!kept.length) return;
  const ids = new Map(
    (
      await tx
        .select({ id: languages.id, code: languages.code })
        .from(languages)
        .where(
          inArray(
            languages.code,
            kept.map((t) => t.languageCode),
          ),
        )
    ).map((l) => [l.code, l.id]),
  );
  const rows = kept.flatMap(({ languageCode, ...texts }) => {
    const languageId = ids.get(languageCode);
    return languageId ? [{ activityId, languageId, ...texts }] : [];
  });
  if (rows.length) await tx.insert(activityConfigurationTranslations).values(rows);
}
