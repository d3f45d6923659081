import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/PublicScreen.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getActivityByPermalink } from '../api/get-activity-by-permalink.ts';

/** Finds the business by its code (the permalink printed in the shop or on the card). */
export function ActivityStep({
  onFound,
}: {
  onFound(found: { activityId: number; storeId: number | null }): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const permalink = value.trim().toLowerCase();
    if (!permalink) return setError(t('registration.activity.required'));
    if (!/^[a-z0-9-]{1,100}$/.test(permalink)) return setError(t('registration.activity.notFound'));
    setError(null);
    setBusy(true);
    try {
      onFound(await getActivityByPermalink(permalink));
    } catch (err) {
      setError(
        err instanceof HttpError && err.status === 404
          ? t('registration.activity.notFound')
          : (err instanceof HttpError && err.message) || t('snackbar.error'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          id="registration-activity"
          label={t('registration.activity.label')}
          helperText={error ?? t('registration.activity.help')}
          error={!!error}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          fullWidth
        />
        <SubmitButton disabled={busy}>{t('registration.activity.submit')}</SubmitButton>
      </Stack>
    </Box>
  );
}
