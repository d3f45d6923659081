import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODE_LENGTH } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { CodeField } from '../../../components/CodeField.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { isCode, isEmail, normalizeEmail } from '../../../lib/validation.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { useStartEmailChange } from '../api/start-email-change.ts';
import { emailChangeErrorField } from '../profileForm.ts';

type Field = 'email' | 'currentPassword' | 'code';

export interface EmailChangeDialogProps {
  open: boolean;
  /** The login e-mail now. */
  current: string;
  onClose(): void;
}

/**
 * Changing the login e-mail: the new address and the current password send a code to the new
 * address; the code changes it. The server's messages show under their field.
 */
export function EmailChangeDialog({ open, current, onClose }: EmailChangeDialogProps) {
  const { t } = useTranslation();
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const [step, setStep] = useState<'address' | 'code'>('address');
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const address = normalizeEmail(email);

  const close = () => {
    setStep('address');
    setEmail('');
    setCurrentPassword('');
    setCode('');
    setErrors({});
    setGeneral(null);
    start.reset();
    confirm.reset();
    onClose();
  };

  /** A refusal under its field when the step shows it, otherwise above the buttons. */
  const refused = (fields: Field[]) => (error: Error) => {
    const message = error instanceof HttpError && error.message ? error.message : null;
    const field = error instanceof HttpError ? emailChangeErrorField(error.code) : null;
    if (field && message && fields.includes(field)) setErrors({ [field]: message });
    else setGeneral(message ?? t('snackbar.error'));
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!address) found.email = t('profile.errors.required');
    else if (!isEmail(address)) found.email = t('profile.errors.email');
    else if (address === normalizeEmail(current)) found.email = t('profile.email.same');
    if (!currentPassword) found.currentPassword = t('profile.errors.required');
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    start.mutate(
      { email: address, currentPassword },
      {
        onSuccess: () => {
          setCode('');
          setStep('code');
        },
        onError: refused(['email', 'currentPassword']),
      },
    );
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    if (!isCode(code)) {
      setErrors({ code: t('profile.email.codeLength', { n: CODE_LENGTH }) });
      return;
    }
    setErrors({});
    confirm.mutate(
      { email: address, code },
      {
        onSuccess: () => {
          notify.success(t('profile.email.changed'));
          close();
        },
        onError: refused(['code']),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth aria-labelledby="email-change-title">
      <form onSubmit={step === 'address' ? send : submitCode} noValidate>
        <DialogTitle id="email-change-title">{t('profile.email.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {step === 'address' ? (
              <>
                <Typography color="text.secondary">{t('profile.email.intro')}</Typography>
                <TextField
                  label={t('profile.email.newEmail')}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                  slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
                  autoFocus
                  fullWidth
                />
                <TextField
                  label={t('profile.email.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                  error={Boolean(errors.currentPassword)}
                  helperText={errors.currentPassword}
                  fullWidth
                />
              </>
            ) : (
              <>
                <Typography color="text.secondary">
                  {t('profile.email.codeSent', { n: CODE_LENGTH, email: address })}
                </Typography>
                <CodeField
                  id="email-change-code"
                  label={t('profile.email.code')}
                  value={code}
                  onChange={setCode}
                  error={errors.code}
                  autoFocus
                />
              </>
            )}
            {general && (
              <Alert severity="error" role="alert">
                {general}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {step === 'code' ? (
            <Button
              onClick={() => {
                setErrors({});
                setGeneral(null);
                setStep('address');
              }}
            >
              {t('profile.email.back')}
            </Button>
          ) : (
            <Button onClick={close}>{t('profile.cancel')}</Button>
          )}
          <Button type="submit" variant="contained" disabled={start.isPending || confirm.isPending}>
            {t(step === 'address' ? 'profile.email.send' : 'profile.email.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
