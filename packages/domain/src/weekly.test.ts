import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOf } from './wall-clock.ts';
import { hoursGaps, overlappingRanges, weeklyRanges } from './weekly.ts';

describe('an operator’s working hours', () => {
  it('leave the rest of the day closed', () => {
    const hours = [
      { day: 1, startTime: '15:00', endTime: '19:30' },
      { day: 1, startTime: '09:00', endTime: '13:00' },
      { day: 3, startTime: '10:00', endTime: '24:00' },
    ];
    expect(hoursGaps(hours, 1)).toEqual([
      { startTime: '00:00', endTime: '09:00' },
      { startTime: '13:00', endTime: '15:00' },
      { startTime: '19:30', endTime: '24:00' },
    ]);
    expect(hoursGaps(hours, 2)).toEqual([{ startTime: '00:00', endTime: '24:00' }]);
    expect(hoursGaps(hours, 3)).toEqual([{ startTime: '00:00', endTime: '10:00' }]);
  });

  it('gaps and hours together cover the day once, for any hours', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
      .filter(([a, b]) => a < b)
      .map(([a, b]) => ({
        day: 1,
        startTime: `${String(Math.floor((a * 15) / 60)).padStart(2, '0')}:${String((a * 15) % 60).padStart(2, '0')}`,
        endTime: `${String(Math.floor((b * 15) / 60)).padStart(2, '0')}:${String((b * 15) % 60).padStart(2, '0')}`,
      }));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 4 }), (all) => {
        const hours = all.filter((_, i) => !overlappingRanges(all).includes(i));
        const worked = hours.reduce((n, h) => n + minutesOf(h.endTime) - minutesOf(h.startTime), 0);
        const closed = hoursGaps(hours, 1).reduce(
          (n, g) => n + minutesOf(g.endTime) - minutesOf(g.startTime),
          0,
        );
        expect(worked + closed).toBe(24 * 60);
      }),
    );
  });

  it('refuses ranges of a day that overlap, and one ending before it starts', () => {
    const week = weeklyRanges(10);
    expect(
      week.safeParse([
        { day: 2, startTime: '09:00', endTime: '13:00' },
        { day: 2, startTime: '12:00', endTime: '15:00' },
      ]).success,
    ).toBe(false);
    expect(week.safeParse([{ day: 2, startTime: '13:00', endTime: '09:00' }]).success).toBe(false);
    expect(
      week.safeParse([
        { day: 2, startTime: '09:00', endTime: '13:00' },
        { day: 3, startTime: '12:00', endTime: '15:00' },
      ]).success,
    ).toBe(true);
  });
});
