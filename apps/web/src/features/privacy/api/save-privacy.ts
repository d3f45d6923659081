// POST /api/userprivacies: saves the customer's three consents in the current activity.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consents } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';
import { privacyCheckKeys } from './get-privacy-check.ts';
import { userPrivacyKeys } from './get-user-privacy.ts';

export const savePrivacy = (consents: Consents) =>
  api.post('/api/userprivacies', { body: consents });

export function useSavePrivacy() {
  const activityId = useSession().activityId;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacy,
    onSuccess: (saved) => {
      queryClient.setQueryData(userPrivacyKeys.detail(activityId), saved);
      // The check answers at once from the saved consents, then is confirmed by the server.
      queryClient.setQueryData(privacyCheckKeys.detail(activityId), {
        checkInformativePrivacy: saved.informativaPrivacy,
      });
      void queryClient.invalidateQueries({ queryKey: privacyCheckKeys.detail(activityId) });
    },
  });
}
