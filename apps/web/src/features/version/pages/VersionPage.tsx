import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useVersion } from '../../../lib/api/version.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The running version and the minimum app versions; super admins and admins only (route). */
export default function VersionPage() {
  const { t } = useTranslation();
  usePageTitle(t('version.title'));
  const info = useVersion().data;
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
