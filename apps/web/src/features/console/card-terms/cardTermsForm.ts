// The card terms' form (issue 25 item 2): what the admin types (a percent, euros "0,10", whole
// points, days) turned into the body the API takes (money in euros, as the JSON carries it),
// refused by the same contract the server checks (cardTermsBody), worded for the admin; and the
// terms said in words: the worked example (the ledger's own cashbackOf, in cents) and a change's
// before and after.
import {
  CASH_BACK_TYPES,
  type CardTermsBody,
  type CardTermsView,
  type CashBackType,
  cardTermsBody,
  cashbackOf,
  eurosOfText,
  eurosToCents,
  formatCents,
  formatPoints,
  formatPrice,
  POINT_VALUE_NEEDED,
  pointsWorthCents,
} from '@tessera/domain';
import { z } from 'zod';
import { message } from '../../../lib/forms.ts';
import type { MessageKey, TFunction } from '../../../lib/i18n.ts';

/** The terms' numbers as typed: texts, and whether a credit expires. */
export interface TermsForm {
  cashBackType: CashBackType;
  /** Percent: "5", "2,5". */
  valueBasisPoints: string;
  /** Euros: "0,10". */
  pointValue: string;
  welcome: string;
  welcomePoints: string;
  referral: string;
  referralPoints: string;
  expires: boolean;
  /** Days, read when `expires`. */
  cashBackExpiration: string;
}

type Kind = 'percent' | 'euros' | 'points';
type Numbered = Exclude<keyof CardTermsBody, 'cashBackType' | 'cashBackExpiration'>;

/** How each number is typed. */
export const KINDS: Record<Numbered, Kind> = {
  valueBasisPoints: 'percent',
  pointValue: 'euros',
  welcome: 'euros',
  welcomePoints: 'points',
  referral: 'euros',
  referralPoints: 'points',
};
const NUMBERED = Object.keys(KINDS) as Numbered[];

/** A typed text to what the API takes; NaN when it cannot be read. */
const readers: Record<Kind | 'days', (text: string) => number> = {
  // Hundredths of a percent: "2,5" is 250 (two decimals at most, as a price).
  percent: (s) => Math.round(eurosOfText(s) * 100),
  euros: eurosOfText,
  points: (s) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN),
  days: (s) => (/^\d{1,5}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN),
};

/** Euros as the admin types them: "0,10" (no thousands dot, which the reader would refuse). */
const euroText = (euros: number) => euros.toFixed(2).replace('.', ',');

export const formOf = (v: CardTermsView): TermsForm => ({
  cashBackType: v.cashBackType,
  valueBasisPoints: String(v.valueBasisPoints / 100).replace('.', ','),
  pointValue: euroText(v.pointValue),
  welcome: euroText(v.welcome),
  welcomePoints: String(v.welcomePoints),
  referral: euroText(v.referral),
  referralPoints: String(v.referralPoints),
  expires: v.cashBackExpiration !== null,
  cashBackExpiration: v.cashBackExpiration === null ? '' : String(v.cashBackExpiration),
});

/** The body the form stands for; a number that cannot be read is NaN (the contract refuses it). */
export function bodyOf(f: TermsForm): CardTermsBody {
  const numbers = Object.fromEntries(NUMBERED.map((k) => [k, readers[KINDS[k]](f[k])]));
  return {
    cashBackType: f.cashBackType,
    ...(numbers as Record<Numbered, number>),
    cashBackExpiration: f.expires ? readers.days(f.cashBackExpiration) : null,
  };
}

const shape = cardTermsBody.shape;
const maxOf = (k: Numbered) => shape[k].maxValue ?? 0;
const DAYS = {
  min: shape.cashBackExpiration.unwrap().minValue ?? 1,
  max: shape.cashBackExpiration.unwrap().maxValue ?? 3650,
};
const daysProblem = () => message('cardTerms.errors.days', DAYS);

/** What a number that cannot be read says. */
const UNREADABLE: Record<Kind, MessageKey> = {
  percent: 'cardTerms.errors.percent',
  euros: 'cardTerms.errors.euros',
  points: 'cardTerms.errors.points',
};

/** The contract's refusal of a field, in the admin's words (the contract's own are the API's). */
function refusal(field: string, issue: { message: string }): string {
  if (field === 'cashBackExpiration') return daysProblem();
  if (field === 'pointValue' && issue.message === POINT_VALUE_NEEDED) {
    return message('cardTerms.errors.pointValueNeeded');
  }
  const kind = KINDS[field as Numbered];
  if (!kind) return message('validation.invalid');
  const max = maxOf(field as Numbered);
  if (kind === 'percent') return message('cardTerms.errors.percentRange', { max: max / 100 });
  if (kind === 'euros') return message('cardTerms.errors.eurosMax', { max: formatPrice(max) });
  return message('cardTerms.errors.pointsMax', { max: formatPoints(max) });
}

/**
 * The form's contract: each text must read as its kind of number, and the body it makes must pass
 * cardTermsBody, so the form refuses what the server would. Its output is that body.
 */
