import Delete from '@mui/icons-material/Delete';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { CustomerAddress } from '@tessera/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { townLabel } from '../../../components/TownField.tsx';
import { useFormField, useZodForm } from '../../../lib/forms.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useActivityCountries } from '../api/get-activity-countries.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { addressSchema, addressToBody, EMPTY_ADDRESS } from '../profileForm.ts';

const lineOf = (a: CustomerAddress) => [a.address, a.streetNumber].filter(Boolean).join(', ');
const placeOf = (a: CustomerAddress) =>
  [a.cap, a.town || a.country.name, a.country.province && `(${a.country.province})`]
    .filter(Boolean)
    .join(' ');

/** The customer's addresses in the current activity: list, add, delete with confirmation. */
export function AddressesSection() {
  const { t } = useTranslation();
  const addresses = useAddresses().data ?? [];
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (target)
      remove.mutate(target.id, { onSuccess: () => notify.success(t('profile.addresses.deleted')) });
  };

  const addButton = (
    <Button variant="outlined" onClick={() => setAdding(true)}>
      {t('profile.addresses.add')}
    </Button>
  );

  return (
    <>
      {addresses.length === 0 ? (
        <EmptyState icon={<Place />} action={addButton}>
          {t('profile.addresses.empty')}
        </EmptyState>
      ) : (
        <>
          <List aria-label={t('profile.addresses.title')}>
            {addresses.map((a) => (
              <ListItem
                key={a.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('profile.addresses.delete', { address: lineOf(a) })}
                    onClick={() => setDeleting(a)}
                  >
                    <Delete />
                  </IconButton>
                }
              >
                <ListItemText primary={lineOf(a)} secondary={placeOf(a)} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 1 }}>{addButton}</Box>
        </>
      )}
      <AddAddressDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.addresses.deleteTitle')}
        message={t('profile.addresses.deleteMessage', {
          address: deleting ? lineOf(deleting) : '',
        })}
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('profile.addresses.confirmDelete')}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function AddAddressDialog({ open, onClose }: { open: boolean; onClose(): void }) {
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
      onSuccess: () => {
        notify.success(t('profile.addresses.added'));
        close();
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      id="add-address-title"
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
