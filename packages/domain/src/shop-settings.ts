// The shop's settings in the console (issue 25): the minimum order, the preparation time, the
// three shippings (SPEC §3 Shipping: store, courier, home), the four payments, the bank details
// a bank transfer needs, and the pick-up windows per ISO weekday. Money in euros with whole cents,
// named as SPEC §3 names them (shopTotalMinPrice; priceMin, offerPrice, standardPrice), as every
// call carries money (DESIGN §4); the API keeps cents inside.
import { z } from 'zod';
import { eurosUpTo } from './card.ts';
import { PAYMENT_TYPES, SHIPPING_TYPES } from './codes.ts';
import { weeklyRanges } from './weekly.ts';

/** The most a shipping's price or threshold, or the minimum order, may be: 100.000,00 €. */
export const MAX_SHOP_SETTINGS_EUROS = 100_000;
const price = eurosUpTo(MAX_SHOP_SETTINGS_EUROS);
const days = z.number().int().min(0).max(90);

export const shippingSetting = z
  .object({
    type: z.enum(SHIPPING_TYPES),
    active: z.boolean(),
    /** Euros: above this subtotal the offer price applies, else the standard price (SPEC §9). */
    priceMin: price,
    offerPrice: price,
    standardPrice: price,
    shippingDaysFrom: days,
    shippingDaysTo: days,
  })
  .strict()
  .refine((s) => s.shippingDaysTo >= s.shippingDaysFrom, {
    message: 'delivery days: the last before the first',
    path: ['shippingDaysTo'],
  });

export const paymentSetting = z
  .object({ type: z.enum(PAYMENT_TYPES), active: z.boolean() })
  .strict();

const unique = <T extends { type: string }>(rows: readonly T[]) =>
  new Set(rows.map((r) => r.type)).size === rows.length;

export const shopSettingsBody = z
  .object({
    /** Euros: the smallest cart subtotal an order may have (SPEC §3 Activity configuration). */
    shopTotalMinPrice: price,
    /** Minutes between pick-up times (SPEC §5), 5 to 240. */
    preparationMinutes: z.number().int().min(5).max(240),
    shippings: z.array(shippingSetting).max(SHIPPING_TYPES.length).refine(unique, 'one per type'),
    payments: z.array(paymentSetting).max(PAYMENT_TYPES.length).refine(unique, 'one per type'),
    /** Who a bank transfer pays and the IBAN; needed to switch bank transfer on. */
    bank: z
      .object({ payee: z.string().trim().min(1).max(120), iban: z.string().trim().max(42) })
      .strict()
      .nullable(),
    /** The pick-up windows. */
    closeTimes: weeklyRanges(28),
  })
  .strict();
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

/** Why a payment type cannot be offered now: no provider keys on this server, no bank details. */
export const PAYMENT_BLOCKS = ['noKeys', 'noBankDetails'] as const;

export const shopSettingsView = shopSettingsBody.safeExtend({
  payments: z.array(
    z.object({
      type: z.enum(PAYMENT_TYPES),
      active: z.boolean(),
      /** Set while the type cannot be switched on (or, switched on, is refused at checkout). */
      blockedBy: z.enum(PAYMENT_BLOCKS).nullable(),
    }),
  ),
});
export type ShopSettingsView = z.infer<typeof shopSettingsView>;
