import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CODE_LENGTH, SNACKBAR_TIMEOUT } from '@tessera/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../../../app/useLanguage.ts';
import {
  CodeField,
  codeDigits,
  EmailField,
  NewPasswordFields,
} from '../../../components/SignInFields.tsx';
import {
  codeInput,
  emailInput,
  message,
  newPasswordInputs,
  passwordsMatch,
  SERVER,
  useFormField,
  useZodForm,
} from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { checkForgotCode } from '../api/check-forgot-code.ts';
import { setNewPassword } from '../api/set-new-password.ts';
import { requestedEmail } from '../requestedEmail.ts';

const codeSchema = z.object({ email: emailInput, code: codeInput });
const passwordSchema = z.object(newPasswordInputs).superRefine(passwordsMatch);

type Account = { id: number; username: string };

/**
 * /forgot-password/code?email=&code=: the e-mail and code from the e-mail link (checked at
 * once), or typed by hand, the e-mail filled in from this tab's request; then the new password.
 */
export default function ForgotCodePage() {
  const [account, setAccount] = useState<{ account: Account; code: string } | null>(null);
  return account ? (
    <NewPassword account={account.account} code={account.code} />
  ) : (
    <CheckCode onChecked={(found, code) => setAccount({ account: found, code })} />
  );
}

function CheckCode({ onChecked }: { onChecked(account: Account, code: string): void }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const [params] = useSearchParams();
  const form = useZodForm(codeSchema, {
    defaultValues: {
      email: (params.get('email') ?? '').trim().toLowerCase() || requestedEmail.get(),
      code: codeDigits(params.get('code') ?? ''),
    },
  });
  const email = useFormField({ control: form.control, name: 'email' });
  const code = useFormField({ control: form.control, name: 'code' });

  const check = form.handleSubmit(async (v) => {
    try {
      const found = await checkForgotCode(v.email, v.code);
      if (found) onChecked(found, v.code);
      else form.setError('code', { message: message('password.codeExpired') });
    } catch (err) {
      // A wrong code (code_invalid, code_locked) and rate limits come with their message.
      form.setError('code', {
        type: SERVER,
        message: (err instanceof HttpError && err.message) || t('snackbar.error'),
      });
    }
  });

  // The e-mail link carries the e-mail and the code: check them straight away, once.
  const auto = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page opened with
  useEffect(() => {
    if (auto.current || !codeSchema.safeParse(form.getValues()).success) return;
    auto.current = true;
    void check();
  }, []);

  return (
    <Box component="form" onSubmit={check} noValidate>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('password.codeTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('password.codeIntro', { n: CODE_LENGTH })}
      </Typography>
      <Stack spacing={2}>
        <EmailField
          {...email}
          id="forgot-email"
          label={t('password.email')}
          autoComplete="username"
          helperText=" "
        />
        <CodeField {...code} id="forgot-code" label={t('password.code')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting || code.value.length !== CODE_LENGTH}
        >
          {t('password.checkCode')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={to('/forgot-password')}>
            {t('password.newCode')}
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

function NewPassword({ account, code }: { account: Account; code: string }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const form = useZodForm(passwordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useFormField({ control: form.control, name: 'password' });
  const confirm = useFormField({ control: form.control, name: 'confirmPassword' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    try {
      await setNewPassword(account.id, {
        email: account.username,
        code,
        password: v.password,
        confirmPassword: v.confirmPassword,
      });
      requestedEmail.clear();
      notify.success(t('password.changed'), SNACKBAR_TIMEOUT.setNewPassword);
      navigate(to('/login'), { replace: true });
    } catch (err) {
      setProblem((err instanceof HttpError && err.message) || t('snackbar.error'));
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('password.newTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('password.newIntro', { email: account.username })}
      </Typography>
      {/* Lets the browser's password manager file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={account.username}
        readOnly
        hidden
      />
      <Stack spacing={2}>
        <NewPasswordFields
          id="forgot"
          password={password}
          confirm={confirm}
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
          helperText={t('password.help')}
        />
        {problem && (
          <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
            {problem}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
        >
          {t('password.save')}
        </Button>
      </Stack>
    </Box>
  );
}
