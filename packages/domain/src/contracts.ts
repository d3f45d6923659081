// Shapes shared by api and web (DESIGN §4). The api validates with them; the web types with them.
import { z } from 'zod';
import {
  BOOKING_TYPES,
  CASH_BACK_TYPES,
  GRAPHIC_CARD_TYPES,
  HOME_TEMPLATES,
  MENU_TYPES,
  ROLES,
  SHOP_TYPES,
} from './codes.ts';

export const loginBody = z
  .object({
    username: z.string().trim().min(1).max(180),
    password: z.string().min(1).max(200),
  })
  .strict();
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) }).strict();

export const tokenPair = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/**
 * Claims of the access token. `roles` holds the global roles only (ROLE_SUPER_ADMIN); roles in an
 * activity come with the membership (`activityCustomer.roles`). `sid` names the session.
 */
export const accessClaims = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  sid: z.string().uuid(),
});
export type AccessClaims = z.infer<typeof accessClaims>;

export const errorBody = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const activity = z.object({
  id: z.number().int(),
  name: z.string(),
  permalink: z.string(),
  active: z.boolean(),
  color: z.string(),
  colorText: z.string(),
  /** The activity's logo (an /images path), or null. */
  logoUrl: z.string().nullable(),
  cashBackType: z.enum(CASH_BACK_TYPES),
});
export type Activity = z.infer<typeof activity>;

export const activityCustomer = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  storeId: z.number().int().nullable(),
  /** The caller's roles in this activity. */
  roles: z.array(z.enum(ROLES)),
  activity,
});
export type ActivityCustomer = z.infer<typeof activityCustomer>;

export const activityConfigurationTranslation = z.object({
  languageCode: z.string(),
  menuTextApp: z.string().nullable(),
  menuDescriptionBottom: z.string().nullable(),
});

/** Everything the registration screens need, readable without an account. */
export const publicActivityConfiguration = z.object({
  activityId: z.number().int(),
  bookingType: z.enum(BOOKING_TYPES),
  shopType: z.enum(SHOP_TYPES),
  templateAppHome: z.enum(HOME_TEMPLATES),
  graphicCardType: z.enum(GRAPHIC_CARD_TYPES),
  showAddressCustomer: z.boolean(),
  showNationCustomer: z.boolean(),
  requiredPhoneNumber: z.boolean(),
  multiLanguage: z.boolean(),
  androidStoreUrl: z.string().nullable(),
  iosStoreUrl: z.string().nullable(),
});

export type PublicActivityConfiguration = z.infer<typeof publicActivityConfiguration>;

export const activityConfiguration = publicActivityConfiguration.extend({
  shopTotalMinPrice: z.number(),
  shopTextColor: z.string().nullable(),
  shopTextSize: z.number().int().nullable(),
  shopTextSelectedSize: z.number().int().nullable(),
  shopTimePreparation: z.number().int(),
  menuTextApp: z.string().nullable(),
  menuColorBackground: z.string().nullable(),
  menuColorText: z.string().nullable(),
  menuDescriptionBottom: z.string().nullable(),
  menuShowIcon: z.boolean(),
  menuLinkWhatApp: z.string().nullable(),
  menuTextWhatApp: z.string().nullable(),
  showCurrency: z.boolean(),
  cashBackExpiration: z.number().int().nullable(),
  menuType: z.enum(MENU_TYPES),
  timeZone: z.string(),
  activityConfigurationTranslations: z.array(activityConfigurationTranslation),
});
export type ActivityConfiguration = z.infer<typeof activityConfiguration>;

export const MENU_FLAGS = [
  'showShopApp',
  'showBookingApp',
  'showCouponApp',
  'showPack',
  'showIntroduceFriendApp',
  'showMenuApp',
  'showIntroduceFriendPhoneApp',
  'showInstantWinApp',
  'showFlowNoticePoint',
] as const;
export type MenuFlag = (typeof MENU_FLAGS)[number];
export type ActivityMenu = Record<MenuFlag, boolean>;
export const activityMenu = z.object(
  Object.fromEntries(MENU_FLAGS.map((f) => [f, z.boolean()])) as Record<MenuFlag, z.ZodBoolean>,
);

export const language = z.object({
  id: z.number().int(),
  code: z.string(),
  flagCode: z.string(),
  name: z.string(),
});
export type Language = z.infer<typeof language>;

export const activityLanguage = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  language,
});
export type ActivityLanguage = z.infer<typeof activityLanguage>;

export const activityImage = z.object({ id: z.number().int(), url: z.string(), sort: z.number() });
export type ActivityImage = z.infer<typeof activityImage>;

export const activityVideo = z.object({ id: z.number().int(), url: z.string() });
export type ActivityVideo = z.infer<typeof activityVideo>;

export const permalinkResult = z.object({
  activityId: z.number().int(),
  storeId: z.number().int().nullable(),
});
