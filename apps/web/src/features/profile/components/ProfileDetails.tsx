import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LANGUAGE_CODES, type LanguageCode, type Profile } from '@tessera/domain';
import { useLanguage } from '../../../app/useLanguage.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { flagOf, LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useNations } from '../../../lib/api/nations.ts';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { useFormField, useZodForm } from '../../../lib/forms.ts';
import { translate, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  BIRTH_YEARS,
  daysInMonth,
  formToBody,
  type ProfileForm,
  profileSchema,
  profileToForm,
} from '../profileForm.ts';
import { CountryField } from './CountryField.tsx';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The customer fields of SPEC §3; the login e-mail changes apart, with a code (EmailChangeDialog). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t, lang } = useTranslation();
  const { change } = useLanguage();
  const phoneRequired = Boolean(useConfiguration().data?.requiredPhoneNumber);
  const nations = useNations().data ?? [];
  const updateProfile = useUpdateProfile();
  const form = useZodForm(profileSchema({ phoneRequired }), {
    defaultValues: profileToForm(profile),
  });
  const { control } = form;
  const birthDate = useFormField({ control, name: 'birthDate' });
  const nationId = useFormField({ control, name: 'nationId' });
  const countryId = useFormField({ control, name: 'countryId' });
  const gender = useFormField({ control, name: 'gender' });
  const typo = useFormField({ control, name: 'typo' });
  const language = useFormField({ control, name: 'language' });
  const { day, month, year } = birthDate.value;
  const setBirth = (part: 'day' | 'month' | 'year', value: string) =>
    birthDate.onChange({ ...birthDate.value, [part]: value });
  const monthNames = MONTHS.map((m) =>
    new Intl.DateTimeFormat(lang === 'gb' ? 'en' : lang, { month: 'long' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    ),
  );
  const days = daysInMonth(Number(month) || 1, Number(year));

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(formToBody(values));
      // The customer's language applies to the app too (texts, dates, route prefix).
      if (saved.language !== lang) await change(saved.language);
      notify.success(translate(saved.language, 'profile.saved'));
    } catch {
      // The http client already showed the server's message.
    }
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormTextField
        control={control}
        name="name"
        label={t('profile.fields.name')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name="surname"
        label={t('profile.fields.surname')}
        autoComplete="family-name"
        required
      />
      <FormControl error={Boolean(birthDate.error)} component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('profile.fields.birthDate')}
        </FormLabel>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            label={t('profile.fields.day')}
            value={day}
            onChange={(e) => setBirth('day', e.target.value)}
            slotProps={native}
            sx={{ flex: 1 }}
          >
            <option value="">–</option>
            {DAYS.slice(0, days).map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('profile.fields.month')}
            value={month}
            onChange={(e) => setBirth('month', e.target.value)}
            slotProps={native}
            sx={{ flex: 2 }}
          >
            <option value="">–</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {monthNames[m - 1]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('profile.fields.year')}
            value={year}
            onChange={(e) => setBirth('year', e.target.value)}
            slotProps={native}
            sx={{ flex: 1.4 }}
          >
            <option value="">–</option>
            {BIRTH_YEARS.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </TextField>
        </Stack>
        {birthDate.error && <FormHelperText>{birthDate.error}</FormHelperText>}
      </FormControl>
      <FormTextField
        control={control}
        name="phone"
        label={t('profile.fields.phone')}
        type="tel"
        autoComplete="tel"
        required={phoneRequired}
      />
      <FormTextField
        control={control}
        name="address"
        label={t('profile.fields.address')}
        autoComplete="address-line1"
      />
      <Stack direction="row" spacing={1}>
        <FormTextField
          control={control}
          name="streetNumber"
          label={t('profile.fields.streetNumber')}
          sx={{ flex: 1 }}
        />
        <FormTextField
          control={control}
          name="cap"
          label={t('profile.fields.cap')}
          autoComplete="postal-code"
          inputMode="numeric"
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="town"
        label={t('profile.fields.town')}
        autoComplete="address-level2"
      />
      <TextField
        select
        label={t('profile.fields.nation')}
        value={nationId.value === null ? '' : String(nationId.value)}
        onChange={(e) => {
          nationId.onChange(e.target.value ? Number(e.target.value) : null);
          countryId.onChange(null);
        }}
        slotProps={native}
      >
        <option value="">–</option>
        {nations.map((n) => (
          <option key={n.id} value={String(n.id)}>
            {n.name}
          </option>
        ))}
      </TextField>
      <CountryField
        nationId={nationId.value}
        value={countryId.value}
        stored={profile.country}
        onChange={countryId.onChange}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.fields.gender')}</FormLabel>
        <RadioGroup
          row
          value={gender.value}
          onChange={(e) => gender.onChange(e.target.value as ProfileForm['gender'])}
        >
          <FormControlLabel value="M" control={<Radio />} label={t('profile.gender.M')} />
          <FormControlLabel value="F" control={<Radio />} label={t('profile.gender.F')} />
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.fields.typo')}</FormLabel>
        <RadioGroup
          row
          value={typo.value}
          onChange={(e) => typo.onChange(e.target.value as ProfileForm['typo'])}
        >
          <FormControlLabel value="F" control={<Radio />} label={t('profile.typo.F')} />
          <FormControlLabel value="G" control={<Radio />} label={t('profile.typo.G')} />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label={t('profile.fields.language')}
        value={language.value}
        onChange={(e) => language.onChange(e.target.value as LanguageCode)}
        slotProps={native}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {`${flagOf(code)} ${LANGUAGE_NAMES[code]}`}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" disabled={updateProfile.isPending}>
        {t('profile.save')}
      </Button>
    </Stack>
  );
}
