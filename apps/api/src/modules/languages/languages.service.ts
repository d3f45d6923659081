import type { LanguageCode } from '@tessera/domain';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { languages } from '../../platform/tables.ts';
import { requireActiveActivity } from '../../platform/tenancy.ts';
import { activityLanguages } from './languages.tables.ts';

const languageColumns = {
  id: languages.id,
  code: languages.code,
  flagCode: languages.flagCode,
  name: languages.name,
};

export function allLanguages(db: Db) {
  return db.select(languageColumns).from(languages).orderBy(asc(languages.sort), asc(languages.id));
}

/** Languages an activity offers, sorted by language. */
export async function activityLanguagesOf(
  db: Db,
  activityId: number,
  page: { offset: number; rowsPerPage: number; descending: boolean },
) {
  await requireActiveActivity(db, activityId);
  const where = eq(activityLanguages.activityId, activityId);
  const order = page.descending ? desc(languages.sort) : asc(languages.sort);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activityLanguages.id,
        activityId: activityLanguages.activityId,
        language: languageColumns,
      })
      .from(activityLanguages)
      .innerJoin(languages, eq(languages.id, activityLanguages.languageId))
      .where(where)
      .orderBy(order)
      .limit(page.rowsPerPage)
      .offset(page.offset),
    db.select({ n: count() }).from(activityLanguages).where(where),
  ]);
  return { rows, totalRows: total?.n ?? 0 };
}

/** The languages an activity offers, set when it is onboarded (issue 25). */
export async function offerLanguages(tx: Tx, activityId: number, codes: readonly LanguageCode[]) {
  const offered = await tx
    .select({ id: languages.id })
    .from(languages)
    .where(inArray(languages.code, [...codes]));
  if (offered.length) {
    await tx
      .insert(activityLanguages)
      .values(offered.map((l) => ({ activityId, languageId: l.id })))
      .onConflictDoNothing();
  }
}
