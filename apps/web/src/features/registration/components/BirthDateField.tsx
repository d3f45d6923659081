import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { BIRTH_YEARS, daysIn, type BirthDateParts as Value } from '../form.ts';

/** Day, month and year pickers (SPEC §5: years 1900 to 2021); native selects on phones. */
export function BirthDateField({
  value,
  error,
  onChange,
}: {
  value: Value;
  /** The error's text. */
  error?: string | undefined;
  onChange(next: Value): void;
}) {
  const { t, lang } = useTranslation();
  const monthName = new Intl.DateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' });
  const days = daysIn(Number(value.month) || null, Number(value.year) || null);
  const set = (patch: Partial<Value>) => {
    const next = { ...value, ...patch };
    // A day past the end of the new month is cleared rather than silently moved.
    if (Number(next.day) > daysIn(Number(next.month) || null, Number(next.year) || null)) {
      next.day = '';
    }
    onChange(next);
  };
  const select = (
    id: keyof Value,
    label: string,
    options: { value: string; label: string }[],
    flex: number,
  ) => (
    <TextField
      id={`registration-birth-${id}`}
      select
      label={label}
      value={value[id]}
      onChange={(e) => set({ [id]: e.target.value })}
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
  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('registration.form.birthDate')}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {select(
          'day',
          t('registration.form.day'),
          Array.from({ length: days }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
          1,
        )}
        {select(
          'month',
          t('registration.form.month'),
          Array.from({ length: 12 }, (_, i) => ({
            value: String(i + 1),
            label: monthName.format(new Date(Date.UTC(2000, i, 1))),
          })),
          2,
        )}
        {select(
          'year',
          t('registration.form.year'),
          BIRTH_YEARS.map((y) => ({ value: String(y), label: String(y) })),
          1.4,
        )}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
