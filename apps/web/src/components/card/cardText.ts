// How the card's figures read (issue 9): prices and points by the domain's format.ts, rates in
// the same Italian digits, the code in groups of four, a fetch time as DD-MM-YYYY and HH:mm.
import { formatDate, formatPoints } from '@tessera/domain';

// Points and signed amounts are the domain's (one minus sign everywhere, U+2212).
export { formatPoints, signedPoints, signedPrice } from '@tessera/domain';

/** A rate in percent as "2,5". */
export const formatRate = formatPoints;

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
