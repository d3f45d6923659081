import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEPS,
  bookingDays,
  calendarDays,
  checkSlot,
  closureApplies,
  type DayInterval,
  dayCandidates,
  dayOffer,
  dayOfferOf,
  endTimeOf,
  isoDate,
  occupancy,
  offeredStarts,
  ownSpans,
  type Selection,
  type SlotContext,
  slotStarts,
  snapStart,
  spanOf,
  touchesDay,
} from './booking.ts';
import { addDays, dayMinuteOf, minutesOf, timeOf, wallTimeAt } from './wall-clock.ts';

const ROME = 'Europe/Rome';
const TODAY = '2026-05-11';
const DAY = '2026-05-12';

/** A calendar from TODAY at 08:00, open 09:00–19:00 every 15 minutes, nothing booked. */
function context(over: Partial<SlotContext> = {}): SlotContext {
  const today = over.today ?? TODAY;
  return {
    timeZone: ROME,
    today,
    now: '08:00',
    openTimes: { startTime: '09:00', endTime: '19:00', timeCalendar: 15 },
    dates: calendarDays(today).map((date) => ({ date, open: true })),
    closedTimes: [],
    busy: [],
    seatsTaken: [],
    ...over,
  };
}

/** A service of `duration` minutes with the given operators (the activity itself by default). */
const service = (duration: number, operators: (number | null)[] = [null]): Selection => ({
  duration,
  people: 1,
  operators,
  seatsOf: () => null,
});

/** A table for `people`, 120 minutes, `seats` per room. */
const table = (
  people: number,
  seats: Record<string, number> = { null: 40 },
  operators: (number | null)[] = [null],
): Selection => ({
  duration: 120,
  people,
  operators,
  seatsOf: (op) => seats[String(op)] ?? null,
});

const busy = (startTime: string, endTime: string, op: number | null = null): DayInterval => ({
  date: DAY,
  startTime,
  endTime,
  bookingOperatorId: op,
});

describe('snapping (SPEC §5)', () => {
  it('snaps 60 and 120 to the hour, 30 to :00 or :30, 15 to the quarter', () => {
    expect(snapStart('09:47', 60)).toBe('09:00');
    expect(snapStart('09:47', 120)).toBe('09:00');
    expect(snapStart('09:47', 30)).toBe('09:30');
    expect(snapStart('09:29', 30)).toBe('09:00');
    expect(snapStart('09:47', 15)).toBe('09:45');
    expect(snapStart('09:44', 15)).toBe('09:30');
    expect(snapStart('10:00', 15)).toBe('10:00');
  });

  it('always lands on the step’s minutes, not after the time, within the grid', () => {
    const minutesAllowed: Record<number, number[]> = {
      15: [0, 15, 30, 45],
      30: [0, 30],
      60: [0],
      120: [0],
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.constantFrom(...BOOKING_STEPS),
        (m, step) => {
          const snapped = snapStart(timeOf(m), step);
          const s = minutesOf(snapped);
          expect(minutesAllowed[step]).toContain(s % 60);
          expect(s).toBeLessThanOrEqual(m);
          expect(m - s).toBeLessThan(Math.min(step, 60));
          expect(snapStart(snapped, step)).toBe(snapped);
        },
      ),
    );
  });

  it('offers the starts from opening every step, none at or after closing', () => {
    const starts = slotStarts({ startTime: '09:00', endTime: '19:00', timeCalendar: 15 });
    expect(starts).toHaveLength(40);
    expect(starts.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(starts.at(-1)).toBe('18:45');
    expect(slotStarts({ startTime: '09:10', endTime: '12:00', timeCalendar: 30 })).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(slotStarts({ startTime: '09:30', endTime: '15:00', timeCalendar: 120 })).toEqual([
      '11:00',
      '13:00',
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 1, max: 24 * 60 }),
        fc.constantFrom(...BOOKING_STEPS),
        (open, length, step) => {
          const close = Math.min(24 * 60, open + length);
          const starts = slotStarts({
            startTime: timeOf(open),
            endTime: timeOf(close),
            timeCalendar: step,
          });
          for (const s of starts) {
            expect(minutesOf(s)).toBeGreaterThanOrEqual(open);
            expect(minutesOf(s)).toBeLessThan(close);
            expect(snapStart(s, step)).toBe(s);
          }
        },
      ),
    );
  });
});

