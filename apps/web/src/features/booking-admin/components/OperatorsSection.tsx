// The activity's operators and the services each does (NO), or the rooms and areas of its tables
// with their seats (RO): add, edit, remove (issue 16).
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Person from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { BookingOperator, BookingService } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { errorText, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddBookingOperator } from '../api/add-booking-operator.ts';
import { useDeleteBookingOperator } from '../api/delete-booking-operator.ts';
import { useUpdateBookingOperator } from '../api/update-booking-operator.ts';
import { operatorBody, operatorForm, operatorName, operatorSchema } from '../bookingAdminForms.ts';
import { OperatorHours } from './OperatorHours.tsx';

export interface OperatorsSectionProps {
  operators: BookingOperator[];
  services: BookingService[];
  /** Rooms of tables (RO) rather than people doing services (NO). */
  rooms: boolean;
}

function detailOf(t: TFunction, o: BookingOperator, p: OperatorsSectionProps) {
  if (p.rooms) {
    return o.seats
      ? t('bookingAdmin.operators.seatsCount', { count: o.seats })
      : t('bookingAdmin.operators.seatsDefault');
  }
  const names = p.services.filter((s) => o.bookingServiceIds.includes(s.id)).map((s) => s.name);
  return names.length ? names.join(', ') : t('bookingAdmin.operators.noServices');
}

export function OperatorsSection(props: OperatorsSectionProps) {
  const { operators, rooms } = props;
  const { t } = useTranslation();
  const remove = useDeleteBookingOperator();
  const [editing, setEditing] = useState<{ operator: BookingOperator | null } | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const askDelete = async (o: BookingOperator) => {
    const yes = await confirm({
      title: t(
        rooms ? 'bookingAdmin.operators.deleteRoomTitle' : 'bookingAdmin.operators.deleteTitle',
      ),
      message: t('bookingAdmin.operators.deleteMessage', { name: operatorName(o) }),
      cancelLabel: t('bookingAdmin.cancel'),
      confirmLabel: t('bookingAdmin.remove'),
    });
    if (yes) {
      remove.mutate(o.id, { onSuccess: () => notify.success(t('bookingAdmin.operators.deleted')) });
    }
  };

  const addButton = (
    <Button variant="outlined" onClick={() => setEditing({ operator: null })}>
      {t(rooms ? 'bookingAdmin.operators.addRoom' : 'bookingAdmin.operators.add')}
    </Button>
  );

  return (
    <>
      {operators.length === 0 ? (
        <EmptyState icon={rooms ? <MeetingRoom /> : <Person />} action={addButton}>
          {t(rooms ? 'bookingAdmin.operators.emptyRooms' : 'bookingAdmin.operators.empty')}
        </EmptyState>
      ) : (
        <>
          <List
            aria-label={t(
              rooms ? 'bookingAdmin.operators.titleRooms' : 'bookingAdmin.operators.title',
            )}
            disablePadding
          >
            {operators.map((o) => (
              <ListItem
                key={o.id}
                divider
                disableGutters
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      aria-label={t('bookingAdmin.operators.edit', { name: operatorName(o) })}
                      onClick={() => setEditing({ operator: o })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('bookingAdmin.operators.delete', { name: operatorName(o) })}
                      onClick={() => askDelete(o)}
                    >
                      <Delete />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText primary={operatorName(o)} secondary={detailOf(t, o, props)} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 2 }}>{addButton}</Box>
        </>
      )}
      {editing && (
        <OperatorDialog {...props} operator={editing.operator} onClose={() => setEditing(null)} />
      )}
      {confirmDialog}
    </>
  );
}

interface OperatorDialogProps extends OperatorsSectionProps {
  operator: BookingOperator | null;
  onClose(): void;
}

/** Mount it when the dialog opens (it starts from the operator's values). */
function OperatorDialog({ operator, services, rooms, onClose }: OperatorDialogProps) {
  const { t } = useTranslation();
  const add = useAddBookingOperator();
  const update = useUpdateBookingOperator();
  const pending = add.isPending || update.isPending;
  const form = useZodForm(operatorSchema, { defaultValues: operatorForm(operator) });
  const does = useFormField({ control: form.control, name: 'bookingServiceIds' });
  const hours = useFormField({ control: form.control, name: 'hours' });
  const hourErrors = form.formState.errors.hours;
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number, on: boolean) =>
    does.onChange(on ? [...does.value, id] : does.value.filter((s: number) => s !== id));

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    setProblem(null);
    const done = {
      onSuccess: () => {
        notify.success(
          t(operator ? 'bookingAdmin.operators.updated' : 'bookingAdmin.operators.added'),
        );
        onClose();
      },
      onError: (error: Error) =>
        setProblem((error instanceof HttpError && error.message) || t('snackbar.error')),
    };
    const body = operatorBody(values);
    if (operator) update.mutate({ id: operator.id, body }, done);
    else add.mutate(body, done);
  });

  const title = operator
    ? rooms
      ? 'bookingAdmin.operators.editRoomTitle'
      : 'bookingAdmin.operators.editTitle'
    : rooms
      ? 'bookingAdmin.operators.addRoom'
      : 'bookingAdmin.operators.add';
  return (
    <FormDialog
      open
      id="booking-operator-title"
      title={t(title)}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      back={{ label: t('bookingAdmin.cancel'), onClick: onClose }}
      submit={{ label: t('bookingAdmin.save'), disabled: pending }}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t(rooms ? 'bookingAdmin.operators.roomName' : 'bookingAdmin.operators.name')}
        autoComplete="off"
        required
        autoFocus
      />
      {rooms ? (
        <FormTextField
          control={form.control}
          name="seats"
          label={t('bookingAdmin.operators.seats')}
          helperText={t('bookingAdmin.operators.seatsNote')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="surname"
            label={t('bookingAdmin.operators.surname')}
            autoComplete="off"
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('bookingAdmin.operators.services')}</FormLabel>
            {services.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('bookingAdmin.operators.noServicesYet')}
              </Typography>
            ) : (
              <FormGroup>
                {services.map((s) => (
                  <FormControlLabel
                    key={s.id}
                    control={
                      <Checkbox
                        checked={does.value.includes(s.id)}
                        onChange={(e) => toggle(s.id, e.target.checked)}
                      />
                    }
                    label={s.name}
                  />
                ))}
              </FormGroup>
            )}
          </Box>
          <OperatorHours
            value={hours.value}
            onChange={hours.onChange}
            errorOf={(index) => errorText(t, hourErrors?.[index]?.endTime)}
          />
        </>
      )}
    </FormDialog>
  );
}
