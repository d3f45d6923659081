// The top bar's notifications (SPEC §2, issues 9 and 15): a bell with the unread count, in
// colours that stand out from the activity's bar; open, the newest five
// (NOTIFICATION_DROPDOWN_SIZE), read or not, each with its time, going to its link (or the
// notifications screen) and marked read, and a way to all of them.

import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import {
  badgeColors,
  NOTIFICATION_DROPDOWN_SIZE,
  type Notification,
  notificationState,
} from '@tessera/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useLatestNotifications,
  useReadNotification,
  useUnreadNotifications,
} from '../lib/api/notifications.ts';
import { brandOf } from '../lib/brand.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/useLanguage.ts';
import { dateAndTime } from './card/cardText.ts';

export function NotificationsMenu() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadNotifications().data ?? 0;
  const latest = useLatestNotifications(NOTIFICATION_DROPDOWN_SIZE, anchor !== null).data;
  const read = useReadNotification();
  const badge = badgeColors(brandOf(useTheme()).main);

  const go = (path: string) => {
    setAnchor(null);
    navigate(to(path));
  };
  const open = (n: Notification) => {
    if (!n.read) read.mutate(n.id);
    go(n.link ?? '/notifications');
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('notices.notifications.menu', { count: unread })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'notifications-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          badgeContent={unread}
          max={99}
          sx={{ '& .MuiBadge-badge': { bgcolor: badge.background, color: badge.color } }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('notices.notifications.menuTitle') } }}
      >
        {latest?.rows.length === 0 && (
          <MenuItem disabled>{t('notices.notifications.menuEmpty')}</MenuItem>
        )}
        {latest?.rows.map((n) => (
          <MenuItem key={n.id} onClick={() => open(n)} sx={{ maxWidth: 340, whiteSpace: 'normal' }}>
            <ListItemText
              primary={n.title}
              secondary={
                <>
                  <time dateTime={n.created}>
                    {t('notices.notifications.created', dateAndTime(new Date(n.created)))}
                  </time>
                  {` · ${t(`notices.notifications.status.${notificationState(n.status)}`)} · ${
                    n.read ? t('notices.notifications.read') : t('notices.notifications.unread')
                  }`}
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => go('/notifications')}>
          {t('notices.notifications.menuAll')}
        </MenuItem>
      </Menu>
    </>
  );
}
