// Ranges of a week (issue 25): an ISO weekday (1 Monday … 7 Sunday) and a start and end time of
// that day. The shop's pick-up windows and an operator's working hours are lists of them.
import { z } from 'zod';
import { HH_MM } from './stores.ts';
import { minutesOf, timeOf } from './wall-clock.ts';

export const weeklyRange = z
  .object({
    day: z.number().int().min(1).max(7),
    startTime: z.string().regex(HH_MM),
    endTime: z.string().regex(HH_MM),
  })
  .strict()
  .refine((w) => minutesOf(w.endTime) > minutesOf(w.startTime), {
    message: 'ends before it starts',
    path: ['endTime'],
  });
export type WeeklyRange = z.infer<typeof weeklyRange>;

/** Ranges of one day that overlap an earlier one of the list: their indexes. */
export function overlappingRanges(ranges: readonly WeeklyRange[]): number[] {
  const clashes: number[] = [];
  ranges.forEach((w, i) => {
    const clash = ranges.some(
      (o, j) =>
        j < i &&
        o.day === w.day &&
        minutesOf(o.startTime) < minutesOf(w.endTime) &&
        minutesOf(w.startTime) < minutesOf(o.endTime),
    );
    if (clash) clashes.push(i);
  });
  return clashes;
}

/** A week's ranges, none overlapping another of its day. */
export const weeklyRanges = (max: number) =>
  z
    .array(weeklyRange)
    .max(max)
    .superRefine((ranges, ctx) => {
      for (const i of overlappingRanges(ranges)) {
        ctx.addIssue({ code: 'custom', message: 'overlaps another range', path: [i, 'startTime'] });
      }
    });

/**
 * The times of a weekday outside its ranges, from 00:00 to 24:00: when someone with these working
 * hours does not work (the whole day when the day has none).
 */
export function hoursGaps(
  ranges: readonly Pick<WeeklyRange, 'day' | 'startTime' | 'endTime'>[],
  day: number,
): { startTime: string; endTime: string }[] {
  const today = ranges
    .filter((r) => r.day === day)
    .map((r) => [minutesOf(r.startTime), minutesOf(r.endTime)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: { startTime: string; endTime: string }[] = [];
  let from = 0;
  for (const [start, end] of today) {
    if (start > from) gaps.push({ startTime: timeOf(from), endTime: timeOf(start) });
    from = Math.max(from, end);
  }
  if (from < 24 * 60) gaps.push({ startTime: timeOf(from), endTime: timeOf(24 * 60) });
  return gaps;
}
