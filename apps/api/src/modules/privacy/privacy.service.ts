import { DEFAULT_LANGUAGE, type LanguageCode } from '@tessera/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/context.ts';
import type { Db } from '../../platform/db.ts';
import { languages } from '../../platform/tables.ts';
import { requireActiveActivity } from '../../platform/tenancy.ts';
import { activityPrivacies, userPrivacies } from './privacy.tables.ts';

/** The activity's privacy texts in the language asked for, else in Italian. */
export async function privacyTexts(db: Db, activityId: number, lang: LanguageCode) {
  await requireActiveActivity(db, activityId);
  const textsIn = (code: LanguageCode) =>
    db
      .select({
        id: activityPrivacies.id,
        kind: activityPrivacies.kind,
        title: activityPrivacies.title,
        text: activityPrivacies.text,
      })
      .from(activityPrivacies)
      .innerJoin(languages, eq(languages.id, activityPrivacies.languageId))
      .where(and(eq(activityPrivacies.activityId, activityId), eq(languages.code, code)))
      .orderBy(asc(activityPrivacies.kind));
  let rows = await textsIn(lang);
  if (!rows.length && lang !== DEFAULT_LANGUAGE) rows = await textsIn(DEFAULT_LANGUAGE);
  return rows.map((r) => ({ ...r, required: r.kind === 'informativaPrivacy' }));
}

/** The customer's consents; before the first answer none is given (GDPR, docs/decisions/0017). */
export async function userPrivacyOf(db: Db, userId: number, activityId: number) {
  const [row] = await db
    .select()
    .from(userPrivacies)
    .where(and(eq(userPrivacies.userId, userId), eq(userPrivacies.activityId, activityId)));
  return {
    activityId,
    informativaPrivacy: row?.informativaPrivacy ?? false,
    informativaPointB: row?.informativaPointB ?? false,
    informativaPointC: row?.informativaPointC ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveUserPrivacy(
  db: Db,
  userId: number,
  consents: {
    activityId: number;
    informativaPrivacy: boolean;
    informativaPointB: boolean;
    informativaPointC: boolean;
  },
) {
  const { activityId, ...answers } = consents;
  await db
    .insert(userPrivacies)
    .values({ userId, activityId, ...answers })
    .onConflictDoUpdate({
      target: [userPrivacies.userId, userPrivacies.activityId],
      set: { ...answers, updatedAt: sql`now()` },
    });
  return userPrivacyOf(db, userId, activityId);
}

export async function privacyCheck(db: Db, userId: number, activityId: number) {
  const { informativaPrivacy } = await userPrivacyOf(db, userId, activityId);
  return { checkInformativePrivacy: informativaPrivacy };
}

/** The consents a customer gives when signing up. */
export async function recordConsents(
  tx: Executor,
  consent: {
    activityId: number;
    userId: number;
    informativaPrivacy: boolean;
    informativaPointB: boolean;
    informativaPointC: boolean;
  },
) {
  await tx.insert(userPrivacies).values(consent);
}
