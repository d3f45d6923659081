// The one snackbar: success and error messages, closable, with SPEC §9 timeouts.
import Alert from '@mui/material/Alert';
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
          slotProps={{
            closeButton: { title: t('snackbar.close'), 'aria-label': t('snackbar.close') },
          }}
          sx={{ width: '100%' }}
        >
          {snack.message ?? t(`snackbar.${snack.kind}`)}
        </Alert>
      ) : undefined}
    </MuiSnackbar>
  );
}
