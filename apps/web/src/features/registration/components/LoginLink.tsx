import { LinkLine } from '../../../components/PublicScreen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { loginAndJoinPath } from '../api/join.ts';

/**
 * "Already have an account? Log in", at the foot of every step; with the activity known, "Log in
 * and join": an account of another activity becomes this one's customer after signing in.
 */
export function LoginLink({ activityId }: { activityId?: number | null }) {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <LinkLine
      lead={t('registration.haveAccount')}
      links={[
        activityId
          ? [loginAndJoinPath(activityId, to), t('registration.join.link')]
          : ['/login', t('registration.login')],
      ]}
      sx={{ mt: 3 }}
    />
  );
}
