// When the data a screen shows was fetched, said only when it is the last known (offline, or the
// new fetch failed): "Ultimo aggiornamento il 05-03-2026 alle 14:32" (issue 9, issue 15).
import Update from '@mui/icons-material/Update';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/i18n.ts';
import type { LastKnown } from '../lib/offline.ts';
import { dateAndTime } from './card/cardText.ts';

export function FetchedAt({ known, testId = 'fetched-at' }: { known: LastKnown; testId?: string }) {
  const { t } = useTranslation();
  if (!known.stale || !known.fetchedAt) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Update fontSize="small" aria-hidden="true" />
      <Typography variant="body2" data-testid={testId}>
        {t('card.fetchedAt', dateAndTime(known.fetchedAt))}
      </Typography>
    </Stack>
  );
}
