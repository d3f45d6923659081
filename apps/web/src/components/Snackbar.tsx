// The one snackbar: success and error messages, closable, with SPEC §9 timeouts; a success may
// be undone (Annulla) while it shows.
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiSnackbar from '@mui/material/Snackbar';
import { useTranslation } from '../lib/i18n.ts';
import { notify, snackStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

export default function Snackbar() {
  const { t } = useTranslation();
  const snack = useStore(snackStore);
  return (
    <MuiSnackbar
      key={snack?.id}
      open={Boolean(snack)}
      autoHideDuration={snack?.timeout}
      onClose={(_, reason) => reason !== 'clickaway' && notify.close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {snack ? (
        <Alert
          severity={snack.kind}
          variant="filled"
          onClose={notify.close}
          // With an undo, Alert draws no close button of its own: both are drawn here.
          action={
            snack.undo ? (
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    notify.close();
                    snack.undo?.();
                  }}
                >
                  {t('snackbar.undo')}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  title={t('snackbar.close')}
                  aria-label={t('snackbar.close')}
                  onClick={notify.close}
                >
                  <Close fontSize="small" />
                </IconButton>
              </>
            ) : undefined
          }
          slotProps={{
            closeButton: { title: t('snackbar.close'), 'aria-label': t('snackbar.close') },
          }}
          // A long message wraps (an e-mail anywhere) instead of scrolling in a box (axe).
          sx={{
            width: '100%',
            '& .MuiAlert-message': { overflow: 'visible', overflowWrap: 'anywhere' },
          }}
        >
          {snack.message ?? t(`snackbar.${snack.kind}`)}
        </Alert>
      ) : undefined}
    </MuiSnackbar>
  );
}
