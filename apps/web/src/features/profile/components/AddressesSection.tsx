import Delete from '@mui/icons-material/Delete';
import Place from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { CustomerAddress } from '@tessera/domain';
import { useState } from 'react';
import { AddAddressDialog } from '../../../components/AddAddressDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useAddresses } from '../../../lib/api/addresses.ts';
import { useDeleteAddress } from '../../../lib/api/delete-address.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';

const lineOf = (a: CustomerAddress) => [a.address, a.streetNumber].filter(Boolean).join(', ');
const placeOf = (a: CustomerAddress) => {
  const province = a.province ?? a.country.province;
  return [a.cap, a.town || a.country.name, province && `(${province})`].filter(Boolean).join(' ');
};

/**
 * The customer's addresses in the current activity: list (street; CAP, town and province, who
 * receives and the courier's phone), add, delete with confirmation.
 */
export function AddressesSection() {
  const { t } = useTranslation();
  const addresses = useAddresses().data ?? [];
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [confirm, confirmDialog] = useConfirm();

  const askDelete = async (a: CustomerAddress) => {
    const yes = await confirm({
      title: t('profile.addresses.deleteTitle'),
      message: t('profile.addresses.deleteMessage', { address: lineOf(a) }),
      cancelLabel: t('profile.cancel'),
      confirmLabel: t('profile.addresses.confirmDelete'),
    });
    if (yes)
      remove.mutate(a.id, { onSuccess: () => notify.success(t('profile.addresses.deleted')) });
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
                    onClick={() => askDelete(a)}
                  >
                    <Delete />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={lineOf(a)}
                  secondary={[
                    placeOf(a),
                    a.recipientName && t('profile.addresses.for', { name: a.recipientName }),
                    a.phone,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 1 }}>{addButton}</Box>
        </>
      )}
      <AddAddressDialog open={adding} onClose={() => setAdding(false)} />
      {confirmDialog}
    </>
  );
}
