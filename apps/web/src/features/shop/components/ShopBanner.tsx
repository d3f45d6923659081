// The shop's pictures across the top of the catalogue, swiped sideways on a phone.
import Box from '@mui/material/Box';
import type { ShopImage } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export function ShopBanner({ images }: { images: readonly ShopImage[] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const sorted = [...images].sort((a, b) => a.sort - b.sort);
  return (
    <Box
      component="ul"
      // Scrolled sideways: reachable from the keyboard too.
      tabIndex={sorted.length > 1 ? 0 : undefined}
      aria-label={t('shop.catalogue.images')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
      }}
    >
      {sorted.map((image, i) => (
        <Box
          component="li"
          key={image.id}
          sx={{ flex: sorted.length > 1 ? '0 0 88%' : '0 0 100%', scrollSnapAlign: 'start' }}
        >
          {/* Decorative: the shop's look, nothing to read. */}
          <Box
            component="img"
            src={image.url}
            alt=""
            loading={i === 0 ? 'eager' : 'lazy'}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '16 / 7',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
