// The customer's scratch cards (issue 9; SPEC §2 instantWin/scratchAndWins, §9 page size 10):
// newest first, ten a page (its page in the address), each with its picture, name, day given
// (never broken over two lines) and state (to scratch, won with its prize, not won) under them;
// each opens its card.
import Casino from '@mui/icons-material/Casino';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, SCRATCH_PAGE_SIZE, type ScratchCard } from '@tessera/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useScratchCards } from '../../../lib/api/scratch-cards.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { prizeText } from '../prize.ts';

/** SPEC §9: scratch cards come ten a page, a size the customer does not choose. */
const SIZES = [SCRATCH_PAGE_SIZE];

function CardState({ card }: { card: ScratchCard }) {
  const { t } = useTranslation();
  if (!card.result)
    return <Chip size="small" color="secondary" label={t('instantWin.toScratch')} />;
  if (!card.result.won) return <Chip size="small" label={t('instantWin.notWon')} />;
  const prize = prizeText(card.result, t);
  return (
    <Chip
      size="small"
      color="success"
      label={prize ? t('instantWin.wonPrize', { prize }) : t('instantWin.wonChip')}
    />
  );
}

export default function ScratchCardsPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('nav.scratchAndWins'));
  const [paging, setPaging] = usePageParams({ sizes: SIZES });
  const cards = useScratchCards(paging);
  const data = cards.data;

  if (data && data.totalRows === 0) {
    return <EmptyState icon={<Casino />}>{t('instantWin.empty')}</EmptyState>;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <List
        aria-label={t('instantWin.label')}
        aria-busy={cards.isPlaceholderData || !data || undefined}
        sx={{ py: 0, opacity: cards.isPlaceholderData ? 0.6 : 1 }}
      >
        {data?.rows.map((c) => (
          <ListItem key={c.id} disablePadding divider data-testid="scratch-card">
            <ListItemButton
              component={Link}
              to={to(`/instantWin/scratchAndWins/${c.id}`)}
              sx={{ gap: 2, py: 1.5 }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 72,
                  aspectRatio: '600 / 340',
                  flexShrink: 0,
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                {c.imageUrl && (
                  <Box
                    component="img"
                    src={c.imageUrl}
                    alt=""
                    loading="lazy"
                    sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                )}
              </Box>
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
                <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  data-testid="scratch-card-given"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('instantWin.givenAt', { date: formatDate(new Date(c.givenAt)) })}
                </Typography>
                <CardState card={c} />
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {data && (
        <ListPagination
          count={data.totalRows}
          page={paging.page}
          rowsPerPage={paging.rowsPerPage}
          onPageChange={(page) => setPaging({ page })}
        />
      )}
    </Stack>
  );
}
