import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useVersion } from '../../../lib/api/version.ts';
import { type MessageKey, useTranslation } from '../../../lib/i18n.ts';

/** One version: what it is, its number, and what it means. */
function Version({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="subtitle1">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * The server's version and the minimum versions of the customers' phone apps, each with what it
 * is: they are numbered apart, so a server 0.1.0 beside an app minimum 1.0.0 is not outdated.
 * Super admins and admins only (route).
 */
export default function VersionPage() {
  const { t } = useTranslation();
  usePageTitle(t('version.title'));
  const info = useVersion().data;
  const rows: [MessageKey, MessageKey, string | undefined][] = [
    ['version.running', 'version.runningHelp', info?.version],
    ['version.minIos', 'version.minIosHelp', info?.minAppVersion.ios],
    ['version.minAndroid', 'version.minAndroidHelp', info?.minAppVersion.android],
  ];
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('version.intro')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        {rows.map(([label, help, value]) => (
          <Version key={label} label={t(label)} value={value ?? '…'} help={t(help)} />
        ))}
      </Box>
    </>
  );
}
