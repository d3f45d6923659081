import Check from '@mui/icons-material/Check';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { session, useSession } from '../../../lib/session.ts';

/** The customer's activities; choosing one makes it current and goes home. */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { to } = useLanguage();
  const s = useSession();
  usePageTitle(t('activities.title'));

  const choose = (activityId: number) => {
    session.switchActivity(activityId);
    // Everything read belongs to the previous activity, except the memberships themselves.
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== activityCustomerKeys.all[0],
    });
    navigate(to('/'));
  };

  return (
    <>
      <Typography color="text.secondary">{t('activities.choose')}</Typography>
      <List>
        {s.activities.map((c) => (
          <ListItemButton
            key={c.activityId}
            selected={c.activityId === s.activityId}
            onClick={() => choose(c.activityId)}
            sx={{ borderRadius: 2, minHeight: 56 }}
          >
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: `#${c.activity.color}`, color: `#${c.activity.colorText}` }}>
                {c.activity.name.charAt(0)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={c.activity.name}
              secondary={c.activityId === s.activityId ? t('activities.current') : undefined}
            />
            {c.activityId === s.activityId && <Check color="primary" aria-hidden />}
          </ListItemButton>
        ))}
      </List>
    </>
  );
}
