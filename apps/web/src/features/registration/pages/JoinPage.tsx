// /join/:activityId (issue 3.9): someone with an account who came through another activity's
// registration link, signed in, becomes its customer; then its home, where its privacy is asked
// as for any activity not yet accepted. The registration screen's "log in and join" leads here.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { getActivityCustomers } from '../../../lib/api/activity-customers.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { useEnterActivity } from '../../../lib/useEnterActivity.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { joinActivity } from '../api/join.ts';
import { idOf } from '../journey.ts';

export default function JoinPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const enter = useEnterActivity();
  const activityId = idOf(useParams().activityId);
  const [error, setError] = useState<string | null>(null);
  // Once per visit, though effects run twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!activityId) {
      setError(t('registration.join.failed'));
      return;
    }
    (async () => {
      try {
        await joinActivity(activityId);
        const memberships = await getActivityCustomers();
        session.setActivities(memberships);
        const joined = memberships.find((m) => m.activityId === activityId);
        if (joined)
          notify.success(t('registration.join.joined', { activity: joined.activity.name }));
        enter(activityId, joined?.roles ?? []);
      } catch (err) {
        setError(
          err instanceof HttpError && err.message ? err.message : t('registration.join.failed'),
        );
      }
    })();
  }, [activityId, enter, t]);

  if (error) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
        <Alert severity="error">{error}</Alert>
        <Button component={RouterLink} to={to('/')} variant="contained">
          {t('registration.join.home')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
      <CircularProgress aria-hidden />
      <Typography>{t('registration.join.joining')}</Typography>
    </Stack>
  );
}
