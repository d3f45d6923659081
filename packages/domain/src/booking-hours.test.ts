import { describe, expect, it } from 'vitest';
import { checkSlot, closureApplies, type Selection, type SlotContext } from './booking.ts';
import {
  bookingHours,
  closureHits,
  dayRanges,
  openRangesOn,
  weekEnvelope,
} from './booking-hours.ts';

const fallback = { startTime: '09:00', endTime: '19:00' };
// 2026-12-03 is a Thursday, 2026-12-02 a Wednesday, 2026-12-06 a Sunday.
const hours = [
  { day: 3, startTime: '09:00', endTime: '13:00' },
  { day: 3, startTime: '14:00', endTime: '19:00' },
  { day: 4, startTime: '14:00', endTime: '21:00' },
];

describe('hours per weekday', () => {
  it('gives the weekday ranges in order, a day without ranges closed, none saved the fallback', () => {
    expect(dayRanges([...hours].reverse(), fallback, '2026-12-02')).toEqual([
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '19:00' },
    ]);
    expect(dayRanges(hours, fallback, '2026-12-06')).toEqual([]);
    expect(dayRanges([], fallback, '2026-12-06')).toEqual([fallback]);
    expect(weekEnvelope(hours, fallback)).toEqual({ startTime: '09:00', endTime: '21:00' });
  });

  it('refuses overlapping ranges of a day and a range ending before it starts', () => {
    expect(bookingHours.safeParse({ hours }).success).toBe(true);
    const clash = [...hours, { day: 3, startTime: '12:00', endTime: '15:00' }];
    expect(bookingHours.safeParse({ hours: clash }).success).toBe(false);
    const inverted = [{ day: 1, startTime: '12:00', endTime: '11:00' }];
    expect(bookingHours.safeParse({ hours: inverted }).success).toBe(false);
  });
});

describe('closures across dates', () => {
  it('applies from date to dateTo inclusive', () => {
    const c = { date: '2026-12-24', dateTo: '2026-12-27', weekday: null };
    expect(
      ['2026-12-23', '2026-12-24', '2026-12-27', '2026-12-28'].map((d) => closureApplies(c, d)),
    ).toEqual([false, true, true, false]);
    expect(closureApplies({ date: '2026-12-24', weekday: null }, '2026-12-25')).toBe(false);
  });
});

describe('openRangesOn', () => {
  const closures = [
    {
      date: '2026-12-24',
      dateTo: '2026-12-27',
      weekday: null,
      startTime: null,
      endTime: null,
      bookingOperatorId: null,
    },
    { date: null, weekday: 3, startTime: '16:00', endTime: '17:00', bookingOperatorId: 7 },
    { date: null, weekday: 3, startTime: '10:00', endTime: '11:00', bookingOperatorId: 8 },
  ];
  const activity = { hours, fallback, closures };

  it('is the hours less the closures of the activity and of that operator', () => {
    expect(openRangesOn(activity, '2026-12-02')).toEqual([
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '19:00' },
    ]);
    expect(openRangesOn(activity, '2026-12-02', { id: 7, hours: [] })).toEqual([
      { startTime: '09:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '16:00' },
      { startTime: '17:00', endTime: '19:00' },
    ]);
    expect(openRangesOn(activity, '2026-12-24')).toEqual([]);
  });

  it('keeps an operator within their own working hours', () => {
    const op = { id: 9, hours: [{ day: 3, startTime: '12:00', endTime: '15:00' }] };
    expect(openRangesOn(activity, '2026-12-02', op)).toEqual([
      { startTime: '12:00', endTime: '13:00' },
      { startTime: '14:00', endTime: '15:00' },
    ]);
    expect(openRangesOn(activity, '2026-12-03', op)).toEqual([]);
  });
});

describe('checkSlot with the day ranges', () => {
  const ctx: SlotContext = {
    timeZone: 'Europe/Rome',
    today: '2026-12-01',
    now: '08:00',
    openTimes: { startTime: '09:00', endTime: '21:00', timeCalendar: 30 },
    dates: [
      { date: '2026-12-02', open: true, ranges: dayRanges(hours, fallback, '2026-12-02') },
      { date: '2026-12-03', open: true, ranges: dayRanges(hours, fallback, '2026-12-03') },
    ],
    closedTimes: [],
    busy: [],
    seatsTaken: [],
  };
  const sel: Selection = { duration: 60, people: 1, operators: [null], seatsOf: () => null };

  it('offers a Thursday evening only on Thursday', () => {
    expect(checkSlot(ctx, sel, '2026-12-03', '20:00').ok).toBe(true);
    expect(checkSlot(ctx, sel, '2026-12-02', '20:00')).toEqual({ ok: false, reason: 'closed' });
  });

  it('refuses the lunch gap and a service running past the morning range', () => {
    expect(checkSlot(ctx, sel, '2026-12-02', '13:30')).toEqual({ ok: false, reason: 'closed' });
    expect(checkSlot(ctx, sel, '2026-12-02', '12:30')).toEqual({
      ok: false,
      reason: 'afterClosing',
    });
    expect(checkSlot(ctx, sel, '2026-12-02', '12:00').ok).toBe(true);
    expect(checkSlot(ctx, sel, '2026-12-03', '09:00')).toEqual({ ok: false, reason: 'closed' });
  });
});

describe('closureHits', () => {
  const b = { date: '2026-12-02', startTime: '10:00', endTime: '11:00', bookingOperatorId: 7 };
  const all = {
    date: '2026-12-01',
    dateTo: '2026-12-03',
    weekday: null,
    startTime: null,
    endTime: null,
    bookingOperatorId: null,
  };
  it('hits a booking inside the dates, the times and the operator only', () => {
    expect(closureHits(all, b)).toBe(true);
    expect(closureHits({ ...all, dateTo: null }, b)).toBe(false);
    expect(closureHits({ ...all, startTime: '11:00', endTime: '12:00' }, b)).toBe(false);
    expect(closureHits({ ...all, startTime: '10:30', endTime: '12:00' }, b)).toBe(true);
    expect(closureHits({ ...all, bookingOperatorId: 8 }, b)).toBe(false);
    expect(closureHits({ ...all, bookingOperatorId: 7 }, b)).toBe(true);
  });
});
