// The card ledger's rules (SPEC §3 User card, Cart value, movement types; §9 cashback): what a
// purchase earns, and which credits are still open and when they expire (oldest first). Money is
// integer cents, points integers. Pure: the API applies them inside its transactions.
import type { CashBackType } from './codes.ts';

/**
 * Movement types (SPEC §3): AA auto credit accumulation (cashback on an amount spent), AM manual
 * accumulation, C consumption, IS instant win, W welcome, B bonus, P points redemption, SM manual
 * reversal. SPEC does not show the purchase movement's code: Tessera's is PU.
 */
export const MOVEMENT_TYPES = ['AA', 'AM', 'C', 'IS', 'W', 'B', 'P', 'SM', 'PU'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** What staff enter at the counter; W, IS and PU are made by the product itself. */
export const COUNTER_MOVEMENT_TYPES = ['AA', 'AM', 'C', 'P', 'B', 'SM'] as const;
export type CounterMovementType = (typeof COUNTER_MOVEMENT_TYPES)[number];

/** The activity's cart value (SPEC §3): the accumulation rate and what a point is worth. */
export interface CartValueRule {
  /** Percent of the amount spent, in hundredths of a percent: 500 is 5 %. */
  valueBasisPoints: number;
  /** Cents of cashback that make one point; 0 when the activity gives no points. */
  pointValueCents: number;
}

export interface Earned {
  amountCents: number;
  points: number;
}

/**
 * What a purchase earns (SPEC §9): (subtotal − card used) / 100 × value rate, floored to the cent
 * (a customer is never credited a fraction the shop did not give); points are that amount divided
 * by pointValue, floored. By cashBackType: E the amount, P the points, EP both.
 */
export function cashbackOf(
  spentCents: number,
  rule: CartValueRule,
  cashBackType: CashBackType,
  usedCardCents = 0,
): Earned {
  const base = Math.max(0, spentCents - usedCardCents);
  const amountCents = Math.floor((base * rule.valueBasisPoints) / 10_000);
  const points = rule.pointValueCents > 0 ? Math.floor(amountCents / rule.pointValueCents) : 0;
  return {
    amountCents: cashBackType === 'P' ? 0 : amountCents,
    points: cashBackType === 'E' ? 0 : points,
  };
}

/**
 * What points are worth when redeemed (issue 15: "120 punti = 6,00 €"): pointValue is the cashback
 * one point stands for (SPEC §3 Cart value), so a point is worth pointValueCents.
 */
export const pointsWorthCents = (points: number, pointValueCents: number) =>
  Math.max(0, points) * Math.max(0, pointValueCents);

/** A movement as the expiry rules see it, in ledger order (instant, then id). */
export interface LedgerEntry {
  id: number;
  amountCents: number;
  /** When it was written. */
  at: Date;
  /** When the credit expires (credits only; null: never). */
  expiresAt: Date | null;
  /** The movement this one reverses (SM). */
  reversalOf: number | null;
}

/** A credit still holding money. */
export interface Lot {
  id: number;
  remainingCents: number;
  expiresAt: Date | null;
}

const expiredAt = (lot: Lot, at: Date) =>
  lot.expiresAt !== null && lot.expiresAt.getTime() <= at.getTime();

/**
 * The credits still open after every debit, oldest first. A debit takes from the oldest credit
 * not expired at its instant; a reversal of a credit (and an expiry) first from that credit. A
 * reversed debit counts as never made: its reversal gives back to the credits it took from, with
 * their own expiry, and the debits after it take what they would have taken without it. So a
 * consumption and its reversal leave the credits as they were, and never move money into a new
 * credit with a fresh expiry (finding 14).
 */
export function openLots(entries: readonly LedgerEntry[]): Lot[] {
  const undone = new Set<number | null>(
    entries.filter((e) => e.amountCents > 0 && e.reversalOf !== null).map((e) => e.reversalOf),
  );
  const lots: Lot[] = [];
  for (const e of entries) {
    if (undone.has(e.id) || (e.amountCents > 0 && e.reversalOf !== null)) continue;
    if (e.amountCents > 0) {
      lots.push({ id: e.id, remainingCents: e.amountCents, expiresAt: e.expiresAt });
      continue;
    }
    let owed = -e.amountCents;
    const own = e.reversalOf === null ? undefined : lots.find((l) => l.id === e.reversalOf);
    const live = lots.filter((l) => !expiredAt(l, e.at));
    for (const lot of own ? [own, ...live] : live) {
      if (owed === 0) break;
      const take = Math.min(owed, lot.remainingCents);
      lot.remainingCents -= take;
      owed -= take;
    }
  }
  return lots.filter((l) => l.remainingCents > 0);
}

/** The open credits whose expiry has come: each becomes a reversal of what it still holds. */
export const dueLots = (lots: readonly Lot[], now: Date) => lots.filter((l) => expiredAt(l, now));

/** A date as YYYY-MM-DD in a time zone. */
export const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/**
 * The next expiry the card shows: the amount of every open credit expiring on the earliest
 * coming day (in the activity's time zone), and that day; null when nothing expires.
 */
export function nextExpiry(
  lots: readonly Lot[],
  now: Date,
  timeZone: string,
): { amountCents: number; date: string; at: Date } | null {
  const coming = lots
    .filter((l) => l.expiresAt !== null && !expiredAt(l, now))
    .sort((a, b) => (a.expiresAt as Date).getTime() - (b.expiresAt as Date).getTime());
  const first = coming[0];
  if (!first) return null;
  const date = localDate(first.expiresAt as Date, timeZone);
  const amountCents = coming
    .filter((l) => localDate(l.expiresAt as Date, timeZone) === date)
    .reduce((sum, l) => sum + l.remainingCents, 0);
  return { amountCents, date, at: first.expiresAt as Date };
}

/** When a credit made at `at` expires, with the activity's cashBackExpiration days (null: never). */
export const expiryOf = (at: Date, days: number | null) =>
  days && days > 0 ? new Date(at.getTime() + days * 86_400_000) : null;
