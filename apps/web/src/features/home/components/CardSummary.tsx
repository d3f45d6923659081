// The home's card (issues 9, 15), inside its header in the activity's colours: balance and/or
// points by cashBackType, what the points are worth when redeemed, the next expiry, and the
// barcode full screen for the counter one tap away. Offline it shows the last known card with
// the time it was fetched; while it loads every line keeps its place.
import Fullscreen from '@mui/icons-material/Fullscreen';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatCents, formatPoints, pointsWorthCents } from '@tessera/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardFullScreen } from '../../../components/card/CardFullScreen.tsx';
import { CardExpiry, CardFetchedAt, CardTotals } from '../../../components/card/CardParts.tsx';
import { showsPoints, useCardView } from '../../../components/card/useCardView.ts';
import { useCartValue } from '../../../lib/api/cart-value.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

/** The main button on the activity's colour: its text colour as background. */
const ON_COLOUR: SxProps<Theme> = {
  bgcolor: 'brand.contrastText',
  color: 'brand.main',
  '&:hover': { bgcolor: 'brand.contrastText', opacity: 0.9 },
};

/** "120 punti = 6,00 €" by the activity's cart value; nothing when points are worth nothing. */
function PointsWorth({ points }: { points: number | undefined }) {
  const { t } = useTranslation();
  const rate = useCartValue();
  const pointValue = rate.data?.pointValue;
  if (rate.isError || pointValue === 0) return null;
  return (
    <Typography data-testid="card-points-worth" sx={{ mt: -1 }}>
      {points === undefined || pointValue === undefined ? (
        <Skeleton width="50%" sx={{ bgcolor: 'currentColor', opacity: 0.2 }} />
      ) : (
        t('card.pointsWorth', {
          points: t('card.pointsCount', { count: points, points: formatPoints(points) }),
          amount: formatCents(pointsWorthCents(points, eurosToCents(pointValue))),
        })
      )}
    </Typography>
  );
}

export function CardSummary() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const { query, card, activity, cashBackType, graphicCardType, known } = useCardView();
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <Stack spacing={1.5}>
      {!card && query.isError ? (
        <>
          <Typography>{t('card.unavailable')}</Typography>
          <Button variant="contained" sx={ON_COLOUR} onClick={() => void query.refetch()}>
            {t('card.retry')}
          </Button>
        </>
      ) : (
        <>
          <CardTotals cashBackType={cashBackType} card={card} size="medium" />
          {showsPoints(cashBackType) && <PointsWorth points={card?.pointBalance} />}
          <CardExpiry card={card} />
          <CardFetchedAt known={known} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={<Fullscreen />}
              disabled={!card}
              onClick={() => setFullScreen(true)}
              sx={{ ...ON_COLOUR, flex: 1 }}
            >
              {t('card.showFullScreen')}
            </Button>
            <Button component={Link} to={to('/card')} color="inherit" variant="outlined">
              {t('nav.card')}
            </Button>
          </Stack>
        </>
      )}
      {card && (
        <CardFullScreen
          open={fullScreen}
          onClose={() => setFullScreen(false)}
          cardCode={card.cardCode}
          graphicCardType={graphicCardType}
          activityName={activity?.name ?? ''}
        />
      )}
    </Stack>
  );
}
