// Codes and enumerations of SPEC §3.

export const ROLES = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_MANAGER',
  'ROLE_RESELLER',
  'ROLE_STORE',
  'ROLE_USER',
  'ROLE_PLUGIN',
  'ROLE_EDIT_CARD',
  'ROLE_DEVELOPER',
] as const;
export type Role = (typeof ROLES)[number];

export const CASH_BACK_TYPES = ['E', 'P', 'EP'] as const;
export type CashBackType = (typeof CASH_BACK_TYPES)[number];

export const BOOKING_TYPES = ['N', 'NO', 'R', 'RO'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const SHOP_TYPES = ['A', 'R'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
/** A take-away shop (R): dishes, picked up at a time the customer chooses within its windows. */
export const isTakeAway = (shopType: ShopType | null | undefined) => shopType === 'R';

export const MENU_TYPES = ['O', 'V'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const HOME_TEMPLATES = ['S', 'I', 'V'] as const;
export type HomeTemplate = (typeof HOME_TEMPLATES)[number];

export const GRAPHIC_CARD_TYPES = ['S', 'B'] as const;
export type GraphicCardType = (typeof GRAPHIC_CARD_TYPES)[number];

export const ALLERGENS = [
  'GL',
  'CR',
  'UO',
  'PE',
  'AR',
  'SO',
  'LA',
  'CE',
  'SE',
  'LU',
  'FG',
  'MO',
  'LT',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const TYPOLOGIES = ['GF', 'VG', 'VE'] as const;
export const PAYMENT_TYPES = ['P', 'S', 'BT', 'ST'] as const;
export const SHIPPING_TYPES = ['S', 'C', 'H'] as const;
export const BOOKING_CONFIRMATIONS = ['Y', 'I', 'N'] as const;
export const CART_MOVEMENT_TYPES = ['AA', 'AM', 'C', 'IS', 'W', 'B', 'P', 'SM'] as const;
export const COUPON_TABLE_FIELDS = ['T', 'P', 'S'] as const;
export const NOTIFICATION_STATUSES = ['R', 'S', 'E', 'D'] as const;
export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];
/** Customer type: F private (default), G business. */
export const CUSTOMER_TYPES = ['F', 'G'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const YES_NO = ['Y', 'N'] as const;

/** Language codes as the spec names them; `gb` is English by its flag code. */
export const LANGUAGE_CODES = ['it', 'es', 'fr', 'de', 'gb'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'it';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
