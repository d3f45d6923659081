// An admin's own switch for the e-mail each new order of the activity sends them (issue 22):
// GET and PUT /api/activities/{activityId}/order-mail. Shown only to an admin of the activity
// (counter staff and a super admin who is no member get no order e-mails); the board's header
// holds it.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

export const orderMailKey = (activityId: number | null) => ['orderMail', activityId] as const;

/** Whether the caller is an admin of the activity they are in. */
function useIsAdmin() {
  const { activities, activityId } = useSession();
  return Boolean(
    activities.find((a) => a.activityId === activityId)?.roles?.includes('ROLE_ADMIN'),
  );
}

export function OrderMailSwitch() {
  const { t } = useTranslation();
  const { activityId } = useSession();
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: orderMailKey(activityId),
    queryFn: () =>
      api.get('/api/activities/{activityId}/order-mail', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: admin && activityId !== null,
  });
  const change = useMutation({
    mutationFn: (orderMail: boolean) =>
      api.put('/api/activities/{activityId}/order-mail', {
        path: { activityId: activityId as number },
        body: { orderMail },
        noActivity: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(orderMailKey(activityId), saved);
      notify.success(t(saved.orderMail ? 'ordersBoard.orderMail.on' : 'ordersBoard.orderMail.off'));
    },
  });
  if (!admin || !setting.data) return null;
  const checked = change.isPending ? Boolean(change.variables) : setting.data.orderMail;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
        />
      }
      label={t('ordersBoard.orderMail.label')}
    />
  );
}
