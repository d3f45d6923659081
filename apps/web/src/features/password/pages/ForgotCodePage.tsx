import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODE_LENGTH, SNACKBAR_TIMEOUT } from '@tessera/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { CodeField } from '../../../components/CodeField.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  codeDigits,
  isCode,
  isEmail,
  normalizeEmail,
  passwordProblem,
} from '../../../lib/validation.ts';
import { checkForgotCode } from '../api/check-forgot-code.ts';
import { setNewPassword } from '../api/set-new-password.ts';
import { requestedEmail } from '../requestedEmail.ts';

/**
 * /forgot-password/code?email=&code=: the e-mail and code from the e-mail link (checked at
 * once), or typed by hand, the e-mail filled in from this tab's request; then the new password.
 */
export default function ForgotCodePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(
    () => normalizeEmail(params.get('email') ?? '') || requestedEmail.get(),
  );
  const [code, setCode] = useState(() => codeDigits(params.get('code') ?? ''));
  const [account, setAccount] = useState<{ id: number; username: string } | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const check = async () => {
    const address = normalizeEmail(email);
    const emailProblem = !address
      ? t('password.emailRequired')
      : !isEmail(address)
        ? t('password.emailInvalid')
        : null;
    setEmailError(emailProblem);
    setCodeError(isCode(code) ? null : t('password.codeLength', { n: CODE_LENGTH }));
    if (emailProblem || !isCode(code)) return;
    setBusy(true);
    try {
      const found = await checkForgotCode(address, code);
      if (found) setAccount(found);
      else setCodeError(t('password.codeExpired'));
    } catch (err) {
      // A wrong code (code_invalid, code_locked) and rate limits come with their message.
      setCodeError((err instanceof HttpError && err.message) || t('snackbar.error'));
    }
    setBusy(false);
  };

  // The e-mail link carries the e-mail and the code: check them straight away, once.
  const auto = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page opened with
  useEffect(() => {
    if (auto.current || !isEmail(email) || !isCode(code)) return;
    auto.current = true;
    void check();
  }, []);

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void check();
  };

  const submitPassword = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) return;
    const problem = passwordProblem(password, confirm);
    if (problem === 'mismatch') return setErrors({ confirm: t('password.mismatch') });
    if (problem) return setErrors({ password: t(`password.password_${problem}`) });
    setErrors({});
    setBusy(true);
    try {
      await setNewPassword(account.id, {
        email: account.username,
        code,
        password,
        confirmPassword: confirm,
      });
      requestedEmail.clear();
      notify.success(t('password.changed'), SNACKBAR_TIMEOUT.setNewPassword);
      navigate(to('/login'), { replace: true });
    } catch (err) {
      setErrors({ form: (err instanceof HttpError && err.message) || t('snackbar.error') });
      setBusy(false);
    }
  };

  if (!account) {
    return (
      <Box component="form" onSubmit={submitCode} noValidate>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('password.codeTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('password.codeIntro', { n: CODE_LENGTH })}
        </Typography>
        <Stack spacing={2}>
          <TextField
            id="forgot-email"
            label={t('password.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            error={!!emailError}
            helperText={emailError ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'email', autoCapitalize: 'none' },
              formHelperText: { role: emailError ? 'alert' : undefined },
            }}
            fullWidth
          />
          <CodeField
            id="forgot-code"
            label={t('password.code')}
            value={code}
            onChange={setCode}
            error={codeError}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || code.length !== CODE_LENGTH}
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

  return (
    <Box component="form" onSubmit={submitPassword} noValidate>
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
        <TextField
          id="forgot-password"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? t('password.help')}
          fullWidth
        />
        <TextField
          id="forgot-confirm"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={!!errors.confirm}
          helperText={errors.confirm ?? ' '}
          fullWidth
        />
        {errors.form && (
          <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
            {errors.form}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('password.save')}
        </Button>
      </Stack>
    </Box>
  );
}
