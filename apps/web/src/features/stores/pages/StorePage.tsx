// A store's details (issue 9): address with a map link, phone as a tel: link, and its opening
// hours with today marked and whether it is open now (in the activity's time zone).
import ArrowBack from '@mui/icons-material/ArrowBack';
import MapIcon from '@mui/icons-material/Map';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOpenAt, localDayTime, storeMapUrl, telUrl } from '@tessera/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useStore } from '../api/get-store.ts';
import { OpeningHours } from '../components/OpeningHours.tsx';

/** A store's details; the stores screen shows it at /stores/{id}. */
export function StorePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const query = useStore(id);
  const store = query.data;
  const timeZone = useConfiguration().data?.timeZone ?? 'Europe/Rome';
  const hoursHeading = useId();
  usePageTitle(store?.name ?? t('stores.title', { count: 1 }));

  const back = (
    <Button component={Link} to={to('/stores')} startIcon={<ArrowBack />} sx={{ mt: 2 }}>
      {t('stores.back')}
    </Button>
  );
  if (!store) {
    if (query.isError || !Number.isInteger(id) || id <= 0) {
      return (
        <EmptyState icon={<Storefront />} action={back}>
          {t('stores.notFound')}
        </EmptyState>
      );
    }
    return null;
  }
  const map = storeMapUrl(store);
  const tel = telUrl(store.phone);
  const now = new Date();
  const hasHours = store.openingHours.length > 0;
  const open = hasHours && isOpenAt(store.openingHours, now, timeZone);
  const address = [store.address, store.city].filter(Boolean).join(', ');

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {/* The top bar's title (h1) names the store already: no second heading. */}
            <Typography variant="h5" component="p" sx={{ mr: 'auto' }}>
              {store.name}
            </Typography>
            {store.main && <Chip size="small" label={t('stores.main')} />}
            {hasHours && (
              <Chip
                size="small"
                color={open ? 'success' : 'default'}
                variant={open ? 'filled' : 'outlined'}
                label={open ? t('stores.openNow') : t('stores.closedNow')}
                data-testid="open-now"
              />
            )}
          </Box>
          {address && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Place color="action" aria-hidden />
              <Typography data-testid="store-address">{address}</Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {tel && store.phone && (
              <Button
                variant="contained"
                href={tel}
                startIcon={<Phone />}
                aria-label={t('stores.call', { phone: store.phone })}
              >
                {store.phone}
              </Button>
            )}
            {map && (
              <Button
                variant="outlined"
                href={map}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<MapIcon />}
                aria-label={t('stores.mapOf', { name: store.name })}
              >
                {t('stores.map')}
              </Button>
            )}
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Schedule color="action" aria-hidden />
          <Typography variant="h6" component="h2" id={hoursHeading}>
            {t('stores.hours')}
          </Typography>
        </Box>
        {hasHours ? (
          <OpeningHours
            hours={store.openingHours}
            today={localDayTime(now, timeZone).day}
            labelledBy={hoursHeading}
          />
        ) : (
          <Typography color="text.secondary">{t('stores.noHours')}</Typography>
        )}
      </Paper>
      <Box>{back}</Box>
    </Stack>
  );
}
