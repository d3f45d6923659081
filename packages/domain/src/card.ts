// The card's HTTP shapes (issue 9; SPEC §3 User card, Cart value, flows; §7 Card): the customer's
// card and movements, and the counter operations of staff. Money travels as euros with at most 2
// decimals (DESIGN §4); the rules behind it are in loyalty.ts.
import { z } from 'zod';
import { CASH_BACK_TYPES, GRAPHIC_CARD_TYPES } from './codes.ts';
import { COUNTER_MOVEMENT_TYPES, MOVEMENT_TYPES } from './loyalty.ts';

/** A printed card code: 12 digits, the first not 0, drawn at random (never a sequence). */
export const CARD_CODE = /^[1-9]\d{11}$/;
export const cardCode = z.string().trim().regex(CARD_CODE);

/** Euros that are a whole number of cents (12.5, not 12.505 nor 1e-9). */
export const wholeCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * An amount in euros a client sends: whole cents, at least 0,01 € (so never a 0,00 movement), at
 * most 100,000 €. Every money input takes it.
 */
export const euros = z
  .number()
  .min(0.01)
  .max(100_000)
  .refine(wholeCents, { message: 'whole cents' });

/**
 * An amount in euros a console form sets (a price, a reward, a threshold): whole cents from 0 to
 * `max` euros. `message` words every refusal (the web's translation key where a form shows it);
 * without it zod's own words, and 'whole cents'. The API turns it into cents at its boundary.
 */
export const eurosUpTo = (max: number, message?: string) =>
  z
    .number()
    .min(0, message)
    .max(max, message)
    .refine(wholeCents, { message: message ?? 'whole cents' });
export const points = z.number().int().positive().max(10_000_000);

/**
 * A counter operation: by type, AA takes `spent` (the cashback is computed), AM and B an
 * `amount` and/or `points`, C an `amount`, P `points`, SM `reversalOf`.
 */
export const cardMovementBody = z
  .object({
    cardCode,
    type: z.enum(COUNTER_MOVEMENT_TYPES),
    amount: euros.optional(),
    points: points.optional(),
    spent: euros.optional(),
    reversalOf: z.number().int().positive().max(2_147_483_647).optional(),
    note: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const allowed: Record<(typeof COUNTER_MOVEMENT_TYPES)[number], string[]> = {
      AA: ['spent'],
      AM: ['amount', 'points'],
      B: ['amount', 'points'],
      C: ['amount'],
      P: ['points'],
      SM: ['reversalOf'],
    };
    const given = (['amount', 'points', 'spent', 'reversalOf'] as const).filter(
      (k) => b[k] !== undefined,
    );
    for (const k of given) {
      if (!allowed[b.type].includes(k)) {
        ctx.addIssue({ code: 'custom', path: [k], message: `not for a ${b.type} movement` });
      }
    }
    if (!given.some((k) => allowed[b.type].includes(k))) {
      ctx.addIssue({ code: 'custom', path: [allowed[b.type][0] as string], message: 'required' });
    }
  });
export type CardMovementBody = z.infer<typeof cardMovementBody>;

