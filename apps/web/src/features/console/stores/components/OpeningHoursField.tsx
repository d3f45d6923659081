// A store's opening hours, day by day (issue 25 item 3), as the shared week editor edits them: up
// to MAX_RANGES_A_DAY ranges a day (a lunch break is two), a day without any closed.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { MAX_RANGES_A_DAY, type OpeningInterval } from '@tessera/domain';
import { WeeklyHours } from '../../../../components/WeeklyHours.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

export interface OpeningHoursFieldProps {
  value: OpeningInterval[];
  onChange(value: OpeningInterval[]): void;
  /** The problem of the form's range at this index, if any. */
  errorOf(index: number): string | undefined;
}

export function OpeningHoursField({ value, onChange, errorOf }: OpeningHoursFieldProps) {
  const { t } = useTranslation();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('storesAdmin.hours.title')}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('storesAdmin.hours.help')}</FormHelperText>
      <WeeklyHours
        id="store-hours"
        kind="opening"
        max={MAX_RANGES_A_DAY}
        value={value.map(({ day, from, to }) => ({ day, startTime: from, endTime: to }))}
        onChange={(ranges) =>
          onChange(
            ranges.map(({ day, startTime, endTime }) => ({ day, from: startTime, to: endTime })),
          )
        }
        errorOf={errorOf}
      />
    </Box>
  );
}
