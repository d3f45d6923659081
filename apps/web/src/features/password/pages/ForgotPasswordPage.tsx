import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { LinkLine, ScreenHeader, SubmitButton } from '../../../components/PublicScreen.tsx';
import { emailInput, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { ResetEmailField } from '../components/ResetEmailField.tsx';
import { requestedEmail } from '../requestedEmail.ts';

const schema = z.object({ email: emailInput });

/**
 * /forgot-password: the e-mail that receives the reset code (SPEC §4, §8); `?email=` fills it in
 * (the link a new activity's first admin gets to choose a password, issue 25).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useZodForm(schema, {
    defaultValues: { email: (params.get('email') ?? '').trim().toLowerCase() },
  });
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
      <ScreenHeader languagePicker title={t('password.forgotTitle')}>
        {t('password.forgotIntro')}
      </ScreenHeader>
      <Stack spacing={2}>
        <ResetEmailField {...email} />
        <SubmitButton disabled={form.formState.isSubmitting}>{t('password.send')}</SubmitButton>
        <LinkLine
          links={[
            ['/forgot-password/code', t('password.haveCode')],
            ['/login', t('password.backToLogin')],
          ]}
        />
      </Stack>
    </Box>
  );
}
