// The number of people of a table: minus, the count, plus, from 1 to the most one table takes.
// It says each tap at once; the page asks the calendar once the count settles (useSettled).
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface PeopleStepperProps {
  value: number;
  max: number;
  onChange(value: number): void;
}

export function PeopleStepper({ value, max, onChange }: PeopleStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h6" component="h2">
        {t('booking.steps.people')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('booking.people.less')}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
        >
          <Remove />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          data-testid="people"
          sx={{ minWidth: 96, textAlign: 'center', fontWeight: 600 }}
        >
          {t('booking.people.count', { count: value })}
        </Typography>
        <IconButton
          aria-label={t('booking.people.more')}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          sx={{ border: 1, borderColor: 'divider', width: 48, height: 48 }}
        >
          <Add />
        </IconButton>
      </Stack>
      {value >= max && max > 1 && (
        <Typography variant="body2" color="text.secondary" data-testid="people-max">
          {t('booking.people.max', { count: max })}
        </Typography>
      )}
    </Stack>
  );
}
