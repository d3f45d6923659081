import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LANGUAGE_CODES } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../../components/Brand.tsx';
import { LanguagePicker } from '../../../components/LanguagePicker.tsx';
import { useDocumentTitle } from '../../../components/PageTitle.tsx';
import { EmailField, isEmail, PasswordField } from '../../../components/SignInFields.tsx';
import { getActivityCustomers } from '../../../lib/api/activity-customers.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { landing } from '../../../lib/roles.ts';
import { session, useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { login } from '../api/login.ts';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { lang, to, change } = useLanguage();
  const { status } = useSession();
  // The activity whose brand the screen wears (components/Brand.tsx), if any.
  const brand = useBrand();
  useDocumentTitle(t('login.title'), brand?.name ?? t('app.name'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = safeRedirect(params.get('redirect'));

  if (status === 'authenticated') return <Navigate to={redirect ?? to('/')} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    session.setStatus('authenticating');
    try {
      const tokens = await login(username, password);
      session.setTokens(tokens.token, tokens.refresh_token);
      const activityCustomers = await getActivityCustomers();
      session.setActivities(activityCustomers);
      navigate(redirect ?? to(landing()), { replace: true });
    } catch (err) {
      session.clear();
      setError(err instanceof HttpError && err.message ? err.message : t('snackbar.error'));
    }
  };

  const busy = status === 'authenticating';
  const emailOk = isEmail(username);
  // Each field says why Accedi is off while it is; ' ' keeps the line when nothing is missing, so
  // the card never moves, not even for the refusal, which takes the password's line.
  const emailHelp = !username.trim()
    ? t('login.emailNeeded')
    : emailOk
      ? ' '
      : t('login.emailInvalid');
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1">
          {t('login.title')}
        </Typography>
        <LanguagePicker current={lang} languages={LANGUAGE_CODES} onChange={change} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {brand ? t('login.activitySubtitle', { activity: brand.name }) : t('login.subtitle')}
      </Typography>
      {/* Flex boxes, not Stack: /login's JavaScript is on a budget (DESIGN §7). */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EmailField
          id="login-username"
          label={t('login.username')}
          autoComplete="username"
          value={username}
          onChange={edit(setUsername)}
          onBlur={() => setEmailLeft(true)}
          helperText={emailHelp}
          invalid={emailLeft && Boolean(username.trim()) && !emailOk}
        />
        <PasswordField
          id="login-password"
          label={t('login.password')}
          value={password}
          onChange={edit(setPassword)}
          revealed={showPassword}
          onReveal={() => setShowPassword((v) => !v)}
          helperText={password ? ' ' : t('login.passwordNeeded')}
          error={error}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || !emailOk || !password}
        >
          {t('login.submit')}
        </Button>
      </Box>
      {/* Links only (Button is already loaded): the screens they open are their own chunks. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={to('/forgot-password')}>
            {t('login.forgot')}
          </Button>
          <Button component={RouterLink} to={to('/forgot-password/code')}>
            {t('login.haveCode')}
          </Button>
        </Box>
        <Button component={RouterLink} to={to('/registration')} variant="outlined" size="large">
          {t('login.register')}
        </Button>
      </Box>
    </Box>
  );
}
