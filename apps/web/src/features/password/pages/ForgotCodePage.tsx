import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CODE_LENGTH, SNACKBAR_TIMEOUT } from '@tessera/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { LinkLine, ScreenHeader, SubmitButton } from '../../../components/PublicScreen.tsx';
import { CodeField, codeDigits, NewPasswordFields } from '../../../components/SignInFields.tsx';
import { codeRefusalKey } from '../../../lib/codeRefusal.ts';
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
import { languageStore } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { checkForgotCode } from '../api/check-forgot-code.ts';
import { setNewPassword } from '../api/set-new-password.ts';
import { ResetEmailField } from '../components/ResetEmailField.tsx';
import { requestedEmail } from '../requestedEmail.ts';

const codeSchema = z.object({ email: emailInput, code: codeInput });
const passwordSchema = z.object(newPasswordInputs).superRefine(passwordsMatch);

type Account = { id: number; username: string };
type Checked = { account: Account; code: string };

/** The checked code of the screen, across a language switch (see ForgotCodePage). */
let kept: Checked | null = null;

/**
 * /forgot-password/code?email=&code=: the e-mail and code from the e-mail link (checked at
 * once), or typed by hand, the e-mail filled in from this tab's request; then the new password.
 */
export default function ForgotCodePage() {
  const [account, setAccount] = useState<Checked | null>(() => kept);
  // A language picked on the screen moves to its route, which mounts the screen anew: the
  // checked code is kept for it, and dropped when the screen is left any other way.
  const openedIn = useRef(languageStore.get());
  useEffect(() => {
    kept = account;
  }, [account]);
  useEffect(
    () => () => {
      if (languageStore.get() === openedIn.current) kept = null;
    },
    [],
  );
  return account ? (
    <NewPassword account={account.account} code={account.code} />
  ) : (
    <CheckCode onChecked={(found, code) => setAccount({ account: found, code })} />
  );
}

function CheckCode({ onChecked }: { onChecked(account: Account, code: string): void }) {
  const { t } = useTranslation();
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
      // A right code past its time comes as null (SPEC §8 'Codice scaduto').
      if (found) onChecked(found, v.code);
      else form.setError('code', { message: message('validation.codeExpired') });
    } catch (err) {
      // A wrong, expired or locked code in our words (as sign-up says them); anything else,
      // a rate limit say, with the server's message.
      const key = codeRefusalKey(err);
      form.setError(
        'code',
        key
          ? { message: message(key) }
          : {
              type: SERVER,
              message: (err instanceof HttpError && err.message) || t('snackbar.error'),
            },
      );
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
      <ScreenHeader languagePicker title={t('password.codeTitle')}>
        {t('password.codeIntro', { n: CODE_LENGTH })}
      </ScreenHeader>
      <Stack spacing={2}>
        <ResetEmailField {...email} />
        <CodeField {...code} id="forgot-code" label={t('password.code')} />
        <SubmitButton disabled={form.formState.isSubmitting || code.value.length !== CODE_LENGTH}>
          {t('password.checkCode')}
        </SubmitButton>
        <LinkLine
          links={[
            ['/forgot-password', t('password.newCode')],
            ['/login', t('password.backToLogin')],
          ]}
        />
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
      // The code may have expired meanwhile: the same words as the code step.
      const key = codeRefusalKey(err);
      setProblem(key ? t(key) : (err instanceof HttpError && err.message) || t('snackbar.error'));
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <ScreenHeader languagePicker title={t('password.newTitle')}>
        {t('password.newIntro', { email: account.username })}
      </ScreenHeader>
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
        <SubmitButton disabled={form.formState.isSubmitting}>{t('password.save')}</SubmitButton>
      </Stack>
    </Box>
  );
}
