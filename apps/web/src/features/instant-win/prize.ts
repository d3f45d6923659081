// How a scratch card's prize reads: "3,00 €", "50 punti", or both ("3,00 € e 50 punti").
import { formatPoints, formatPrice, type ScratchCard } from '@tessera/domain';
import type { TFunction } from '../../lib/i18n.ts';

type Result = NonNullable<ScratchCard['result']>;

/** The prize of a result, or '' when it carries none. */
export function prizeText(result: Pick<Result, 'amount' | 'points'>, t: TFunction): string {
  const parts: string[] = [];
  if (result.amount > 0) parts.push(formatPrice(result.amount));
  if (result.points > 0) {
    parts.push(
      t('instantWin.points', { count: result.points, points: formatPoints(result.points) }),
    );
  }
  const [first = '', second] = parts;
  return second ? t('instantWin.both', { first, second }) : first;
}

/** "Hai vinto 3,00 €!", "Hai vinto!" (a win without a prize), or "Non hai vinto". */
export function resultText(result: Result, t: TFunction): string {
  if (!result.won) return t('instantWin.lost');
  const prize = prizeText(result, t);
  return prize ? t('instantWin.won', { prize }) : t('instantWin.wonNoPrize');
}
