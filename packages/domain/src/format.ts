// The one formatting module for prices and dates (SPEC §1): used by api and web alike.

const priceFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** The minus sign of every negative amount and number of points shown (U+2212, not a hyphen). */
export const MINUS = '\u2212';

/** Cents to "1.234,50 €": 2 decimals, comma decimals, dot thousands, euro sign; "−3,50 €". */
export function formatCents(cents: number): string {
  return `${cents < 0 ? MINUS : ''}${priceFormat.format(Math.abs(cents) / 100)} €`;
}

/** Euros (as JSON carries them) to "1.234,50 €". */
export function formatPrice(euros: number): string {
  return formatCents(Math.round(euros * 100));
}

/** A movement's amount: "+1,75 €" for a credit, "−3,50 €" for a debit. */
export const signedPrice = (euros: number) => `${euros > 0 ? '+' : ''}${formatPrice(euros)}`;

const pointsFormat = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Points (and other plain numbers: a rate) as "1.250", "2,5", "−30". */
export const formatPoints = (points: number) =>
  `${points < 0 ? MINUS : ''}${pointsFormat.format(Math.abs(points))}`;

/** A movement's points: "+15", "−30". */
export const signedPoints = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

/** An amount typed by hand, "12,50" or "12.5", to 12.5; anything else to NaN (a contract refuses it). */
export const eurosOfText = (text: string) =>
  /^\d{1,6}([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** "2026-03-07" or an ISO instant to "07-03-2026". Invalid input returns ''. */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
  }
  const m = ISO_DATE.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** Day, month and year fields to the "year-month-day" the API takes (SPEC §3 birthDate). */
export function toIsoDate(day: number, month: number, year: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}
