// The stores (issue 9; SPEC §2 stores, §3 Store): the activity's visible stores, main first then
// by name, each with its address and a way to its details (phone, opening hours, map).
import ChevronRight from '@mui/icons-material/ChevronRight';
import Storefront from '@mui/icons-material/Storefront';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useStores } from '../../../lib/api/stores.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { StorePage } from './StorePage.tsx';

/** The stores screen: the list at /stores, a store's details at /stores/{id} (one chunk). */
export default function StoresScreen() {
  const { id } = useParams();
  return id === undefined ? <StoresPage /> : <StorePage id={Number(id)} />;
}

function StoresPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const query = useStores();
  const stores = query.data?.rows;
  usePageTitle(t('stores.title', { count: Math.max(1, stores?.length ?? 1) }));

  if (!stores) return null;
  if (stores.length === 0) {
    return <EmptyState icon={<Storefront />}>{t('stores.empty')}</EmptyState>;
  }
  return (
    <List aria-label={t('stores.title', { count: stores.length })}>
      {stores.map((s) => (
        <ListItem key={s.id} disablePadding divider>
          <ListItemButton component={Link} to={to(`/stores/${s.id}`)} sx={{ minHeight: 64, px: 1 }}>
            <ListItemIcon sx={{ minWidth: 44 }}>
              <Storefront color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {s.name}
                  {s.main && (
                    <Chip
                      size="small"
                      label={t('stores.main')}
                      sx={{ ml: 1, verticalAlign: 'middle' }}
                    />
                  )}
                </>
              }
              secondary={[s.address, s.city].filter(Boolean).join(', ') || undefined}
            />
            <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
