import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackOf,
  dueLots,
  expiryOf,
  type LedgerEntry,
  nextExpiry,
  openLots,
  pointsWorthCents,
} from './loyalty.ts';

const rule = { valueBasisPoints: 500, pointValueCents: 10 };

describe('cashback (SPEC §9)', () => {
  it('is the value rate of what was spent less the card used, with points at pointValue', () => {
    // 42.50 € spent, 2.50 € paid with the card, 5 %: 2.00 €, 20 points of 0.10 €.
    expect(cashbackOf(4250, rule, 'EP', 250)).toEqual({ amountCents: 200, points: 20 });
    expect(cashbackOf(4250, rule, 'E', 250)).toEqual({ amountCents: 200, points: 0 });
    expect(cashbackOf(4250, rule, 'P', 250)).toEqual({ amountCents: 0, points: 20 });
  });

  it('floors to the cent and the point: 2.5 % of 0.99 € is 0.02 €', () => {
    expect(cashbackOf(99, { valueBasisPoints: 250, pointValueCents: 3 }, 'EP')).toEqual({
      amountCents: 2,
      points: 0,
    });
  });

  it('never credits more than the rate of the amount, nor less than a cent below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (spent, bp, pointValue) => {
          const { amountCents, points } = cashbackOf(
            spent,
            { valueBasisPoints: bp, pointValueCents: pointValue },
            'EP',
          );
          const exact = (spent * bp) / 10_000;
          expect(Number.isInteger(amountCents)).toBe(true);
          expect(amountCents).toBeLessThanOrEqual(exact);
          expect(amountCents).toBeGreaterThan(exact - 1);
          if (pointValue === 0) expect(points).toBe(0);
          else expect(points).toBe(Math.floor(amountCents / pointValue));
        },
      ),
    );
  });

  it('earns nothing when the card paid for it all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (spent) => {
        expect(cashbackOf(spent, rule, 'EP', spent + 1)).toEqual({ amountCents: 0, points: 0 });
      }),
    );
  });
});

describe('what points are worth (issue 15)', () => {
  it('is the points times pointValue: 120 points of 0.05 € are 6.00 €', () => {
    expect(pointsWorthCents(120, 5)).toBe(600);
    expect(pointsWorthCents(0, 5)).toBe(0);
    expect(pointsWorthCents(340, 0)).toBe(0);
  });

  it('the points a purchase earns are worth the cashback they came from, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (spent, bp, pointValue) => {
          const rule = { valueBasisPoints: bp, pointValueCents: pointValue };
          const { amountCents } = cashbackOf(spent, rule, 'E');
          const worth = pointsWorthCents(cashbackOf(spent, rule, 'P').points, pointValue);
          expect(worth).toBeLessThanOrEqual(amountCents);
          expect(worth).toBeGreaterThan(amountCents - pointValue);
        },
      ),
    );
  });
});

