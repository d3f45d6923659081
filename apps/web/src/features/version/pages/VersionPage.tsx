import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { http } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useEntryAllowed } from '../../../lib/roles.ts';
import ErrorPage from '../../errors/pages/ErrorPage.tsx';

interface VersionInfo {
  version: string;
  minAppVersion: { ios: string; android: string };
}

/** The running version and the minimum app versions; super admins and admins only. */
export default function VersionPage() {
  const { t } = useTranslation();
  const allowed = useEntryAllowed('version');
  usePageTitle(t('version.title'));
  const info = useQuery({
    queryKey: ['version'],
    enabled: allowed,
    queryFn: () => http.get<VersionInfo>('/app/version', { noActivity: true }),
  }).data;
  if (!allowed) return <ErrorPage status={404} />;
  return (
    <List>
      <ListItem>
        <ListItemText primary={t('version.running')} secondary={info?.version ?? '…'} />
      </ListItem>
      <ListItem>
        <ListItemText primary={t('version.minIos')} secondary={info?.minAppVersion.ios ?? '…'} />
      </ListItem>
      <ListItem>
        <ListItemText
          primary={t('version.minAndroid')}
          secondary={info?.minAppVersion.android ?? '…'}
        />
      </ListItem>
    </List>
  );
}
