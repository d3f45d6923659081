// What lies beneath a scratch card's coating once the server has answered: the win with its
// prize, or that it did not win. Before the answer there is nothing beneath to read, only a
// word while the server is asked.
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScratchCard } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { resultText } from '../prize.ts';

export interface ScratchResultProps {
  /** The server's answer; null before it. */
  result: ScratchCard['result'];
  /** The server is being asked. */
  pending: boolean;
}

export function ScratchResult({ result, pending }: ScratchResultProps) {
  const { t } = useTranslation();
  const won = result?.won === true;
  return (
    <Box
      role="status"
      data-testid="scratch-result"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        textAlign: 'center',
        // Dark green on pale green, or the body text on grey: both well above 4.5:1.
        bgcolor: won ? '#e8f5e9' : 'grey.200',
        color: won ? 'success.dark' : 'text.primary',
        '& svg': { fontSize: 48 },
      }}
    >
      {result ? (
        <>
          {won ? <EmojiEvents aria-hidden="true" /> : <SentimentDissatisfied aria-hidden="true" />}
          <Typography variant="h4" component="p" data-testid="scratch-outcome">
            {resultText(result, t)}
          </Typography>
          <Typography variant="body2">
            {won ? t('instantWin.wonHint') : t('instantWin.lostHint')}
          </Typography>
        </>
      ) : (
        pending && <Typography>{t('instantWin.revealing')}</Typography>
      )}
    </Box>
  );
}
