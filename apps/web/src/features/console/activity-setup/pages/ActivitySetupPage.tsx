// The activity and its look in the owner's console (issue 25 item 1, /console/activity): name,
// logo, time zone, colours with their contrast, the home and its media, the card, the menu
// switches and texts, the sign-up fields, the languages; one form saved at once (the home's media
// are written as they are chosen). Admins and super admins only (the route's guard, the API's
// adminTenancy).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useActivitySetup } from '../api/get-activity-setup.ts';
import { ActivitySetupForm } from '../components/ActivitySetupForm.tsx';

/** The sections' shape while the set-up loads. */
function FormSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="activity-setup-skeleton">
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={200} />
    </Stack>
  );
}

export default function ActivitySetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('activitySetup.title'));
  const setup = useActivitySetup();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('activitySetup.intro')}
      </Typography>
      <LastKnownList query={setup} isEmpty={() => false} empty={null} skeleton={<FormSkeleton />}>
        {(data) => <ActivitySetupForm setup={data} />}
      </LastKnownList>
    </Box>
  );
}
