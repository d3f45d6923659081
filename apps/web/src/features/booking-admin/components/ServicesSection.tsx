// The activity's services (N, NO): name, duration, price and description (issue 25); add, edit,
// remove (issue 16).
import ContentCut from '@mui/icons-material/ContentCut';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { type BookingService, formatPrice } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { SERVER, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddBookingService } from '../api/add-booking-service.ts';
import { useDeleteBookingService } from '../api/delete-booking-service.ts';
import { useUpdateBookingService } from '../api/update-booking-service.ts';
import { serviceBody, serviceForm, serviceSchema } from '../bookingAdminForms.ts';

export function ServicesSection({ services }: { services: BookingService[] }) {
  const { t } = useTranslation();
  const remove = useDeleteBookingService();
  const [editing, setEditing] = useState<{ service: BookingService | null } | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const askDelete = async (s: BookingService) => {
    const yes = await confirm({
      title: t('bookingAdmin.services.deleteTitle'),
      message: t('bookingAdmin.services.deleteMessage', { name: s.name }),
      cancelLabel: t('bookingAdmin.cancel'),
      confirmLabel: t('bookingAdmin.remove'),
    });
    if (yes) {
      remove.mutate(s.id, { onSuccess: () => notify.success(t('bookingAdmin.services.deleted')) });
    }
  };

  const addButton = (
    <Button variant="outlined" onClick={() => setEditing({ service: null })}>
      {t('bookingAdmin.services.add')}
    </Button>
  );

  return (
    <>
      {services.length === 0 ? (
        <EmptyState icon={<ContentCut />} action={addButton}>
          {t('bookingAdmin.services.empty')}
        </EmptyState>
      ) : (
        <>
          <List aria-label={t('bookingAdmin.services.title')} disablePadding>
            {services.map((s) => (
              <ListItem
                key={s.id}
                divider
                disableGutters
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      aria-label={t('bookingAdmin.services.edit', { name: s.name })}
                      onClick={() => setEditing({ service: s })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('bookingAdmin.services.delete', { name: s.name })}
                      onClick={() => askDelete(s)}
                    >
                      <Delete />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={s.name}
                  secondary={[
                    t('bookingAdmin.services.minutes', { n: s.duration }),
                    s.price === null ? null : formatPrice(s.price),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 2 }}>{addButton}</Box>
        </>
      )}
      {editing && <ServiceDialog service={editing.service} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </>
  );
}

/** Mount it when the dialog opens (it starts from the service's values). */
function ServiceDialog({ service, onClose }: { service: BookingService | null; onClose(): void }) {
  const { t } = useTranslation();
  const add = useAddBookingService();
  const update = useUpdateBookingService();
  const pending = add.isPending || update.isPending;
  const form = useZodForm(serviceSchema, { defaultValues: serviceForm(service) });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setProblem(null);
    const done = {
      onSuccess: () => {
        notify.success(
          t(service ? 'bookingAdmin.services.updated' : 'bookingAdmin.services.added'),
        );
        onClose();
      },
      onError: (error: Error) => {
        const text = (error instanceof HttpError && error.message) || t('snackbar.error');
        if (error instanceof HttpError && error.code === 'service_name_taken') {
          form.setError('name', { type: SERVER, message: text });
        } else setProblem(text);
      },
    };
    const body = serviceBody(values);
    if (service) update.mutate({ id: service.id, body }, done);
    else add.mutate(body, done);
  });

  return (
    <FormDialog
      open
      id="booking-service-title"
      title={t(service ? 'bookingAdmin.services.editTitle' : 'bookingAdmin.services.add')}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('bookingAdmin.cancel'), onClick: onClose }}
      submit={{ label: t('bookingAdmin.save'), disabled: pending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('bookingAdmin.services.name')}
        autoComplete="off"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="duration"
        label={t('bookingAdmin.services.duration')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
      />
      <FormTextField
        control={form.control}
        name="capacity"
        label={t('bookingAdmin.services.capacity')}
        helperText={t('bookingAdmin.services.capacityNote')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
      />
      <FormTextField
        control={form.control}
        name="price"
        label={t('bookingAdmin.services.price')}
        helperText={t('bookingAdmin.services.priceHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('bookingAdmin.services.description')}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
