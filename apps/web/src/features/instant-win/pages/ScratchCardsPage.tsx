// The customer's scratch cards (issue 9; SPEC §2 instantWin/scratchAndWins, §9 page size 10):
// newest first, ten a page (its page in the address), each with its picture, name, day given
// (never broken over two lines) and state (to scratch, won with its prize, not won) under them;
// each opens its card. The list is PagedCards (issue 24): after a failed read, the page last read
// with its time; a first read that fails offers Retry.
import Casino from '@mui/icons-material/Casino';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, SCRATCH_PAGE_SIZE, type ScratchCard } from '@tessera/domain';
import { Link } from 'react-router';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
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

function ScratchCardItem({ c }: { c: ScratchCard }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <ListItem disablePadding divider data-testid="scratch-card">
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
  );
}

export default function ScratchCardsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.scratchAndWins'));
  const [paging, setPaging] = usePageParams({ sizes: SIZES });
  const cards = useScratchCards(paging);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PagedCards
        query={cards}
        paging={paging}
        onPaging={setPaging}
        as="ul"
        label={t('instantWin.label')}
        gap={0}
        fixedSize
        empty={<EmptyState icon={<Casino />}>{t('instantWin.empty')}</EmptyState>}
        skeleton={<CardSkeletons height={96} testId="scratch-card-skeleton" />}
      >
        {(rows) => rows.map((c) => <ScratchCardItem key={c.id} c={c} />)}
      </PagedCards>
    </Box>
  );
}
