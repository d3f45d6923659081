// A new delivery address, added from the checkout (POST /api/customer-addresses): the profile's
// fields and checks (the domain's contract); once saved it is the address chosen.
import TextField from '@mui/material/TextField';
import { type CustomerAddress, customerAddressBody } from '@tessera/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { townLabel } from '../../../components/TownField.tsx';
import { message, useFormField, useZodForm } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useActivityCountries, useAddAddress } from '../api/addresses.ts';

const schema = z.object({
  address: customerAddressBody.shape.address,
  streetNumber: z.string(),
  cap: customerAddressBody.shape.cap,
  countryId: z
    .number()
    .nullable()
    .refine((v) => v !== null, message('validation.required')),
});
type AddressForm = z.input<typeof schema>;
const EMPTY: AddressForm = { address: '', streetNumber: '', cap: '', countryId: null };

export function CheckoutAddressDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose(): void;
  onAdded(address: CustomerAddress): void;
}) {
  const { t } = useTranslation();
  const countries = useActivityCountries(open).data ?? [];
  const add = useAddAddress();
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const countryId = useFormField({ control: form.control, name: 'countryId' });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit((v) =>
    add.mutate(
      {
        address: v.address.trim(),
        streetNumber: v.streetNumber.trim() || null,
        cap: v.cap.trim(),
        town: null,
        countryId: v.countryId as number,
      },
      {
        onSuccess: (address) => {
          notify.success(t('profile.addresses.added'));
          onAdded(address);
          close();
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      id="checkout-address-title"
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
