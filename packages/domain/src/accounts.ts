// Accounts (SPEC §3–§7): registration, password recovery, privacy, profile, addresses,
// devices and user management. The api validates with these; the web types with them.
import { z } from 'zod';
import { CUSTOMER_TYPES, GENDERS, LANGUAGE_CODES } from './codes.ts';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, CODE_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/** A database id in a JSON body: a positive integer within PostgreSQL's integer range. */
export const id = z.number().int().min(1).max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
export const email = z.string().trim().toLowerCase().max(180).pipe(z.email());
export const password = z.string().min(PASSWORD_MIN_LENGTH).max(200);
export const code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));

/**
 * A person's name or surname (finding 3: a name starts the invite SMS): letters of any script
 * with their combining marks, spaces, apostrophes, hyphens and dots, beginning with a letter. A
 * dot ends a word (J. R., St. John), so no web address fits; digits, slashes, control characters
 * and line breaks do not either.
 */
export const PERSON_NAME = /^(?=.{1,80}$)\p{L}\p{M}*(?:[\p{L}\p{M} '’-]|\.(?=[ '’-]|$))*$/u;
export const personName = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(80, { abort: true })
  // The web's translation key; the API answers invalid_input naming the field.
  .regex(PERSON_NAME, { message: 'validation.personName' });
/** YYYY-MM-DD with a birth year of SPEC §5. */
export const birthDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const year = Number(v.slice(0, 4));
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === v &&
      year >= BIRTH_YEAR_MIN &&
      year <= BIRTH_YEAR_MAX
    );
  }, 'invalid date');

/** Builds the YYYY-MM-DD birth date from the day, month and year pickers. */
export function birthDateOf(day: number, month: number, year: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The consents of SPEC §3. Marketing (B) and profiling (C) absent are not given: a consent is
 * only one the customer gives (GDPR; CJEU C-673/17 Planet49), not SPEC §3's default of true.
 */
export const consents = z.object({
  informativaPrivacy: z.boolean(),
  informativaPointB: z.boolean().default(false),
  informativaPointC: z.boolean().default(false),
});
export type Consents = z.infer<typeof consents>;

/**
 * A device's name as the user's list shows it (finding 10): plain text of at most 60 characters,
 * without control or format characters (line breaks, direction overrides) nor markup.
 */
export const deviceName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\p{C}<>]*$/u);

export const deviceParams = z
  .object({
    deviceName,
    deviceType: text(40).min(1),
    authNotice: z.enum(['Y', 'N']).default('N'),
    osVersion: optionalText(40),
    sdkVersion: optionalText(40),
    appVersion: optionalText(40),
    activityId: id.optional(),
  })
  .strict();
export type DeviceParams = z.infer<typeof deviceParams>;

export const device = z.object({
  id: z.number().int(),
  deviceId: z.string(),
  deviceName: z.string(),
  deviceType: z.string(),
  authNotice: z.enum(['Y', 'N']),
  osVersion: z.string().nullable(),
  sdkVersion: z.string().nullable(),
  appVersion: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof device>;

export const sendCodeBody = z.object({ activityId: id, username: email }).strict();
/** The code itself is never returned: it is readable only in the mailbox (docs/email.md). */
export const sendCodeResult = z.object({
  sent: z.boolean(),
  codeLength: z.number().int(),
  expiresAt: z.string(),
});
export const checkCodeBody = z.object({ activityId: id, username: email, code }).strict();

/** Customer fields shared by sign-up and the profile (SPEC §3). */
const customerFields = {
  name: personName,
  surname: personName,
  birthDate: birthDate.nullish(),
  gender: z.enum(GENDERS).nullish(),
  typo: z.enum(CUSTOMER_TYPES),
  countryId: id.nullish(),
  nationId: id.nullish(),
  address: optionalText(160),
  streetNumber: optionalText(20),
  cap: optionalText(10),
  town: optionalText(80),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/)
    .nullish()
    .or(z.literal('').transform(() => null)),
  language: z.enum(LANGUAGE_CODES),
};

export const signInBody = z
  .object({
    activityId: id,
    storeId: id.nullish(),
    username: email,
    password,
    code,
    invite: optionalText(20),
    deviceId: optionalText(200),
    deviceType: optionalText(40),
    deviceName: deviceName.nullish(),
    ...customerFields,
    typo: customerFields.typo.default('F'),
    language: customerFields.language.default('it'),
    ...consents.shape,
  })
  .strict();
export type SignInBody = z.input<typeof signInBody>;

export const profile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  typo: z.enum(CUSTOMER_TYPES),
  countryId: z.number().int().nullable(),
  /** The town of countryId, so a form can label it without loading every town. */
  country: z.object({ id: z.number().int(), name: z.string(), province: z.string() }).nullable(),
  nationId: z.number().int().nullable(),
  address: z.string().nullable(),
  streetNumber: z.string().nullable(),
  cap: z.string().nullable(),
  town: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGE_CODES),
  inviteCode: z.string().nullable(),
  roles: z.array(z.string()),
});
export type Profile = z.infer<typeof profile>;

export const updateProfileBody = z
  .object({ ...customerFields, activityId: id.optional() })
  .partial()
  .strict();
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/**
 * The roles user management assigns: SPEC §6's ROLE_ADMIN and ROLE_USER, and counter staff
 * (ROLE_STORE, issue 15; docs/decisions/0020).
 */
