// A store in the console's list: its name, whether it is the main one and whether customers see
// it, address, phone and the week's hours in short; edit and delete, each naming the store.
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Star from '@mui/icons-material/Star';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n.ts';
import { localeOf } from '../../../../lib/language.ts';
import { weekdayNames } from '../../../../lib/weekly.ts';
import type { AdminStore } from '../api/get-admin-stores.ts';
import { weekInShort } from '../storeForm.ts';

export function StoreCard(p: { store: AdminStore; onEdit(): void; onDelete(): void }) {
  const { t, lang } = useTranslation();
  const s = p.store;
  const headingId = `store-${s.id}-name`;
  const short = weekdayNames(localeOf(lang), 'short');
  const dayName = (d: number) => short[d - 1] ?? '';
  const week = weekInShort(s.openingHours);
  const where = [s.address, s.city].filter(Boolean).join(', ');

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: 2, opacity: s.visible ? 1 : 0.85 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mr: 'auto' }}>
          {s.name}
        </Typography>
        {s.main && (
          <Chip size="small" color="primary" icon={<Star />} label={t('storesAdmin.main')} />
        )}
        {!s.visible && (
          <Chip size="small" icon={<VisibilityOff />} label={t('storesAdmin.hidden')} />
        )}
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Typography variant="body2" color={where ? 'text.primary' : 'text.secondary'}>
          {where || t('storesAdmin.noAddress')}
        </Typography>
        {s.phone && <Typography variant="body2">{s.phone}</Typography>}
        {s.openingHours.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('storesAdmin.noHours')}
          </Typography>
        ) : (
          <Box
            component="dl"
            aria-label={t('storesAdmin.hours.title')}
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              typography: 'body2',
            }}
          >
            {week.map((g) => {
              const first = g.days[0] ?? 1;
              const last = g.days.at(-1) ?? first;
              const days = first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`;
              return (
                <Box key={first} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ textTransform: 'capitalize' }}>
                    {days}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {g.ranges.length ? g.ranges.join(', ') : t('weekly.closedDay.opening')}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, justifyContent: 'flex-end' }}>
        <Button
          startIcon={<Edit />}
          onClick={p.onEdit}
          aria-label={t('storesAdmin.edit', { name: s.name })}
          sx={{ minHeight: 48 }}
        >
          {t('storesAdmin.editShort')}
        </Button>
        <Button
          color="error"
          startIcon={<Delete />}
          onClick={p.onDelete}
          aria-label={t('storesAdmin.delete', { name: s.name })}
          sx={{ minHeight: 48 }}
        >
          {t('storesAdmin.deleteShort')}
        </Button>
      </Box>
    </Paper>
  );
}
