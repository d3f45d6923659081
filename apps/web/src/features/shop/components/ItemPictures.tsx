// An item's pictures: one at a time across the phone, swiped sideways (scroll snap); a list
// named after the item. Nothing when it has none.
import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n.ts';

export function ItemPictures({ name, urls }: { name: string; urls: readonly string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <Box
      component="ul"
      // Scrolled sideways: reachable from the keyboard too.
      tabIndex={urls.length > 1 ? 0 : undefined}
      aria-label={t('shop.item.imagesOf', { name })}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {urls.map((url, i) => (
        <Box
          component="li"
          key={url}
          sx={{ flex: urls.length > 1 ? '0 0 88%' : '0 0 100%', scrollSnapAlign: 'start' }}
        >
          <Box
            component="img"
            src={url}
            alt={t('shop.item.picture', { n: i + 1, total: urls.length })}
            loading={i === 0 ? 'eager' : 'lazy'}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '1 / 1',
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
