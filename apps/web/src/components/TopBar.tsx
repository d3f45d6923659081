// The top bar: back button, title, a slot for page actions (instant-win trash), the cart button,
// the notifications, the language picker (where no drawer holds it) and logout. Pages set the title
// and actions with the hooks of PageTitle.tsx. The title is never cut (issue 15): on a 360 px
// phone it has about 160 px, takes the 16 px step of the type scale there and wraps onto a second
// line rather than end in an ellipsis.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useTopBarState } from './PageTitle.tsx';

export { DocumentTitle, TopBarProvider, usePageTitle, useTopBarActions } from './PageTitle.tsx';

export interface TopBarProps {
  onBack?: () => void;
  onMenu?: () => void;
  onLogout: () => void;
  /** Only where no side navigation holds it (the plain layout). */
  languagePicker?: ReactNode;
  /** The notifications bell and its dropdown. */
  notifications?: ReactNode;
  /** The cart button (shown by itself only while the cart has items). */
  cart?: ReactNode;
}

export function TopBar({
  onBack,
  onMenu,
  onLogout,
  languagePicker,
  notifications,
  cart,
}: TopBarProps) {
  const { t } = useTranslation();
  const ctx = useTopBarState();
  return (
    <AppBar
      position="sticky"
      elevation={1}
      sx={{ bgcolor: 'brand.main', color: 'brand.contrastText' }}
    >
      <Toolbar sx={{ gap: 0.5, minHeight: 56 }}>
        {onMenu && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenu}
            aria-label={t('topbar.openMenu')}
          >
            <MenuIcon />
          </IconButton>
        )}
        {onBack && (
          <IconButton color="inherit" onClick={onBack} aria-label={t('topbar.back')}>
            <ArrowBack />
          </IconButton>
        )}
        {/* No empty heading while a screen that sets no title shows (loading, load failed). */}
        <Typography
          variant="h6"
          component={ctx?.title ? 'h1' : 'div'}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            typography: { xs: 'subtitle1', sm: 'h6' },
            lineHeight: 1.25,
            // Two lines at most; a longer title is a bug the e2e check (e2e/topbar.spec.ts) finds.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {ctx?.title}
        </Typography>
        {ctx?.actions}
        {cart}
        {notifications}
        {languagePicker}
        <IconButton color="inherit" edge="end" onClick={onLogout} aria-label={t('topbar.logout')}>
          <Logout />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
