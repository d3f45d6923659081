import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashbackOf,
  dueLots,
  expiryOf,
  type LedgerEntry,
  nextExpiry,
  openLots,
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

const day = 86_400_000;
const t0 = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('open credits, oldest first', () => {
  it('a consumption takes from the oldest credit first', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, expiresAt: at(30), reversalOf: null },
      { id: 2, amountCents: 500, expiresAt: at(40), reversalOf: null },
      { id: 3, amountCents: -400, expiresAt: null, reversalOf: null },
    ]);
    expect(lots).toEqual([{ id: 2, remainingCents: 400, expiresAt: at(40) }]);
  });

  it('a reversal takes from the credit it reverses first', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, expiresAt: at(30), reversalOf: null },
      { id: 2, amountCents: 500, expiresAt: at(40), reversalOf: null },
      { id: 3, amountCents: -500, expiresAt: null, reversalOf: 2 },
    ]);
    expect(lots).toEqual([{ id: 1, remainingCents: 300, expiresAt: at(30) }]);
  });

  it('what is due expires; the next expiry sums the credits of the earliest coming day', () => {
    const lots = openLots([
      { id: 1, amountCents: 300, expiresAt: at(1), reversalOf: null },
      {
        id: 2,
        amountCents: 200,
        expiresAt: new Date(at(5).getTime() + 3_600_000),
        reversalOf: null,
      },
      { id: 3, amountCents: 100, expiresAt: at(5), reversalOf: null },
      { id: 4, amountCents: 900, expiresAt: null, reversalOf: null },
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
