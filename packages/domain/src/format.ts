// The one formatting module for prices and dates (SPEC §1): used by api and web alike.

const priceFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Cents to "1.234,50 €": 2 decimals, comma decimals, dot thousands, euro sign. */
export function formatCents(cents: number): string {
  return `${priceFormat.format(cents / 100)} €`;
}

/** Euros (as JSON carries them) to "1.234,50 €". */
export function formatPrice(euros: number): string {
  return formatCents(Math.round(euros * 100));
}

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
