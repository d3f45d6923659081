// The customer's notifications (issue 9; SPEC §3, §4): a page at a time, newest first, each with
// its status (running for R or S, error for E, done for D), read or unread (unread ones stand out
// and can be marked read), and its links. The page is kept in the address (issue 15). The list is
// PagedCards (issue 24): after a failed read, the page last read with its time; a first read that
// fails offers Retry.
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type Notification, notificationState } from '@tessera/domain';
import { Link } from 'react-router';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useNotifications, useReadNotification } from '../../../lib/api/notifications.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';

// Filled chips whose white text keeps 4.5:1 (MUI's info blue does not): running stays grey.
const STATE_COLOR = { running: 'default', error: 'error', done: 'success' } as const;
const time = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

function NotificationItem({ n }: { n: Notification }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const read = useReadNotification();
  const state = notificationState(n.status);
  const created = new Date(n.created);
  const titleId = `notification-${n.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="notification"
      data-read={n.read}
      sx={{
        p: 2,
        borderColor: n.read ? 'divider' : 'primary.main',
        borderLeftWidth: n.read ? 1 : 6,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: n.read ? 400 : 700, overflowWrap: 'anywhere' }}
          >
            {n.title}
          </Typography>
          {n.subTitle && (
            <Typography variant="body2" color="text.secondary">
              {n.subTitle}
            </Typography>
          )}
        </Box>
        <Chip
          size="small"
          color={STATE_COLOR[state]}
          label={t(`notices.notifications.status.${state}`)}
        />
      </Stack>
      <Typography sx={{ mt: 1 }}>{n.message}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('notices.notifications.created', { date: formatDate(created), time: time(created) })}
        {' · '}
        {n.read ? t('notices.notifications.read') : t('notices.notifications.unread')}
      </Typography>
      {(n.link || n.externalLink || !n.read) && (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {n.link && (
            <Button size="small" component={Link} to={to(n.link)}>
              {t('notices.notifications.open')}
            </Button>
          )}
          {n.externalLink && (
            <Button size="small" href={n.externalLink} target="_blank" rel="noopener noreferrer">
              {t('notices.notifications.openExternal')}
            </Button>
          )}
          {!n.read && (
            <Button size="small" disabled={read.isPending} onClick={() => read.mutate(n.id)}>
              {t('notices.notifications.markRead')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.notifications'));
  const [paging, setPaging] = usePageParams();
  const notifications = useNotifications(paging);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PagedCards
        query={notifications}
        paging={paging}
        onPaging={setPaging}
        label={t('notices.notifications.label')}
        gap={1.5}
        empty={
          <EmptyState icon={<NotificationsNone />}>{t('notices.notifications.empty')}</EmptyState>
        }
        skeleton={<CardSkeletons height={120} testId="notification-skeleton" />}
      >
        {(rows) => rows.map((n) => <NotificationItem key={n.id} n={n} />)}
      </PagedCards>
    </Box>
  );
}
