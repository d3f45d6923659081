import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Placeholder until issue 16's screen lands (replaced, never shipped). */
export default function AgendaPage() {
  const { t } = useTranslation();
  usePageTitle(t('agenda.title'));
  return <Typography>{t('agenda.title')}</Typography>;
}