describe('checkSlot (SPEC §5)', () => {
  it('books a free slot on the first resource that can take it, with its end', () => {
    expect(checkSlot(context(), service(30), DAY, '10:00')).toEqual({
      ok: true,
      bookingOperatorId: null,
      endTime: '10:30',
    });
  });

  it('refuses past times of today (by the clock) and past days', () => {
    const ctx = context({ now: '10:07' });
    expect(checkSlot(ctx, service(30), TODAY, '10:00')).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(ctx, service(30), TODAY, '10:07')).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(ctx, service(30), TODAY, '10:15').ok).toBe(true);
    expect(checkSlot(ctx, service(30), addDays(TODAY, -1), '12:00')).toEqual({
      ok: false,
      reason: 'past',
    });
  });

  it('refuses closed days, hours outside opening and days past the 35 of the calendar', () => {
    const ctx = context({
      dates: calendarDays(TODAY).map((date) => ({ date, open: date !== DAY })),
    });
    expect(checkSlot(ctx, service(30), DAY, '10:00')).toEqual({ ok: false, reason: 'closed' });
    const open = context();
    expect(checkSlot(open, service(30), addDays(DAY, 1), '08:45').ok).toBe(false);
    expect(checkSlot(open, service(30), addDays(DAY, 1), '19:00').ok).toBe(false);
    expect(checkSlot(open, service(30), addDays(TODAY, 34), '10:00').ok).toBe(true);
    // Off the step's grid: 10:07 is no start of a 15-minute calendar.
    expect(checkSlot(open, service(30), DAY, '10:07')).toEqual({ ok: false, reason: 'closed' });
    expect(checkSlot(open, service(30), addDays(TODAY, 35), '10:00')).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('refuses a slot that ends after closing time, and books one that ends at it', () => {
    expect(checkSlot(context(), service(90), DAY, '17:45')).toEqual({
      ok: false,
      reason: 'afterClosing',
    });
    expect(checkSlot(context(), service(90), DAY, '17:30')).toMatchObject({
      ok: true,
      endTime: '19:00',
    });
  });

  it('refuses the lunch break and an operator’s day off, not the other operator', () => {
    const ctx = context({
      closedTimes: [
        { date: DAY, startTime: '13:00', endTime: '14:00', bookingOperatorId: null },
        { date: DAY, startTime: '00:00', endTime: '24:00', bookingOperatorId: 1 },
      ],
    });
    expect(checkSlot(ctx, service(30, [1, 2]), DAY, '12:45')).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(checkSlot(ctx, service(30, [1, 2]), DAY, '14:00')).toMatchObject({
      ok: true,
      bookingOperatorId: 2,
    });
    expect(checkSlot(ctx, service(30, [1]), DAY, '10:00')).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('refuses an overlap with the service’s minutes in the refusal (the SPEC message’s n)', () => {
    const ctx = context({ busy: [busy('10:00', '10:45', 1)] });
    expect(checkSlot(ctx, service(90, [1]), DAY, '09:00')).toEqual({
      ok: false,
      reason: 'overlap',
      minutes: 90,
    });
    expect(checkSlot(ctx, service(30, [1]), DAY, '10:30')).toEqual({
      ok: false,
      reason: 'overlap',
      minutes: 30,
    });
    // Back to back is no overlap; another operator is free; "any" takes the free one.
    expect(checkSlot(ctx, service(30, [1]), DAY, '10:45').ok).toBe(true);
    expect(checkSlot(ctx, service(30, [1]), DAY, '09:30').ok).toBe(true);
    expect(checkSlot(ctx, service(30, [1, 2]), DAY, '10:15')).toMatchObject({
      ok: true,
      bookingOperatorId: 2,
    });
  });

  it('refuses more people than the free seats, saying the real number free', () => {
    const taken = (n: number, op: number | null = null) => ({
      ...busy('18:00', '23:00', op),
      taken: n,
    });
    const ctx = context({
      openTimes: { startTime: '12:00', endTime: '23:30', timeCalendar: 30 },
      seatsTaken: [taken(36), taken(8, 5)],
    });
    expect(checkSlot(ctx, table(5), DAY, '20:00')).toEqual({ ok: false, reason: 'seats', free: 4 });
    expect(checkSlot(ctx, table(4), DAY, '20:00')).toMatchObject({ ok: true, endTime: '22:00' });
    // Lunch counts in its own window: the evening's seats do not touch it.
    expect(checkSlot(ctx, table(20), DAY, '13:00').ok).toBe(true);
    // Rooms: the largest free count is the one said; a room that fits takes it.
    const rooms = table(12, { 5: 10, 6: 6 }, [5, 6]);
    expect(checkSlot(ctx, rooms, DAY, '20:00')).toEqual({ ok: false, reason: 'seats', free: 6 });
    expect(checkSlot(ctx, table(2, { 5: 10, 6: 6 }, [5, 6]), DAY, '20:00')).toMatchObject({
      ok: true,
      bookingOperatorId: 5,
    });
    const full = context({ ...ctx, seatsTaken: [taken(45)] });
    expect(checkSlot(full, table(1), DAY, '19:00')).toEqual({
      ok: false,
      reason: 'seats',
      free: 0,
    });
  });

  it('counts seats over time: a table at 17:00 holds its seats until 19:00 (issue 26)', () => {
    const held = occupancy([{ from: 17 * 60, to: 19 * 60, people: 40 }]);
    expect(held).toEqual([{ from: 1020, to: 1140, taken: 40 }]);
    const ctx = context({
      openTimes: { startTime: '12:00', endTime: '23:00', timeCalendar: 30 },
      seatsTaken: held.map((p) => ({
        ...busy(timeOf(p.from), timeOf(p.to)),
        taken: p.taken,
      })),
    });
    expect(checkSlot(ctx, table(40, { null: 40 }), DAY, '18:00')).toEqual({
      ok: false,
      reason: 'seats',
      free: 0,
    });
    expect(checkSlot(ctx, table(40, { null: 40 }), DAY, '19:00').ok).toBe(true);
    expect(checkSlot(ctx, table(40, { null: 40 }), DAY, '15:30')).toMatchObject({ ok: false });
    expect(checkSlot(ctx, table(40, { null: 40 }), DAY, '15:00').ok).toBe(true);
  });

  it('property: occupancy is the people at table at every instant of random schedules', () => {
    const schedule = fc.array(
      fc.record({
        from: fc.integer({ min: 0, max: 40 }).map((q) => q * 15),
        people: fc.integer({ min: 1, max: 12 }),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(schedule, (tables) => {
        const held = tables.map((t) => ({ ...t, to: t.from + 120 }));
        const pieces = occupancy(held);
        for (let m = 0; m < 40 * 15 + 120; m++) {
          const at = held.filter((t) => t.from <= m && m < t.to).reduce((n, t) => n + t.people, 0);
          const piece = pieces.find((p) => p.from <= m && m < p.to);
          expect(piece?.taken ?? 0).toBe(at);
        }
        // In order, apart or different: one piece per constant stretch.
        for (let k = 1; k < pieces.length; k++) {
          const [a, b] = [pieces[k - 1], pieces[k]] as [(typeof pieces)[0], (typeof pieces)[0]];
          expect(a.to <= b.from).toBe(true);
          if (a.to === b.from) expect(a.taken).not.toBe(b.taken);
        }
      }),
    );
  });

  it('property: tables accepted one by one never hold more people than the seats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 40 }),
        fc.array(
          fc.record({
            start: fc.integer({ min: 0, max: 8 }).map((q) => 18 * 60 + q * 30),
            people: fc.integer({ min: 1, max: 12 }),
          }),
          { maxLength: 30 },
        ),
        (seats, requests) => {
          const booked: { from: number; to: number; people: number }[] = [];
          const ctx = context({
            openTimes: { startTime: '18:00', endTime: '24:00', timeCalendar: 30 },
          });
          for (const r of requests) {
            const seatsTaken = occupancy(booked).map((p) => ({
              ...busy(timeOf(p.from), timeOf(p.to)),
              taken: p.taken,
            }));
            const res = checkSlot(
              { ...ctx, seatsTaken },
              table(r.people, { null: seats }),
              DAY,
              timeOf(r.start),
            );
            if (res.ok) booked.push({ from: r.start, to: r.start + 120, people: r.people });
          }
          for (const p of occupancy(booked)) expect(p.taken).toBeLessThanOrEqual(seats);
        },
      ),
    );
  });

  it('ends a slot at 24:00, not 00:00, when it ends at midnight', () => {
    const ctx = context({ openTimes: { startTime: '18:00', endTime: '24:00', timeCalendar: 60 } });
    expect(checkSlot(ctx, table(2), DAY, '22:00')).toMatchObject({ ok: true, endTime: '24:00' });
    expect(checkSlot(ctx, table(2), DAY, '23:00')).toEqual({ ok: false, reason: 'afterClosing' });
  });

  it('property: an operator’s slot is refused for overlap exactly when it meets a busy one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 36, max: 75 }).map((q) => q * 15),
        fc.integer({ min: 1, max: 12 }).map((q) => q * 15),
        fc.integer({ min: 36, max: 75 }).map((q) => q * 15),
        fc.constantFrom(15, 30, 45, 60, 90, 120),
        (bs, blen, s, duration) => {
          const be = Math.min(bs + blen, 19 * 60);
          const ctx = context({ busy: [busy(timeOf(bs), timeOf(be), 7)] });
          const res = checkSlot(ctx, service(duration, [7]), DAY, timeOf(s));
          if (s + duration > 19 * 60) expect(res).toEqual({ ok: false, reason: 'afterClosing' });
          else if (s < be && bs < s + duration)
            expect(res).toEqual({ ok: false, reason: 'overlap', minutes: duration });
          else expect(res.ok).toBe(true);
          if (res.ok) expect(minutesOf(res.endTime)).toBe(s + duration);
        },
      ),
    );
  });

  it('property: a table fits exactly when the people fit the free seats, else says how many', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 30 }),
        (seats, taken, people) => {
          const ctx = context({
            openTimes: { startTime: '18:00', endTime: '23:30', timeCalendar: 30 },
            seatsTaken: [{ ...busy('18:00', '23:00'), taken }],
          });
          const res = checkSlot(ctx, table(people, { null: seats }), DAY, '19:30');
          const free = Math.max(0, seats - taken);
          if (people <= free) expect(res.ok).toBe(true);
          else expect(res).toEqual({ ok: false, reason: 'seats', free });
        },
      ),
    );
  });

  it('property: nothing offered ends after closing or starts outside opening', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).map((h) => h * 60),
        fc.integer({ min: 1, max: 14 }).map((h) => h * 60),
        fc.constantFrom(...BOOKING_STEPS),
        fc.constantFrom(15, 30, 45, 90, 120, 240),
        (open, length, step, duration) => {
          const close = Math.min(24 * 60, open + length);
          const ctx = context({
            openTimes: { startTime: timeOf(open), endTime: timeOf(close), timeCalendar: step },
          });
          for (const start of offeredStarts(ctx, service(duration), DAY)) {
            expect(minutesOf(start)).toBeGreaterThanOrEqual(open);
            expect(minutesOf(start) + duration).toBeLessThanOrEqual(close);
          }
        },
      ),
    );
  });
});

