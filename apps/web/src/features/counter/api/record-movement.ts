// POST /api/activities/{activityId}/card-movements: a counter operation, sent with an
// Idempotency-Key the form keeps until it succeeds, so a retry after a lost answer is not
// recorded twice. Each names the card it is for (its code, and whose it is for the
// confirmation); `onRecorded` and `onFailed` hear of it even when the form that sent it is gone
// (the staff moved on to the next card meanwhile).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardMovementBody, CardMovementResult } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { counterCardKeys } from './get-counter-card.ts';

export interface RecordMovement {
  body: CardMovementBody;
  idempotencyKey: string;
  /** The card's customer, as the counter showed them. */
  customer: string;
}

/** An operation recorded, and on whose card. */
export interface Recorded {
  result: CardMovementResult;
  cardCode: string;
  customer: string;
}

/** An operation refused or lost, and on whose card. */
export interface Failed {
  error: Error;
  cardCode: string;
  customer: string;
}

export function useRecordMovement(
  onRecorded: (recorded: Recorded) => void,
  onFailed?: (failed: Failed) => void,
) {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: RecordMovement) =>
      api.post('/api/activities/{activityId}/card-movements', {
        path: { activityId: activityId as number },
        body,
        noActivity: true,
        silent: true,
        idempotencyKey,
      }),
    // Set on the mutation itself, not on one call: it runs even if the form has unmounted.
    onSuccess: (result, { body, customer }) => {
      onRecorded({ result, cardCode: body.cardCode, customer });
      return queryClient.invalidateQueries({ queryKey: counterCardKeys.all });
    },
    onError: (error, { body, customer }) =>
      onFailed?.({ error, cardCode: body.cardCode, customer }),
  });
}
