// The stores as the activity's admins set them up (issue 25, console item 3): name, address,
// city, phone, the main flag (one main store per activity, always visible), visibility and the
// opening hours per ISO weekday (several ranges a day, none for a closed day). The customer's
// answer stays `store` (stores.ts). A check's message is the web's translation key.
import { z } from 'zod';
import { HH_MM, type OpeningInterval } from './stores.ts';
import { minutesOf } from './wall-clock.ts';
import { overlappingRanges } from './weekly.ts';

/** The words of the checks below: keys of the web's texts, translated where a form shows them. */
export const STORE_CHECKS = {
  time: 'validation.time',
  hoursEndBeforeStart: 'validation.hoursEndBeforeStart',
  hoursOverlap: 'validation.hoursOverlap',
  hoursPerDay: 'validation.hoursPerDay',
  phone: 'validation.phone',
  mainVisible: 'validation.mainStoreVisible',
} as const;

/** Ranges a day at most (a split day has two; a bar with a break three). */
export const MAX_RANGES_A_DAY = 4;

/** One opening range of an ISO weekday (1 Monday … 7 Sunday): from before to, as "HH:mm". */
export const openingRangeInput = z
  .object({
    day: z.number().int().min(1).max(7),
    from: z.string().regex(HH_MM, STORE_CHECKS.time),
    to: z.string().regex(HH_MM, STORE_CHECKS.time),
  })
  .strict()
  .refine((r) => minutesOf(r.to) > minutesOf(r.from), {
    message: STORE_CHECKS.hoursEndBeforeStart,
    path: ['to'],
  });

/** Ranges of a day that overlap an earlier one of the list: their indexes (as weekly.ts). */
export const overlappingOpenings = (hours: readonly OpeningInterval[]): number[] =>
  overlappingRanges(hours.map((h) => ({ day: h.day, startTime: h.from, endTime: h.to })));

/**
 * A week's opening hours: ranges in any order, none overlapping another of its day (one may end
 * when the next starts), at most MAX_RANGES_A_DAY a day. A range ends on its day: a night past
 * midnight is two ranges (…–24:00, and 00:00–… the next day).
 */
export const openingHoursInput = z
  .array(openingRangeInput)
  .max(7 * MAX_RANGES_A_DAY)
  .superRefine((hours, ctx) => {
    for (const i of overlappingOpenings(hours)) {
      ctx.addIssue({ code: 'custom', message: STORE_CHECKS.hoursOverlap, path: [i, 'from'] });
    }
    const perDay = new Map<number, number>();
    hours.forEach((h, i) => {
      const n = (perDay.get(h.day) ?? 0) + 1;
      perDay.set(h.day, n);
      if (n === MAX_RANGES_A_DAY + 1) {
        ctx.addIssue({ code: 'custom', message: STORE_CHECKS.hoursPerDay, path: [i, 'day'] });
      }
    });
  });

/** Digits with spaces, dots, dashes, slashes, brackets and a leading +: 6 to 15 digits. */
export const STORE_PHONE = /^\+?[\d\s().\-/]{6,30}$/;
const isPhone = (v: string) => {
  const digits = v.replace(/\D/g, '').length;
  return STORE_PHONE.test(v) && digits >= 6 && digits <= 15;
};

/** Text that may be left empty: empty or blank is saved as null. */
const optionalText = (max: number) => z.string().trim().max(max).nullable();

export const storeBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    /** Street and number, as customers read it and a map finds it. */
    address: optionalText(160),
    city: optionalText(80),
    phone: optionalText(30).refine((v) => !v || isPhone(v), STORE_CHECKS.phone),
    /**
     * The main store: listed first, named by booking e-mails and pick-up orders. Setting it makes
     * the activity's other main store an ordinary one; the main store is always visible.
     */
    main: z.boolean(),
    /** Hidden stores are the staff's only: customers never see them. */
    visible: z.boolean(),
    openingHours: openingHoursInput,
  })
  .strict()
  .refine((s) => s.visible || !s.main, {
    message: STORE_CHECKS.mainVisible,
    path: ['visible'],
  });
export type StoreBody = z.infer<typeof storeBody>;
export type StoreBodyInput = z.input<typeof storeBody>;

/** A new store's body: empty, visible, not main (the activity's first store becomes main). */
export const emptyStoreBody = (): StoreBody => ({
  name: '',
  address: null,
  city: null,
  phone: null,
  main: false,
  visible: true,
  openingHours: [],
});
