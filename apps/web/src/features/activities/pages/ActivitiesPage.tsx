import Check from '@mui/icons-material/Check';
import Storefront from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ActivityLogo } from '../../../components/Brand.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { landing } from '../../../lib/roles.ts';
import { session, useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';

/** The user's activities; choosing one makes it current and leads home, or staff to the counter. */
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
    navigate(to(landing()));
  };

  if (s.activities.length === 0) {
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
    <>
      <Typography color="text.secondary">{t('activities.choose')}</Typography>
      <List>
        {s.activities.map((c) => (
          // A list holds list items: the button goes inside one (axe: list).
          <ListItem key={c.activityId} disablePadding>
            <ListItemButton
              selected={c.activityId === s.activityId}
              aria-current={c.activityId === s.activityId ? 'true' : undefined}
              onClick={() => choose(c.activityId)}
              sx={{ borderRadius: 2, minHeight: 56 }}
            >
              <ListItemAvatar>
                <ActivityLogo activity={c.activity} size={40} />
              </ListItemAvatar>
              <ListItemText
                primary={c.activity.name}
                secondary={c.activityId === s.activityId ? t('activities.current') : undefined}
              />
              {c.activityId === s.activityId && <Check color="primary" aria-hidden />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
