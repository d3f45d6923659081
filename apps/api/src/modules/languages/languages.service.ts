import type { LanguageCode } from '@tessera/domain';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { languages } from '../../platform/tables.ts';
import { requireActiveActivity } from '../../platform/tenancy.ts';
import { transact } from '../../platform/unit-of-work.ts';
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

/**
 * The console's change (issue 25): the activity offers exactly these languages from now on.
 * Texts already translated into a language no longer offered are kept for when it comes back.
 */
export function setOfferedLanguages(db: Db, activityId: number, codes: readonly LanguageCode[]) {
  return transact(db, async (tx) => {
    const offered = await tx
      .select({ id: languages.id })
      .from(languages)
      .where(inArray(languages.code, [...codes]));
    await tx.delete(activityLanguages).where(
      and(
        eq(activityLanguages.activityId, activityId),
        notInArray(
          activityLanguages.languageId,
          offered.map((l) => l.id),
        ),
      ),
    );
    await offerLanguages(tx, activityId, codes);
  });
}
