// The store's form (issue 25 item 3): what the admin types turned into the body the API takes,
// refused by the same contract the server checks (storeBody), worded for the admin; the opening
// hours in order and the week in short.
import {
  ISO_DAYS,
  MAX_RANGES_A_DAY,
  type OpeningInterval,
  openingByDay,
  STORE_CHECKS,
  type Store,
  type StoreBody,
  storeBody,
} from '@tessera/domain';
import type { core } from 'zod';
import { z } from 'zod';
import { issueMessage, message } from '../../../lib/forms.ts';
import type { MessageKey } from '../../../lib/i18n.ts';

export interface StoreForm {
  name: string;
  address: string;
  city: string;
  phone: string;
  main: boolean;
  visible: boolean;
  /** Ranges of every day, in any order; a day without any is closed. */
  openingHours: OpeningInterval[];
}

export const storeFormOf = (s: Store | null): StoreForm => ({
  name: s?.name ?? '',
  address: s?.address ?? '',
  city: s?.city ?? '',
  phone: s?.phone ?? '',
  main: s?.main ?? false,
  visible: s?.visible ?? true,
  openingHours: s ? sortedHours(s.openingHours) : [],
});

const blankIsNull = (text: string) => text.trim() || null;

/** The body the form stands for: trimmed, blank texts null, hours by day and time. */
export const bodyOf = (f: StoreForm): StoreBody => ({
  name: f.name.trim(),
  address: blankIsNull(f.address),
  city: blankIsNull(f.city),
  phone: blankIsNull(f.phone),
  main: f.main,
  visible: f.visible,
  openingHours: sortedHours(f.openingHours).map(({ day, from, to }) => ({ day, from, to })),
});

export const sortedHours = (hours: readonly OpeningInterval[]) =>
  [...hours].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));

/** The contract's words (STORE_CHECKS) in the admin's. */
const WORDS: Record<(typeof STORE_CHECKS)[keyof typeof STORE_CHECKS], MessageKey> = {
  [STORE_CHECKS.time]: 'storesAdmin.checks.time',
  [STORE_CHECKS.hoursEndBeforeStart]: 'storesAdmin.checks.endBeforeStart',
  [STORE_CHECKS.hoursOverlap]: 'storesAdmin.checks.overlap',
  [STORE_CHECKS.hoursPerDay]: 'storesAdmin.checks.perDay',
  [STORE_CHECKS.phone]: 'storesAdmin.checks.phone',
  [STORE_CHECKS.mainVisible]: 'storesAdmin.checks.mainVisible',
};

function refusal(issue: core.$ZodIssue): string {
  const own = WORDS[issue.message as keyof typeof WORDS];
  if (own) return message(own, { max: MAX_RANGES_A_DAY });
  return issueMessage(issue as core.$ZodRawIssue);
}

/**
 * The form's contract: the body it makes must pass storeBody, so the form refuses what the server
 * would, each problem on its field (a range's on the range's time). Its output is that body.
 */
export const storeSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
    main: z.boolean(),
    visible: z.boolean(),
    openingHours: z.array(
      z.object({ day: z.number().int(), from: z.string(), to: z.string() }).strict(),
    ),
  })
  .superRefine((form, ctx) => {
    // Paths name the form's ranges: the body's are sorted, so index them back.
    const sorted = sortedHours(form.openingHours);
    const at = (i: unknown) => form.openingHours.indexOf(sorted[Number(i)] as OpeningInterval);
    for (const issue of storeBody.safeParse(bodyOf(form)).error?.issues ?? []) {
      const [field, index, part] = issue.path;
      const path =
        field === 'openingHours' && index !== undefined
          ? ['openingHours', at(index), part === 'day' ? 'from' : (part ?? 'from')]
          : issue.path;
      ctx.addIssue({ code: 'custom', path: path as PropertyKey[], message: refusal(issue) });
    }
  })
  .transform(bodyOf);

// ── Opening hours ───────────────────────────────────────────────────────────────────────────

/** The week in short: days with the same ranges one after the other together ("lun–ven"). */
export function weekInShort(
  hours: readonly OpeningInterval[],
): { days: number[]; ranges: string[] }[] {
  const byDay = openingByDay(hours);
  const groups: { days: number[]; ranges: string[] }[] = [];
  for (const day of ISO_DAYS) {
    const ranges = (byDay.get(day) ?? []).map((r) => `${r.from}–${r.to}`);
    const last = groups.at(-1);
    if (last && last.ranges.join() === ranges.join()) last.days.push(day);
    else groups.push({ days: [day], ranges });
  }
  return groups;
}
