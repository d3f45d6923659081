import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { SubmitButton } from '../../../components/PublicScreen.tsx';
import { EmailField } from '../../../components/SignInFields.tsx';
import { emailInput, SERVER, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { emailExists } from '../api/check-email.ts';
import { loginAndJoinPath } from '../api/join.ts';
import { sendCode } from '../api/send-code.ts';

const schema = z.object({ email: emailInput });

/** Checks the e-mail is new, then has the code sent to it; a taken one may log in and join. */
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
  const form = useZodForm(schema, { defaultValues: { email: initial } });
  const email = useFormField({ control: form.control, name: 'email' });
  const [taken, setTaken] = useState(false);

  const submit = form.handleSubmit(async ({ email: username }) => {
    setTaken(false);
    try {
      if (await emailExists(username)) {
        setTaken(true);
        return;
      }
      await sendCode(activityId, username);
      onSent(username);
    } catch (err) {
      if (err instanceof HttpError && err.code === 'email_taken') setTaken(true);
      else {
        const text = (err instanceof HttpError && err.message) || t('snackbar.error');
        form.setError('email', { type: SERVER, message: text });
      }
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <EmailField
          {...email}
          invalid={taken}
          id="registration-email"
          label={t('registration.email.label')}
          helperText={t('registration.email.help')}
        />
        {taken && (
          <Typography role="alert" color="error">
            {t('registration.email.taken')}{' '}
            <Link component={RouterLink} to={to(loginAndJoinPath(activityId, to))}>
              {t('registration.join.link')}
            </Link>
            {' · '}
            <Link component={RouterLink} to={to('/forgot-password')}>
              {t('registration.email.recover')}
            </Link>
          </Typography>
        )}
        <SubmitButton disabled={form.formState.isSubmitting}>
          {t('registration.email.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
