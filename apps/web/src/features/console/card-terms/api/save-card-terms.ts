// PUT /api/activities/{activityId}/cardterms (keyed): the admin saves every term at once. Refusals
// are the form's to show: silent. The answer is the terms now; the changes list gains a row, and
// what customers see of the card (its rate, rewards, type, expiry) is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardTermsBody } from '@tessera/domain';
import { cartValueKeys } from '../../../../lib/api/cart-value.ts';
import { api } from '../../../../lib/api/client.ts';
import { configurationKeys } from '../../../../lib/api/configuration.ts';
import { cardKeys } from '../../../../lib/api/user-card.ts';
import { useSession } from '../../../../lib/session.ts';
import { cardTermsKeys } from './get-card-terms.ts';

export function useSaveCardTerms() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CardTermsBody; idempotencyKey: string }) =>
      api.put('/api/activities/{activityId}/cardterms', {
        path: { activityId: activityId as number },
        body,
        idempotencyKey,
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(cardTermsKeys.detail(activityId), saved);
      for (const queryKey of [
        cardTermsKeys.changesAll(activityId),
        cartValueKeys.all,
        cardKeys.all,
        configurationKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
