// The registration data form (SPEC §3, §5): its values, checks and the sign-up body.
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  birthDateOf,
  type Country,
  type CustomerType,
  type Gender,
  type LanguageCode,
  type SignInBody,
} from '@tessera/domain';
import { passwordProblem } from '../../lib/validation.ts';
import type { PublicConfiguration } from './api/get-public-configuration.ts';

export interface RegistrationForm {
  name: string;
  surname: string;
  day: string;
  month: string;
  year: string;
  gender: Gender | '';
  typo: CustomerType;
  nationId: string;
  town: Country | null;
  address: string;
  streetNumber: string;
  cap: string;
  phone: string;
  password: string;
  confirmPassword: string;
  invite: string;
  language: LanguageCode;
  informativaPrivacy: boolean;
  informativaPointB: boolean;
  informativaPointC: boolean;
}

export type Field = keyof RegistrationForm | 'birthDate';
/** Field -> translation key of its problem. */
export type FormErrors = Partial<Record<Field, string>>;

export function emptyForm(language: LanguageCode): RegistrationForm {
  return {
    name: '',
    surname: '',
    day: '',
    month: '',
    year: '',
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
export function birthDateFrom(form: Pick<RegistrationForm, 'day' | 'month' | 'year'>) {
  const parts = [form.day, form.month, form.year];
  if (parts.every((p) => !p)) return null;
  if (parts.some((p) => !p)) return 'partial' as const;
  const [d, m, y] = parts.map(Number) as [number, number, number];
  if (d > daysIn(m, y)) return 'partial' as const;
  return birthDateOf(d, m, y);
}

const PHONE = /^\+?[0-9 ]{6,20}$/;

export function validate(form: RegistrationForm, config: PublicConfiguration | null): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = 'registration.form.required';
  if (!form.surname.trim()) errors.surname = 'registration.form.required';
  if (birthDateFrom(form) === 'partial') errors.birthDate = 'registration.form.birthDateInvalid';
  const phone = form.phone.trim();
  if (!phone && config?.requiredPhoneNumber) errors.phone = 'registration.form.required';
  else if (phone && !PHONE.test(phone)) errors.phone = 'registration.form.phoneInvalid';
  const problem = passwordProblem(form.password, form.confirmPassword);
  if (problem === 'mismatch') errors.confirmPassword = 'registration.form.passwordMismatch';
  else if (problem) errors.password = `registration.form.password_${problem}`;
  if (!form.informativaPrivacy) errors.informativaPrivacy = 'registration.form.privacyRequired';
  return errors;
}

const orNull = (v: string) => v.trim() || null;

export function signInBodyOf(
  form: RegistrationForm,
  config: PublicConfiguration | null,
  journey: { activityId: number; storeId: number | null; username: string; code: string },
): SignInBody {
  const birthDate = birthDateFrom(form);
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
