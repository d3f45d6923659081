// Shipping, payments and pick-up of the owner's console (issue 25 item 5, /console/shop-settings):
// one form of four sections saved at once. Admins and super admins only (the route's guard, the
// API's adminTenancy).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useShopSettings } from '../api/get-shop-settings.ts';
import { ShopSettingsForm } from '../components/ShopSettingsForm.tsx';

/** The sections' shape while the settings load. */
function FormSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" data-testid="shop-settings-skeleton">
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

export default function ShopSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopSettings.title'));
  const settings = useShopSettings();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('shopSettings.intro')}
      </Typography>
      <LastKnownList
        query={settings}
        isEmpty={() => false}
        empty={null}
        skeleton={<FormSkeleton />}
      >
        {(data) => <ShopSettingsForm settings={data} />}
      </LastKnownList>
    </Box>
  );
}
