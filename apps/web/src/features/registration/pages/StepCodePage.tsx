import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CODE_LENGTH } from '@tessera/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { CodeField } from '../../../components/CodeField.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { isCode } from '../../../lib/validation.ts';
import { checkCode } from '../api/check-code.ts';
import { sendCode } from '../api/send-code.ts';
import { LoginLink } from '../components/LoginLink.tsx';
import { StepHeader } from '../components/StepHeader.tsx';
import { readJourney, writeJourney } from '../journey.ts';

/** Seconds before "resend code" works again, so a double tap sends one e-mail. */
export const RESEND_WAIT_S = 30;

/** The server's refusal of a code, in the customer's language. */
export function codeErrorKey(err: unknown): string | null {
  if (!(err instanceof HttpError)) return null;
  if (err.code === 'code_invalid') return 'registration.code.invalid';
  if (err.code === 'code_expired') return 'registration.code.expired';
  if (err.code === 'code_locked') return 'registration.code.locked';
  if (err.code === 'email_taken') return 'registration.email.taken';
  return null;
}

/** /registration/stepCode: the 6-digit code from the e-mail. */
export default function StepCodePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [journey] = useState(readJourney);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(RESEND_WAIT_S);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const { activityId, username } = journey;
  if (!activityId || !username) return <Navigate to={to('/registration')} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isCode(code)) return setError(t('registration.code.length', { n: CODE_LENGTH }));
    setError(null);
    setBusy(true);
    try {
      await checkCode(activityId, username, code);
      writeJourney({ code });
      navigate(to('/registration/stepConfirmRegistration'));
    } catch (err) {
      const key = codeErrorKey(err);
      setError(key ? t(key) : (err instanceof HttpError && err.message) || t('snackbar.error'));
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setWait(RESEND_WAIT_S);
    try {
      await sendCode(activityId, username);
      setCode('');
      notify.success(t('registration.code.resent', { email: username }));
    } catch (err) {
      const key = codeErrorKey(err);
      setError(key ? t(key) : (err instanceof HttpError && err.message) || t('snackbar.error'));
    }
  };

  return (
    <>
      <StepHeader title={t('registration.code.title')}>
        {t('registration.code.intro', { email: username, n: CODE_LENGTH })}
      </StepHeader>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <CodeField
            id="registration-code"
            label={t('registration.code.label')}
            value={code}
            onChange={setCode}
            error={error}
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || code.length !== CODE_LENGTH}
          >
            {t('registration.code.submit')}
          </Button>
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
