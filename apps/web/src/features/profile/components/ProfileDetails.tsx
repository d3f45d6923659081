import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Profile } from '@tessera/domain';
import { useState } from 'react';
import { BirthDateField } from '../../../components/BirthDateField.tsx';
import { ChoiceField, NationField } from '../../../components/CustomerFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { TownField } from '../../../components/TownField.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import type { Town } from '../../../lib/api/countries.ts';
import { useUpdateProfile } from '../../../lib/api/update-profile.ts';
import { useFormField, useZodForm } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { formToBody, profileSchema, profileToForm } from '../profileForm.ts';

/**
 * The customer fields of SPEC §3; the login e-mail changes apart, with a code (EmailChangeDialog),
 * and so does the language: it is the app's current one (the profile's language section and the
 * top bar's picker apply and store it at once), so this form neither shows nor sends it.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const phoneRequired = Boolean(useConfiguration().data?.requiredPhoneNumber);
  const updateProfile = useUpdateProfile();
  const form = useZodForm(profileSchema({ phoneRequired }), {
    defaultValues: profileToForm(profile),
  });
  const { control } = form;
  const birthDate = useFormField({ control, name: 'birthDate' });
  const nationId = useFormField({ control, name: 'nationId' });
  const countryId = useFormField({ control, name: 'countryId' });
  /** The town's name, saved with its id (as sign-up does): one town field, not two. */
  const townName = useFormField({ control, name: 'town' });
  /** The town of countryId, for its label: the stored one, then the one picked. */
  const [town, setTown] = useState<Town | null>(profile.country);
  const gender = useFormField({ control, name: 'gender' });
  const typo = useFormField({ control, name: 'typo' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(formToBody(values));
      notify.success(t('profile.saved'));
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
      <BirthDateField
        id="profile-birth"
        value={birthDate.value}
        error={birthDate.error}
        onChange={birthDate.onChange}
      />
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
      <NationField
        id="profile-nation"
        label={t('profile.fields.nation')}
        value={nationId.value}
        onChange={(id) => {
          nationId.onChange(id);
          countryId.onChange(null);
          townName.onChange('');
        }}
      />
      <TownField
        id="profile-country"
        nationId={nationId.value}
        value={countryId.value === null ? null : town}
        onChange={(picked) => {
          setTown(picked);
          countryId.onChange(picked?.id ?? null);
          townName.onChange(picked?.name ?? '');
        }}
        texts={{
          label: t('profile.fields.country'),
          none: t('profile.noCountries'),
          nationFirst: t('profile.chooseNationFirst'),
        }}
      />
      <ChoiceField
        id="profile-gender"
        label={t('profile.fields.gender')}
        value={gender.value}
        options={[
          { value: 'M', label: t('profile.gender.M') },
          { value: 'F', label: t('profile.gender.F') },
        ]}
        onChange={gender.onChange}
      />
      <ChoiceField
        id="profile-typo"
        label={t('profile.fields.typo')}
        value={typo.value}
        options={[
          { value: 'F', label: t('profile.typo.F') },
          { value: 'G', label: t('profile.typo.G') },
        ]}
        onChange={typo.onChange}
      />
      <Button type="submit" variant="contained" size="large" disabled={updateProfile.isPending}>
        {t('profile.save')}
      </Button>
    </Stack>
  );
}