const day = 86_400_000;
const t0 = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('open credits, oldest first', () => {
  it('a consumption takes from the oldest credit first', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, at: t0, expiresAt: at(30), reversalOf: null },
      { id: 2, amountCents: 500, at: t0, expiresAt: at(40), reversalOf: null },
      { id: 3, amountCents: -400, at: t0, expiresAt: null, reversalOf: null },
    ]);
    expect(lots).toEqual([{ id: 2, remainingCents: 400, expiresAt: at(40) }]);
  });

  it('a reversal takes from the credit it reverses first', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, at: t0, expiresAt: at(30), reversalOf: null },
      { id: 2, amountCents: 500, at: t0, expiresAt: at(40), reversalOf: null },
      { id: 3, amountCents: -500, at: t0, expiresAt: null, reversalOf: 2 },
    ]);
    expect(lots).toEqual([{ id: 1, remainingCents: 300, expiresAt: at(30) }]);
  });

  it('what is due expires; the next expiry sums the credits of the earliest coming day', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, at: t0, expiresAt: at(1), reversalOf: null },
      {
        id: 2,
        amountCents: 200,
        at: t0,
        expiresAt: new Date(at(5).getTime() + 3_600_000),
        reversalOf: null,
      },
      { id: 3, amountCents: 100, at: t0, expiresAt: at(5), reversalOf: null },
      { id: 4, amountCents: 900, at: t0, expiresAt: null, reversalOf: null },
    ]);
    const now = at(2);
    expect(dueLots(lots, now).map((l) => l.id)).toEqual([1]);
    expect(nextExpiry(lots, now, 'Europe/Rome')).toEqual({
      amountCents: 300,
      date: '2026-01-06',
      at: at(5),
    });
    expect(nextExpiry(lots, at(6), 'Europe/Rome')).toBeNull();
  });

  it('expiry is the credit instant plus cashBackExpiration days, never without them', () => {
    expect(expiryOf(t0, 30)).toEqual(at(30));
    expect(expiryOf(t0, null)).toBeNull();
    expect(expiryOf(t0, 0)).toBeNull();
  });

  // Any ledger a card can have: credits, and debits never beyond the balance.
  const ledger = fc
    .array(
      fc.record({
        credit: fc.boolean(),
        cents: fc.integer({ min: 1, max: 5000 }),
        days: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
        reverse: fc.nat(),
      }),
      { maxLength: 40 },
    )
    .map((steps) => {
      const entries: LedgerEntry[] = [];
      let balance = 0;
      steps.forEach((s, i) => {
        if (s.credit || balance === 0) {
          entries.push({
            id: i + 1,
            amountCents: s.cents,
            at: t0,
            expiresAt: s.days === null ? null : at(i + s.days),
            reversalOf: null,
          });
          balance += s.cents;
        } else {
          const credits = entries.filter((e) => e.amountCents > 0);
          const target = s.reverse % 2 ? credits[s.reverse % credits.length] : undefined;
          entries.push({
            id: i + 1,
            amountCents: -Math.min(s.cents, balance),
            at: t0,
            expiresAt: null,
            reversalOf: target?.id ?? null,
          });
          balance -= Math.min(s.cents, balance);
        }
      });
      return { entries, balance };
    });

  it('the open credits always hold exactly the balance', () => {
    fc.assert(
      fc.property(ledger, ({ entries, balance }) => {
        const open = openLots(entries).reduce((s, l) => s + l.remainingCents, 0);
        expect(open).toBe(balance);
      }),
    );
  });

  it('plain consumptions leave the newest credits open: an open credit has only open ones after it', () => {
    fc.assert(
      fc.property(ledger, ({ entries }) => {
        const plain = entries.map((e) => ({ ...e, reversalOf: null }));
        const lots = openLots(plain);
        const credits = plain.filter((e) => e.amountCents > 0).map((e) => e.id);
        const first = lots[0];
        if (!first) return;
        // Every credit after the first open one is fully open, but the first may be partly used.
        const after = credits.slice(credits.indexOf(first.id) + 1);
        expect(lots.slice(1).map((l) => l.id)).toEqual(after);
        for (const l of lots.slice(1)) {
          expect(l.remainingCents).toBe(plain.find((e) => e.id === l.id)?.amountCents);
        }
      }),
    );
  });

  it('expiring what is due leaves nothing due and the rest of the balance', () => {
    fc.assert(
      fc.property(ledger, fc.integer({ min: 0, max: 140 }), ({ entries, balance }, d) => {
        const now = at(d);
        const due = dueLots(openLots(entries), now);
        const expired = due.map((l, i) => ({
          id: 10_000 + i,
          amountCents: -l.remainingCents,
          at: now,
          expiresAt: null,
          reversalOf: l.id,
        }));
        const after = openLots([...entries, ...expired]);
        expect(dueLots(after, now)).toEqual([]);
        const left = after.reduce((s, l) => s + l.remainingCents, 0);
        expect(left).toBe(balance - due.reduce((s, l) => s + l.remainingCents, 0));
      }),
    );
  });
});

describe('expiry boundary', () => {
  it('a credit is gone exactly at its expiry instant, not a millisecond before (fault: <= became <)', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, at: t0, expiresAt: at(1), reversalOf: null },
    ]);
    expect(dueLots(lots, new Date(at(1).getTime() - 1))).toEqual([]);
    expect(dueLots(lots, at(1)).map((l) => l.id)).toEqual([1]);
    expect(nextExpiry(lots, at(1), 'Europe/Rome')).toBeNull();
  });
});

const hour = 3_600_000;
const after = (hours: number) => new Date(t0.getTime() + hours * hour);

