// A store's opening hours, day by day (issue 25 item 3): a day without ranges is closed; a day
// takes up to MAX_RANGES_A_DAY ranges (a lunch break is two); a day's ranges can be copied to
// every day. Each range's problem shows under its closing time.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ISO_DAYS, MAX_RANGES_A_DAY, type OpeningInterval } from '@tessera/domain';
import { useTranslation } from '../../../../lib/i18n.ts';
import { localeOf } from '../../../../lib/language.ts';
import { nextRange, sortedHours, weekdayNames } from '../storeForm.ts';
import { TimeSelect } from './TimeSelect.tsx';

export interface OpeningHoursFieldProps {
  value: OpeningInterval[];
  onChange(value: OpeningInterval[]): void;
  /** The problem of the form's range at this index, if any. */
  errorOf(index: number): string | undefined;
}

export function OpeningHoursField({ value, onChange, errorOf }: OpeningHoursFieldProps) {
  const { t, lang } = useTranslation();
  const names = weekdayNames(localeOf(lang));
  const rangesOf = (day: number) => sortedHours(value.filter((r) => r.day === day));
  const replace = (old: OpeningInterval, next: OpeningInterval | null) =>
    onChange(next ? value.map((r) => (r === old ? next : r)) : value.filter((r) => r !== old));
  const copyToAll = (day: number) => {
    const ranges = rangesOf(day);
    onChange(ISO_DAYS.flatMap((d) => ranges.map((r) => ({ ...r, day: d }))));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {t('storesAdmin.hours.title')}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('storesAdmin.hours.help')}</FormHelperText>
      <Stack spacing={1.5} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {ISO_DAYS.map((day) => {
          const name = names[day - 1] ?? '';
          const ranges = rangesOf(day);
          const next = nextRange(day, ranges);
          const headingId = `store-hours-day-${day}`;
          return (
            <Box key={day} role="group" aria-labelledby={headingId}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  id={headingId}
                  variant="body1"
                  sx={{ fontWeight: 600, textTransform: 'capitalize', minWidth: 100 }}
                >
                  {name}
                </Typography>
                {ranges.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('storesAdmin.hours.closed')}
                  </Typography>
                )}
              </Box>
              <Stack spacing={1} sx={{ mt: ranges.length ? 1 : 0 }}>
                {ranges.map((r, n) => {
                  const index = value.indexOf(r);
                  const range = `${r.from}–${r.to}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a range has no id; the n-th of its day keeps its fields while its times change
                    <Box key={n} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                      <TimeSelect
                        id={`store-hours-${day}-${n}-from`}
                        label={t('storesAdmin.hours.from', { day: name })}
                        value={r.from}
                        onChange={(from) => replace(r, { ...r, from })}
                        end={false}
                      />
                      <TimeSelect
                        id={`store-hours-${day}-${n}-to`}
                        label={t('storesAdmin.hours.to', { day: name })}
                        value={r.to}
                        onChange={(to) => replace(r, { ...r, to })}
                        error={errorOf(index)}
                        end
                      />
                      <IconButton
                        aria-label={t('storesAdmin.hours.remove', { day: name, range })}
                        onClick={() => replace(r, null)}
                        sx={{ width: 48, height: 48, mt: 0.5 }}
                      >
                        <Delete />
                      </IconButton>
                    </Box>
                  );
                })}
              </Stack>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                <Button
                  onClick={() => next && onChange([...value, next])}
                  disabled={!next}
                  aria-label={t('storesAdmin.hours.addTo', { day: name })}
                  sx={{ minHeight: 48 }}
                >
                  {t(ranges.length ? 'storesAdmin.hours.addAnother' : 'storesAdmin.hours.add')}
                </Button>
                {ranges.length > 0 && (
                  <Button
                    startIcon={<ContentCopy />}
                    onClick={() => copyToAll(day)}
                    aria-label={t('storesAdmin.hours.copyFrom', { day: name })}
                    sx={{ minHeight: 48 }}
                  >
                    {t('storesAdmin.hours.copy')}
                  </Button>
                )}
              </Box>
              {ranges.length >= MAX_RANGES_A_DAY && (
                <FormHelperText>
                  {t('storesAdmin.hours.full', { max: MAX_RANGES_A_DAY })}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
