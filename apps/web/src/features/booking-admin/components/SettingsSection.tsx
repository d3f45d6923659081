// The booking settings form (issue 16): opening and closing time, the step of the offered times,
// the seats (tables), confirm on arrival and the reminder's hour; the booking type shows, read
// only (the activity's configuration sets it).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOOKING_STEPS, type BookingSettingsView, isTableBooking, timeOf } from '@tessera/domain';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { TimeSelect } from '../../../components/TimeSelect.tsx';
import { SERVER, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveBookingSettings } from '../api/save-booking-settings.ts';
import { settingsBody, settingsForm, settingsSchema } from '../bookingAdminForms.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Mount it with the saved settings (a `key` on them starts it again after a save elsewhere).
 * `ownHours`: hours per day are saved, and they apply instead of the opening and closing here.
 */
export function SettingsSection({
  settings,
  ownHours = false,
}: {
  settings: BookingSettingsView;
  ownHours?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveBookingSettings();
  const form = useZodForm(settingsSchema, { defaultValues: settingsForm(settings) });
  const { control } = form;
  const startTime = useFormField({ control, name: 'startTime' });
  const endTime = useFormField({ control, name: 'endTime' });
  const step = useFormField({ control, name: 'timeCalendar' });
  const confirm = useFormField({ control, name: 'confirmOnArrival' });
  const reminder = useFormField({ control, name: 'reminderHour' });
  const tables = isTableBooking(settings.bookingType);

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(settingsBody(values), {
      onSuccess: (saved) => {
        form.reset(settingsForm(saved));
        notify.success(t('bookingAdmin.settings.saved'));
      },
      onError: (error) => {
        const text = (error instanceof HttpError && error.message) || t('snackbar.error');
        if (error instanceof HttpError && error.code === 'invalid_hours') {
          form.setError('endTime', { type: SERVER, message: text });
        } else notify.error(text);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          label={t('bookingAdmin.settings.bookingType')}
          value={t(`bookingAdmin.settings.types.${settings.bookingType}`)}
          helperText={t('bookingAdmin.settings.bookingTypeNote')}
          slotProps={{ input: { readOnly: true } }}
        />
        <Stack direction="row" spacing={2}>
          <TimeSelect
            {...startTime}
            id="booking-start-time"
            label={t('bookingAdmin.settings.startTime')}
            last={false}
          />
          <TimeSelect
            {...endTime}
            id="booking-end-time"
            label={t('bookingAdmin.settings.endTime')}
            first={false}
          />
        </Stack>
        {ownHours && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            {t('bookingAdmin.settings.ownHoursApply')}
          </Typography>
        )}
        <TextField
          select
          id="booking-step"
          label={t('bookingAdmin.settings.step')}
          value={String(step.value)}
          onChange={(e) => step.onChange(Number(e.target.value))}
          helperText={t('bookingAdmin.settings.stepNote')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BOOKING_STEPS.map((s) => (
            <option key={s} value={s}>
              {t('bookingAdmin.settings.stepOption', { n: s })}
            </option>
          ))}
        </TextField>
        {tables && (
          <FormTextField
            control={control}
            name="bookingNumberOfHour"
            label={t('bookingAdmin.settings.seats')}
            helperText={t('bookingAdmin.settings.seatsNote')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
        )}
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={confirm.value}
                onChange={(e) => confirm.onChange(e.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'booking-confirm-note' } }}
              />
            }
            label={t('bookingAdmin.settings.confirmOnArrival')}
          />
          <FormHelperText id="booking-confirm-note" sx={{ mt: 0 }}>
            {t('bookingAdmin.settings.confirmOnArrivalNote')}
          </FormHelperText>
        </Box>
        <TextField
          select
          id="booking-reminder-hour"
          label={t('bookingAdmin.settings.reminderHour')}
          value={String(reminder.value)}
          onChange={(e) => reminder.onChange(Number(e.target.value))}
          helperText={t('bookingAdmin.settings.reminderHourNote')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {timeOf(h * 60)}
            </option>
          ))}
        </TextField>
        <FormTextField
          control={control}
          name="maxUpcomingBookings"
          label={t('bookingAdmin.settings.maxUpcomingBookings')}
          helperText={t('bookingAdmin.settings.maxUpcomingBookingsNote')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
        />
        {tables && (
          <FormTextField
            control={control}
            name="maxPartySize"
            label={t('bookingAdmin.settings.maxPartySize')}
            helperText={t('bookingAdmin.settings.maxPartySizeNote')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
          />
        )}
        <FormTextField
          control={control}
          name="cancelCutoffHours"
          label={t('bookingAdmin.settings.cancelCutoffHours')}
          helperText={t('bookingAdmin.settings.cancelCutoffHoursNote')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Alert severity="info">{t('bookingAdmin.settings.untouched')}</Alert>
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('bookingAdmin.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
