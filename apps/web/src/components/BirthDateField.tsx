// The birth date as day, month and year pickers, for sign-up and the profile (SPEC §3, §5:
// years 1900 to 2021). Native selects, which phones show as their own wheels.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BIRTH_YEARS, type BirthDateParts, daysIn } from '../lib/birthDate.ts';
import { useTranslation } from '../lib/i18n.ts';
import { localeOf } from '../lib/language.ts';

export interface BirthDateFieldProps {
  /** Prefix of the three pickers' ids. */
  id: string;
  value: BirthDateParts;
  /** The error's text. */
  error?: string | undefined;
  onChange(next: BirthDateParts): void;
}

export function BirthDateField({ id, value, error, onChange }: BirthDateFieldProps) {
  const { t, lang } = useTranslation();
  const monthName = new Intl.DateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' });
  const days = daysIn(Number(value.month) || null, Number(value.year) || null);
  const set = (patch: Partial<BirthDateParts>) => {
    const next = { ...value, ...patch };
    // A day past the end of the new month is cleared rather than silently moved.
    if (Number(next.day) > daysIn(Number(next.month) || null, Number(next.year) || null)) {
      next.day = '';
    }
    onChange(next);
  };
  const select = (
    part: keyof BirthDateParts,
    options: { value: string; label: string }[],
    flex: number,
  ) => (
    <TextField
      id={`${id}-${part}`}
      select
      label={t(`birthDate.${part}`)}
      value={value[part]}
      onChange={(e) => set({ [part]: e.target.value })}
      error={!!error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex }}
    >
      <option value="">–</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  const numbers = (values: readonly number[]) =>
    values.map((n) => ({ value: String(n), label: String(n) }));
  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('birthDate.legend')}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {select('day', numbers(Array.from({ length: days }, (_, i) => i + 1)), 1)}
        {select(
          'month',
          Array.from({ length: 12 }, (_, i) => ({
            value: String(i + 1),
            label: monthName.format(new Date(Date.UTC(2000, i, 1))),
          })),
          2,
        )}
        {select('year', numbers(BIRTH_YEARS), 1.4)}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
