// The sizes of the colour chosen: a sold-out one (stock 0) cannot be pressed and says so in its
// name; one with few left says "ultimi N" under its label; null stock is unlimited.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ItemColorSize } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

/** At or below this many left, a size says how many. */
export const LOW_STOCK = 5;

export const onSale = (s: ItemColorSize) => s.stock === null || s.stock > 0;

export interface SizeButtonsProps {
  sizes: readonly ItemColorSize[];
  value: number | null;
  onChange(id: number): void;
  error?: string;
}

export function SizeButtons({ sizes, value, onChange, error }: SizeButtonsProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('shop.item.size')}</Typography>
      <Box
        role="group"
        aria-label={t('shop.item.size')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {sizes.map((s) => {
          const label = s.size ?? '—';
          const soldOut = !onSale(s);
          const low = !soldOut && s.stock !== null && s.stock <= LOW_STOCK;
          const pressed = s.id === value;
          return (
            <Button
              key={s.id}
              variant={pressed ? 'contained' : 'outlined'}
              aria-pressed={pressed}
              disabled={soldOut}
              aria-label={soldOut ? t('shop.item.sizeSoldOut', { size: label }) : undefined}
              onClick={() => onChange(s.id)}
              sx={{
                minWidth: 56,
                minHeight: 44,
                flexDirection: 'column',
                lineHeight: 1.2,
                textDecoration: soldOut ? 'line-through' : undefined,
              }}
            >
              {label}
              {low && (
                <Box component="span" sx={{ fontSize: '0.6875rem', textTransform: 'none' }}>
                  {` ${t('shop.item.lastFew', { count: s.stock as number })}`}
                </Box>
              )}
            </Button>
          );
        })}
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
