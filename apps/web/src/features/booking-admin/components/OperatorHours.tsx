// An operator's working hours (issue 25), or the activity's opening hours per weekday (issue 26):
// the default ones, or their own, up to MAX_RANGES_A_DAY ranges a day (a lunch break is two). Days
// without a range are days off (closed).
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import { MAX_RANGES_A_DAY, type WeeklyRange } from '@tessera/domain';
import { WeeklyHours } from '../../../components/WeeklyHours.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Turning own hours on: Monday to Friday, 09:00–19:00, to change from. */
const WORKWEEK: WeeklyRange[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  startTime: '09:00',
  endTime: '19:00',
}));

export interface OperatorHoursProps {
  value: WeeklyRange[];
  onChange(value: WeeklyRange[]): void;
  /** The problem of the value's range at this index, if any. */
  errorOf(index: number): string | undefined;
  /** The activity's hours (issue 26): its words, and the week to start from. */
  activity?: { startTime: string; endTime: string };
}

export function OperatorHours({ value, onChange, errorOf, activity }: OperatorHoursProps) {
  const { t } = useTranslation();
  const own = value.length > 0;
  const words = activity ? 'bookingAdmin.hours' : 'bookingAdmin.operators';
  const start = activity ? WORKWEEK.map((r) => ({ ...r, ...activity })) : WORKWEEK;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">{t(`${words}.hours`)}</FormLabel>
      <FormControlLabel
        control={<Switch checked={own} onChange={(_, on) => onChange(on ? start : [])} />}
        label={t(`${words}.ownHours`)}
      />
      {own ? (
        <Box sx={{ mt: 1 }}>
          <WeeklyHours
            id={activity ? 'activity-hours' : 'operator-hours'}
            kind={activity ? 'opening' : 'work'}
            max={MAX_RANGES_A_DAY}
            value={value}
            onChange={onChange}
            errorOf={errorOf}
          />
        </Box>
      ) : (
        <FormHelperText>{t(`${words}.ownHoursHelp`, activity)}</FormHelperText>
      )}
    </Box>
  );
}
