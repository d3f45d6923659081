// How the screen says a colour, a size and a stock: the item editor's and the stock dialog's.
import type { ItemColorAdmin, ItemSizeAdmin } from '@tessera/domain';
import type { TFunction } from '../../../../lib/i18n.ts';

/** A colour's name as the screen says it: its own, or "one colour". */
export const colorName = (t: TFunction, c: Pick<ItemColorAdmin, 'name'>) =>
  c.name ?? t('catalogueAdmin.variants.oneColor');
/** A size's label as the screen says it: its own, or "one size". */
export const sizeName = (t: TFunction, s: Pick<ItemSizeAdmin, 'size'>) =>
  s.size ?? t('catalogueAdmin.variants.oneSize');
/** A stock in words: "5 pezzi", "illimitata", "esaurita". */
export const stockWords = (t: TFunction, stock: number | null) =>
  stock === null
    ? t('catalogueAdmin.stock.unlimited')
    : stock === 0
      ? t('catalogueAdmin.stock.none')
      : t('catalogueAdmin.stock.pieces', { count: stock });