export const ASSIGNABLE_ROLES = ['ROLE_ADMIN', 'ROLE_STORE', 'ROLE_USER'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * User management. An activity admin sends roles and active for the membership in activityId;
 * only a super admin may send the account fields (username, email, name, surname, password).
 */
export const updateUserBody = z
  .object({
    username: email.optional(),
    email: email.optional(),
    name: personName.optional(),
    surname: personName.optional(),
    roles: z.array(z.enum(ASSIGNABLE_ROLES)).min(1).max(ASSIGNABLE_ROLES.length).optional(),
    active: z.enum(['Y', 'N']).optional(),
    password: password.optional(),
    activityId: id.optional(),
  })
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const createUserBody = z
  .object({
    activityId: id,
    username: email,
    email: email.optional(),
    name: personName,
    surname: personName,
    password,
    roles: z
      .array(z.enum(ASSIGNABLE_ROLES))
      .min(1)
      .max(ASSIGNABLE_ROLES.length)
      .default(['ROLE_USER']),
    active: z.enum(['Y', 'N']).default('Y'),
  })
  .strict();
export type CreateUserBody = z.input<typeof createUserBody>;

export const managedUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  roles: z.array(z.string()),
  /** The membership's switch, which the activity's admin sets. */
  active: z.enum(['Y', 'N']),
  /** The account's own switch (a super admin's): off, the user signs in nowhere. */
  accountActive: z.enum(['Y', 'N']),
  createdAt: z.string(),
  /** Booked by staff without an account of their own (a walk-in or a caller): cannot sign in. */
  guest: z.boolean(),
  /** A guest's phone; null for everyone else. */
  phone: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUser>;
export const USER_SORTS = ['username', 'name', 'surname', 'createdAt'] as const;
/**
 * What adding a user answers: the e-mail as given, the same whether or not it has an account
 * (issue 15 F4: nothing of an existing account is revealed).
 */
export const addedUser = z.object({ username: z.string() });

/** A membership an admin offered the caller, waiting for them to accept or decline it. */
export const invitation = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activity: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** The four password-change messages are checked in this order (SPEC §5). */
export const changePasswordBody = z
  .object({
    oldPassword: z.string().max(200).default(''),
    password: z.string().max(200).default(''),
    confirmPassword: z.string().max(200).default(''),
    activityId: id.optional(),
  })
  .strict();
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** A reset code works only with the e-mail of the account it was sent to. */
export const setNewPasswordBody = z
  .object({ email, code, password, confirmPassword: z.string().max(200) })
  .strict();
export const checkForgotCodeQuery = z.object({ email }).strict();

/** Changing one's login e-mail: the current password, then the code e-mailed to the new address. */
export const emailChangeBody = z
  .object({ email, currentPassword: z.string().min(1).max(200), activityId: id.optional() })
  .strict();
export type EmailChangeBody = z.input<typeof emailChangeBody>;
export const emailChangeConfirmBody = z.object({ email, code, activityId: id.optional() }).strict();
export type EmailChangeConfirmBody = z.input<typeof emailChangeConfirmBody>;

export const forgotPasswordResult = z.object({ esito: z.boolean(), message: z.string() });
export const forgotCodeResult = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const customerAddressBody = z
  .object({
    activityId: id,
    address: text(160).min(1),
    streetNumber: optionalText(20),
    cap: text(10).min(1),
    town: optionalText(80),
    countryId: id,
    /** Who receives the parcel, and a phone the courier calls (issue 22). */
    recipientName: text(120).min(1),
    phone: text(30).min(1),
  })
  .strict();
export type CustomerAddressBody = z.input<typeof customerAddressBody>;

export const customerAddress = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  address: z.string(),
  streetNumber: z.string().nullable(),
  cap: z.string(),
  town: z.string().nullable(),
  /** The town's province (IT: two letters); null on addresses saved before it was kept. */
  province: z.string().nullable(),
  recipientName: z.string().nullable(),
  /** International format, as the courier dials it ("+39 333 123 4567"). */
  phone: z.string().nullable(),
  countryId: z.number().int(),
  country: z.object({ id: z.number().int(), name: z.string(), province: z.string() }),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  nationId: z.number().int(),
  /** The nation's ISO code, whose postal codes the address takes (isPostalCode). */
  nationCode: z.string(),
  /** The town's postal codes as the dataset knows them (null: unknown). */
  caps: z.array(z.string()).nullable(),
});
export type Country = z.infer<typeof country>;

export const nation = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Nation = z.infer<typeof nation>;

export const activityPrivacy = z.object({
  id: z.number().int(),
  kind: z.enum(['informativaPrivacy', 'informativaPointB', 'informativaPointC']),
  title: z.string(),
  text: z.string(),
  required: z.boolean(),
});
export type ActivityPrivacy = z.infer<typeof activityPrivacy>;

export const userPrivacy = consents.extend({
  activityId: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type UserPrivacy = z.infer<typeof userPrivacy>;

export const userPrivacyBody = z
  .object({
    activityId: id,
    informativaPrivacy: z.boolean(),
    informativaPointB: z.boolean(),
    informativaPointC: z.boolean(),
  })
  .strict();

export const privacyCheck = z.object({ checkInformativePrivacy: z.boolean() });

/** Compares dotted versions numerically: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** SPEC §4 version check: an app older than the platform's minimum must update. */
export function needsAppUpdate(
  platform: 'ios' | 'android',
  appVersion: string,
  minimums: { ios: string; android: string },
): boolean {
  return compareVersions(appVersion, minimums[platform]) < 0;
}