describe('the days the clocks change (Europe/Rome, 2026)', () => {
  const spring = '2026-03-29';
  const autumn = '2026-10-25';
  const near = (day: string) => context({ today: addDays(day, -3) });

  it('offers the usual wall-clock starts on both days', () => {
    for (const day of [spring, autumn]) {
      const starts = offeredStarts(near(day), service(30), day);
      expect(starts).toHaveLength(39);
      expect(starts[0]).toBe('09:00');
      expect(starts).toContain('10:00');
      expect(starts.at(-1)).toBe('18:30');
      expect(checkSlot(near(day), service(30), day, '10:00')).toMatchObject({ endTime: '10:30' });
    }
  });

  it('never offers the hour the spring change skips; offers the repeated autumn hour once', () => {
    const allDay = { startTime: '00:00', endTime: '24:00', timeCalendar: 30 as const };
    const springStarts = offeredStarts({ ...near(spring), openTimes: allDay }, service(30), spring);
    expect(springStarts).toContain('01:30');
    expect(springStarts).not.toContain('02:00');
    expect(springStarts).not.toContain('02:30');
    expect(springStarts).toContain('03:00');
    expect(springStarts).toHaveLength(46);
    const autumnStarts = offeredStarts({ ...near(autumn), openTimes: allDay }, service(30), autumn);
    expect(autumnStarts.filter((s) => s === '02:30')).toHaveLength(1);
    expect(autumnStarts).toHaveLength(48);
  });

  it('counts the autumn day’s repeated hour: 02:45 + 30 minutes ends 02:15, after it', () => {
    const ctx = {
      ...near(autumn),
      openTimes: { startTime: '01:00', endTime: '04:00', timeCalendar: 15 as const },
    };
    expect(dayMinuteOf(autumn, '02:45', ROME)).toBe(165);
    expect(dayMinuteOf(autumn, '03:00', ROME)).toBe(240);
    expect(wallTimeAt(autumn, 195, ROME)).toBe('02:15');
    expect(checkSlot(ctx, service(30), autumn, '02:45')).toEqual({
      ok: true,
      bookingOperatorId: null,
      endTime: '02:15',
    });
    // The busy time as the server sends it that day (real minutes), or as text only.
    const held = { ...busy('02:45', '02:15'), date: autumn };
    expect(spanOf(held, ROME)).toEqual([165, 195]);
    for (const b of [held, { ...held, from: 165, to: 195 }]) {
      const taken = { ...ctx, busy: [b] };
      expect(checkSlot(taken, service(30), autumn, '02:30')).toMatchObject({ reason: 'overlap' });
      expect(checkSlot(taken, service(15), autumn, '02:30').ok).toBe(true);
      expect(checkSlot(taken, service(15), autumn, '03:00').ok).toBe(true);
      // 02:00 (first) + 90 minutes runs to 02:30 (second): over the booking.
      expect(checkSlot(taken, service(90), autumn, '02:00')).toMatchObject({ reason: 'overlap' });
    }
    // Now at the second 02:15: the first hour's 02:30 and 02:45 are past.
    const late = { ...ctx, today: autumn, now: '02:15', nowMinute: 195 };
    expect(checkSlot(late, service(15), autumn, '02:45')).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(late, service(15), autumn, '03:00').ok).toBe(true);
    const early = { ...ctx, today: autumn, now: '02:15', nowMinute: 135 };
    expect(checkSlot(early, service(15), autumn, '02:45').ok).toBe(true);
  });

  it('counts the spring day’s real minutes: 01:30 + 60 ends 03:30', () => {
    const ctx = {
      ...near(spring),
      openTimes: { startTime: '01:00', endTime: '04:00', timeCalendar: 30 as const },
    };
    expect(checkSlot(ctx, service(60), spring, '01:30')).toMatchObject({ endTime: '03:30' });
    expect(checkSlot(ctx, service(30), spring, '02:30')).toEqual({ ok: false, reason: 'closed' });
    // 03:00–04:00 is 60 real minutes: 03:00 + 90 ends after closing.
    expect(checkSlot(ctx, service(90), spring, '03:00')).toEqual({
      ok: false,
      reason: 'afterClosing',
    });
  });

  it('counts a slot’s end in real minutes across the change', () => {
    expect(endTimeOf(spring, '01:30', 60, ROME)).toEqual({ date: spring, time: '03:30' });
    expect(endTimeOf(autumn, '01:30', 120, ROME)).toEqual({ date: autumn, time: '02:30' });
    expect(endTimeOf(spring, '10:00', 30, ROME)).toEqual({ date: spring, time: '10:30' });
    expect(endTimeOf('2026-05-12', '23:30', 60, ROME)).toEqual({
      date: '2026-05-13',
      time: '00:30',
    });
  });
});

