// The birth date as sign-up and the profile ask it (SPEC §3: day, month and year, sent as
// year-month-day; §5: years 1900 to 2021): the pickers' values and their check.
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, birthDateOf } from '@tessera/domain';
import { z } from 'zod';
import { message } from './forms.ts';
import type { MessageKey } from './i18n.ts';

/** The three pickers' values, '' while not chosen. */
export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** Years offered by the picker, newest first. */
export const BIRTH_YEARS: readonly number[] = Array.from(
  { length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 },
  (_, i) => BIRTH_YEAR_MAX - i,
);

/** Days of a month: 31 while the month is not chosen; February 29 while the year is not. */
export function daysIn(month: number | null, year: number | null): number {
  if (!month) return 31;
  return new Date(Date.UTC(year && year > 0 ? year : 2000, month, 0)).getUTCDate();
}

/** Splits a YYYY-MM-DD birth date into the pickers ('' when absent). */
export function splitBirthDate(value: string | null | undefined): BirthDateParts {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return { day: '', month: '', year: '' };
  return { day: String(Number(m[3])), month: String(Number(m[2])), year: m[1] as string };
}

export type JoinedBirthDate = { ok: true; value: string | null } | { ok: false };

/**
 * Joins the pickers into YYYY-MM-DD: null when all three are empty, not ok when only some are
 * chosen, the day does not exist in that month, or the year is outside 1900–2021.
 */
export function joinBirthDate({ day, month, year }: BirthDateParts): JoinedBirthDate {
  if (!day && !month && !year) return { ok: true, value: null };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y)) return { ok: false };
  if (y < BIRTH_YEAR_MIN || y > BIRTH_YEAR_MAX || m < 1 || m > 12) return { ok: false };
  if (d < 1 || d > daysIn(m, y)) return { ok: false };
  return { ok: true, value: birthDateOf(d, m, y) };
}

/** The pickers in a form's schema: none or a whole date, else `problem` under the field. */
export const birthDateInput = (problem: MessageKey) =>
  z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .refine((b) => joinBirthDate(b).ok, message(problem));
