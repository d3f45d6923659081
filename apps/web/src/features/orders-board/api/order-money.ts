// Staff's calls on an order's money (issue 22): remove one line (DELETE …/lines/{lineId}: stock
// back, the figures shrink, what was paid online beyond the new total refunded at the provider;
// 422 last_line, 409 line_not_removable) and ask again for a refund the provider refused (POST
// …/refunds/{refundId}/retry; 409 refund_not_failed). Both answer the order as the board shows
// it; a refusal shows the server's words (the http client); either way the board is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { boardKeys } from './get-board-orders.ts';

export interface LineRef {
  orderId: number;
  lineId: number;
}

export interface RefundRef {
  orderId: number;
  refundId: number;
}

export const removeOrderLine = (activityId: number, { orderId, lineId }: LineRef) =>
  api.delete('/api/activities/{activityId}/orders/{orderId}/lines/{lineId}', {
    path: { activityId, orderId, lineId },
    noActivity: true,
  });

export const retryRefund = (activityId: number, { orderId, refundId }: RefundRef) =>
  api.post('/api/activities/{activityId}/orders/{orderId}/refunds/{refundId}/retry', {
    path: { activityId, orderId, refundId },
    noActivity: true,
  });

export function useRemoveOrderLine() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: LineRef) => removeOrderLine(activityId as number, ref),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

export function useRetryRefund() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: RefundRef) => retryRefund(activityId as number, ref),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
