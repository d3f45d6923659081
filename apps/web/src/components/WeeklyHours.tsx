// A week's time ranges, day by day (store hours, an operator's working hours, pick-up windows): a
// day without ranges is closed (or a day off); a day takes up to `max` ranges (a lunch break is
// two); a day's ranges can be copied to every day. Each range's problem shows under its end.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ISO_DAYS, type WeeklyRange } from '@tessera/domain';
import { useTranslation } from '../lib/i18n.ts';
import { localeOf } from '../lib/language.ts';
import { nextRange, sortedRanges, weekdayNames } from '../lib/weekly.ts';
import { TimeSelect } from './TimeSelect.tsx';

export interface WeeklyHoursProps {
  value: WeeklyRange[];
  onChange(value: WeeklyRange[]): void;
  /** The problem of the value's range at this index, if any. */
  errorOf(index: number): string | undefined;
  /** What the ranges are: a store's opening hours, someone's working hours, pick-up windows. */
  kind: 'opening' | 'work' | 'pickUp';
  /** The most ranges a day. */
  max: number;
  /** Unique on the page: the fields' ids start with it. */
  id: string;
}

export function WeeklyHours({ value, onChange, errorOf, kind, max, id }: WeeklyHoursProps) {
  const { t, lang } = useTranslation();
  const names = weekdayNames(localeOf(lang));
  const rangesOf = (day: number) => sortedRanges(value.filter((r) => r.day === day));
  const replace = (old: WeeklyRange, next: WeeklyRange | null) =>
    onChange(next ? value.map((r) => (r === old ? next : r)) : value.filter((r) => r !== old));
  const copyToAll = (day: number) => {
    const ranges = rangesOf(day);
    onChange(ISO_DAYS.flatMap((d) => ranges.map((r) => ({ ...r, day: d }))));
  };

  return (
    <Stack spacing={1.5} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {ISO_DAYS.map((day) => {
        const name = names[day - 1] ?? '';
        const ranges = rangesOf(day);
        const next = nextRange(day, ranges, max);
        const headingId = `${id}-day-${day}`;
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
                  {t(`weekly.closedDay.${kind}`)}
                </Typography>
              )}
            </Box>
            <Stack spacing={1} sx={{ mt: ranges.length ? 1 : 0 }}>
              {ranges.map((r, n) => {
                const index = value.indexOf(r);
                const range = `${r.startTime}–${r.endTime}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a range has no id; the n-th of its day keeps its fields while its times change
                  <Box key={n} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                    <TimeSelect
                      id={`${id}-${day}-${n}-from`}
                      label={t(`weekly.from.${kind}`, { day: name })}
                      value={r.startTime}
                      onChange={(startTime) => replace(r, { ...r, startTime })}
                      last={false}
                    />
                    <TimeSelect
                      id={`${id}-${day}-${n}-to`}
                      label={t(`weekly.to.${kind}`, { day: name })}
                      value={r.endTime}
                      onChange={(endTime) => replace(r, { ...r, endTime })}
                      error={errorOf(index)}
                      first={false}
                    />
                    <IconButton
                      aria-label={t('weekly.remove', { day: name, range })}
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
                aria-label={t('weekly.addTo', { day: name })}
                sx={{ minHeight: 48 }}
              >
                {t(ranges.length ? 'weekly.addAnother' : 'weekly.add')}
              </Button>
              {ranges.length > 0 && (
                <Button
                  startIcon={<ContentCopy />}
                  onClick={() => copyToAll(day)}
                  aria-label={t('weekly.copyFrom', { day: name })}
                  sx={{ minHeight: 48 }}
                >
                  {t('weekly.copy')}
                </Button>
              )}
            </Box>
            {ranges.length >= max && <FormHelperText>{t('weekly.full', { max })}</FormHelperText>}
          </Box>
        );
      })}
    </Stack>
  );
}
