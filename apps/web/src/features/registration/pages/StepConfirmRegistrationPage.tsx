import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ActivityPrivacy, LANGUAGE_CODES, type LanguageCode } from '@tessera/domain';
import { type ComponentProps, type FormEvent, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { flagOf, LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { useActivityPrivacies } from '../../../lib/api/activity-privacies.ts';
import { useNations } from '../../../lib/api/nations.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { inviteExists } from '../api/get-invite.ts';
import { usePublicConfiguration } from '../api/get-public-configuration.ts';
import { signIn } from '../api/sign-in.ts';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { ConsentField } from '../components/ConsentField.tsx';
import { StepHeader } from '../components/StepHeader.tsx';
import { TownField } from '../components/TownField.tsx';
import {
  emptyForm,
  type Field,
  type FormErrors,
  type RegistrationForm,
  signInBodyOf,
  validate,
} from '../form.ts';
import { readJourney, writeJourney } from '../journey.ts';
import { codeErrorKey } from './StepCodePage.tsx';

const CONSENTS: ActivityPrivacy['kind'][] = [
  'informativaPrivacy',
  'informativaPointB',
  'informativaPointC',
];

/** Refusals of the server that belong to one field (it re-checks what the form checked). */
const FIELD_OF_CODE: Record<string, [Field, string]> = {
  invite_unknown: ['invite', 'registration.form.inviteUnknown'],
  phone_required: ['phone', 'registration.form.required'],
  privacy_required: ['informativaPrivacy', 'registration.form.privacyRequired'],
};

/** /registration/stepConfirmRegistration: the customer's data, password and consents. */
export default function StepConfirmRegistrationPage() {
  const { t, lang } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [journey] = useState(readJourney);
  const { activityId, storeId, username, code } = journey;
  const [form, setForm] = useState<RegistrationForm>(() => emptyForm(lang));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<{ text: string; next?: 'newCode' | 'login' } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The last invite code asked about, and whether the server knows it. */
  const invite = useRef<{ code: string; ok: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const config = usePublicConfiguration(activityId);
  const privacies = useActivityPrivacies(activityId, lang, { meta: { silent: true } });
  const showNation = !!config.data?.showNationCustomer;
  const nations = useNations({ enabled: showNation, meta: { silent: true } });

  if (!activityId || !username || !code) return <Navigate to={to('/registration')} replace />;

  const set = <K extends keyof RegistrationForm>(key: K, value: RegistrationForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => {
      const field: Field = key === 'day' || key === 'month' || key === 'year' ? 'birthDate' : key;
      if (!e[field]) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    });
  };

  const checkInvite = async (value: string) => {
    const inviteCode = value.trim();
    if (!inviteCode) return true;
    if (invite.current?.code === inviteCode) return invite.current.ok;
    try {
      const ok = await inviteExists(inviteCode);
      invite.current = { code: inviteCode, ok };
    } catch {
      // The server will check it again; do not block the customer on a network hiccup.
      return true;
    }
    if (!invite.current.ok) setErrors((e) => ({ ...e, invite: 'registration.form.inviteUnknown' }));
    return invite.current.ok;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const found = validate(form, config.data ?? null);
    const inviteOk = await checkInvite(form.invite);
    if (!inviteOk) found.invite = 'registration.form.inviteUnknown';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Bring the first wrong field into view on a phone.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      await signIn(
        signInBodyOf(form, config.data ?? null, { activityId, storeId, username, code }),
      );
      writeJourney({ code: null, username: null });
      navigate(to('/registration/stepCompleteStore'), { replace: true });
    } catch (err) {
      const field = err instanceof HttpError ? FIELD_OF_CODE[err.code] : undefined;
      if (field) {
        setErrors({ [field[0]]: field[1] });
        setBusy(false);
        return;
      }
      const key = codeErrorKey(err);
      if (key === 'registration.email.taken') setProblem({ text: t(key), next: 'login' });
      else if (key) setProblem({ text: t(key), next: 'newCode' });
      else setProblem({ text: (err instanceof HttpError && err.message) || t('snackbar.error') });
      setBusy(false);
    }
  };

  const text = (
    key: 'name' | 'surname' | 'address' | 'streetNumber' | 'cap' | 'phone' | 'invite',
    { helperText, ...extra }: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={`registration-${key}`}
      label={t(`registration.form.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      fullWidth
      {...extra}
      error={!!errors[key]}
      helperText={errors[key] ? t(errors[key]) : helperText}
    />
  );

  const conf = config.data;
  const texts = new Map((privacies.data ?? []).map((p) => [p.kind, p]));
  return (
    <>
      <StepHeader title={t('registration.form.title')}>
        {t('registration.form.intro', { email: username })}
      </StepHeader>
      <Box component="form" ref={formRef} onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {text('name', { required: true, autoComplete: 'given-name' })}
          {text('surname', { required: true, autoComplete: 'family-name' })}
          <BirthDateField
            value={form}
            error={errors.birthDate}
            onChange={(v) => {
              set('day', v.day);
              set('month', v.month);
              set('year', v.year);
            }}
          />
          <FormControl>
            <FormLabel id="registration-gender">{t('registration.form.gender')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="registration-gender"
              value={form.gender}
              onChange={(e) => set('gender', e.target.value as RegistrationForm['gender'])}
            >
              <FormControlLabel value="M" control={<Radio />} label={t('registration.form.male')} />
              <FormControlLabel
                value="F"
                control={<Radio />}
                label={t('registration.form.female')}
              />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="registration-typo">{t('registration.form.typo')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="registration-typo"
              value={form.typo}
              onChange={(e) => set('typo', e.target.value as RegistrationForm['typo'])}
            >
              <FormControlLabel
                value="F"
                control={<Radio />}
                label={t('registration.form.private')}
              />
              <FormControlLabel
                value="G"
                control={<Radio />}
                label={t('registration.form.business')}
              />
            </RadioGroup>
          </FormControl>
          {showNation && (
            <>
              <TextField
                id="registration-nation"
                select
                label={t('registration.form.nation')}
                value={form.nationId}
                onChange={(e) => {
                  set('nationId', e.target.value);
                  set('town', null);
                }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                fullWidth
              >
                <option value="">–</option>
                {(nations.data ?? []).map((n) => (
                  <option key={n.id} value={n.id}>
                    {n.name}
                  </option>
                ))}
              </TextField>
              <TownField
                nationId={Number(form.nationId) || null}
                value={form.town}
                onChange={(town) => set('town', town)}
              />
            </>
          )}
          {conf?.showAddressCustomer && (
            <>
              {text('address', { autoComplete: 'address-line1' })}
              <Stack direction="row" spacing={1}>
                {text('streetNumber')}
                {text('cap', {
                  autoComplete: 'postal-code',
                  slotProps: { htmlInput: { inputMode: 'numeric' } },
                })}
              </Stack>
            </>
          )}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            required: !!conf?.requiredPhoneNumber,
          })}
          <TextField
            id="registration-password"
            label={t('registration.form.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            error={!!errors.password}
            helperText={t(errors.password ?? 'registration.form.passwordHelp')}
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((v) => !v)}
                      aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            id="registration-confirm-password"
            label={t('registration.form.confirmPassword')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            error={!!errors.confirmPassword}
            helperText={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
            fullWidth
          />
          {text('invite', {
            autoComplete: 'off',
            helperText: t('registration.form.inviteHelp'),
            onBlur: () => void checkInvite(form.invite),
          })}
          <TextField
            id="registration-language"
            select
            label={t('registration.form.language')}
            value={form.language}
            onChange={(e) => set('language', e.target.value as LanguageCode)}
            slotProps={{ select: { native: true } }}
            fullWidth
          >
            {LANGUAGE_CODES.map((c) => (
              <option key={c} value={c}>
                {`${flagOf(c)} ${LANGUAGE_NAMES[c]}`}
              </option>
            ))}
          </TextField>
          <Box>
            {CONSENTS.map((kind) => (
              <ConsentField
                key={kind}
                kind={kind}
                privacy={texts.get(kind)}
                required={kind === 'informativaPrivacy'}
                checked={form[kind]}
                error={errors[kind]}
                onChange={(v) => set(kind, v)}
              />
            ))}
          </Box>
          {problem && (
            <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
              {problem.text}{' '}
              {problem.next === 'newCode' && (
                <Link component={RouterLink} to={to('/registration/stepCode')}>
                  {t('registration.form.newCode')}
                </Link>
              )}
              {problem.next === 'login' && (
                <Link component={RouterLink} to={to('/login')}>
                  {t('registration.email.login')}
                </Link>
              )}
            </Typography>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('registration.form.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
