// The top bar: back button, title, a slot for page actions (cart, instant-win trash), the
// language picker and logout. Pages set the title and actions through the hooks below.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';

interface TopBarState {
  title: string;
  actions: ReactNode;
  setTitle(title: string): void;
  setActions(actions: ReactNode): void;
}

const TopBarContext = createContext<TopBarState | null>(null);

export function TopBarProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  const [actions, setActions] = useState<ReactNode>(null);
  const value = useMemo(() => ({ title, actions, setTitle, setActions }), [title, actions]);
  return <TopBarContext.Provider value={value}>{children}</TopBarContext.Provider>;
}

/** Sets the top bar title while the calling page is shown. */
export function usePageTitle(title: string) {
  const ctx = useContext(TopBarContext);
  useEffect(() => {
    ctx?.setTitle(title);
  }, [ctx?.setTitle, title]);
}

/** Puts buttons (cart, instant-win trash) in the top bar while the calling page is shown. */
export function useTopBarActions(actions: ReactNode) {
  const ctx = useContext(TopBarContext);
  useEffect(() => {
    ctx?.setActions(actions);
    return () => ctx?.setActions(null);
  }, [ctx?.setActions, actions]);
}

export interface TopBarProps {
  onBack?: () => void;
  onMenu?: () => void;
  onLogout: () => void;
  languagePicker?: ReactNode;
}

export function TopBar({ onBack, onMenu, onLogout, languagePicker }: TopBarProps) {
  const { t } = useTranslation();
  const ctx = useContext(TopBarContext);
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
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
        <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          {ctx?.title}
        </Typography>
        {ctx?.actions}
        {languagePicker}
        <IconButton color="inherit" edge="end" onClick={onLogout} aria-label={t('topbar.logout')}>
          <Logout />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
