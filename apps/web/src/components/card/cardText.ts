// How the card's figures read (issue 9): prices by the domain's formatPrice, points and rates in
// the same Italian digits, the code in groups of four, a fetch time as DD-MM-YYYY and HH:mm.
import { formatDate, formatPrice } from '@tessera/domain';

const numberFormat = new Intl.NumberFormat('it-IT', {
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** Points as "1.250". */
export const formatPoints = (points: number) => numberFormat.format(points);

/** A rate in percent as "2,5". */
export const formatRate = (percent: number) => numberFormat.format(percent);

/** A signed amount: "+1,75 €" for a credit, "-3,50 €" for a debit. */
export const signedPrice = (euros: number) =>
  euros > 0 ? `+${formatPrice(euros)}` : formatPrice(euros);

/** Signed points: "+15", "-30". */
export const signedPoints = (points: number) =>
  points > 0 ? `+${formatPoints(points)}` : formatPoints(points);

/** "123456789012" as "1234 5678 9012", easier to read out or type at a counter. */
export const groupedCode = (code: string) => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The euros spent for one point: pointValue € of cashback at `value` % (SPEC §9). */
export const spentPerPoint = (value: number, pointValue: number) =>
  value > 0 && pointValue > 0 ? (pointValue * 100) / value : null;

/** A time on this device as { date: "05-03-2026", time: "14:32" }. */
export function dateAndTime(at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: formatDate(at), time: `${pad(at.getHours())}:${pad(at.getMinutes())}` };
}
