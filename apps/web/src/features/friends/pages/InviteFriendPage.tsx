import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FRIEND_CONFIRMATION_MS,
  formatPoints,
  formatPrice,
  normalizePhone,
  type Reward,
} from '@tessera/domain';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { useCartValue } from '../../../lib/api/cart-value.ts';
import { useProfile } from '../../../lib/api/profile.ts';
import { message, SERVER, useZodForm } from '../../../lib/forms.ts';
import { HttpError } from '../../../lib/http.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useInviteFriend } from '../api/invite-friend.ts';

/** A phone number the server takes (the domain's normalizePhone), sent as E.164. */
const schema = z.object({
  phoneNumber: z
    .string()
    .trim()
    .min(1, { message: message('friends.phoneRequired'), abort: true })
    .max(30, message('friends.phoneInvalid'))
    .refine((v) => normalizePhone(v) !== null, message('friends.phoneInvalid')),
});

/** Refusals about the number itself show under the field; the others as an alert. */
const FIELD_REFUSALS = new Set(['already_invited', 'invalid_input', 'phone_not_allowed']);

/** "3,00 € e 5 punti", "2,00 €", "1 punto"; null when the reward is nothing. */
function rewardText(t: TFunction, { amount, points }: Reward): string | null {
  const money = amount > 0 ? formatPrice(amount) : null;
  const pts =
    points > 0 ? t('card.pointsCount', { count: points, points: formatPoints(points) }) : null;
  if (money && pts) return t('friends.amountAndPoints', { amount: money, points: pts });
  return money ?? pts;
}

/**
 * /invite-friend (SPEC §7 Devices and friends, §9): the customer invites a friend by phone
 * number; the friend gets an SMS with the activity's sign-up link and the customer's invite code.
 * The confirmation clears after FRIEND_CONFIRMATION_MS.
 */
export default function InviteFriendPage() {
  const { t } = useTranslation();
  usePageTitle(t('friends.title'));
  const userId = useSession().claims?.id;
  const inviteCode = useProfile().data?.inviteCode;
  // What the inviter and the friend earn (the activity's referral reward and welcome credit).
  const rewards = useCartValue().data;
  const forInviter = rewards && rewardText(t, rewards.referral);
  const forFriend = rewards && rewardText(t, rewards.welcome);
  const invite = useInviteFriend();
  const form = useZodForm(schema, { defaultValues: { phoneNumber: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // The confirmation shows for FRIEND_CONFIRMATION_MS, then clears (a new invite restarts it).
  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => setSentTo(null), FRIEND_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sentTo]);

  const submit = form.handleSubmit(async ({ phoneNumber }) => {
    const phone = normalizePhone(phoneNumber);
    if (!phone || !userId) return;
    setSentTo(null);
    setRefusal(null);
    try {
      await invite.mutateAsync({ phoneNumber: phone, userId });
      form.reset({ phoneNumber: '' });
      setSentTo(phone);
    } catch (err) {
      const text = (err instanceof HttpError && err.message) || t('snackbar.error');
      if (err instanceof HttpError && FIELD_REFUSALS.has(err.code)) {
        form.setError('phoneNumber', { type: SERVER, message: text }, { shouldFocus: true });
      } else setRefusal(text);
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>{t('friends.intro')}</Typography>
      {forInviter && <Typography>{t('friends.rewardInviter', { reward: forInviter })}</Typography>}
      {forFriend && <Typography>{t('friends.rewardFriend', { reward: forFriend })}</Typography>}
      {inviteCode && (
        <Typography>
          {t('friends.yourCode')}{' '}
          <Box component="strong" sx={{ fontFamily: 'monospace', fontSize: '1.1em' }}>
            {inviteCode}
          </Box>
        </Typography>
      )}
      <Box component="form" onSubmit={submit} noValidate aria-label={t('friends.title')}>
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="phoneNumber"
            id="friend-phone"
            type="tel"
            autoComplete="tel"
            label={t('friends.phone')}
            helperText={t('friends.phoneHelp')}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
          >
            {t('friends.send')}
          </Button>
        </Stack>
      </Box>
      {/* Always in the page, so a screen reader hears the confirmation arrive. */}
      <Box aria-live="polite">
        {sentTo && (
          <Alert severity="success" role="status">
            {t('friends.sent', { phone: sentTo })}
          </Alert>
        )}
      </Box>
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Stack>
  );
}
