import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ActivityPrivacy } from '@tessera/domain';
import { type ComponentProps, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { BirthDateField } from '../../../components/BirthDateField.tsx';
import { ChoiceField, NationField } from '../../../components/CustomerFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { ScreenHeader, SubmitButton } from '../../../components/PublicScreen.tsx';
import { NewPasswordFields } from '../../../components/SignInFields.tsx';
import { TownField } from '../../../components/TownField.tsx';
import { useActivityPrivacies } from '../../../lib/api/activity-privacies.ts';
import { message, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type MessageKey, useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { inviteExists } from '../api/get-invite.ts';
import { usePublicConfiguration } from '../api/get-public-configuration.ts';
import { signIn } from '../api/sign-in.ts';
import { ConsentField } from '../components/ConsentField.tsx';
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
  const form = useZodForm(registrationSchema(config.data ?? null), {
    // The invite code of a friend's link is filled in; the customer may still change it.
    defaultValues: emptyForm(journey.invite),
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
        signInBodyOf(values, config.data ?? null, { activityId, storeId, username, code }, lang),
      );
      writeJourney({ code: null, username: null, invite: null });
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
      <ScreenHeader languagePicker title={t('registration.form.title')}>
        {t('registration.form.intro', { email: username })}
      </ScreenHeader>
      <Box component="form" ref={formRef} onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {text('name', { required: true, autoComplete: 'given-name' })}
          {text('surname', { required: true, autoComplete: 'family-name' })}
          <BirthDateField
            id="registration-birth"
            value={birthDate.value}
            error={birthDate.error}
            onChange={birthDate.onChange}
          />
          <ChoiceField
            id="registration-gender"
            label={t('registration.form.gender')}
            value={gender.value}
            options={[
              { value: 'M', label: t('registration.form.male') },
              { value: 'F', label: t('registration.form.female') },
            ]}
            onChange={gender.onChange}
          />
          <ChoiceField
            id="registration-typo"
            label={t('registration.form.typo')}
            value={typo.value}
            options={[
              { value: 'F', label: t('registration.form.private') },
              { value: 'G', label: t('registration.form.business') },
            ]}
            onChange={typo.onChange}
          />
          {showNation && (
            <>
              <NationField
                id="registration-nation"
                label={t('registration.form.nation')}
                value={nationId.value}
                onChange={(id) => {
                  nationId.onChange(id);
                  town.onChange(null);
                }}
                silent
              />
              <TownField
                id="registration-town"
                nationId={nationId.value}
                value={town.value}
                onChange={town.onChange}
                texts={{
                  label: t('registration.form.town'),
                  none: t('registration.form.noTown'),
                  nationFirst: t('registration.form.nationFirst'),
                  loading: t('registration.form.loading'),
                }}
                silent
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
          />
          {text('invite', {
            autoComplete: 'off',
            helperText: t('registration.form.inviteHelp'),
            onBlur: () => {
              // A step back and forth keeps the code as the customer left it.
              writeJourney({ invite: form.getValues('invite').trim() || null });
              void inviteChecked();
            },
          })}
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
          <SubmitButton disabled={form.formState.isSubmitting}>
            {t('registration.form.submit')}
          </SubmitButton>
        </Stack>
      </Box>
    </>
  );
}
