// An item's price as the shop shows it: the discount price while it is lower, with the full
// price struck beside it (read as "prezzo pieno …"), or the price alone.
import Box from '@mui/material/Box';
import { formatPrice } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export interface ShopPriceProps {
  price: number;
  discountPrice: number | null;
  /** The font size of the price paid (the struck one is smaller). */
  size?: string;
}

export const isDiscounted = (price: number, discountPrice: number | null) =>
  discountPrice !== null && discountPrice < price;

export function ShopPrice({ price, discountPrice, size = '1rem' }: ShopPriceProps) {
  const { t } = useTranslation();
  const discounted = isDiscounted(price, discountPrice);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 0.75,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: size, color: discounted ? 'error.dark' : undefined }}
      >
        {formatPrice(discounted ? (discountPrice as number) : price)}
      </Box>
      {discounted && (
        <Box component="s" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {`${t('shop.cart.fullPrice')} `}
          </Box>
          <span>{formatPrice(price)}</span>
        </Box>
      )}
    </Box>
  );
}

/** Read, not seen (sx takes 1 as 100%: the sizes are strings). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
