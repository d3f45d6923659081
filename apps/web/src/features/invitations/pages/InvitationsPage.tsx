// The memberships an activity admin offered the signed-in user (issue 15 F4), reached from the
// invitation's notification and e-mail: each names the activity and the role; accepting makes the
// user a member and takes them to that activity (home, or the counter for its staff), declining leaves the account as it was.
import Email from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type Invitation } from '@tessera/domain';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { getActivityCustomers } from '../../../lib/api/activity-customers.ts';
import { hasText, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { useEnterActivity } from '../../../lib/useEnterActivity.ts';
import { useAnswerInvitation, useInvitations } from '../api/invitations.ts';

const RANKED = ['ROLE_ADMIN', 'ROLE_STORE', 'ROLE_USER'];

/** The highest role offered, by its name in the language. */
function offeredRole(t: TFunction, roles: string[]) {
  const role = RANKED.find((r) => roles.includes(r)) ?? roles[0] ?? 'ROLE_USER';
  const key = `users.roleNames.${role}`;
  return hasText(key) ? t(key) : role;
}

function InvitationCard({
  invitation,
  enter,
}: {
  invitation: Invitation;
  enter: ReturnType<typeof useEnterActivity>;
}) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation();
  const titleId = `invitation-${invitation.id}`;
  const activity = invitation.activity;

  const accept = () =>
    answer.mutate(
      { id: invitation.id, accept: true },
      {
        onSuccess: async () => {
          const memberships = await getActivityCustomers();
          session.setActivities(memberships);
          notify.success(t('users.invitations.accepted', { activity }));
          const joined = memberships.find((m) => m.activityId === invitation.activityId);
          enter(invitation.activityId, joined?.roles ?? []);
        },
      },
    );
  const decline = () =>
    answer.mutate(
      { id: invitation.id, accept: false },
      { onSuccess: () => notify.success(t('users.invitations.declined')) },
    );

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('users.invitations.offer', { activity, role: offeredRole(t, invitation.roles) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(invitation.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={decline} disabled={answer.isPending}>
          {t('users.invitations.decline')}
        </Button>
        <Button variant="contained" onClick={accept} loading={answer.isPending}>
          {t('users.invitations.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}

export default function InvitationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.invitations.title'));
  const invitations = useInvitations();
  const enter = useEnterActivity();
  const rows = invitations.data;
  if (rows && rows.length === 0) {
    return <EmptyState icon={<Email />}>{t('users.invitations.empty')}</EmptyState>;
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography color="text.secondary">{t('users.invitations.intro')}</Typography>
      {rows
        ? rows.map((i) => <InvitationCard key={i.id} invitation={i} enter={enter} />)
        : [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={120} />)}
    </Stack>
  );
}