export const termsSchema = z
  .object({
    cashBackType: z.enum(CASH_BACK_TYPES),
    valueBasisPoints: z.string(),
    pointValue: z.string(),
    welcome: z.string(),
    welcomePoints: z.string(),
    referral: z.string(),
    referralPoints: z.string(),
    expires: z.boolean(),
    cashBackExpiration: z.string(),
  })
  .superRefine((form, ctx) => {
    const body = bodyOf(form);
    const unread = new Set<string>();
    for (const k of NUMBERED) {
      if (!Number.isNaN(body[k])) continue;
      unread.add(k);
      ctx.addIssue({ code: 'custom', path: [k], message: message(UNREADABLE[KINDS[k]]) });
    }
    if (Number.isNaN(body.cashBackExpiration)) {
      unread.add('cashBackExpiration');
      ctx.addIssue({ code: 'custom', path: ['cashBackExpiration'], message: daysProblem() });
    }
    // An unread number stands as 0 so that the contract's other rules still run on the rest.
    const readable = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, unread.has(k) ? 0 : v]),
    );
    for (const issue of cardTermsBody.safeParse(readable).error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      if (unread.has(field)) continue;
      unread.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: refusal(field, issue) });
    }
  })
  .transform(bodyOf);

/** The fields a server refusal names ("Dati non validi: pointValue"). */
export const fieldsNamedIn = (text: string) =>
  [...NUMBERED, 'cashBackExpiration' as const].filter((k) => new RegExp(`\\b${k}\\b`).test(text));

// ── In words ────────────────────────────────────────────────────────────────────────────────

/** The spend the worked example is about: 50,00 €. */
export const EXAMPLE_SPENT_CENTS = 5000;

const pointsText = (t: TFunction, points: number) =>
  t('cardTerms.words.points', { count: points, points: formatPoints(points) });

/** Euros and points: "5,00 €", "10 punti", "5,00 € e 10 punti"; null for nothing. */
export function rewardText(t: TFunction, euros: number, points: number): string | null {
  const credit = euros > 0 ? formatPrice(euros) : null;
  const pts = points > 0 ? pointsText(t, points) : null;
  if (credit && pts) return t('cardTerms.words.both', { first: credit, second: pts });
  return credit ?? pts;
}

/**
 * The worked example for the terms as typed: what EXAMPLE_SPENT_CENTS earns by the ledger's own
 * rule, in cents as the ledger counts (the typed euros are whole cents), or why it cannot be said
 * yet.
 */
export function exampleText(t: TFunction, f: TermsForm): string {
  const body = bodyOf(f);
  const rate = body.valueBasisPoints;
  if (Number.isNaN(rate) || rate > maxOf('valueBasisPoints')) return t('cardTerms.example.noRate');
  const points = f.cashBackType !== 'E';
  const pointValue = eurosToCents(body.pointValue);
  if (points && !(pointValue > 0)) return t('cardTerms.example.noPointValue');
  const earned = cashbackOf(
    EXAMPLE_SPENT_CENTS,
    { valueBasisPoints: rate, pointValueCents: points ? pointValue : 0 },
    f.cashBackType,
  );
  const credit = t('cardTerms.example.credit', { amount: formatCents(earned.amountCents) });
  const worth = t('cardTerms.example.pointsWorth', {
    count: earned.points,
    points: formatPoints(earned.points),
    worth: formatCents(pointsWorthCents(earned.points, pointValue)),
  });
  const what = {
    E: credit,
    P: worth,
    EP: t('cardTerms.words.both', { first: credit, second: pointsText(t, earned.points) }),
  }[f.cashBackType];
  return t('cardTerms.example.spend', { spent: formatCents(EXAMPLE_SPENT_CENTS), earned: what });
}

/** One term's value in words. */
function valueText(t: TFunction, key: keyof CardTermsView, v: CardTermsView): string {
  switch (key) {
    case 'cashBackType':
      return t(`cardTerms.types.${v.cashBackType}.label`);
    case 'valueBasisPoints':
      return `${formatPoints(v.valueBasisPoints / 100)} %`;
    case 'welcomePoints':
    case 'referralPoints':
      return pointsText(t, v[key]);
    case 'cashBackExpiration':
      return v.cashBackExpiration === null
        ? t('cardTerms.words.never')
        : t('cardTerms.words.days', { count: v.cashBackExpiration });
    default:
      return formatPrice(v[key]);
  }
}

const TERMS = [
  'cashBackType',
  'valueBasisPoints',
  'pointValue',
  'welcome',
  'welcomePoints',
  'referral',
  'referralPoints',
  'cashBackExpiration',
] as const satisfies readonly (keyof CardTermsView)[];

/** What changed from `before` to `after`, a line each: "Cashback sulla spesa: da 5 % a 7 %". */
export function changeLines(t: TFunction, before: CardTermsView, after: CardTermsView): string[] {
  return TERMS.filter((k) => before[k] !== after[k]).map((k) =>
    t('cardTerms.words.change', {
      what: t(`cardTerms.terms.${k}`),
      before: valueText(t, k, before),
      after: valueText(t, k, after),
    }),
  );
}