describe('the calendar’s days (issue 26)', () => {
  const own = (startsAt: string, endsAt: string, confirmed: 'Y' | 'I' | 'N' = 'I') => ({
    startsAt,
    endsAt,
    confirmed,
  });
  // Tuesday 10:00–10:30 in Rome (summer time).
  const mine = [own('2026-05-12T08:00:00Z', '2026-05-12T08:30:00Z')];

  it('refuses a start overlapping one’s own booking, not a declined one', () => {
    expect(checkSlot(context({ mine }), service(30, [1]), DAY, '10:15')).toEqual({
      ok: false,
      reason: 'ownOverlap',
    });
    expect(checkSlot(context({ mine }), service(30, [1]), DAY, '10:30').ok).toBe(true);
    expect(checkSlot(context({ mine }), service(60, [1]), DAY, '09:15').ok).toBe(false);
    const declined = [own('2026-05-12T08:00:00Z', '2026-05-12T08:30:00Z', 'N')];
    expect(checkSlot(context({ mine: declined }), service(30, [1]), DAY, '10:15').ok).toBe(true);
  });

  it('offers exactly the starts checkSlot accepts, for the caller', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 36, max: 75 }).map((q) => q * 15),
        fc.integer({ min: 1, max: 12 }).map((q) => q * 15),
        fc.constantFrom(15, 30, 45, 90),
        fc.boolean(),
        (bs, blen, duration, withMine) => {
          const ctx = context({
            busy: [busy(timeOf(bs), timeOf(Math.min(bs + blen, 19 * 60)), 7)],
            closedTimes: [busy('13:00', '14:00')],
            mine: withMine ? mine : [],
          });
          const sel = service(duration, [7, 8]);
          const [day] = bookingDays(ctx, sel, [DAY]);
          const accepted = slotStarts(ctx.openTimes).filter((s) => checkSlot(ctx, sel, DAY, s).ok);
          expect(day?.starts).toEqual(accepted);
        },
      ),
    );
  });

  it('offers anyone the same day unless one of their own bookings touches it (the cached day)', () => {
    const c = dayCandidates(context(), service(30, [1]), DAY);
    fc.assert(
      fc.property(
        // An own booking from the day before to the day after, 15 minutes to 3 hours long.
        fc.integer({ min: -24 * 4, max: 48 * 4 }).map((q) => q * 15),
        fc.integer({ min: 1, max: 12 }).map((q) => q * 15),
        (from, length) => {
          const at = Date.parse('2026-05-11T22:00:00Z') + from * 60_000; // DAY's midnight + from
          const spans = ownSpans([
            own(new Date(at).toISOString(), new Date(at + length * 60_000).toISOString()),
          ]);
          const alone = dayOfferOf(c, []);
          const offered = dayOfferOf(c, spans);
          if (!touchesDay(c, spans)) expect(offered).toEqual(alone);
          else expect(offered.starts.length).toBeLessThanOrEqual(alone.starts.length);
        },
      ),
    );
  });

  it('tables: the largest party that fits, and why a day is full', () => {
    const ctx = context({
      openTimes: { startTime: '20:00', endTime: '23:00', timeCalendar: 30 },
      seatsTaken: [{ ...busy('18:00', '23:00'), taken: 8 }],
    });
    const c = dayCandidates(ctx, table(4, { null: 10 }), DAY);
    expect(dayOffer(c)).toEqual({
      date: DAY,
      status: 'full',
      reason: 'seats',
      starts: [],
      largestParty: 2,
    });
    expect(dayOffer(dayCandidates(ctx, table(2, { null: 10 }), DAY))).toMatchObject({
      status: 'open',
      starts: ['20:00', '20:30', '21:00'],
      largestParty: 2,
    });
    const closed = context({ dates: [{ date: DAY, open: false }] });
    expect(dayOffer(dayCandidates(closed, table(2), DAY))).toEqual({
      date: DAY,
      status: 'closed',
      reason: 'closed',
      starts: [],
      largestParty: 0,
    });
  });
});

describe('contracts', () => {
  it('takes calendar days only, and refuses other shapes without throwing', () => {
    expect(isoDate.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '12/05/2026', '2026-5-1', '', 'x'.repeat(50)]) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('closures', () => {
  it('apply on their date, on their weekday, or every day', () => {
    expect(closureApplies({ date: '2026-12-25', weekday: null }, '2026-12-25')).toBe(true);
    expect(closureApplies({ date: '2026-12-25', weekday: null }, '2026-12-26')).toBe(false);
    expect(closureApplies({ date: null, weekday: 1 }, '2026-05-11')).toBe(true);
    expect(closureApplies({ date: null, weekday: 1 }, '2026-05-12')).toBe(false);
    expect(closureApplies({ date: null, weekday: null }, '2026-05-12')).toBe(true);
  });
});
