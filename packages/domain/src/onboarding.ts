// The super admin's side of the console (issue 25): a business onboarded with its first admin,
// every activity listed (switched-off ones too), and an activity switched off and on again.
import { z } from 'zod';
import { isTimeZone } from './activity-setup.ts';
import { BOOKING_TYPES, LANGUAGE_CODES, SHOP_TYPES } from './codes.ts';
import { contrastRatio, TEXT_CONTRAST } from './colors.ts';

const hex = z.string().regex(/^[0-9A-Fa-f]{6}$/, 'a colour as RRGGBB');

/** Lower-case letters, digits and single dashes: the activity's address (/registration/…). */
export const PERMALINK = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The languages an activity offers (its picker's), each once; the first is its own. */
export const offeredLanguages = z
  .array(z.enum(LANGUAGE_CODES))
  .min(1)
  .max(LANGUAGE_CODES.length)
  .refine((l) => new Set(l).size === l.length, 'each once');

/** The console's change of the languages offered (PUT /api/activities/{id}/languages). */
export const offeredLanguagesBody = z.object({ languages: offeredLanguages }).strict();
export type OfferedLanguagesBody = z.infer<typeof offeredLanguagesBody>;

export const onboardingBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    permalink: z.string().trim().min(3).max(60).regex(PERMALINK),
    color: hex,
    colorText: hex,
    timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone'),
    languages: offeredLanguages,
    shopType: z.enum(SHOP_TYPES),
    bookingType: z.enum(BOOKING_TYPES),
    admin: z
      .object({
        email: z
          .email()
          .max(254)
          .transform((e) => e.toLowerCase()),
        name: z.string().trim().min(1).max(80),
        surname: z.string().trim().max(80).optional(),
      })
      .strict(),
  })
  .strict()
  .refine((b) => contrastRatio(b.color, b.colorText) >= TEXT_CONTRAST, {
    message: 'the text colour does not stand out from the colour',
    path: ['colorText'],
  });
export type OnboardingBody = z.infer<typeof onboardingBody>;

export const platformActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  permalink: z.string(),
  color: z.string(),
  active: z.boolean(),
  members: z.number().int(),
  admins: z.array(z.string()),
});
export type PlatformActivity = z.infer<typeof platformActivity>;

export const activitySwitch = z.object({ active: z.boolean() }).strict();
