import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { localizePath } from '@tessera/domain';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageStore } from '../../../lib/language.ts';
import { useStore } from '../../../lib/store.ts';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** SPEC §2: 'Pagina non trovata' for 404, otherwise the error message or 'Errore Generico'. */
export default function ErrorPage({ status = 404, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const lang = useStore(languageStore);
  const text = status === 404 ? t('error.notFound') : message || t('error.generic');
  // In the signed-in layouts the top bar names the state too, not the screen refused.
  usePageTitle(text);
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h2" component="p" color="text.secondary">
        {status}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ my: 2 }}>
        {text}
      </Typography>
      <Button component={Link} to={localizePath('/', lang)} variant="contained">
        {t('error.home')}
      </Button>
    </Box>
  );
}
