// The console's home (issue 25), where an admin lands: what waits for the staff (orders to
// handle, booking requests to confirm), then the set-up steps with what is done and what is left,
// each leading to its screen. The API says which steps apply (a switched-off feature's do not);
// a step shows once its screen is in the drawer.
import CheckCircle from '@mui/icons-material/CheckCircle';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttentionKey, ConsoleSummary, NavKey, SetupStepKey } from '@tessera/domain';
import { Link } from 'react-router';
import { LastKnownList } from '../../../../components/LastKnownList.tsx';
import { NAV_ICONS, type SideNavItem, useNavItems } from '../../../../components/SideNav.tsx';
import { usePageTitle } from '../../../../components/TopBar.tsx';
import { type MessageKey, useTranslation } from '../../../../lib/i18n.ts';
import { useLanguage } from '../../../../lib/useLanguage.ts';
import { useConsoleSummary } from '../api/get-console.ts';

/** Each step's screen: the drawer's entry it leads to. */
const STEP_SCREENS: Partial<Record<SetupStepKey, NavKey>> = {
  activity: 'activitySetup',
  cardTerms: 'cardTerms',
  stores: 'storesAdmin',
  menu: 'menuAdmin',
  catalogue: 'catalogueAdmin',
  shipping: 'shopSettings',
  booking: 'bookingSettings',
};

const ATTENTION_SCREENS: Record<AttentionKey, NavKey> = {
  ordersToHandle: 'ordersBoard',
  bookingsToConfirm: 'agenda',
};

function Attention({ summary, items }: { summary: ConsoleSummary; items: readonly SideNavItem[] }) {
  const { t } = useTranslation();
  const rows = summary.attention.flatMap((a) => {
    const item = items.find((i) => i.key === ATTENTION_SCREENS[a.key]);
    return item ? [{ ...a, item }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="console-attention" variant="outlined">
      <Typography id="console-attention" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('console.attention.title')}
      </Typography>
      <List>
        {rows.map(({ key, count, item }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton component={Link} to={item.to} sx={{ minHeight: 56 }}>
              <ListItemIcon>{NAV_ICONS[item.key]}</ListItemIcon>
              <ListItemText
                primary={
                  count > 0
                    ? t(`console.attention.${key}` as MessageKey, { count })
                    : t(`console.attention.${key}None` as MessageKey)
                }
                sx={{ '& .MuiListItemText-primary': { fontWeight: count > 0 ? 600 : 400 } }}
              />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function SetUp({ summary, items }: { summary: ConsoleSummary; items: readonly SideNavItem[] }) {
  const { t } = useTranslation();
  const steps = summary.steps.flatMap((s) => {
    const screen = STEP_SCREENS[s.key];
    const item = screen && items.find((i) => i.key === screen);
    return item ? [{ ...s, item }] : [];
  });
  if (steps.length === 0) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <Paper component="section" aria-labelledby="console-setup" variant="outlined">
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography id="console-setup" variant="h6" component="h2">
          {t('console.setup.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {done === steps.length
            ? t('console.setup.allDone')
            : t('console.setup.progress', { done, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label={t('console.setup.progress', { done, total: steps.length })}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
      <List>
        {steps.map(({ key, done: isDone, item }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton component={Link} to={item.to} sx={{ minHeight: 64 }}>
              <ListItemIcon>
                {isDone ? (
                  <CheckCircle color="success" titleAccess={t('console.setup.done')} />
                ) : (
                  <RadioButtonUnchecked color="action" titleAccess={t('console.setup.todo')} />
                )}
              </ListItemIcon>
              <ListItemText
                primary={item.label}
                secondary={t(`console.setup.steps.${key}` as MessageKey)}
              />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default function ConsoleHomePage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  usePageTitle(t('console.title'));
  const summary = useConsoleSummary();
  const items = useNavItems();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <LastKnownList
        query={summary}
        isEmpty={() => false}
        empty={null}
        skeleton={
          <Stack spacing={2} data-testid="console-skeleton">
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={260} />
          </Stack>
        }
      >
        {(data) => (
          <Stack spacing={2}>
            <Attention summary={data} items={items} />
            <SetUp summary={data} items={items} />
          </Stack>
        )}
      </LastKnownList>
      <Box>
        <Button component={Link} to={to('/')} startIcon={<Visibility />}>
          {t('console.customerApp')}
        </Button>
      </Box>
    </Stack>
  );
}
