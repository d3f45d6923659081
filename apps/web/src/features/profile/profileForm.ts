// The profile form (SPEC §3 Profile fields): filled from the profile, checked by a schema on
// the domain's contracts, and turned into the update-profile body. Pure, so it is unit tested.
import {
  CUSTOMER_TYPES,
  GENDERS,
  type Profile,
  signInBody,
  type UpdateProfileBody,
} from '@tessera/domain';
import { z } from 'zod';
import { birthDateInput, joinBirthDate, splitBirthDate } from '../../lib/birthDate.ts';
import { message, passes } from '../../lib/forms.ts';

/** The customer fields shared with sign-up (SPEC §3), as the domain checks them. */
const customer = signInBody.shape;

/** The profile form's checks; the phone is required when the activity says so. */
export function profileSchema(opts: { phoneRequired: boolean }) {
  const phone = z.string().trim();
  return z.object({
    name: customer.name,
    surname: customer.surname,
    birthDate: birthDateInput('profile.errors.birthDate'),
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
  };
}

const orNull = (s: string) => s.trim() || null;

/** The update-profile body of checked values; the language is saved apart (see ProfileDetails). */
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
