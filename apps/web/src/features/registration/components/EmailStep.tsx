import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isEmail, normalizeEmail } from '../../../lib/validation.ts';
import { emailExists } from '../api/check-email.ts';
import { sendCode } from '../api/send-code.ts';

/** Checks the e-mail is new, then has the code sent to it. */
export function EmailStep({
  activityId,
  initial,
  onSent,
}: {
  activityId: number;
  initial: string;
  onSent(username: string): void;
}) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const username = normalizeEmail(value);
    setTaken(false);
    if (!username) return setError(t('registration.email.required'));
    if (!isEmail(username)) return setError(t('registration.email.invalid'));
    setError(null);
    setBusy(true);
    try {
      if (await emailExists(username)) {
        setTaken(true);
        return;
      }
      await sendCode(activityId, username);
      onSent(username);
    } catch (err) {
      if (err instanceof HttpError && err.code === 'email_taken') setTaken(true);
      else setError((err instanceof HttpError && err.message) || t('snackbar.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          id="registration-email"
          label={t('registration.email.label')}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!!error || taken}
          helperText={error ?? t('registration.email.help')}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
          fullWidth
        />
        {taken && (
          <Typography role="alert" color="error">
            {t('registration.email.taken')}{' '}
            <Link component={RouterLink} to={to('/login')}>
              {t('registration.email.login')}
            </Link>
            {' · '}
            <Link component={RouterLink} to={to('/forgot-password')}>
              {t('registration.email.recover')}
            </Link>
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('registration.email.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
