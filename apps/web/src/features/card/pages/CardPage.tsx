// The card (issue 9; SPEC §2 card, §3 User card and Cart value): what the customer shows at the
// counter. In the activity's colours: balance and/or points by cashBackType, the barcode of the
// card code (graphicCardType B) or the code alone (S), printed under it; a button shows it full
// screen. Then the next expiry and the cart value rate. Offline it shows the last known card
// with the time it was fetched; while it loads every piece keeps its place.

import CreditCardOff from '@mui/icons-material/CreditCardOff';
import Fullscreen from '@mui/icons-material/Fullscreen';
import Percent from '@mui/icons-material/Percent';
import Stars from '@mui/icons-material/Stars';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CashBackType, formatPrice } from '@tessera/domain';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router';
import { ActivityLogo } from '../../../components/Brand.tsx';
import { CardBarcode } from '../../../components/card/CardBarcode.tsx';
import { CardFullScreen } from '../../../components/card/CardFullScreen.tsx';
import { CardExpiry, CardFetchedAt, CardTotals } from '../../../components/card/CardParts.tsx';
import { formatRate, groupedCode, spentPerPoint } from '../../../components/card/cardText.ts';
import { showsBalance, showsPoints, useCardView } from '../../../components/card/useCardView.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCartValue } from '../../../lib/api/cart-value.ts';
import { brandOf } from '../../../lib/brand.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

/** The cart value rate: the cashback percent (E, EP) and the spending that earns a point (P, EP). */
function CartRate({ cashBackType }: { cashBackType: CashBackType }) {
  const { t } = useTranslation();
  const query = useCartValue();
  const rate = query.data;
  // No rate to state (the call failed and nothing is kept): no line rather than a placeholder.
  if (!rate && query.isError) return null;
  const perPoint = rate && spentPerPoint(rate.value, rate.pointValue);
  const lines: [key: string, icon: ReactElement, text: string | undefined][] = [];
  if (showsBalance(cashBackType)) {
    lines.push([
      'rate',
      <Percent key="r" />,
      rate && t('card.rate', { value: formatRate(rate.value) }),
    ]);
  }
  if (showsPoints(cashBackType) && (!rate || perPoint)) {
    lines.push([
      'points',
      <Stars key="p" />,
      perPoint ? t('card.pointRate', { amount: formatPrice(perPoint) }) : undefined,
    ]);
  }
  return lines.map(([key, icon, text]) => (
    <Stack
      key={key}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', '& svg': { fontSize: 20 } }}
    >
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography data-testid={`card-${key}-rate`} sx={{ flex: 1 }}>
        {text ?? <Skeleton width="70%" />}
      </Typography>
    </Stack>
  ));
}

export default function CardPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('nav.card'));
  const { query, card, activity, cashBackType, graphicCardType, known } = useCardView();
  const [fullScreen, setFullScreen] = useState(false);

  if (!card && query.isError) {
    return (
      <EmptyState
        icon={<CreditCardOff />}
        action={
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('card.retry')}
          </Button>
        }
      >
        {t('card.unavailable')}
      </EmptyState>
    );
  }
  const code = card?.cardCode;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Box
        component="section"
        aria-labelledby="card-activity"
        sx={{
          borderRadius: 3,
          p: 2.5,
          color: 'brand.contrastText',
          background: (th) =>
            `linear-gradient(135deg, ${brandOf(th).main} 0%, ${brandOf(th).dark} 100%)`,
          boxShadow: 3,
        }}
      >
        {activity && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <ActivityLogo activity={activity} size={40} />
            <Typography id="card-activity" variant="h6" component="h2" sx={{ minWidth: 0 }}>
              {activity.name}
            </Typography>
          </Stack>
        )}
        <CardTotals cashBackType={cashBackType} card={card} />
        {graphicCardType === 'B' ? (
          // Black bars on white with a margin of its own beyond the barcode's quiet zone.
          <Box sx={{ mt: 2, p: 2, pb: 1, borderRadius: 2, bgcolor: '#ffffff', color: '#000000' }}>
            {code ? (
              <CardBarcode code={code} label={t('card.barcode', { code })} height={112} />
            ) : (
              <Box sx={{ height: 112 }} />
            )}
            <Typography
              data-testid="card-code"
              variant="h6"
              component="p"
              sx={{ textAlign: 'center', fontFamily: 'monospace', letterSpacing: '0.08em' }}
            >
              {code ? groupedCode(code) : <Skeleton width="60%" sx={{ mx: 'auto' }} />}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="p">
              {t('card.code')}
            </Typography>
            <Typography
              data-testid="card-code"
              variant="h5"
              component="p"
              sx={{ fontFamily: 'monospace', letterSpacing: '0.08em' }}
            >
              {code ? (
                groupedCode(code)
              ) : (
                <Skeleton width="60%" sx={{ bgcolor: 'currentColor', opacity: 0.2 }} />
              )}
            </Typography>
          </Box>
        )}
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={<Fullscreen />}
        disabled={!code}
        onClick={() => setFullScreen(true)}
      >
        {t('card.showFullScreen')}
      </Button>
      <CardFetchedAt known={known} />
      <CardExpiry card={card} />
      <CartRate cashBackType={cashBackType} />
      <Button component={Link} to={to('/flows')} variant="outlined">
        {t('card.movements')}
      </Button>
      {code && (
        <CardFullScreen
          open={fullScreen}
          onClose={() => setFullScreen(false)}
          cardCode={code}
          graphicCardType={graphicCardType}
          activityName={activity?.name ?? ''}
        />
      )}
    </Stack>
  );
}