describe('reversals (finding 14)', () => {
  it('a consumption and its reversal give the credit back with its own expiry, not a fresh one', () => {
    const base: LedgerEntry[] = [
      { id: 1, amountCents: 500, at: t0, expiresAt: at(1), reversalOf: null },
      { id: 2, amountCents: 100, at: t0, expiresAt: at(30), reversalOf: null },
      { id: 3, amountCents: -550, at: after(1), expiresAt: null, reversalOf: null },
    ];
    const reversed = openLots([
      ...base,
      { id: 4, amountCents: 550, at: after(2), expiresAt: null, reversalOf: 3 },
    ]);
    expect(reversed).toEqual([
      { id: 1, remainingCents: 500, expiresAt: at(1) },
      { id: 2, remainingCents: 100, expiresAt: at(30) },
    ]);
  });

  it('a debit never takes from a credit expired at its instant', () => {
    const lots = openLots([
      { id: 1, amountCents: 500, at: t0, expiresAt: at(1), reversalOf: null },
      { id: 2, amountCents: 500, at: t0, expiresAt: at(30), reversalOf: null },
      { id: 3, amountCents: -100, at: at(1), expiresAt: null, reversalOf: null },
    ]);
    expect(lots).toEqual([
      { id: 1, remainingCents: 500, expiresAt: at(1) },
      { id: 2, remainingCents: 400, expiresAt: at(30) },
    ]);
  });

  // A card's life as the API runs it: before each operation what is due is written off (an SM
  // of the remainder); a debit or a reversal the card cannot pay is refused (null: not a life).
  type Op =
    | { kind: 'credit'; cents: number; hours: number | null }
    | { kind: 'debit'; cents: number }
    | { kind: 'reverse'; of: number };
  interface Step {
    id: number;
    gap: number;
    op: Op;
  }

  function live(steps: readonly Step[]) {
    const entries: LedgerEntry[] = [];
    let now = t0.getTime();
    let next = 10_000;
    const balance = () => entries.reduce((s, e) => s + e.amountCents, 0);
    const writeOff = () => {
      for (const lot of dueLots(openLots(entries), new Date(now))) {
        entries.push({
          id: next++,
          amountCents: -lot.remainingCents,
          at: new Date(now),
          expiresAt: null,
          reversalOf: lot.id,
        });
      }
    };
    for (const { id, gap, op } of steps) {
      now += gap * hour;
      writeOff();
      const at = new Date(now);
      if (op.kind === 'credit') {
        const expiresAt = op.hours === null ? null : new Date(now + op.hours * hour);
        entries.push({ id, amountCents: op.cents, at, expiresAt, reversalOf: null });
      } else if (op.kind === 'debit') {
        if (op.cents > balance()) return null;
        entries.push({ id, amountCents: -op.cents, at, expiresAt: null, reversalOf: null });
      } else {
        const target = entries.find((e) => e.id === op.of);
        if (!target || entries.some((e) => e.reversalOf === op.of)) return null;
        if (balance() - target.amountCents < 0) return null;
        entries.push({
          id,
          amountCents: -target.amountCents,
          at,
          expiresAt: null,
          reversalOf: op.of,
        });
      }
    }
    writeOff();
    return { lots: openLots(entries), balance: balance() };
  }

  // Any life of valid operations (credits that expire or not, consumptions, reversals of credits).
  const lifeOf = (gaps: fc.Arbitrary<number>) =>
    fc
      .array(
        fc.record({
          gap: gaps,
          pick: fc.nat(),
          op: fc.oneof(
            fc.record({
              kind: fc.constant('credit' as const),
              cents: fc.integer({ min: 1, max: 5000 }),
              hours: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
            }),
            fc.record({
              kind: fc.constant('debit' as const),
              cents: fc.integer({ min: 1, max: 5000 }),
            }),
            fc.record({ kind: fc.constant('reverse' as const), of: fc.nat() }),
          ),
        }),
        { maxLength: 30 },
      )
      .map((raw) => {
        const steps: Step[] = [];
        raw.forEach(({ gap, op }, i) => {
          const credits = steps.filter((s) => s.op.kind === 'credit');
          const candidate: Step =
            op.kind === 'reverse'
              ? {
                  id: i + 1,
                  gap,
                  op: {
                    kind: 'reverse',
                    of: credits[op.of % Math.max(credits.length, 1)]?.id ?? 0,
                  },
                }
              : { id: i + 1, gap, op };
          if (live([...steps, candidate])) steps.push(candidate);
        });
        return steps;
      });

  /** The life with an operation at `i` and its reversal at `j` inserted. */
  function withPair(steps: readonly Step[], i: number, j: number, op: Op) {
    const out = [...steps];
    out.splice(j, 0, { id: 900_002, gap: 0, op: { kind: 'reverse', of: 900_001 } });
    out.splice(i, 0, { id: 900_001, gap: 0, op });
    return out;
  }

  const positions = fc.tuple(fc.nat(), fc.nat());

  it('any life with a reversed credit or consumption leaves the credits of the life without the pair (no expiry between)', () => {
    fc.assert(
      fc.property(
        lifeOf(fc.constant(0)),
        positions,
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
        (steps, [a, b], credit, cents, hours) => {
          const i = a % (steps.length + 1);
          const j = i + (b % (steps.length - i + 1));
          const op: Op = credit ? { kind: 'credit', cents, hours } : { kind: 'debit', cents };
          const paired = live(withPair(steps, i, j, op));
          fc.pre(paired !== null);
          expect(paired).toEqual(live(steps));
        },
      ),
    );
  });

  it('any life with a reversed consumption leaves the credits of the life without it, expiries between included', () => {
    fc.assert(
      fc.property(
        lifeOf(fc.integer({ min: 0, max: 48 })),
        positions,
        fc.integer({ min: 1, max: 5000 }),
        (steps, [a, b], cents) => {
          const i = a % (steps.length + 1);
          const j = i + (b % (steps.length - i + 1));
          const paired = live(withPair(steps, i, j, { kind: 'debit', cents }));
          fc.pre(paired !== null);
          expect(paired).toEqual(live(steps));
        },
      ),
    );
  });
});
