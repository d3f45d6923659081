// Demo cards: the cart values, and a card with a story for each demo customer (movements of
// every counter type, the counter's staff and stores, one credit expiring within the week).
// Written with the ledger's own rules (domain loyalty.ts), so totals equal the movements' sum.
import { cashbackOf, expiryOf, type LedgerEntry, type MovementType } from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import type { SeedPart } from '../../platform/module.ts';
import { newPrintedCode } from '../../platform/printed-code.ts';
import { activities, stores } from '../../platform/tables.ts';
import { cardTermsOf } from '../activities/index.ts';
import { storeTotals } from './cards.ledger.ts';
import { cardMovements, cards, cartValues } from './cards.tables.ts';

const RULES = {
  'salone-aurora': {
    valueBasisPoints: 500,
    pointValueCents: 10,
    welcomeCents: 200,
    welcomePoints: 20,
    referralCents: 300,
    referralPoints: 0,
  },
  'trattoria-da-rita': {
    valueBasisPoints: 300,
    pointValueCents: 0,
    welcomeCents: 0,
    welcomePoints: 0,
    referralCents: 200,
    referralPoints: 0,
  },
};

/** A movement of the story: days ago, type, and euros spent (AA) or euros/points moved. */
type Step = [daysAgo: number, type: MovementType, euros: number, points?: number];

const AURORA_STORY: Step[] = [
  [88, 'W', 2, 20],
  // Credited 86 days ago with 90 days to live: expires within the week.
  [86, 'AA', 200],
  [80, 'AA', 35],
  [74, 'AA', 42.5],
  [66, 'C', -3.5],
  [60, 'AA', 28],
  [55, 'B', 5],
  [51, 'SM', 0],
  [47, 'AA', 64],
  [40, 'P', 0, -30],
  [36, 'AA', 19.9],
  [31, 'AM', 1.5, 15],
  [27, 'AA', 55],
  [22, 'C', -2],
  [18, 'AA', 38],
  [14, 'B', 0, 25],
  [11, 'AA', 72],
  [8, 'P', 0, -20],
  [6, 'AA', 24.5],
  [4, 'C', -1.2],
  [2, 'AA', 46],
  [1, 'AA', 31],
];

const RITA_STORY: Step[] = [
  [40, 'AA', 62],
  [33, 'AA', 48],
  [25, 'AA', 85],
  [19, 'C', -2],
  [12, 'AA', 36],
  [5, 'AA', 54],
];

const SHORT_STORY: Step[] = [
  [20, 'W', 2, 20],
  [9, 'AA', 30],
  [3, 'AA', 22],
];

async function tellStory(
  tx: Tx,
  activityId: number,
  userId: number,
  staffId: number,
  story: Step[],
) {
  const [existing] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.activityId, activityId), eq(cards.userId, userId)));
  if (existing) return;
  const terms = await cardTermsOf(tx, activityId);
  const rule =
    RULES[
      (
        await tx
          .select({ p: activities.permalink })
          .from(activities)
          .where(eq(activities.id, activityId))
      )[0]?.p as keyof typeof RULES
    ];
  const shops = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.activityId, activityId))
    .orderBy(asc(stores.id));
  const [card] = await tx
    .insert(cards)
    .values({ activityId, userId, code: newPrintedCode() })
    .returning();
  if (!card || !rule) return;
  const now = Date.now();
  const entries: LedgerEntry[] = [];
  let balance = 0;
  let points = 0;
  let lastCredit: number | null = null;
  for (const [i, [daysAgo, type, euros, pts = 0]] of story.entries()) {
    const at = new Date(now - daysAgo * 86_400_000 - (story.length - i) * 60_000);
    const made = type === 'W' ? {} : { staffUserId: staffId, storeId: shops[i % shops.length]?.id };
    let amountCents = Math.round(euros * 100);
    let pointsMoved = pts;
    let spentCents: number | null = null;
    let reversalOf: number | null = null;
    if (type === 'AA') {
      spentCents = amountCents;
      const earned = cashbackOf(spentCents, rule, terms.cashBackType);
      amountCents = earned.amountCents;
      pointsMoved = earned.points;
    } else if (type === 'SM' && lastCredit !== null) {
      const target = entries.find((e) => e.id === lastCredit);
      reversalOf = lastCredit;
      amountCents = -(target?.amountCents ?? 0);
    }
    const [row]: (typeof cardMovements.$inferSelect)[] = await tx
      .insert(cardMovements)
      .values({
        cardId: card.id,
        type,
        amountCents,
        points: pointsMoved,
        spentCents,
        at,
        expiresAt: amountCents > 0 ? expiryOf(at, terms.cashBackExpiration) : null,
        reversalOf,
        ...made,
      })
      .returning();
    if (!row) continue;
    entries.push(row);
    if (type === 'B' && amountCents > 0) lastCredit = row.id;
    balance += amountCents;
    points += pointsMoved;
  }
  await storeTotals(
    tx,
    card.id,
    { balanceCents: balance, points },
    entries,
    new Date(now),
    terms.timeZone,
  );
}

export const seedCards: SeedPart = async (tx, demo) => {
  for (const [permalink, rule] of Object.entries(RULES)) {
    const activityId = demo.activities[permalink];
    if (activityId !== undefined) {
      await tx
        .insert(cartValues)
        .values({ activityId, ...rule })
        .onConflictDoNothing();
    }
  }
  const aurora = demo.activities['salone-aurora'] as number;
  const rita = demo.activities['trattoria-da-rita'] as number;
  const u = demo.users;
  const cassa = u.cassa as number;
  const ritaAdmin = u.rita as number;
  await tellStory(tx, aurora, u.cliente as number, cassa, AURORA_STORY);
  await tellStory(tx, aurora, u.giulia as number, cassa, SHORT_STORY);
  await tellStory(tx, rita, u.cliente as number, ritaAdmin, RITA_STORY);
  await tellStory(tx, rita, u.marco as number, ritaAdmin, RITA_STORY.slice(0, 3));
};
