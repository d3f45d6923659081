// The side navigation: a temporary drawer on phones, a permanent one on wide screens.

import AddBusiness from '@mui/icons-material/AddBusiness';
import Apartment from '@mui/icons-material/Apartment';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Casino from '@mui/icons-material/Casino';
import Category from '@mui/icons-material/Category';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Devices from '@mui/icons-material/Devices';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Event from '@mui/icons-material/Event';
import Group from '@mui/icons-material/Group';
import Home from '@mui/icons-material/Home';
import Info from '@mui/icons-material/Info';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Loyalty from '@mui/icons-material/Loyalty';
import MenuBook from '@mui/icons-material/MenuBook';
import Inbox from '@mui/icons-material/MoveToInbox';
import Notifications from '@mui/icons-material/Notifications';
import Palette from '@mui/icons-material/Palette';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Receipt from '@mui/icons-material/ReceiptLong';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Store from '@mui/icons-material/Storefront';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { NavKey } from '@tessera/domain';
import { createContext, Fragment, type ReactElement, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { newOrdersStore } from '../lib/newOrders.ts';
import { useStore } from '../lib/store.ts';
import { ActivityLogo, type LogoActivity, TesseraMark } from './Brand.tsx';

export const NAV_WIDTH = 260;

/** Each entry's icon; the home's shortcuts use the same. */
export const NAV_ICONS: Record<NavKey, ReactElement> = {
  home: <Home />,
  notifications: <Notifications />,
  card: <CreditCard />,
  flows: <SwapHoriz />,
  coupons: <LocalOffer />,
  menus: <MenuBook />,
  shops: <ShoppingBag />,
  packs: <Inventory />,
  orders: <Receipt />,
  booking: <Event />,
  bookingTable: <TableRestaurant />,
  stores: <Store />,
  scratchAndWins: <Casino />,
  inviteFriend: <PersonAdd />,
  activities: <Business />,
  privacy: <PrivacyTip />,
  version: <Info />,
  devices: <Devices />,
  profile: <Person />,
  users: <Group />,
  counter: <PointOfSale />,
  agenda: <CalendarMonth />,
  bookingSettings: <EditCalendar />,
  ordersBoard: <Inbox />,
  console: <Dashboard />,
  activitySetup: <Palette />,
  cardTerms: <Loyalty />,
  platformActivities: <Apartment />,
  storesAdmin: <AddBusiness />,
  menuAdmin: <MenuBook />,
  catalogueAdmin: <Category />,
  shopSettings: <LocalShipping />,
};

export interface SideNavItem {
  key: NavKey;
  label: string;
  /** Path with the language prefix already applied. */
  to: string;
  selected: boolean;
  /** The console's entries (issue 25): listed first, under "Gestione". */
  group?: 'console';
}

/**
 * The entries the side navigation shows now, for a screen that leads to them too (the home's
 * shortcuts): one set of rules for both (issue 15).
 */
export const NavItemsContext = createContext<readonly SideNavItem[]>([]);
export const useNavItems = () => useContext(NavItemsContext);

/** Whose app this is: the drawer's header. */
export interface SideNavHeader {
  /** The current activity; none: Tessera's mark and `appName`. */
  activity?: LogoActivity;
  appName: string;
  /** The customer's first name and surname, once known. */
  customer?: string;
}

export interface SideNavProps {
  items: SideNavItem[];
  title: string;
  /** The drawer's accessible name (the phone drawer is a dialog). */
  label: string;
  header: SideNavHeader;
  permanent: boolean;
  open: boolean;
  onClose(): void;
  /** Under the entries: the language picker (issue 15: the top bar has no room for it). */
  footer?: ReactNode;
  /** Booking requests waiting for an answer: on the agenda's entry (issue 26). */
  pendingBookings?: number;
}

/** The activity's logo and name and the customer's name, in the activity's colours. */
function NavHeader({ activity, appName, customer }: SideNavHeader) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        bgcolor: 'brand.main',
        color: 'brand.contrastText',
      }}
    >
      {activity ? <ActivityLogo activity={activity} size={48} /> : <TesseraMark size={48} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" noWrap>
          {activity?.name ?? appName}
        </Typography>
        {customer && (
          <Typography variant="body2" component="p" noWrap>
            {customer}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function SideNav({
  items,
  title,
  label,
  header,
  permanent,
  open,
  onClose,
  footer,
  pendingBookings = 0,
}: SideNavProps) {
  const { t } = useTranslation();
  // New orders the open board has counted (issue 22): on its entry until the clerk has seen them.
  const newOrders = useStore(newOrdersStore);
  // An admin's drawer has two areas: the console's, then the customer app's (issue 25).
  const grouped = items.some((item) => item.group === 'console');
  /** An entry's count (its badge) and the words read with its name. */
  const countOf = (key: NavKey): [number, string] | null => {
    if (key === 'ordersBoard' && newOrders > 0)
      return [newOrders, t('ordersBoard.newCount', { count: newOrders })];
    if (key === 'agenda' && pendingBookings > 0)
      return [pendingBookings, t('agenda.pendingCount', { count: pendingBookings })];
    return null;
  };
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      // On a wide screen the drawer is a landmark of its own (axe: region), the header and the
      // language picker inside it; on a phone it is a dialog.
      slotProps={{ paper: { 'aria-label': label, ...(permanent && { component: 'aside' }) } }}
      sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
    >
      <NavHeader {...header} />
      <nav aria-label={title}>
        <List>
          {items.map((item, i) => (
            // A list holds list items: the link goes inside one (axe: list).
            <Fragment key={item.key}>
              {grouped && item.group !== items[i - 1]?.group && (
                <ListSubheader component="li" sx={{ lineHeight: '36px', mt: i ? 1 : 0 }}>
                  {t(item.group === 'console' ? 'nav.groupConsole' : 'nav.groupApp')}
                </ListSubheader>
              )}
              <ListItem disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={item.selected}
                  aria-current={item.selected ? 'page' : undefined}
                  onClick={onClose}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemIcon>
                    {countOf(item.key) ? (
                      <Badge
                        badgeContent={countOf(item.key)?.[0]}
                        color="error"
                        data-testid={
                          item.key === 'agenda' ? 'nav-pending-bookings' : 'nav-new-orders'
                        }
                        slotProps={{ badge: { 'aria-hidden': true } }}
                      >
                        {NAV_ICONS[item.key]}
                      </Badge>
                    ) : (
                      NAV_ICONS[item.key]
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={
                      countOf(item.key) ? `${item.label} · ${countOf(item.key)?.[1]}` : item.label
                    }
                  />
                </ListItemButton>
              </ListItem>
            </Fragment>
          ))}
        </List>
      </nav>
      {footer && (
        <Box sx={{ mt: 'auto', p: 2, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>
      )}
    </Drawer>
  );
}
