// The counter's refusals of a coupon.
import { defineMessages } from '../../platform/i18n.ts';

export const couponsMessages = defineMessages({
  it: {
    alreadyRedeemed: 'Questo coupon è già stato usato',
    expired: 'Questo coupon è scaduto',
  },
  es: {
    alreadyRedeemed: 'Este cupón ya se ha usado',
    expired: 'Este cupón ha caducado',
  },
  fr: {
    alreadyRedeemed: 'Ce coupon a déjà été utilisé',
    expired: 'Ce coupon a expiré',
  },
  de: {
    alreadyRedeemed: 'Dieser Gutschein wurde bereits eingelöst',
    expired: 'Dieser Gutschein ist abgelaufen',
  },
  gb: {
    alreadyRedeemed: 'This coupon has already been used',
    expired: 'This coupon has expired',
  },
});
