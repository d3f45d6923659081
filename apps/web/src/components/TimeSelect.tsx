// A wall-clock time picked from the quarters of the day (the phone's own list), 24:00 offered for
// a closing at midnight; a saved time off the quarters stays offered.
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { TIME_OPTIONS } from '../lib/weekly.ts';

export interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLSelectElement>;
  error?: string | undefined;
  /** Offers 00:00 (an opening or a start). */
  first?: boolean;
  /** Offers 24:00 (a closing or an end). */
  last?: boolean;
}

export function TimeSelect({ first = true, last = true, ...p }: TimeSelectProps) {
  const { t } = useTranslation();
  const offered = TIME_OPTIONS.filter((o) => (first || o !== '00:00') && (last || o !== '24:00'));
  const options = p.value && !offered.includes(p.value) ? [...offered, p.value].sort() : offered;
  return (
    <TextField
      select
      id={p.id}
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
      inputRef={p.inputRef}
      error={Boolean(p.error)}
      helperText={p.error}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!p.value && <option value="">–</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {o === '24:00' ? t('weekly.midnight') : o}
        </option>
      ))}
    </TextField>
  );
}
