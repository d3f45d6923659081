// Adding a customer address (POST /api/customer-addresses), from the profile and the checkout:
// address, street number, postal code and town of the activity's countries.
import TextField from '@mui/material/TextField';
import type { CustomerAddress } from '@tessera/domain';
import { addressSchema, addressToBody, EMPTY_ADDRESS } from '../lib/address-form.ts';
import { useActivityCountries } from '../lib/api/activity-countries.ts';
import { useAddAddress } from '../lib/api/add-address.ts';
import { useFormField, useZodForm } from '../lib/forms.ts';
import { useTranslation } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { FormDialog } from './FormDialog.tsx';
import { FormTextField } from './FormTextField.tsx';
import { townLabel } from './TownField.tsx';

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
  const countries = useActivityCountries(open).data ?? [];
  const add = useAddAddress();
  const form = useZodForm(addressSchema, { defaultValues: EMPTY_ADDRESS });
  const countryId = useFormField({ control: form.control, name: 'countryId' });

  const close = () => {
    form.reset(EMPTY_ADDRESS);
    onClose();
  };

  const submit = form.handleSubmit((values) =>
    add.mutate(addressToBody(values), {
      onSuccess: (address) => {
        notify.success(t('profile.addresses.added'));
        onAdded?.(address);
        close();
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      id={id}
      title={t('profile.addresses.addTitle')}
      onClose={close}
      onSubmit={submit}
      back={{ label: t('profile.cancel'), onClick: close }}
      submit={{ label: t('profile.addresses.submit'), disabled: add.isPending }}
    >
      <FormTextField
        control={form.control}
        name="address"
        label={t('profile.fields.address')}
        required
      />
      <FormTextField
        control={form.control}
        name="streetNumber"
        label={t('profile.fields.streetNumber')}
      />
      <FormTextField
        control={form.control}
        name="cap"
        label={t('profile.fields.cap')}
        inputMode="numeric"
        required
      />
      <TextField
        select
        label={t('profile.fields.country')}
        value={countryId.value === null ? '' : String(countryId.value)}
        onChange={(e) => countryId.onChange(e.target.value ? Number(e.target.value) : null)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        required
        error={Boolean(countryId.error)}
        helperText={countryId.error}
      >
        <option value="">–</option>
        {countries.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {townLabel(c)}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
