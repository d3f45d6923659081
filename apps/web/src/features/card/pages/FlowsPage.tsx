// The movements of the card (issue 9; SPEC §2 flows, §3 movement types): newest first, a page
// at a time (SPEC §9 page sizes), each with its type in the current language (an expiry
// write-off reads as such), the signed amount as a price and/or the points, the day
// (DD-MM-YYYY) and the store. The card's totals stand above the list. The page is kept in the
// address; offline, the last known movements show with their time (issue 15): PagedCards.
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CardMovement, formatDate, formatPrice } from '@tessera/domain';
import { Link } from 'react-router';
import { CardTotals } from '../../../components/card/CardParts.tsx';
import { signedPoints, signedPrice } from '../../../components/card/cardText.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useUserCardSimple } from '../../../lib/api/user-card-simple.ts';
import { useUserFlows } from '../../../lib/api/user-flows.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';

/** The note the ledger gives an expiry write-off. */
const EXPIRED = 'expired';
/** The note of an order's movement: `order:<id>`, `order:<id>:cancelled` (issue 22). */
const ORDER_NOTE = /^order:(\d+)(?::(cancelled|line))?$/;
const ORDER_WORDS = {
  placed: 'flows.order.placed',
  cancelled: 'flows.order.cancelled',
  line: 'flows.order.line',
} as const;

function Movement({ m }: { m: CardMovement }) {
  const { t } = useTranslation();
  const expired = m.note === EXPIRED;
  const order = m.note ? ORDER_NOTE.exec(m.note) : null;
  const details = [formatDate(new Date(m.at)), m.storeName].filter(Boolean).join(' · ');
  const extra =
    m.type === 'AA' && m.spent !== null
      ? t('flows.spent', { amount: formatPrice(m.spent) })
      : order
        ? t(ORDER_WORDS[(order[2] as 'cancelled' | 'line' | undefined) ?? 'placed'], {
            number: order[1] ?? '',
          })
        : !expired && m.note
          ? m.note
          : null;
  const showAmount = m.amount !== 0 || m.points === 0;
  const tone = (n: number) => (n > 0 ? 'success.dark' : 'text.primary');
  return (
    <ListItem
      divider
      disableGutters
      data-testid="movement"
      sx={{ gap: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" data-testid="movement-type">
          {expired ? t('flows.expired') : t(`flows.types.${m.type}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="movement-details">
          {details}
        </Typography>
        {extra && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {extra}
          </Typography>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {showAmount && (
          <Typography
            variant="subtitle1"
            component="p"
            data-testid="movement-amount"
            sx={{ color: tone(m.amount), fontVariantNumeric: 'tabular-nums' }}
          >
            {signedPrice(m.amount)}
          </Typography>
        )}
        {m.points !== 0 && (
          <Typography
            variant={showAmount ? 'body2' : 'subtitle1'}
            component="p"
            data-testid="movement-points"
            sx={{ color: tone(m.points), fontVariantNumeric: 'tabular-nums' }}
          >
            {t('flows.points', { count: Math.abs(m.points), points: signedPoints(m.points) })}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}

export default function FlowsPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('nav.flows'));
  const activity = useCurrentActivity()?.activity;
  const totals = useUserCardSimple().data;
  const [paging, setPaging] = usePageParams();
  const flows = useUserFlows(paging);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      {activity && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <CardTotals cashBackType={activity.cashBackType} card={totals} size="medium" />
        </Paper>
      )}
      <PagedCards
        query={flows}
        paging={paging}
        onPaging={setPaging}
        as="ul"
        label={t('flows.label')}
        gap={0}
        empty={
          <EmptyState
            icon={<ReceiptLong />}
            action={
              <Button component={Link} to={to('/card')} variant="outlined">
                {t('flows.toCard')}
              </Button>
            }
          >
            {t('flows.empty')}
          </EmptyState>
        }
        skeleton={<Skeleton variant="rounded" height={240} aria-busy="true" />}
      >
        {(rows) => rows.map((m) => <Movement key={m.id} m={m} />)}
      </PagedCards>
    </Stack>
  );
}
