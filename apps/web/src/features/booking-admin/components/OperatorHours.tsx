// An operator's working hours (issue 25): the activity's, or their own, one range a working day.
// Days without a range are days off. The API takes several ranges a day; this form edits one.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { weekdayNames } from '../bookingAdminForms.ts';
import { TimeSelect } from './TimeSelect.tsx';

export interface DayRange {
  day: number;
  startTime: string;
  endTime: string;
}

const WEEK = [1, 2, 3, 4, 5, 6, 7];
/** Turning own hours on: Monday to Friday, 09:00–19:00, to change from. */
const WORKWEEK: DayRange[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  startTime: '09:00',
  endTime: '19:00',
}));

export interface OperatorHoursProps {
  value: DayRange[];
  onChange(value: DayRange[]): void;
  /** The problem of a day's range, by ISO weekday. */
  errorOf(day: number): string | undefined;
}

export function OperatorHours({ value, onChange, errorOf }: OperatorHoursProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const days = weekdayNames(localeOf(lang));
  const own = value.length > 0;
  const rangeOf = (day: number) => value.find((r) => r.day === day);
  const set = (day: number, range: DayRange | null) =>
    onChange(
      [...value.filter((r) => r.day !== day), ...(range ? [range] : [])].sort(
        (a, b) => a.day - b.day,
      ),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('bookingAdmin.operators.hours')}</FormLabel>
      <FormControlLabel
        control={<Switch checked={own} onChange={(_, on) => onChange(on ? WORKWEEK : [])} />}
        label={t('bookingAdmin.operators.ownHours')}
      />
      {!own && <FormHelperText>{t('bookingAdmin.operators.ownHoursHelp')}</FormHelperText>}
      {own && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {WEEK.map((day) => {
            const range = rangeOf(day);
            const name = days[day - 1] ?? '';
            return (
              <Box
                key={day}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <FormControlLabel
                  sx={{ minWidth: 140 }}
                  control={
                    <Checkbox
                      checked={Boolean(range)}
                      onChange={(_, on) =>
                        set(day, on ? { day, startTime: '09:00', endTime: '19:00' } : null)
                      }
                      slotProps={{
                        input: { 'aria-label': t('bookingAdmin.operators.worksOn', { day: name }) },
                      }}
                    />
                  }
                  label={name}
                />
                {range && (
                  <Box sx={{ display: 'flex', gap: 1, flex: 1, minWidth: 200 }}>
                    <TimeSelect
                      id={`hours-${day}-from`}
                      label={`${t('bookingAdmin.operators.from')} (${name})`}
                      value={range.startTime}
                      onChange={(startTime) => set(day, { ...range, startTime })}
                      onBlur={() => {}}
                      last={false}
                    />
                    <TimeSelect
                      id={`hours-${day}-to`}
                      label={`${t('bookingAdmin.operators.to')} (${name})`}
                      value={range.endTime}
                      onChange={(endTime) => set(day, { ...range, endTime })}
                      onBlur={() => {}}
                      first={false}
                      error={errorOf(day)}
                    />
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
