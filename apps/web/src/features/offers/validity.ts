// How long a coupon or pack is good for (issue 15): "Valido fino al 05-03-2026", "Senza
// scadenza", and once past its last day "Scaduto il 30-09-2025", never "Valido fino al" a day gone.
import { formatDate } from '@tessera/domain';
import type { TFunction } from '../../lib/i18n.ts';

export function validityText(t: TFunction, offer: { validTo: string | null; expired: boolean }) {
  if (!offer.validTo) return t('offers.noEnd');
  const date = formatDate(offer.validTo);
  return offer.expired ? t('offers.expiredOn', { date }) : t('offers.validTo', { date });
}
