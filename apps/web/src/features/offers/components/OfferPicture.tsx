// A coupon's or pack's picture across the top of its card, its box sized before it loads (no
// layout shift). Decorative: the name under it says what it is.
import Box from '@mui/material/Box';

export function OfferPicture({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '2 / 1',
        objectFit: 'cover',
        bgcolor: 'action.hover',
      }}
    />
  );
}
