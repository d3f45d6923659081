import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ActivityPrivacy, LANGUAGE_CODES, type LanguageCode } from '@tessera/domain';
import { type ComponentProps, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { flagOf, LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { NewPasswordFields } from '../../../components/SignInFields.tsx';
import { useActivityPrivacies } from '../../../lib/api/activity-privacies.ts';
import { useNations } from '../../../lib/api/nations.ts';
import { message, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type MessageKey, useTranslation } from '../../../lib/i18n.ts';
import { inviteExists } from '../api/get-invite.ts';
import { usePublicConfiguration } from '../api/get-public-configuration.ts';
import { signIn } from '../api/sign-in.ts';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { ConsentField } from '../components/ConsentField.tsx';
import { StepHeader } from '../components/StepHeader.tsx';
import { TownField } from '../components/TownField.tsx';
import {
  emptyForm,
  type RegistrationForm,
  type RegistrationValues,
  registrationSchema,
  signInBodyOf,
} from '../form.ts';
import { readJourney, writeJourney } from '../journey.ts';
import { codeErrorKey } from './StepCodePage.tsx';

const CONSENTS: ActivityPrivacy['kind'][] = [
  'informativaPrivacy',
  'informativaPointB',
  'informativaPointC',
];

/** Refusals of the server that belong to one field (it re-checks what the form checked). */
const FIELD_OF_CODE: Record<string, [keyof RegistrationForm, MessageKey]> = {
  invite_unknown: ['invite', 'registration.form.inviteUnknown'],
  phone_required: ['phone', 'validation.required'],
  privacy_required: ['informativaPrivacy', 'registration.form.privacyRequired'],
};

/** /registration/stepConfirmRegistration: the customer's data, password and consents. */
export default function StepConfirmRegistrationPage() {
  const { t, lang } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [journey] = useState(readJourney);
  const { activityId, storeId, username, code } = journey;
  const [problem, setProblem] = useState<{ text: string; next?: 'newCode' | 'login' } | null>(null);
  /** The last invite code asked about, and whether the server knows it. */
  const invite = useRef<{ code: string; ok: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const config = usePublicConfiguration(activityId);
  const privacies = useActivityPrivacies(activityId, lang, { meta: { silent: true } });
  const showNation = !!config.data?.showNationCustomer;
  const nations = useNations({ enabled: showNation, meta: { silent: true } });
  const form = useZodForm(registrationSchema(config.data ?? null), {
    defaultValues: emptyForm(lang),
    shouldFocusError: false,
  });
  const { control } = form;
  const birthDate = useFormField({ control, name: 'birthDate' });
  const password = useFormField({ control, name: 'password' });
  const confirmPassword = useFormField({ control, name: 'confirmPassword' });
  const nationId = useFormField({ control, name: 'nationId' });
  const town = useFormField({ control, name: 'town' });
  const gender = useFormField({ control, name: 'gender' });
  const typo = useFormField({ control, name: 'typo' });
  const language = useFormField({ control, name: 'language' });
  const consents = {
    informativaPrivacy: useFormField({ control, name: 'informativaPrivacy' }),
    informativaPointB: useFormField({ control, name: 'informativaPointB' }),
    informativaPointC: useFormField({ control, name: 'informativaPointC' }),
  };

  if (!activityId || !username || !code) return <Navigate to={to('/registration')} replace />;

  /** Asks the server about the invite code once per code; true when it is empty or known. */
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
    return invite.current.ok;
  };
  const inviteChecked = async () => {
    const ok = await checkInvite(form.getValues('invite'));
    if (!ok) form.setError('invite', { message: message('registration.form.inviteUnknown') });
    return ok;
  };
  // Bring the first wrong field into view on a phone.
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const send = async (values: RegistrationValues) => {
    setProblem(null);
    if (!(await inviteChecked())) return focusFirstError();
    try {
      await signIn(
        signInBodyOf(values, config.data ?? null, { activityId, storeId, username, code }),
      );
      writeJourney({ code: null, username: null });
      navigate(to('/registration/stepCompleteStore'), { replace: true });
    } catch (err) {
      const field = err instanceof HttpError ? FIELD_OF_CODE[err.code] : undefined;
      if (field) {
        form.setError(field[0], { message: message(field[1]) });
        return;
      }
      const key = codeErrorKey(err);
      if (key === 'registration.email.taken') setProblem({ text: t(key), next: 'login' });
      else if (key) setProblem({ text: t(key), next: 'newCode' });
      else setProblem({ text: (err instanceof HttpError && err.message) || t('snackbar.error') });
    }
  };
  const submit = form.handleSubmit(send, async () => {
    setProblem(null);
    // The invite's problem shows with the others.
    await inviteChecked();
    focusFirstError();
  });

  const text = (
    key: 'name' | 'surname' | 'address' | 'streetNumber' | 'cap' | 'phone' | 'invite',
    extra: Partial<Omit<ComponentProps<typeof TextField>, 'name'>> = {},
  ) => (
    <FormTextField
      control={control}
      name={key}
      id={`registration-${key}`}
      label={t(`registration.form.${key}`)}
      fullWidth
      {...extra}
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
            value={birthDate.value}
            error={birthDate.error}
            onChange={birthDate.onChange}
          />
          <FormControl>
            <FormLabel id="registration-gender">{t('registration.form.gender')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="registration-gender"
              value={gender.value}
              onChange={(e) => gender.onChange(e.target.value)}
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
              value={typo.value}
              onChange={(e) => typo.onChange(e.target.value)}
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
                value={nationId.value}
                onChange={(e) => {
                  nationId.onChange(e.target.value);
                  town.onChange(null);
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
                nationId={Number(nationId.value) || null}
                value={town.value}
                onChange={town.onChange}
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
          <NewPasswordFields
            id="registration"
            password={password}
            confirm={confirmPassword}
            labels={{
              password: t('registration.form.password'),
              confirm: t('registration.form.confirmPassword'),
            }}
            helperText={t('registration.form.passwordHelp')}
            required
            revealable
          />
          {text('invite', {
            autoComplete: 'off',
            helperText: t('registration.form.inviteHelp'),
            onBlur: () => void inviteChecked(),
          })}
          <TextField
            id="registration-language"
            select
            label={t('registration.form.language')}
            value={language.value}
            onChange={(e) => language.onChange(e.target.value as LanguageCode)}
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
                checked={consents[kind].value}
                error={consents[kind].error}
                onChange={consents[kind].onChange}
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
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
          >
            {t('registration.form.submit')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
