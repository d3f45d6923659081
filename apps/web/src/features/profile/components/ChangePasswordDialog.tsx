import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import { passwordErrorField } from '../profileForm.ts';

type Field = 'oldPassword' | 'password' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', password: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * SPEC §5 password change: old password, new password and its confirmation. The server's
 * messages (mismatch, old required, new required, old incorrect) show under their field.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setGeneral(null);
    change.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setGeneral(null);
    change.mutate(values, {
      onSuccess: () => {
        notify.success(t('profile.password.changed'));
        close();
      },
      onError: (error) => {
        const message = error instanceof HttpError && error.message ? error.message : null;
        const field = error instanceof HttpError ? passwordErrorField(error.code) : null;
        if (field && message) setErrors({ [field]: message });
        else setGeneral(message ?? t('snackbar.error'));
      },
    });
  };

  const field = (name: Field, autoComplete: string) => (
    <TextField
      label={t(`profile.password.${name}`)}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{t('profile.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('oldPassword', 'current-password')}
            {field('password', 'new-password')}
            {field('confirmPassword', 'new-password')}
            {general && (
              <Alert severity="error" role="alert">
                {general}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
