import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STORE_REDIRECT_DELAY_MS } from '@tessera/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePublicConfiguration } from '../api/get-public-configuration.ts';
import { sendNavigation } from '../api/send-navigation.ts';
import { clearJourney, readJourney, storeRedirect } from '../journey.ts';

/**
 * /registration/stepCompleteStore: sign-up done. After STORE_REDIRECT_DELAY_MS a phone goes to
 * its app store; a browser sends its user agent to the server and stays, with the login link.
 */
export default function StepCompleteStorePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const [{ activityId }] = useState(readJourney);
  const config = usePublicConfiguration(activityId);
  const urls = useRef(config.data ?? null);
  urls.current = config.data ?? null;

  useEffect(() => {
    clearJourney();
    const timer = setTimeout(() => {
      const target = storeRedirect(navigator.userAgent, urls.current);
      if (target.kind === 'store') {
        window.location.assign(target.url);
        return;
      }
      sendNavigation(navigator.userAgent.slice(0, 1000)).catch(() => {});
    }, STORE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('registration.done.title')}
      </Typography>
      <Typography color="text.secondary">
        {storeRedirect(navigator.userAgent, config.data ?? null).kind === 'store'
          ? t('registration.done.store')
          : t('registration.done.web')}
      </Typography>
      <Button component={RouterLink} to={to('/login')} variant="contained" size="large" fullWidth>
        {t('registration.done.login')}
      </Button>
    </Stack>
  );
}
