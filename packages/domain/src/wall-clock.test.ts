import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayMinutes,
  instantOf,
  isoWeekday,
  minutesOf,
  timeOf,
  wallClockOf,
} from './wall-clock.ts';

const ROME = 'Europe/Rome';

describe('wall clock', () => {
  it('reads and writes HH:mm, 24:00 included', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:45')).toBe(585);
    expect(minutesOf('24:00')).toBe(1440);
    expect(timeOf(585)).toBe('09:45');
    expect(timeOf(1440)).toBe('24:00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (m) => {
        expect(minutesOf(timeOf(m))).toBe(m);
      }),
    );
  });

  it('counts calendar days across months, leap years and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 34)).toBe('2026-05-02');
  });

  it('names ISO weekdays: 2026-03-29 and 2026-10-25 are Sundays', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-10-25')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
  });

  it('gives the instant of 10:00 in Rome on both change days of 2026', () => {
    // Spring forward on 29 March (UTC+2 after 02:00), back on 25 October (UTC+1 after 03:00).
    expect(instantOf('2026-03-29', '10:00', ROME).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(instantOf('2026-10-25', '10:00', ROME).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(instantOf('2026-03-28', '10:00', ROME).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantOf('2026-10-24', '10:00', ROME).toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(instantOf('2026-03-29', '01:59', ROME).toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29', '03:00', ROME).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes a skipped time as an hour later and a repeated time at its first occurrence', () => {
    // 02:30 does not exist on 29 March: the clock jumps from 01:59 to 03:00.
    const skipped = instantOf('2026-03-29', '02:30', ROME);
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClockOf(skipped, ROME)).toEqual({ date: '2026-03-29', time: '03:30' });
    // 02:30 happens twice on 25 October: at 00:30Z (summer time) and at 01:30Z.
    expect(instantOf('2026-10-25', '02:30', ROME).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallClockOf(new Date('2026-10-25T01:30:00Z'), ROME)).toEqual({
      date: '2026-10-25',
      time: '02:30',
    });
  });

  it('knows how long a day lasts: 23 hours in spring, 25 in autumn', () => {
    expect(dayMinutes('2026-03-29', ROME)).toBe(23 * 60);
    expect(dayMinutes('2026-10-25', ROME)).toBe(25 * 60);
    expect(dayMinutes('2026-06-15', ROME)).toBe(24 * 60);
    expect(dayMinutes('2026-03-29', 'UTC')).toBe(24 * 60);
    expect(dayMinutes('2026-03-08', 'America/New_York')).toBe(23 * 60);
  });

  it('maps any instant to a wall clock that maps back to the same wall clock', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: from / 60_000, max: to / 60_000 }),
        fc.constantFrom(ROME, 'UTC', 'America/New_York', 'Australia/Sydney'),
        (minute, tz) => {
          const at = new Date(minute * 60_000);
          const wall = wallClockOf(at, tz);
          const back = instantOf(wall.date, wall.time, tz);
          expect(wallClockOf(back, tz)).toEqual(wall);
          // Only the repeated hour's second occurrence maps to another (the first) instant.
          const diff = at.getTime() - back.getTime();
          expect([0, 3_600_000]).toContain(diff);
        },
      ),
    );
  });
});
