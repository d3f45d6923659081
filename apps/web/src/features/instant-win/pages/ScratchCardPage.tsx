// One scratch card (issue 9; SPEC §2 /instantWin/scratchAndWins, §7 Instant win): its picture,
// name and day given, and the scratch surface. Rubbing off half the coating, or the reveal
// button (the keyboard's way), asks the server to scratch it (PUT scratched): the result shown
// is the server's answer, never known before; a win is credited to the card, whose balance is
// read again. A card scratched before shows its result. The top bar's trash button deletes the
// card after a confirmation and goes back to the list.
import Delete from '@mui/icons-material/Delete';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@tessera/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle, useTopBarActions } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useDeleteScratchCard } from '../../../lib/api/delete-scratch-card.ts';
import { useRevealScratchCard } from '../../../lib/api/reveal-scratch-card.ts';
import { useScratchCard } from '../../../lib/api/scratch-card.ts';
import { scratchCardKeys } from '../../../lib/api/scratch-cards.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ScratchResult } from '../components/ScratchResult.tsx';
import { ScratchSurface } from '../components/ScratchSurface.tsx';

const SURFACE_HEIGHT = 200;
const LIST = '/instantWin/scratchAndWins';

export default function ScratchCardPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useScratchCard(id);
  const card = query.data;
  usePageTitle(card?.name ?? t('nav.scratchAndWins'));
  const reveal = useRevealScratchCard();
  const remove = useDeleteScratchCard();
  const [confirm, confirmDialog] = useConfirm();
  // Scratched here, now (not before): the surface stays to fade out over the answer.
  const [scratching, setScratching] = useState(false);
  const deleted = useRef(false);

  const askDelete = async () => {
    const yes = await confirm({
      title: t('instantWin.deleteTitle'),
      message:
        card && !card.scratched
          ? t('instantWin.deleteUnscratched', { name: card.name })
          : t('instantWin.deleteMessage', { name: card?.name ?? '' }),
      cancelLabel: t('instantWin.cancel'),
      confirmLabel: t('instantWin.confirmDelete'),
    });
    if (!yes) return;
    remove.mutate(id, {
      onSuccess: () => {
        deleted.current = true;
        notify.success(t('instantWin.deleted'));
        navigate(to(LIST), { replace: true });
      },
    });
  };
  const askDeleteRef = useRef(askDelete);
  askDeleteRef.current = askDelete;

  // The trash button in the top bar, while the card shows.
  const present = card !== undefined;
  const trash = useMemo(
    () =>
      present ? (
        <IconButton
          color="inherit"
          aria-label={t('instantWin.delete')}
          onClick={() => askDeleteRef.current()}
        >
          <Delete />
        </IconButton>
      ) : null,
    [present, t],
  );
  useTopBarActions(trash);

  // A deleted card's data goes with its screen.
  useEffect(
    () => () => {
      if (deleted.current) queryClient.removeQueries({ queryKey: scratchCardKeys.detail(id) });
    },
    [queryClient, id],
  );

  const scratch = () => {
    if (!card || card.scratched || reveal.isPending) return;
    setScratching(true);
    reveal.mutate(card.id);
  };

  if (!valid || (!card && query.isError)) {
    return (
      <EmptyState
        icon={<SearchOff />}
        action={
          <Button component={Link} to={to(LIST)} variant="outlined">
            {t('instantWin.toList')}
          </Button>
        }
      >
        {t('instantWin.notFound')}
      </EmptyState>
    );
  }

  const result = card?.result ?? null;
  const won = result?.won === true;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {card?.imageUrl && (
          <Box
            component="img"
            src={card.imageUrl}
            alt=""
            decoding="async"
            sx={{ display: 'block', width: '100%', aspectRatio: '600 / 340', objectFit: 'cover' }}
          />
        )}
        <Stack spacing={0.5} sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {card ? card.name : <Skeleton width="60%" />}
          </Typography>
          {card?.description && <Typography color="text.secondary">{card.description}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {card ? (
              t('instantWin.givenAt', { date: formatDate(new Date(card.givenAt)) })
            ) : (
              <Skeleton width="40%" />
            )}
          </Typography>
        </Stack>
      </Paper>
      {!card ? (
        <Skeleton variant="rounded" height={SURFACE_HEIGHT} />
      ) : card.scratched && !scratching ? (
        <Box sx={{ height: SURFACE_HEIGHT, borderRadius: 3, overflow: 'hidden' }}>
          <ScratchResult result={result} pending={false} />
        </Box>
      ) : (
        <>
          <ScratchSurface
            label={t('instantWin.scratchHere')}
            height={SURFACE_HEIGHT}
            done={result !== null}
            onScratched={scratch}
          >
            <ScratchResult result={result} pending={reveal.isPending} />
          </ScratchSurface>
          {result === null && (
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <Typography color="text.secondary">{t('instantWin.scratchHint')}</Typography>
              <Button variant="contained" onClick={scratch} disabled={reveal.isPending}>
                {reveal.isPending ? t('instantWin.revealing') : t('instantWin.reveal')}
              </Button>
            </Stack>
          )}
        </>
      )}
      {won && (
        <Button component={Link} to={to('/card')} variant="outlined">
          {t('instantWin.toCard')}
        </Button>
      )}
      {confirmDialog}
    </Stack>
  );
}
