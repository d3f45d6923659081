// Adding a delivery address (POST /api/customer-addresses), from the profile and the checkout:
// what a courier needs (issue 22). Who receives it and a phone, street and number, the town typed
// and picked among the server's suggestions (the activity's nation), its province shown from it,
// and the CAP (filled when the town has only one). Autofill names and keyboards fit each field;
// the server's refusal shows under the field it is about.
import TextField from '@mui/material/TextField';
import { type CustomerAddress, postalCodeDigits } from '@tessera/domain';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import {
  type AddressForm,
  addressSchema,
  addressToBody,
  EMPTY_ADDRESS,
  onlyCapOf,
} from '../lib/address-form.ts';
import { useAddAddress } from '../lib/api/add-address.ts';
import { SERVER, useFormField, useZodForm } from '../lib/forms.ts';
import { HttpError } from '../lib/http.ts';
import { useTranslation } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';
import { FormDialog } from './FormDialog.tsx';
import { FormTextField } from './FormTextField.tsx';
import { TownField } from './TownField.tsx';

/** The field a server refusal is about. */
const FIELD_OF: Record<string, Path<AddressForm>> = {
  invalid_cap: 'cap',
  cap_not_of_town: 'cap',
  unknown_town: 'town',
  invalid_phone: 'phone',
};

export function AddAddressDialog({
  open,
  onClose,
  onAdded,
  id = 'add-address-title',
}: {
  open: boolean;
  onClose(): void;
  /** The address saved (the checkout then chooses it). */
  onAdded?(address: CustomerAddress): void;
  /** The dialog title's id, unique on the page. */
  id?: string;
}) {
  const { t } = useTranslation();
  const { activityId } = useSession();
  const add = useAddAddress();
  const form = useZodForm(addressSchema, { defaultValues: EMPTY_ADDRESS });
  const town = useFormField({ control: form.control, name: 'town' });
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    form.reset(EMPTY_ADDRESS);
    setProblem(null);
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    add.mutate(addressToBody(values), {
      onSuccess: (address) => {
        notify.success(t('profile.addresses.added'));
        onAdded?.(address);
        close();
      },
      onError: (error) => {
        const field = error instanceof HttpError ? FIELD_OF[error.code] : undefined;
        const text = error instanceof HttpError && error.message ? error.message : null;
        if (field && text)
          form.setError(field, { type: SERVER, message: text }, { shouldFocus: true });
        else setProblem(text ?? t('snackbar.error'));
      },
    });
  });

  return (
    <FormDialog
      open={open}
      id={id}
      title={t('profile.addresses.addTitle')}
      onClose={close}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('profile.cancel'), onClick: close }}
      submit={{ label: t('profile.addresses.submit'), disabled: add.isPending }}
    >
      <FormTextField
        control={form.control}
        name="recipientName"
        label={t('profile.addresses.recipientName')}
        autoComplete="shipping name"
        required
      />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('profile.addresses.phone')}
        type="tel"
        autoComplete="shipping tel"
        required
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('profile.fields.address')}
        autoComplete="shipping address-line1"
        required
      />
      <FormTextField
        control={form.control}
        name="streetNumber"
        label={t('profile.fields.streetNumber')}
      />
      <TownField
        id={`${id}-town`}
        nationId={null}
        activityId={activityId}
        autoComplete="shipping address-level2"
        required
        error={town.error}
        value={town.value ?? null}
        onChange={(picked) => {
          town.onChange(picked);
          const cap = onlyCapOf(picked);
          if (cap && !form.getValues('cap').trim()) form.setValue('cap', cap);
        }}
        texts={{
          label: t('profile.fields.country'),
          none: t('profile.noCountries'),
          nationFirst: t('profile.addresses.townHint'),
          loading: t('profile.addresses.searching'),
        }}
      />
      <TextField
        label={t('profile.addresses.province')}
        value={town.value?.province ?? ''}
        slotProps={{
          htmlInput: { readOnly: true, autoComplete: 'shipping address-level1' },
          inputLabel: { shrink: Boolean(town.value) },
        }}
      />
      <FormTextField
        control={form.control}
        name="cap"
        label={t('profile.fields.cap')}
        autoComplete="shipping postal-code"
        // A numeric keyboard where postal codes are digits only (Italy: 5).
        slotProps={{
          htmlInput: {
            inputMode: postalCodeDigits(town.value?.nationCode ?? 'IT') ? 'numeric' : 'text',
          },
        }}
        required
      />
    </FormDialog>
  );
}
