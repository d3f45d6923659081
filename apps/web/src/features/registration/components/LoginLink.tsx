import { LinkLine } from '../../../components/PublicScreen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Already have an account? Log in", at the foot of every step. */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <LinkLine
      lead={t('registration.haveAccount')}
      links={[['/login', t('registration.login')]]}
      sx={{ mt: 3 }}
    />
  );
}
