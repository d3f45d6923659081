// Coupons and packs (issue 9; SPEC §3, §7 Card, coupons, packs): what the customer holds, with a
// code the counter scans; staff redeem a coupon once and consume a pack's uses one at a time.
import { z } from 'zod';
import { CARD_CODE } from './card.ts';

/** A coupon's or pack's code as the counter types or scans it: 12 digits. */
export const offerCodeBody = z.object({ code: z.string().trim().regex(CARD_CODE) }).strict();

/** A coupon as its holder and the counter see it (SPEC §3's table field is the activity's own). */
export const couponCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  code: z.string(),
  /** Last valid day, YYYY-MM-DD, or null: no end. */
  validTo: z.string().nullable(),
  expired: z.boolean(),
  /** ISO instant of the redemption, or null. */
  redeemedAt: z.string().nullable(),
});
export type CouponCustomer = z.infer<typeof couponCustomer>;

export const packCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  code: z.string(),
  uses: z.number().int(),
  usesLeft: z.number().int(),
  validTo: z.string().nullable(),
  expired: z.boolean(),
});
export type PackCustomer = z.infer<typeof packCustomer>;
