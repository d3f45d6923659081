import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useActivityImages } from '../../../lib/api/activity-images.ts';
import { useActivityVideo } from '../../../lib/api/activity-video.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';

export default function HomePage() {
  const { t } = useTranslation();
  const s = useSession();
  const activity = useCurrentActivity()?.activity;
  const template = useConfiguration().data?.templateAppHome;
  const images = useActivityImages().data?.rows ?? [];
  const video = useActivityVideo(template === 'V').data;
  usePageTitle(activity?.name ?? t('nav.home'));

  if (!activity) {
    return <Typography sx={{ mt: 2 }}>{t('home.noActivity')}</Typography>;
  }
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('home.greeting', { name: s.claims?.username.split('@')[0] ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('home.welcome', { activity: activity.name })}
      </Typography>
      {template === 'V' && video ? (
        <Box
          component="video"
          src={video.url}
          controls
          playsInline
          aria-label={t('home.video', { activity: activity.name })}
          sx={{ width: '100%', borderRadius: 2, bgcolor: 'black' }}
        />
      ) : (
        <Box
          component="section"
          aria-label={t('home.gallery', { activity: activity.name })}
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '88%', sm: '48%' },
            gap: 1.5,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            pb: 1,
          }}
        >
          {images.map((img) => (
            <Box
              key={img.id}
              component="img"
              src={img.url}
              alt=""
              loading="lazy"
              sx={{
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 2,
                scrollSnapAlign: 'start',
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
