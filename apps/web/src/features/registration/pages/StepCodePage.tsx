import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CODE_LENGTH } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { ScreenHeader, SubmitButton } from '../../../components/PublicScreen.tsx';
import { CodeField } from '../../../components/SignInFields.tsx';
import { codeRefusalKey } from '../../../lib/codeRefusal.ts';
import { codeInput, message, SERVER, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type MessageKey, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { checkCode } from '../api/check-code.ts';
import { sendCode } from '../api/send-code.ts';
import { LoginLink } from '../components/LoginLink.tsx';
import { readJourney, writeJourney } from '../journey.ts';

/** Seconds before "resend code" works again, so a double tap sends one e-mail. */
export const RESEND_WAIT_S = 30;

const schema = z.object({ code: codeInput });

/** The server's refusal of a code (worded as on the reset screen), or of a taken e-mail. */
export function codeErrorKey(err: unknown): MessageKey | null {
  if (err instanceof HttpError && err.code === 'email_taken') return 'registration.email.taken';
  return codeRefusalKey(err);
}

/** /registration/stepCode: the 6-digit code from the e-mail. */
export default function StepCodePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [journey] = useState(readJourney);
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const code = useFormField({ control: form.control, name: 'code' });
  const [wait, setWait] = useState(RESEND_WAIT_S);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const { activityId, username } = journey;
  if (!activityId || !username) return <Navigate to={to('/registration')} replace />;

  /** The server's refusal under the code: our words when the code tells why, else its own. */
  const refused = (err: unknown) => {
    const key = codeErrorKey(err);
    form.setError(
      'code',
      key
        ? { message: message(key) }
        : {
            type: SERVER,
            message: (err instanceof HttpError && err.message) || t('snackbar.error'),
          },
    );
  };

  const submit = form.handleSubmit(async (v) => {
    try {
      await checkCode(activityId, username, v.code);
      writeJourney({ code: v.code });
      navigate(to('/registration/stepConfirmRegistration'));
    } catch (err) {
      refused(err);
    }
  });

  const resend = async () => {
    form.clearErrors();
    setWait(RESEND_WAIT_S);
    try {
      await sendCode(activityId, username);
      form.reset({ code: '' });
      notify.success(t('registration.code.resent', { email: username }));
    } catch (err) {
      refused(err);
    }
  };

  return (
    <>
      <ScreenHeader languagePicker title={t('registration.code.title')}>
        {t('registration.code.intro', { email: username, n: CODE_LENGTH })}
      </ScreenHeader>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <CodeField
            {...code}
            id="registration-code"
            label={t('registration.code.label')}
            autoFocus
          />
          <SubmitButton disabled={form.formState.isSubmitting || code.value.length !== CODE_LENGTH}>
            {t('registration.code.submit')}
          </SubmitButton>
          <Button onClick={resend} disabled={wait > 0}>
            {wait > 0
              ? t('registration.code.resendIn', { s: wait })
              : t('registration.code.resend')}
          </Button>
          <Button size="small" onClick={() => navigate(to('/registration'))}>
            {t('registration.code.changeEmail')}
          </Button>
        </Stack>
      </Box>
      <LoginLink />
    </>
  );
}
