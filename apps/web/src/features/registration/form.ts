// The registration data form (SPEC §3, §5): its values, its schema (the domain's sign-up
// contract, worded for the customer) and the sign-up body.
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  birthDateOf,
  type Country,
  CUSTOMER_TYPES,
  GENDERS,
  LANGUAGE_CODES,
  type LanguageCode,
  type SignInBody,
  signInBody,
} from '@tessera/domain';
import { z } from 'zod';
import { message, newPasswordInputs, passes, passwordsMatch } from '../../lib/forms.ts';
import type { PublicConfiguration } from './api/get-public-configuration.ts';

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

/** Years offered by the birth date picker, most recent first. */
export const BIRTH_YEARS = Array.from(
  { length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 },
  (_, i) => BIRTH_YEAR_MAX - i,
);

/** Days of a month (31 while the month is not chosen; February 29 only in leap years). */
export function daysIn(month: number | null, year: number | null): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** YYYY-MM-DD when day, month and year are all chosen; null when none; 'partial' otherwise. */
export function birthDateFrom(parts: BirthDateParts) {
  const values = [parts.day, parts.month, parts.year];
  if (values.every((p) => !p)) return null;
  if (values.some((p) => !p)) return 'partial' as const;
  const [d, m, y] = values.map(Number) as [number, number, number];
  if (d > daysIn(m, y)) return 'partial' as const;
  return birthDateOf(d, m, y);
}

const field = signInBody.shape;

/** The form's checks; the phone is required when the activity says so. */
export function registrationSchema(config: PublicConfiguration | null) {
  const phone = z.string().trim();
  return z
    .object({
      name: field.name,
      surname: field.surname,
      birthDate: z
        .object({ day: z.string(), month: z.string(), year: z.string() })
        .refine(
          (b) => birthDateFrom(b) !== 'partial',
          message('registration.form.birthDateInvalid'),
        ),
      gender: z.enum(GENDERS).or(z.literal('')),
      typo: z.enum(CUSTOMER_TYPES),
      nationId: z.string(),
      town: z.custom<Country | null>(),
      address: z.string(),
      streetNumber: z.string(),
      cap: z.string(),
      phone: (config?.requiredPhoneNumber ? phone.min(1) : phone).refine(
        passes(field.phone),
        message('validation.phone'),
      ),
      ...newPasswordInputs,
      invite: z.string(),
      language: z.enum(LANGUAGE_CODES),
      informativaPrivacy: z.boolean().refine(Boolean, message('registration.form.privacyRequired')),
      informativaPointB: z.boolean(),
      informativaPointC: z.boolean(),
    })
    .superRefine(passwordsMatch);
}

export type RegistrationForm = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationValues = z.output<ReturnType<typeof registrationSchema>>;

export function emptyForm(language: LanguageCode): RegistrationForm {
  return {
    name: '',
    surname: '',
    birthDate: { day: '', month: '', year: '' },
    gender: '',
    typo: 'F',
    nationId: '',
    town: null,
    address: '',
    streetNumber: '',
    cap: '',
    phone: '',
    password: '',
    confirmPassword: '',
    invite: '',
    language,
    informativaPrivacy: false,
    informativaPointB: true,
    informativaPointC: true,
  };
}

const orNull = (v: string) => v.trim() || null;

export function signInBodyOf(
  form: RegistrationValues,
  config: PublicConfiguration | null,
  journey: { activityId: number; storeId: number | null; username: string; code: string },
): SignInBody {
  const birthDate = birthDateFrom(form.birthDate);
  const body: SignInBody = {
    activityId: journey.activityId,
    storeId: journey.storeId,
    username: journey.username,
    code: journey.code,
    password: form.password,
    name: form.name.trim(),
    surname: form.surname.trim(),
    birthDate: birthDate === 'partial' ? null : birthDate,
    gender: form.gender || null,
    typo: form.typo,
    phone: orNull(form.phone),
    language: form.language,
    invite: orNull(form.invite),
    deviceType: 'web',
    informativaPrivacy: form.informativaPrivacy,
    informativaPointB: form.informativaPointB,
    informativaPointC: form.informativaPointC,
  };
  if (config?.showNationCustomer) {
    body.nationId = Number(form.nationId) || null;
    body.countryId = form.town?.id ?? null;
    body.town = form.town?.name ?? null;
  }
  if (config?.showAddressCustomer) {
    body.address = orNull(form.address);
    body.streetNumber = orNull(form.streetNumber);
    body.cap = orNull(form.cap);
  }
  return body;
}
