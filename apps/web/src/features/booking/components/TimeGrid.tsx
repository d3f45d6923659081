// A day's starts that fit (slots.ts): each a button; the customer's own booking shows its state
// on its colour (green confirmed, orange waiting), someone else's a grey "Non disponibile", both
// with their label, never colour alone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n.ts';
import type { DayCell } from '../slots.ts';
import { BUSY_COLORS, STATUS_COLORS } from './status.ts';

export interface TimeGridProps {
  cells: DayCell[];
  selected: string | null;
  onPick(time: string): void;
  /** Names the list ("Orari di sabato 14 marzo"). */
  label: string;
}

export function TimeGrid({ cells, selected, onPick, label }: TimeGridProps) {
  const { t } = useTranslation();
  const box = { minHeight: 52, width: '100%', borderRadius: 1 } as const;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 1,
      }}
    >
      {cells.map((cell) => {
        if (cell.kind === 'free') {
          const chosen = selected === cell.time;
          return (
            <li key={cell.time}>
              <Button
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => onPick(cell.time)}
                data-kind="free"
                sx={box}
              >
                {cell.time}
              </Button>
            </li>
          );
        }
        const colors = cell.kind === 'mine' ? STATUS_COLORS[cell.status] : BUSY_COLORS;
        const state =
          cell.kind === 'mine' ? t(`booking.status.${cell.status}`) : t('booking.times.busy');
        return (
          <Box
            component="li"
            key={cell.time}
            data-kind={cell.kind}
            data-status={cell.kind === 'mine' ? cell.status : undefined}
            sx={{
              ...box,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: colors.background,
              color: colors.color,
              px: 0.5,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {cell.time}
            </Typography>
            <Typography variant="caption" sx={{ lineHeight: 1.2, textAlign: 'center' }}>
              {state}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
