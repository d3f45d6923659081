// A wall-clock time picked from the quarters of the day (the phone's own list), 24:00 offered for
// a closing at midnight; a saved time off the quarters stays offered.
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n.ts';
import { TIME_OPTIONS } from '../storeForm.ts';

export interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  /** An opening (no 24:00) or a closing (no 00:00). */
  end: boolean;
}

export function TimeSelect(p: TimeSelectProps) {
  const { t } = useTranslation();
  const offered = TIME_OPTIONS.filter((o) => o !== (p.end ? '00:00' : '24:00'));
  const options = offered.includes(p.value) ? offered : [...offered, p.value].sort();
  return (
    <TextField
      select
      id={p.id}
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      error={Boolean(p.error)}
      helperText={p.error}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {o === '24:00' ? t('storesAdmin.hours.midnight') : o}
        </option>
      ))}
    </TextField>
  );
}
