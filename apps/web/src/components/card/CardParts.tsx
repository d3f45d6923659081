// The pieces the card screen and the home's summary share (issue 9): the figures by
// cashBackType (E balance, P points, EP both), the next expiry, and the time of last known data.
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CashBackType, formatDate, formatPrice, type UserCard } from '@tessera/domain';
import { useTranslation } from '../../lib/i18n.ts';
import type { LastKnown } from '../../lib/offline.ts';
import { FetchedAt } from '../FetchedAt.tsx';
import { formatPoints } from './cardText.ts';
import { showsBalance, showsPoints } from './useCardView.ts';

export interface CardTotalsProps {
  cashBackType: CashBackType;
  /** Undefined while loading: each figure keeps its place. */
  card: Pick<UserCard, 'balance' | 'pointBalance'> | undefined;
  /** `large` on the card, `medium` in the home's summary. */
  size?: 'large' | 'medium';
}

/** Balance and/or points, each a label over its figure; a description list. */
export function CardTotals({ cashBackType, card, size = 'large' }: CardTotalsProps) {
  const { t } = useTranslation();
  const figures: [label: string, value: string | undefined, testId: string][] = [];
  if (showsBalance(cashBackType)) {
    figures.push([t('card.balance'), card && formatPrice(card.balance), 'card-balance']);
  }
  if (showsPoints(cashBackType)) {
    figures.push([t('card.points'), card && formatPoints(card.pointBalance), 'card-points']);
  }
  return (
    // Columns of equal width: a figure arriving never moves the one beside it.
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))`,
        columnGap: 2,
        m: 0,
      }}
    >
      {figures.map(([label, value, testId]) => (
        <div key={testId}>
          <Typography component="dt" variant="subtitle2">
            {label}
          </Typography>
          <Typography
            component="dd"
            // Two figures side by side on a phone take the smaller size.
            variant={size === 'large' && figures.length === 1 ? 'h3' : 'h4'}
            data-testid={testId}
            sx={{ m: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {value ?? <Skeleton width="5ch" sx={{ bgcolor: 'currentColor', opacity: 0.2 }} />}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** "12,50 € in scadenza il 05-03-2026", or that nothing is about to expire. */
export function CardExpiry({ card }: { card: Pick<UserCard, 'nextExpiry'> | undefined }) {
  const { t } = useTranslation();
  const expiry = card?.nextExpiry;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <EventBusy fontSize="small" aria-hidden="true" />
      <Typography data-testid="card-expiry" sx={{ flex: 1 }}>
        {!card ? (
          <Skeleton width="60%" />
        ) : expiry ? (
          t('card.nextExpiry', {
            amount: formatPrice(expiry.amount),
            date: formatDate(expiry.date),
          })
        ) : (
          t('card.noExpiry')
        )}
      </Typography>
    </Stack>
  );
}

/** When the card shown was fetched, said only when it is the last known (offline, failed). */
export function CardFetchedAt({ known }: { known: LastKnown }) {
  return <FetchedAt known={known} testId="card-fetched-at" />;
}
