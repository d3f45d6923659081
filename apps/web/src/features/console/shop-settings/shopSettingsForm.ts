// The shop settings' form (issue 25 item 5): what the owner types (euros "15,50", minutes, days,
// switches, pick-up windows) turned into the body the API takes (money in euros as the JSON
// carries it, named as SPEC §3: shopTotalMinPrice, priceMin, offerPrice, standardPrice), refused
// by the same contract the server checks (shopSettingsBody), worded for the owner; plus the rule
// the server adds (a payment switched on must be able to work) and the words of a shipping's
// price.
import {
  eurosOfText,
  formatPrice,
  MAX_SHOP_SETTINGS_EUROS,
  PAYMENT_TYPES,
  type PaymentType,
  SHIPPING_TYPES,
  type ShippingType,
  type ShopSettingsBody,
  type ShopSettingsView,
  shippingSetting,
  shopSettingsBody,
  type WeeklyRange,
} from '@tessera/domain';
import type { core } from 'zod';
import { z } from 'zod';
import { issueMessage, message } from '../../../lib/forms.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { sortedRanges } from '../../../lib/weekly.ts';

/** A shipping's numbers as typed: euros "6,90", whole days. */
export interface ShippingForm {
  type: ShippingType;
  active: boolean;
  standardPrice: string;
  priceMin: string;
  offerPrice: string;
  shippingDaysFrom: string;
  shippingDaysTo: string;
}

/** A payment's switch, with what the server said of it (not sent). */
export interface PaymentForm {
  type: PaymentType;
  active: boolean;
  /** On when read: it may stay on even while blocked (the server keeps it). */
  wasActive: boolean;
  /** This server has no provider keys for it (P, S). */
  noKeys: boolean;
}

export interface ShopSettingsForm {
  /** Euros: "15,50". */
  shopTotalMinPrice: string;
  preparationMinutes: string;
  shippings: ShippingForm[];
  payments: PaymentForm[];
  /** Both blank: no bank details. */
  bank: { payee: string; iban: string };
  /** In any order; a day without any is closed. */
  closeTimes: WeeklyRange[];
}

const MONEY = ['standardPrice', 'priceMin', 'offerPrice'] as const;
const DAYS = ['shippingDaysFrom', 'shippingDaysTo'] as const;

/** Euros as the owner types them: "6,90" (no thousands dot, which the reader would refuse). */
export const euroText = (euros: number) => euros.toFixed(2).replace('.', ',');

const wholeOf = (text: string) =>
  /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

export const formOf = (v: ShopSettingsView): ShopSettingsForm => ({
  shopTotalMinPrice: euroText(v.shopTotalMinPrice),
  preparationMinutes: String(v.preparationMinutes),
  shippings: SHIPPING_TYPES.map((type) => {
    const s = v.shippings.find((x) => x.type === type);
    return {
      type,
      active: s?.active ?? false,
      standardPrice: euroText(s?.standardPrice ?? 0),
      priceMin: euroText(s?.priceMin ?? 0),
      offerPrice: euroText(s?.offerPrice ?? 0),
      shippingDaysFrom: String(s?.shippingDaysFrom ?? 0),
      shippingDaysTo: String(s?.shippingDaysTo ?? 0),
    };
  }),
  payments: PAYMENT_TYPES.map((type) => {
    const p = v.payments.find((x) => x.type === type);
    return {
      type,
      active: p?.active ?? false,
      wasActive: p?.active ?? false,
      noKeys: p?.blockedBy === 'noKeys',
    };
  }),
  bank: { payee: v.bank?.payee ?? '', iban: v.bank?.iban ?? '' },
  closeTimes: sortedRanges(v.closeTimes),
});

/**
 * A shipping as the body takes it. A shipping switched off hides its fields, so they cannot hold
 * a problem: what cannot be read goes as 0 and the last day is at least the first.
 */
function shippingOf(s: ShippingForm): ShopSettingsBody['shippings'][number] {
  const money = Object.fromEntries(MONEY.map((k) => [k, eurosOfText(s[k])]));
  const days = Object.fromEntries(DAYS.map((k) => [k, wholeOf(s[k])]));
  const row = { type: s.type, active: s.active, ...money, ...days } as ReturnType<
    typeof shippingOf
  >;
  if (s.active) return row;
  const zeroed = Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'number' && Number.isNaN(v) ? 0 : v]),
  ) as typeof row;
  return {
    ...zeroed,
    shippingDaysTo: Math.max(zeroed.shippingDaysFrom, zeroed.shippingDaysTo),
  };
}

/** Whether the bank details are typed at all (a bank transfer needs both). */
export const bankTyped = (b: ShopSettingsForm['bank']) => Boolean(b.payee.trim() && b.iban.trim());

/** The body the form stands for; a number that cannot be read is NaN (the contract refuses it). */
export const bodyOf = (f: ShopSettingsForm): ShopSettingsBody => ({
  shopTotalMinPrice: eurosOfText(f.shopTotalMinPrice),
  preparationMinutes: wholeOf(f.preparationMinutes),
  shippings: f.shippings.map(shippingOf),
  payments: f.payments.map(({ type, active }) => ({ type, active })),
  bank:
    f.bank.payee.trim() || f.bank.iban.trim()
      ? { payee: f.bank.payee.trim(), iban: f.bank.iban.trim() }
      : null,
  closeTimes: sortedRanges(f.closeTimes).map(({ day, startTime, endTime }) => ({
    day,
    startTime,
    endTime,
  })),
});

/** Why a payment cannot be switched on now, as the form stands; null when it can. */
export function paymentBlock(
  p: Pick<PaymentForm, 'type' | 'wasActive' | 'noKeys'>,
  bank: ShopSettingsForm['bank'],
): 'noKeys' | 'noBankDetails' | null {
  if (p.noKeys) return 'noKeys';
  if (p.type === 'BT' && !bankTyped(bank)) return 'noBankDetails';
  return null;
}

