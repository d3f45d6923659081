// POST /api/activities/{activityId}/card-movements: a counter operation, sent with an
// Idempotency-Key the form keeps until it succeeds, so a retry after a lost answer is not
// recorded twice. Errors are the form's to show.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardMovementBody, CardMovementResult } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { counterCardKeys } from './get-counter-card.ts';

export interface RecordMovement {
  body: CardMovementBody;
  idempotencyKey: string;
}

export function useRecordMovement() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: RecordMovement) =>
      http.post<CardMovementResult>(`/api/activities/${activityId}/card-movements`, body, {
        noActivity: true,
        silent: true,
        idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counterCardKeys.all }),
  });
}
