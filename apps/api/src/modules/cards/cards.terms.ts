// The activity's card terms for its admins (issue 25, SPEC §3 Activity, Cart value, Activity
// configuration; §9): cashBackType, the cart value, the welcome and referral rewards, and how long
// a credit lasts. A change applies to movements made after it: each movement keeps its amounts.
// Every change is recorded (who, when, before, after) under the lock of the terms' row. Money is
// cents here and in the database (a change's before and after too); the routes' JSON carries
// euros (DESIGN §4): termsView and termsInCents turn one into the other at the boundary.
import {
  type CardTermChange,
  type CardTermsBody,
  type CardTermsView,
  type CashBackType,
  centsToEuros,
  eurosToCents,
} from '@tessera/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { totalOver } from '../../platform/pagination.ts';
import { activities, users } from '../../platform/tables.ts';
import { transact } from '../../platform/unit-of-work.ts';
import { cardTermsOf, saveCashBackExpiration } from '../activities/index.ts';
import { cartValueOf } from './cards.ledger.ts';
import { cardTermChanges, cartValues } from './cards.tables.ts';

/** The terms as the code and the database hold them: money in cents. */
export interface CardTerms {
  cashBackType: CashBackType;
  valueBasisPoints: number;
  pointValueCents: number;
  welcomeCents: number;
  welcomePoints: number;
  referralCents: number;
  referralPoints: number;
  cashBackExpiration: number | null;
}

/** The terms as the JSON carries them: money in euros. */
export const termsView = (c: CardTerms): CardTermsView => ({
  cashBackType: c.cashBackType,
  valueBasisPoints: c.valueBasisPoints,
  pointValue: centsToEuros(c.pointValueCents),
  welcome: centsToEuros(c.welcomeCents),
  welcomePoints: c.welcomePoints,
  referral: centsToEuros(c.referralCents),
  referralPoints: c.referralPoints,
  cashBackExpiration: c.cashBackExpiration,
});

/** A body (euros, whole cents as its contract checked) in cents. */
export const termsInCents = (b: CardTermsBody): CardTerms => ({
  cashBackType: b.cashBackType,
  valueBasisPoints: b.valueBasisPoints,
  pointValueCents: eurosToCents(b.pointValue),
  welcomeCents: eurosToCents(b.welcome),
  welcomePoints: b.welcomePoints,
  referralCents: eurosToCents(b.referral),
  referralPoints: b.referralPoints,
  cashBackExpiration: b.cashBackExpiration,
});

/** The terms as they are now; a missing cart value row is the defaults (all 0). */
export async function termsOf(tx: Db | Tx, activityId: number, lock = false): Promise<CardTerms> {
  const {
    valueBasisPoints,
    pointValueCents,
    welcomeCents,
    welcomePoints,
    referralCents,
    referralPoints,
  } = await cartValueOf(tx, activityId, lock);
  const terms = await cardTermsOf(tx, activityId);
  return {
    cashBackType: terms.cashBackType,
    valueBasisPoints,
    pointValueCents,
    welcomeCents,
    welcomePoints,
    referralCents,
    referralPoints,
    cashBackExpiration: terms.cashBackExpiration,
  };
}

const same = (a: CardTerms, b: CardTerms) =>
  (Object.keys(a) as (keyof CardTerms)[]).every((k) => a[k] === b[k]);

/**
 * Saves all the terms at once in one unit of work: the terms' row locked (created with the
 * defaults first if missing), read before, written, and one change recorded when anything changed.
 */
export async function saveTerms(
  db: Db,
  clock: Clock,
  activityId: number,
  userId: number,
  body: CardTermsBody,
): Promise<CardTermsView> {
  return transact(db, async (tx) => {
    await tx.insert(cartValues).values({ activityId }).onConflictDoNothing();
    const before = await termsOf(tx, activityId, true);
    const after = termsInCents(body);
    if (same(before, after)) return termsView(before);
    const { cashBackType, cashBackExpiration, ...cart } = after;
    await tx.update(cartValues).set(cart).where(eq(cartValues.activityId, activityId));
    await tx.update(activities).set({ cashBackType }).where(eq(activities.id, activityId));
    await saveCashBackExpiration(tx, activityId, cashBackExpiration);
    await tx
      .insert(cardTermChanges)
      .values({ activityId, changedBy: userId, at: clock.now(), before, after });
    return termsView(after);
  });
}

/** The activity's changes of its terms, newest first, a page at a time. */
export async function termChangesOf(
  db: Db,
  activityId: number,
  page: { rowsPerPage: number; offset: number },
): Promise<{ rows: CardTermChange[]; total: number }> {
  const rows = await db
    .select({
      id: cardTermChanges.id,
      at: cardTermChanges.at,
      byId: cardTermChanges.changedBy,
      name: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
      before: cardTermChanges.before,
      after: cardTermChanges.after,
      total: totalOver(),
    })
    .from(cardTermChanges)
    .leftJoin(users, eq(users.id, cardTermChanges.changedBy))
    .where(and(eq(cardTermChanges.activityId, activityId)))
    .orderBy(desc(cardTermChanges.at), desc(cardTermChanges.id))
    .limit(page.rowsPerPage)
    .offset(page.offset);
  const total =
    rows[0]?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(cardTermChanges)
        .where(eq(cardTermChanges.activityId, activityId))
    )[0]?.n ??
    0;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      by: { id: r.byId, name: r.name },
      before: termsView(r.before as CardTerms),
      after: termsView(r.after as CardTerms),
    })),
    total,
  };
}
