// The home opens with the card (issue 9): balance and/or points by cashBackType, the next
// expiry, and a button that shows the barcode full screen for the counter. Offline it shows the
// last known card with the time it was fetched; while it loads every line keeps its place.
import Fullscreen from '@mui/icons-material/Fullscreen';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardFullScreen } from '../../../components/card/CardFullScreen.tsx';
import { CardExpiry, CardFetchedAt, CardTotals } from '../../../components/card/CardParts.tsx';
import { useCardView } from '../../../components/card/useCardView.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

export function CardSummary() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const { query, card, activity, cashBackType, graphicCardType, known } = useCardView();
  const [fullScreen, setFullScreen] = useState(false);
  return (
    <Paper component="section" aria-labelledby="home-card" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="home-card" variant="h6" component="h3">
            {t('card.summary')}
          </Typography>
          <Button component={Link} to={to('/card')} size="small">
            {t('nav.card')}
          </Button>
        </Stack>
        {!card && query.isError ? (
          <>
            <Typography color="text.secondary">{t('card.unavailable')}</Typography>
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {t('card.retry')}
            </Button>
          </>
        ) : (
          <>
            <CardTotals cashBackType={cashBackType} card={card} size="medium" />
            <CardExpiry card={card} />
            <CardFetchedAt known={known} />
            <Button
              variant="contained"
              startIcon={<Fullscreen />}
              disabled={!card}
              onClick={() => setFullScreen(true)}
            >
              {t('card.showFullScreen')}
            </Button>
          </>
        )}
      </Stack>
      {card && (
        <CardFullScreen
          open={fullScreen}
          onClose={() => setFullScreen(false)}
          cardCode={card.cardCode}
          graphicCardType={graphicCardType}
          activityName={activity?.name ?? ''}
        />
      )}
    </Paper>
  );
}
