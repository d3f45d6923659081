import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../../../app/useLanguage.ts';
import { EmailField } from '../../../components/SignInFields.tsx';
import { emailInput, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { requestedEmail } from '../requestedEmail.ts';

const schema = z.object({ email: emailInput });

/** /forgot-password: the e-mail that receives the reset code (SPEC §4, §8). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const email = useFormField({ control: form.control, name: 'email' });

  const submit = form.handleSubmit(async ({ email: username }) => {
    try {
      const { esito, message } = await forgotPassword(username);
      if (esito) {
        // The code screen asks for the e-mail with the code; a code typed by hand finds it here.
        requestedEmail.set(username);
        notify.success(message || t('password.sent'));
        navigate(to('/login'));
        return;
      }
      notify.error(message || undefined);
    } catch (err) {
      notify.error((err instanceof HttpError && err.message) || undefined);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('password.forgotTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('password.forgotIntro')}
      </Typography>
      <Stack spacing={2}>
        <EmailField
          {...email}
          id="forgot-email"
          label={t('password.email')}
          autoComplete="username"
          helperText=" "
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
        >
          {t('password.send')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={to('/forgot-password/code')}>
            {t('password.haveCode')}
          </Link>
          {' · '}
          <Link component={RouterLink} to={to('/login')}>
            {t('password.backToLogin')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
