// The home of a loyalty app (issues 8, 9, 15): first the loyalty card, in the activity's colours
// with its logo, its name and the greeting (balance and/or points and what they are worth, next
// expiry, the barcode full screen one tap away); then shortcuts to what the side navigation
// offers (the same entries, by the same rules); then the activity's content (its notices,
// pictures or video), which arrives last and so moves nothing above it.

import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ActivityLogo, type LogoActivity } from '../../../components/Brand.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NAV_ICONS, useNavItems } from '../../../components/SideNav.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { useActivityImages } from '../../../lib/api/activity-images.ts';
import { useActivityVideo } from '../../../lib/api/activity-video.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useProfile } from '../../../lib/api/profile.ts';
import { brandOf } from '../../../lib/brand.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { CardSummary } from '../components/CardSummary.tsx';
import { HomeGallery } from '../components/HomeGallery.tsx';
import { HomeNotices } from '../components/HomeNotices.tsx';
import { HomeVideo } from '../components/HomeVideo.tsx';

/** The card: the activity's logo, name and colours, the greeting (the screen's h2), the figures. */
function HeaderCard({ activity, name }: { activity: LogoActivity; name: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-greeting"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        p: 2.5,
        color: 'brand.contrastText',
        background: (th) =>
          `linear-gradient(135deg, ${brandOf(th).main} 0%, ${brandOf(th).dark} 100%)`,
        boxShadow: 3,
        // Two soft circles: the card's only decoration.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          borderRadius: '50%',
          bgcolor: (th) => alpha(brandOf(th).contrastText, 0.08),
          pointerEvents: 'none',
        },
        '&::before': { width: 220, height: 220, top: -90, right: -70 },
        '&::after': { width: 140, height: 140, bottom: -70, right: 60 },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        <ActivityLogo activity={activity} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p">
            {activity.name}
          </Typography>
          <Typography id="home-greeting" variant="h5" component="h2">
            {name ? t('home.greeting', { name }) : t('home.hello')}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('home.welcome', { activity: activity.name })}
      </Typography>
      <CardSummary />
    </Box>
  );
}

/** The entries of the side navigation (home aside) as tiles: the same rules decide both. */
function Shortcuts() {
  const { t } = useTranslation();
  const tiles = useNavItems().filter((item) => item.key !== 'home');
  if (tiles.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="home-shortcuts">
      <Typography id="home-shortcuts" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('home.shortcuts')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 1.5,
        }}
      >
        {tiles.map((item) => (
          <Box
            key={item.key}
            component={Link}
            to={item.to}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              minWidth: 0,
              minHeight: 96,
              p: 1,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              color: 'text.primary',
              textDecoration: 'none',
              textAlign: 'center',
              '&:hover': { borderColor: 'primary.main' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (th) => alpha(th.palette.primary.main, 0.1),
              }}
            >
              {NAV_ICONS[item.key]}
            </Box>
            <Typography
              variant="subtitle2"
              component="span"
              // A long word (Benachrichtigungen) breaks rather than leave its tile.
              sx={{ maxWidth: '100%', hyphens: 'auto', overflowWrap: 'anywhere' }}
            >
              {item.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The customer's first name, as the profile has it (never a piece of the e-mail).
  const name = useProfile().data?.name.trim();
  const activity = useCurrentActivity()?.activity;
  const template = useConfiguration().data?.templateAppHome;
  const images = useActivityImages().data?.rows ?? [];
  const videoQuery = useActivityVideo(template === 'V');
  const video = videoQuery.data;
  // Template V shows its video; pictures only if it has none (never while it is asked for).
  const showPictures = template !== 'V' || !videoQuery.isPending;
  usePageTitle(activity?.name ?? t('nav.home'));

  if (!activity) {
    return (
      <EmptyState
        icon={<Storefront />}
        action={
          // A business that adds the customer meanwhile shows up on a new reading.
          <Button
            variant="contained"
            onClick={() => queryClient.invalidateQueries({ queryKey: activityCustomerKeys.all })}
          >
            {t('home.refresh')}
          </Button>
        }
      >
        {t('home.noActivity')}
      </EmptyState>
    );
  }
  return (
    <Stack spacing={3}>
      <HeaderCard activity={activity} name={name} />
      <Shortcuts />
      {template === 'S' ? (
        <HomeNotices />
      ) : template === 'V' && video ? (
        <HomeVideo label={t('home.video', { activity: activity.name })} url={video.url} />
      ) : showPictures && images.length > 0 ? (
        <HomeGallery label={t('home.gallery', { activity: activity.name })} images={images} />
      ) : null}
    </Stack>
  );
}
