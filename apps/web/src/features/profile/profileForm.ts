// The profile form (SPEC §3 Profile fields): filled from the profile, checked by a schema on
// the domain's contracts, and turned into the update-profile body. Pure, so it is unit tested.
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  birthDateOf,
  CUSTOMER_TYPES,
  type CustomerAddressBody,
  customerAddressBody,
  GENDERS,
  LANGUAGE_CODES,
  type Profile,
  signInBody,
  type UpdateProfileBody,
} from '@tessera/domain';
import { z } from 'zod';
import { message, passes } from '../../lib/forms.ts';

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** Years offered by the picker (SPEC §5, §9): newest first. */
export const BIRTH_YEARS: readonly number[] = Array.from(
  { length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 },
  (_, i) => BIRTH_YEAR_MAX - i,
);

export function daysInMonth(month: number, year: number): number {
  // Without a year, February offers 29 days; the join below rejects a missing leap day.
  return new Date(Date.UTC(Number.isFinite(year) && year > 0 ? year : 2000, month, 0)).getUTCDate();
}

/** Splits a YYYY-MM-DD birth date into the day, month and year pickers ('' when absent). */
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
  if (d < 1 || d > daysInMonth(m, y)) return { ok: false };
  return { ok: true, value: birthDateOf(d, m, y) };
}

/** The customer fields shared with sign-up (SPEC §3), as the domain checks them. */
const customer = signInBody.shape;

/** The profile form's checks; the phone is required when the activity says so. */
export function profileSchema(opts: { phoneRequired: boolean }) {
  const phone = z.string().trim();
  return z.object({
    name: customer.name,
    surname: customer.surname,
    birthDate: z
      .object({ day: z.string(), month: z.string(), year: z.string() })
      .refine((b) => joinBirthDate(b).ok, message('profile.errors.birthDate')),
    phone: (opts.phoneRequired ? phone.min(1) : phone).refine(
      passes(customer.phone),
      message('validation.phone'),
    ),
    address: z.string(),
    streetNumber: z.string(),
    cap: z.string(),
    town: z.string(),
    nationId: z.number().nullable(),
    countryId: z.number().nullable(),
    gender: z.enum(GENDERS).or(z.literal('')),
    typo: z.enum(CUSTOMER_TYPES),
    language: z.enum(LANGUAGE_CODES),
  });
}

export type ProfileForm = z.input<ReturnType<typeof profileSchema>>;

export function profileToForm(p: Profile): ProfileForm {
  return {
    name: p.name,
    surname: p.surname,
    birthDate: splitBirthDate(p.birthDate),
    phone: p.phone ?? '',
    address: p.address ?? '',
    streetNumber: p.streetNumber ?? '',
    cap: p.cap ?? '',
    town: p.town ?? '',
    nationId: p.nationId,
    countryId: p.countryId,
    gender: p.gender ?? '',
    typo: p.typo,
    language: p.language,
  };
}

const orNull = (s: string) => s.trim() || null;

/** The update-profile body of checked values. */
export function formToBody(f: ProfileForm): UpdateProfileBody {
  const birth = joinBirthDate(f.birthDate);
  return {
    name: f.name.trim(),
    surname: f.surname.trim(),
    birthDate: birth.ok ? birth.value : null,
    phone: orNull(f.phone),
    address: orNull(f.address),
    streetNumber: orNull(f.streetNumber),
    cap: orNull(f.cap),
    town: orNull(f.town),
    nationId: f.nationId,
    countryId: f.countryId,
    gender: f.gender || null,
    typo: f.typo,
    language: f.language,
  };
}

/** A new address: the domain's contract, the town optional, the country to be chosen. */
export const addressSchema = z.object({
  address: customerAddressBody.shape.address,
  streetNumber: z.string(),
  cap: customerAddressBody.shape.cap,
  town: z.string(),
  countryId: z
    .number()
    .nullable()
    .refine((v) => v !== null, message('validation.required')),
});

export type AddressForm = z.input<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  address: '',
  streetNumber: '',
  cap: '',
  town: '',
  countryId: null,
};

/** The new address body of checked values; activityId is added by the http client. */
export function addressToBody(a: AddressForm): Omit<CustomerAddressBody, 'activityId'> {
  return {
    address: a.address.trim(),
    streetNumber: orNull(a.streetNumber),
    cap: a.cap.trim(),
    town: orNull(a.town),
    countryId: a.countryId as number,
  };
}

/** Which form field a change-password error code belongs to (SPEC §5 messages). */
export function passwordErrorField(
  code: string,
): 'oldPassword' | 'password' | 'confirmPassword' | null {
  switch (code) {
    case 'old_password_required':
    case 'old_password_incorrect':
      return 'oldPassword';
    case 'password_required':
    case 'password_too_short':
      return 'password';
    case 'passwords_mismatch':
      return 'confirmPassword';
    default:
      return null;
  }
}

/** Which field of the e-mail change dialog a server refusal belongs to. */
export function emailChangeErrorField(code: string): 'email' | 'currentPassword' | 'code' | null {
  if (code === 'old_password_incorrect') return 'currentPassword';
  if (code === 'email_taken' || code === 'invalid_input') return 'email';
  if (code.startsWith('code_')) return 'code';
  return null;
}
