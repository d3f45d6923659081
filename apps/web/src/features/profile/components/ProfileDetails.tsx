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
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../app/useLanguage.ts';
import { flagOf, LANGUAGE_NAMES } from '../../../components/LanguagePicker.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useNations } from '../../../lib/api/nations.ts';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { translate, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  BIRTH_YEARS,
  daysInMonth,
  formToBody,
  type ProfileErrors,
  type ProfileForm,
  profileToForm,
  validateProfile,
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
  const [form, setForm] = useState<ProfileForm>(() => profileToForm(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const err = (field: keyof ProfileErrors) =>
    errors[field] ? { error: true, helperText: t(errors[field] as string) } : {};
  const monthNames = MONTHS.map((m) =>
    new Intl.DateTimeFormat(lang === 'gb' ? 'en' : lang, { month: 'long' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    ),
  );
  const days = daysInMonth(Number(form.month) || 1, Number(form.year));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(form, { phoneRequired });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await updateProfile.mutateAsync(formToBody(form));
      // The customer's language applies to the app too (texts, dates, route prefix).
      if (saved.language !== lang) await change(saved.language);
      notify.success(translate(saved.language, 'profile.saved'));
    } catch {
      // The http client already showed the server's message.
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        label={t('profile.fields.name')}
        autoComplete="given-name"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        required
        {...err('name')}
      />
      <TextField
        label={t('profile.fields.surname')}
        autoComplete="family-name"
        value={form.surname}
        onChange={(e) => set('surname', e.target.value)}
        required
        {...err('surname')}
      />
      <FormControl error={Boolean(errors.birthDate)} component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('profile.fields.birthDate')}
        </FormLabel>
        <Stack direction="row" spacing={1}>
          <TextField
            select
            label={t('profile.fields.day')}
            value={form.day}
            onChange={(e) => set('day', e.target.value)}
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
            value={form.month}
            onChange={(e) => set('month', e.target.value)}
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
            value={form.year}
            onChange={(e) => set('year', e.target.value)}
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
        {errors.birthDate && <FormHelperText>{t(errors.birthDate)}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('profile.fields.phone')}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        required={phoneRequired}
        {...err('phone')}
      />
      <TextField
        label={t('profile.fields.address')}
        autoComplete="address-line1"
        value={form.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('profile.fields.streetNumber')}
          value={form.streetNumber}
          onChange={(e) => set('streetNumber', e.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          label={t('profile.fields.cap')}
          autoComplete="postal-code"
          inputMode="numeric"
          value={form.cap}
          onChange={(e) => set('cap', e.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        label={t('profile.fields.town')}
        autoComplete="address-level2"
        value={form.town}
        onChange={(e) => set('town', e.target.value)}
      />
      <TextField
        select
        label={t('profile.fields.nation')}
        value={form.nationId === null ? '' : String(form.nationId)}
        onChange={(e) =>
          setForm((f) => ({
            ...f,
            nationId: e.target.value ? Number(e.target.value) : null,
            countryId: null,
          }))
        }
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
        nationId={form.nationId}
        value={form.countryId}
        stored={profile.country}
        onChange={(id) => set('countryId', id)}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.fields.gender')}</FormLabel>
        <RadioGroup
          row
          value={form.gender}
          onChange={(e) => set('gender', e.target.value as ProfileForm['gender'])}
        >
          <FormControlLabel value="M" control={<Radio />} label={t('profile.gender.M')} />
          <FormControlLabel value="F" control={<Radio />} label={t('profile.gender.F')} />
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('profile.fields.typo')}</FormLabel>
        <RadioGroup
          row
          value={form.typo}
          onChange={(e) => set('typo', e.target.value as ProfileForm['typo'])}
        >
          <FormControlLabel value="F" control={<Radio />} label={t('profile.typo.F')} />
          <FormControlLabel value="G" control={<Radio />} label={t('profile.typo.G')} />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label={t('profile.fields.language')}
        value={form.language}
        onChange={(e) => set('language', e.target.value as LanguageCode)}
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
