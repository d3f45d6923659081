// The side navigation: a temporary drawer on phones, a permanent one on wide screens.
import Business from '@mui/icons-material/Business';
import Casino from '@mui/icons-material/Casino';
import CreditCard from '@mui/icons-material/CreditCard';
import Devices from '@mui/icons-material/Devices';
import Event from '@mui/icons-material/Event';
import Group from '@mui/icons-material/Group';
import Home from '@mui/icons-material/Home';
import Info from '@mui/icons-material/Info';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Notifications from '@mui/icons-material/Notifications';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Receipt from '@mui/icons-material/ReceiptLong';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Store from '@mui/icons-material/Storefront';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { NavKey } from '@tessera/domain';
import type { ReactElement } from 'react';
import { Link } from 'react-router';

export const NAV_WIDTH = 260;

const ICONS: Record<NavKey, ReactElement> = {
  home: <Home />,
  notifications: <Notifications />,
  card: <CreditCard />,
  flows: <SwapHoriz />,
  coupons: <LocalOffer />,
  menus: <RestaurantMenu />,
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
};

export interface SideNavItem {
  key: NavKey;
  label: string;
  /** Path with the language prefix already applied. */
  to: string;
  selected: boolean;
}

export interface SideNavProps {
  items: SideNavItem[];
  title: string;
  permanent: boolean;
  open: boolean;
  onClose(): void;
}

export function SideNav({ items, title, permanent, open, onClose }: SideNavProps) {
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      sx={{ width: NAV_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: NAV_WIDTH } }}
    >
      <nav aria-label={title}>
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.key}
              component={Link}
              to={item.to}
              selected={item.selected}
              onClick={onClose}
              sx={{ minHeight: 48 }}
            >
              <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
