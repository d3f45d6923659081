// The activity's opening hours per weekday (issue 26): the settings' one range every day, or its
// own ranges per weekday (morning and afternoon), a day without ranges closed. The same editor as
// an operator's working hours.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WeeklyRange } from '@tessera/domain';
import { errorText, useFormField, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveBookingHours } from '../api/booking-hours.ts';
import { hoursSchema } from '../bookingAdminForms.ts';
import { OperatorHours } from './OperatorHours.tsx';

export interface HoursSectionProps {
  hours: WeeklyRange[];
  /** The settings' range: every day's when no hours are saved. */
  fallback: { startTime: string; endTime: string };
}

/** Mount it with the saved hours (a `key` on them starts it again after a save). */
export function HoursSection({ hours, fallback }: HoursSectionProps) {
  const { t } = useTranslation();
  const save = useSaveBookingHours();
  const form = useZodForm(hoursSchema, { defaultValues: { hours } });
  const field = useFormField({ control: form.control, name: 'hours' });
  const problems = form.formState.errors.hours;

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(values.hours, {
      onSuccess: (saved) => {
        form.reset({ hours: saved.hours });
        notify.success(t('bookingAdmin.hours.saved'));
      },
      onError: (error) =>
        notify.error((error instanceof HttpError && error.message) || t('snackbar.error')),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('bookingAdmin.hours.hours')}>
      <OperatorHours
        value={field.value}
        onChange={field.onChange}
        errorOf={(index) => errorText(t, problems?.[index]?.endTime)}
        activity={fallback}
      />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('bookingAdmin.hours.save')}
        </Button>
      </Box>
    </Box>
  );
}
