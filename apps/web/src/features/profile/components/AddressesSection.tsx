import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerAddress } from '@tessera/domain';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useActivityCountries } from '../api/get-activity-countries.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { type AddressForm, addressToBody, EMPTY_ADDRESS, validateAddress } from '../profileForm.ts';

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

  return (
    <>
      {addresses.length === 0 ? (
        <Typography color="text.secondary">{t('profile.addresses.empty')}</Typography>
      ) : (
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
      )}
      <Button variant="outlined" onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        {t('profile.addresses.add')}
      </Button>
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
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressForm, string>>>({});
  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const err = (key: keyof AddressForm) =>
    errors[key] ? { error: true, helperText: t(errors[key] as string) } : {};

  const close = () => {
    setForm(EMPTY_ADDRESS);
    setErrors({});
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateAddress(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(addressToBody(form), {
      onSuccess: () => {
        notify.success(t('profile.addresses.added'));
        close();
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth aria-labelledby="add-address-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-address-title">{t('profile.addresses.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('profile.fields.address')}
              value={form.address}
              onChange={(e) => set('address', e.target.value)}
              required
              {...err('address')}
            />
            <TextField
              label={t('profile.fields.streetNumber')}
              value={form.streetNumber}
              onChange={(e) => set('streetNumber', e.target.value)}
            />
            <TextField
              label={t('profile.fields.cap')}
              inputMode="numeric"
              value={form.cap}
              onChange={(e) => set('cap', e.target.value)}
              required
              {...err('cap')}
            />
            <TextField
              label={t('profile.fields.town')}
              value={form.town}
              onChange={(e) => set('town', e.target.value)}
            />
            <TextField
              select
              label={t('profile.fields.country')}
              value={form.countryId === null ? '' : String(form.countryId)}
              onChange={(e) => set('countryId', e.target.value ? Number(e.target.value) : null)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              required
              {...err('countryId')}
            >
              <option value="">–</option>
              {countries.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.province ? `${c.name} (${c.province})` : c.name}
                </option>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('profile.addresses.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