/** A movement as the customer's list and the counter show it; amounts signed. */
export const cardMovement = z.object({
  id: z.number().int(),
  type: z.enum(MOVEMENT_TYPES),
  /** Euros, signed: a credit positive, a consumption negative. */
  amount: z.number(),
  points: z.number().int(),
  /** The amount spent an AA movement was computed from. */
  spent: z.number().nullable(),
  /** ISO 8601 instant. */
  at: z.string(),
  storeName: z.string().nullable(),
  reversalOf: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type CardMovement = z.infer<typeof cardMovement>;

export const nextExpiryShape = z
  .object({ amount: z.number(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
  .nullable();

/** GET /api/activities/{id}/usercardsimple. */
export const userCardSimple = z.object({ balance: z.number(), pointBalance: z.number().int() });

/** GET /api/activities/{id}/usercard: the card the customer shows at the counter. */
export const userCard = userCardSimple.extend({
  cardCode: z.string(),
  /** The credit that expires first, and its day (YYYY-MM-DD), or null. */
  nextExpiry: nextExpiryShape,
  cashBackType: z.enum(CASH_BACK_TYPES),
  graphicCardType: z.enum(GRAPHIC_CARD_TYPES),
});
export type UserCard = z.infer<typeof userCard>;

/** GET /api/activities/{activityId}/cards/{cardCode}: the card at the counter. */
export const counterCard = userCard.extend({
  customer: z.object({ name: z.string(), surname: z.string() }),
});
export type CounterCard = z.infer<typeof counterCard>;

/** POST /api/activities/{activityId}/card-movements answers the movement and the new totals. */
export const cardMovementResult = z.object({
  movement: cardMovement,
  balance: z.number(),
  pointBalance: z.number().int(),
});
export type CardMovementResult = z.infer<typeof cardMovementResult>;

/** What a customer is credited: euros and points (either may be 0). */
export const reward = z.object({ amount: z.number(), points: z.number().int() });
export type Reward = z.infer<typeof reward>;

/**
 * GET /api/app/activities/{id}/cartshop: the cart value (value in percent, pointValue in €), the
 * welcome credit a new customer gets and the referral reward an inviter gets (refer-a-friend).
 */
export const cartValue = z.object({
  value: z.number(),
  pointValue: z.number(),
  welcome: reward,
  referral: reward,
});
export type CartValue = z.infer<typeof cartValue>;

/** The refusal of points (P, EP) without a point value. */
export const POINT_VALUE_NEEDED = 'points need a point value';

const whole = (max: number) => z.number().int().min(0).max(max);

/** The most a point, a welcome or a referral reward is worth: 10.000,00 €. */
export const MAX_CARD_TERMS_EUROS = 10_000;

/**
 * GET/PUT /api/activities/{activityId}/cardterms: the activity's card terms (SPEC §3 Activity,
 * Cart value, Activity configuration). valueBasisPoints: hundredths of a percent (500 = 5 %);
 * pointValue, welcome and referral: euros in whole cents (DESIGN §4), as the customer's cart value
 * carries them; cashBackExpiration: days a credit lasts (null: never). P and EP need a point value.
 */
export const cardTermsBody = z
  .object({
    cashBackType: z.enum(CASH_BACK_TYPES),
    valueBasisPoints: whole(10_000),
    /** Euros of cashback that make one point (and what a point is worth when redeemed). */
    pointValue: eurosUpTo(MAX_CARD_TERMS_EUROS),
    /** Euros a new customer is credited. */
    welcome: eurosUpTo(MAX_CARD_TERMS_EUROS),
    welcomePoints: whole(1_000_000),
    /** Euros an inviter is credited (refer-a-friend). */
    referral: eurosUpTo(MAX_CARD_TERMS_EUROS),
    referralPoints: whole(1_000_000),
    cashBackExpiration: z.number().int().min(1).max(3650).nullable(),
  })
  .strict()
  .refine((t) => t.cashBackType === 'E' || t.pointValue > 0, {
    message: POINT_VALUE_NEEDED,
    path: ['pointValue'],
  });
export type CardTermsBody = z.infer<typeof cardTermsBody>;
export const cardTermsView = z.object({
  cashBackType: z.enum(CASH_BACK_TYPES),
  valueBasisPoints: z.number().int(),
  /** Euros. */
  pointValue: z.number(),
  welcome: z.number(),
  welcomePoints: z.number().int(),
  referral: z.number(),
  referralPoints: z.number().int(),
  cashBackExpiration: z.number().int().nullable(),
});
export type CardTermsView = z.infer<typeof cardTermsView>;

/** GET /api/activities/{activityId}/cardterms/changes: who changed the terms, when, from what to what. */
export const cardTermChange = z.object({
  id: z.number().int(),
  at: z.string(),
  by: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  before: cardTermsView,
  after: cardTermsView,
});
export type CardTermChange = z.infer<typeof cardTermChange>;
