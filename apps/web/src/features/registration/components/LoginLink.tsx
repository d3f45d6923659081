import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../app/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Already have an account? Log in", at the foot of every step. */
export function LoginLink() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {t('registration.haveAccount')}{' '}
      <Link component={RouterLink} to={to('/login')}>
        {t('registration.login')}
      </Link>
    </Typography>
  );
}
