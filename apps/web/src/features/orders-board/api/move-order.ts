// PUT /api/activities/{activityId}/orders/{orderId}/status {status}: staff move an order (paid,
// ready, shipped, collected, cancelled), with an Idempotency-Key of its own so a retry of the
// same action is not done twice. A refused move (409) shows the server's words; either way the
// board is read again, so the screen shows what the server holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import type { StaffMove } from '../boardFilter.ts';
import { boardKeys } from './get-board-orders.ts';

export interface Move {
  id: number;
  status: StaffMove;
}

export const moveOrder = (activityId: number, { id, status }: Move) =>
  api.put('/api/activities/{activityId}/orders/{orderId}/status', {
    path: { activityId, orderId: id },
    body: { status },
    noActivity: true,
    idempotencyKey: crypto.randomUUID(),
  });

export function useMoveOrder() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => moveOrder(activityId as number, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
