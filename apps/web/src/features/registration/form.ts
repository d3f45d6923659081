// The registration data form (SPEC §3, §5): its values, its schema (the domain's sign-up
// contract, worded for the customer) and the sign-up body.
import {
  CUSTOMER_TYPES,
  GENDERS,
  type LanguageCode,
  type SignInBody,
  signInBody,
} from '@tessera/domain';
import { z } from 'zod';
import type { Town } from '../../lib/api/countries.ts';
import { birthDateInput, joinBirthDate } from '../../lib/birthDate.ts';
import { message, newPasswordInputs, passes, passwordsMatch } from '../../lib/forms.ts';
import type { PublicConfiguration } from './api/get-public-configuration.ts';

const field = signInBody.shape;

/** The form's checks; the phone is required when the activity says so. */
export function registrationSchema(config: PublicConfiguration | null) {
  const phone = z.string().trim();
  return z
    .object({
      name: field.name,
      surname: field.surname,
      birthDate: birthDateInput('registration.form.birthDateInvalid'),
      gender: z.enum(GENDERS).or(z.literal('')),
      typo: z.enum(CUSTOMER_TYPES),
      nationId: z.number().nullable(),
      town: z.custom<Town | null>(),
      address: z.string(),
      streetNumber: z.string(),
      cap: z.string(),
      phone: (config?.requiredPhoneNumber ? phone.min(1) : phone).refine(
        passes(field.phone),
        message('validation.phone'),
      ),
      ...newPasswordInputs,
      invite: z.string(),
      informativaPrivacy: z.boolean().refine(Boolean, message('registration.form.privacyRequired')),
      informativaPointB: z.boolean(),
      informativaPointC: z.boolean(),
    })
    .superRefine(passwordsMatch);
}

export type RegistrationForm = z.input<ReturnType<typeof registrationSchema>>;
export type RegistrationValues = z.output<ReturnType<typeof registrationSchema>>;

/** The form as it opens; `invite` is the code a friend's invite link carried, if any. */
export function emptyForm(invite: string | null = null): RegistrationForm {
  return {
    name: '',
    surname: '',
    birthDate: { day: '', month: '', year: '' },
    gender: '',
    typo: 'F',
    nationId: null,
    town: null,
    address: '',
    streetNumber: '',
    cap: '',
    phone: '',
    password: '',
    confirmPassword: '',
    invite: invite ?? '',
    // Nothing ticked for the customer: a pre-ticked box is no consent (GDPR, Planet49).
    informativaPrivacy: false,
    informativaPointB: false,
    informativaPointC: false,
  };
}

const orNull = (v: string) => v.trim() || null;

/**
 * The sign-up body; `language` is the one the screen is in, chosen with the picker at its top
 * (the screen's only language selector), and becomes the customer's.
 */
export function signInBodyOf(
  form: RegistrationValues,
  config: PublicConfiguration | null,
  journey: { activityId: number; storeId: number | null; username: string; code: string },
  language: LanguageCode,
): SignInBody {
  const birth = joinBirthDate(form.birthDate);
  const body: SignInBody = {
    activityId: journey.activityId,
    storeId: journey.storeId,
    username: journey.username,
    code: journey.code,
    password: form.password,
    name: form.name.trim(),
    surname: form.surname.trim(),
    birthDate: birth.ok ? birth.value : null,
    gender: form.gender || null,
    typo: form.typo,
    phone: orNull(form.phone),
    language,
    invite: orNull(form.invite),
    deviceType: 'web',
    informativaPrivacy: form.informativaPrivacy,
    informativaPointB: form.informativaPointB,
    informativaPointC: form.informativaPointC,
  };
  if (config?.showNationCustomer) {
    body.nationId = form.nationId;
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