// ── The contract's refusals in the owner's words ────────────────────────────────────────────

const MINUTES = {
  min: shopSettingsBody.shape.preparationMinutes.minValue ?? 5,
  max: shopSettingsBody.shape.preparationMinutes.maxValue ?? 240,
};
const DAYS_MAX = shippingSetting.shape.shippingDaysTo.maxValue ?? 90;

/** The words of a refusal of the body at `path`. */
function refusal(path: readonly PropertyKey[], issue: core.$ZodIssue): string {
  const field = String(path.at(-1));
  const unread = issue.code === 'invalid_type';
  if (path[0] === 'closeTimes') {
    return message(
      issue.message === 'overlaps another range'
        ? 'shopSettings.checks.overlap'
        : issue.message === 'ends before it starts'
          ? 'shopSettings.checks.endBeforeStart'
          : 'shopSettings.checks.time',
    );
  }
  if (field === 'preparationMinutes') return message('shopSettings.checks.minutes', MINUTES);
  if (field === 'shippingDaysTo' && issue.code === 'custom') {
    return message('shopSettings.checks.daysOrder');
  }
  if ((DAYS as readonly string[]).includes(field)) {
    return message('shopSettings.checks.days', { max: DAYS_MAX });
  }
  if (field === 'shopTotalMinPrice' || (MONEY as readonly string[]).includes(field)) {
    return unread
      ? message('shopSettings.checks.euros')
      : message('shopSettings.checks.eurosMax', { max: formatPrice(MAX_SHOP_SETTINGS_EUROS) });
  }
  return issueMessage(issue as core.$ZodRawIssue);
}

const formSchema = z.object({
  shopTotalMinPrice: z.string(),
  preparationMinutes: z.string(),
  shippings: z.array(
    z.object({
      type: z.enum(SHIPPING_TYPES),
      active: z.boolean(),
      standardPrice: z.string(),
      priceMin: z.string(),
      offerPrice: z.string(),
      shippingDaysFrom: z.string(),
      shippingDaysTo: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      type: z.enum(PAYMENT_TYPES),
      active: z.boolean(),
      wasActive: z.boolean(),
      noKeys: z.boolean(),
    }),
  ),
  bank: z.object({ payee: z.string(), iban: z.string() }),
  closeTimes: z.array(
    z.object({ day: z.number().int(), startTime: z.string(), endTime: z.string() }),
  ),
});

/** The form's path of a path of the body: the body's windows are sorted, the form's are not. */
export function formPath(f: ShopSettingsForm, path: readonly PropertyKey[]): PropertyKey[] {
  if (path[0] !== 'closeTimes' || path[1] === undefined) return [...path];
  const sorted = sortedRanges(f.closeTimes);
  const at = f.closeTimes.indexOf(sorted[Number(path[1])] as WeeklyRange);
  return ['closeTimes', at, path[2] ?? 'startTime'];
}

/**
 * The form's contract: the body it makes must pass shopSettingsBody, so the form refuses what the
 * server would, each problem on its field; and a payment switched on must be able to work, as the
 * server checks (one already on may stay on). Its output is that body.
 */
export const settingsSchema = formSchema
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    const add = (path: PropertyKey[], text: string) => {
      const key = path.join('.');
      if (seen.has(key)) return;
      seen.add(key);
      ctx.addIssue({ code: 'custom', path, message: text });
    };
    for (const issue of shopSettingsBody.safeParse(bodyOf(form)).error?.issues ?? []) {
      add(formPath(form, issue.path), refusal(issue.path, issue));
    }
    const { payee, iban } = form.bank;
    if (payee.trim() && !iban.trim()) add(['bank', 'iban'], message('validation.required'));
    if (iban.trim() && !payee.trim()) add(['bank', 'payee'], message('validation.required'));
    form.payments.forEach((p, i) => {
      const block = paymentBlock(p, form.bank);
      if (p.active && !p.wasActive && block) {
        add(['payments', i, 'active'], message(`shopSettings.payments.blocked.${block}`));
      }
    });
  })
  .transform(bodyOf);

/** The form paths a server refusal names ("Dati non validi: shippings.1.shippingDaysTo"). */
export function fieldsNamedIn(text: string, f: ShopSettingsForm): string[] {
  const named = text.match(
    /\b(shopTotalMinPrice|preparationMinutes|bank\.(?:payee|iban)|(?:shippings|closeTimes)\.\d+\.\w+)\b/g,
  );
  return [
    ...new Set((named ?? []).map((p) => formPath(f, p.split('.').map(indexOrKey)).join('.'))),
  ];
}

const indexOrKey = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

// ── Words ───────────────────────────────────────────────────────────────────────────────────

/** What a shipping costs, as typed ("Fino a 50,00 € … sopra 50,00 € la consegna costa 0,00 €"). */
export function priceText(t: TFunction, s: ShippingForm): string | null {
  const standard = eurosOfText(s.standardPrice);
  const min = eurosOfText(s.priceMin);
  const offer = eurosOfText(s.offerPrice);
  if ([standard, min, offer].some(Number.isNaN)) return null;
  if (min === 0) return t('shopSettings.shipping.everyOrder', { offer: formatPrice(offer) });
  return t('shopSettings.shipping.above', {
    standard: formatPrice(standard),
    min: formatPrice(min),
    offer: formatPrice(offer),
  });
}

// ── Pick-up windows ─────────────────────────────────────────────────────────────────────────

/** Windows a day takes: 4 a day is the contract's 28 a week. */
export const WINDOWS_A_DAY = 4;
