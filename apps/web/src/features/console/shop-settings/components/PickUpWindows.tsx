// The pick-up windows, day by day (ISO 1 Monday … 7 Sunday): none is a day closed to pick-ups,
// up to WINDOWS_A_DAY a day, added and removed; Monday's can be copied to Tuesday–Friday. A
// window's problem (an overlap, an end before its start) shows under its end.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ISO_DAYS, type WeeklyRange } from '@tessera/domain';
import { useTranslation } from '../../../../lib/i18n.ts';
import { localeOf } from '../../../../lib/language.ts';
import { TimeSelect } from '../../stores/components/TimeSelect.tsx';
import { weekdayNames } from '../../stores/storeForm.ts';
import { mondayToWeekdays, nextWindow, sortedWindows, WINDOWS_A_DAY } from '../shopSettingsForm.ts';

export interface PickUpWindowsProps {
  value: WeeklyRange[];
  onChange(value: WeeklyRange[]): void;
  /** The problem of the form's window at this index, if any. */
  errorOf(index: number): string | undefined;
}

export function PickUpWindows({ value, onChange, errorOf }: PickUpWindowsProps) {
  const { t, lang } = useTranslation();
  const names = weekdayNames(localeOf(lang));
  const windowsOf = (day: number) => sortedWindows(value.filter((w) => w.day === day));
  const replace = (old: WeeklyRange, next: WeeklyRange | null) =>
    onChange(next ? value.map((w) => (w === old ? next : w)) : value.filter((w) => w !== old));
  const mondayHasWindows = value.some((w) => w.day === 1);

  return (
    <Stack spacing={1.5} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {ISO_DAYS.map((day) => {
        const name = names[day - 1] ?? '';
        const windows = windowsOf(day);
        const next = nextWindow(day, windows);
        const headingId = `shop-pickup-day-${day}`;
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
              {windows.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('shopSettings.pickUp.closed')}
                </Typography>
              )}
            </Box>
            <Stack spacing={1} sx={{ mt: windows.length ? 1 : 0 }}>
              {windows.map((w, n) => {
                const index = value.indexOf(w);
                const range = `${w.startTime}–${w.endTime}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a window has no id; the n-th of its day keeps its fields while its times change
                  <Box key={n} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                    <TimeSelect
                      id={`shop-pickup-${day}-${n}-from`}
                      label={t('shopSettings.pickUp.from', { day: name })}
                      value={w.startTime}
                      onChange={(startTime) => replace(w, { ...w, startTime })}
                      end={false}
                    />
                    <TimeSelect
                      id={`shop-pickup-${day}-${n}-to`}
                      label={t('shopSettings.pickUp.to', { day: name })}
                      value={w.endTime}
                      onChange={(endTime) => replace(w, { ...w, endTime })}
                      error={errorOf(index)}
                      end
                    />
                    <IconButton
                      aria-label={t('shopSettings.pickUp.remove', { day: name, range })}
                      onClick={() => replace(w, null)}
                      sx={{ width: 48, height: 48, mt: 0.5, flexShrink: 0 }}
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
                aria-label={t('shopSettings.pickUp.addTo', { day: name })}
                sx={{ minHeight: 48 }}
              >
                {t('shopSettings.pickUp.add')}
              </Button>
              {day === 1 && mondayHasWindows && (
                <Button
                  startIcon={<ContentCopy />}
                  onClick={() => onChange(mondayToWeekdays(value))}
                  sx={{ minHeight: 48 }}
                >
                  {t('shopSettings.pickUp.copyMonday')}
                </Button>
              )}
            </Box>
            {windows.length >= WINDOWS_A_DAY && (
              <FormHelperText>
                {t('shopSettings.pickUp.full', { max: WINDOWS_A_DAY })}
              </FormHelperText>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
