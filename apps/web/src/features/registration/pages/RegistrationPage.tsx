import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ScreenHeader } from '../../../components/PublicScreen.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePublicActivity } from '../api/get-public-activity.ts';
import { ActivityStep } from '../components/ActivityStep.tsx';
import { EmailStep } from '../components/EmailStep.tsx';
import { LoginLink } from '../components/LoginLink.tsx';
import { idOf, inviteOf, type Journey, readJourney, writeJourney } from '../journey.ts';

/**
 * /registration and /registration/:activityId?storeId= (from a permalink) or ?invite= (from a
 * friend's invite SMS): the business, when none is known yet, then the e-mail the code goes to.
 * The link's invite code is kept in the journey for the data form, which starts with it.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const { activityId: param } = useParams();
  const [params] = useSearchParams();
  const fromRoute = idOf(param);
  const [journey, setJourney] = useState<Journey>(() =>
    fromRoute
      ? writeJourney({
          activityId: fromRoute,
          storeId: idOf(params.get('storeId')),
          code: null,
          invite: inviteOf(params.get('invite')),
        })
      : readJourney(),
  );
  const { activityId } = journey;
  const activity = usePublicActivity(activityId);
  const unknown = !activityId || activity.isError;

  const choose = (found: { activityId: number; storeId: number | null }) =>
    setJourney(writeJourney({ ...found, code: null }));

  return (
    <>
      <ScreenHeader languagePicker title={t('registration.title')}>
        {unknown
          ? t('registration.activity.intro')
          : activity.data
            ? t('registration.email.intro', { activity: activity.data.name })
            : '\u00a0'}
      </ScreenHeader>
      {activityId && activity.isError ? (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {t('registration.activity.unknown')}
        </Typography>
      ) : null}
      {unknown ? (
        <ActivityStep onFound={choose} />
      ) : (
        <>
          <EmailStep
            activityId={activityId}
            initial={journey.username ?? ''}
            onSent={(username) => {
              writeJourney({ username, code: null });
              navigate(to('/registration/stepCode'));
            }}
          />
          {!fromRoute && (
            <Button
              fullWidth
              sx={{ mt: 1 }}
              onClick={() => setJourney(writeJourney({ activityId: null, storeId: null }))}
            >
              {t('registration.activity.change')}
            </Button>
          )}
        </>
      )}
      <LoginLink activityId={unknown ? null : activityId} />
    </>
  );
}
