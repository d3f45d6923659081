// The worked example under the card terms' form (issue 25 item 2): what a 50,00 € spend earns by
// the ledger's own rule (cashbackOf), what a new customer and an inviter get, how long a credit
// lasts; it follows the fields as they are typed, before anything is saved.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { bodyOf, exampleText, rewardText, type TermsForm } from '../cardTermsForm.ts';

const ok = (n: number) => (Number.isNaN(n) ? 0 : n);

export function WorkedExample({ control }: { control: Control<TermsForm, unknown, unknown> }) {
  const { t } = useTranslation();
  const form = useWatch({ control }) as TermsForm;
  const body = bodyOf(form);
  const welcome = rewardText(t, ok(body.welcome), ok(body.welcomePoints));
  const referral = rewardText(t, ok(body.referral), ok(body.referralPoints));
  const days = body.cashBackExpiration;
  return (
    <Paper
      component="section"
      aria-labelledby="card-terms-example"
      variant="outlined"
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography id="card-terms-example" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('cardTerms.example.title')}
      </Typography>
      {/* Said again when it changes, once typing pauses on a new figure. */}
      <Typography component="output" aria-live="polite" sx={{ display: 'block', fontWeight: 600 }}>
        {exampleText(t, form)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {welcome
          ? t('cardTerms.example.welcome', { reward: welcome })
          : t('cardTerms.example.noWelcome')}
      </Typography>
      <Typography variant="body2">
        {referral
          ? t('cardTerms.example.referral', { reward: referral })
          : t('cardTerms.example.noReferral')}
      </Typography>
      <Typography variant="body2">
        {days === null
          ? t('cardTerms.example.neverExpires')
          : Number.isNaN(days)
            ? null
            : t('cardTerms.example.expires', { count: days })}
      </Typography>
    </Paper>
  );
}
