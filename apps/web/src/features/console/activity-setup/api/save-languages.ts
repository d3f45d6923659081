// The languages the activity offers (PUT /api/activities/{activityId}/languages), written at once
// when a language is ticked or unticked; the picker's list is read again, the console's and the
// customers' top bar alike.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@tessera/domain';
import { activityLanguageKeys } from '../../../../lib/api/activity-languages.ts';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export function useSaveLanguages() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: LanguageCode[]) =>
      api.put('/api/activities/{activityId}/languages', {
        path: { activityId: activityId as number },
        body: { languages },
        idempotencyKey: crypto.randomUUID(),
        noActivity: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityLanguageKeys.all }),
  });
}
