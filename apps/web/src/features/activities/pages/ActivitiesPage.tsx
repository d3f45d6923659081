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
import { ActivityLogo } from '../../../components/Brand.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { activityCustomerKeys } from '../../../lib/api/activity-customers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useEnterActivity } from '../../../lib/useEnterActivity.ts';

/** The user's activities; choosing one makes it current and leads home, or staff to the counter. */
export default function ActivitiesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const s = useSession();
  // Switches as this screen leaves, so the privacy check asks for the chosen activity on the
  // screen it leads to, and accepting it goes on there, not back here.
  const enter = useEnterActivity();
  usePageTitle(t('activities.title'));

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
              onClick={() => enter(c.activityId, c.roles)}
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
