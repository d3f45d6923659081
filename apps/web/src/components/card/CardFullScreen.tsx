// The card full screen (issue 9), for the counter: black on white, the barcode as wide as the
// screen allows (graphicCardType B) or the code alone in large digits (S), the code printed
// under it. The screen is kept awake while it shows, where the browser allows it.
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GraphicCardType } from '@tessera/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { CardBarcode } from './CardBarcode.tsx';
import { groupedCode } from './cardText.ts';

export interface CardFullScreenProps {
  open: boolean;
  onClose(): void;
  cardCode: string;
  graphicCardType: GraphicCardType;
  activityName: string;
}

/** Keeps the screen on while `on` (Screen Wake Lock API; nothing where it is missing). */
function useWakeLock(on: boolean) {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let released = false;
    navigator.wakeLock.request('screen').then(
      (s) => {
        if (released) void s.release();
        else sentinel = s;
      },
      () => {
        // Refused (battery saver, hidden page): the card shows all the same.
      },
    );
    return () => {
      released = true;
      void sentinel?.release();
    };
  }, [on]);
}

export function CardFullScreen(p: CardFullScreenProps) {
  const { t } = useTranslation();
  useWakeLock(p.open);
  const title = t('card.fullScreenTitle', { activity: p.activityName });
  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      fullScreen
      aria-labelledby="card-full-screen-title"
      // The full screen is the whole screen, not a dialog of at most 550 px.
      slotProps={{ paper: { sx: { maxWidth: 'none', bgcolor: '#ffffff', color: '#000000' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 2 }}>
        <Typography id="card-full-screen-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={p.onClose} aria-label={t('card.close')} sx={{ color: '#000000' }}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          px: 2,
          pb: 4,
        }}
      >
        <Typography sx={{ color: '#000000' }}>{t('card.showAtCounter')}</Typography>
        {p.graphicCardType === 'B' && (
          <Box sx={{ width: '100%', maxWidth: 720, py: 3, bgcolor: '#ffffff' }}>
            <CardBarcode
              code={p.cardCode}
              label={t('card.barcode', { code: p.cardCode })}
              height={180}
            />
          </Box>
        )}
        <Typography
          data-testid="card-code"
          variant={p.graphicCardType === 'B' ? 'h4' : 'h2'}
          component="p"
          sx={{ fontFamily: 'monospace', letterSpacing: '0.08em', color: '#000000' }}
        >
          {groupedCode(p.cardCode)}
        </Typography>
      </Box>
    </Dialog>
  );
}
