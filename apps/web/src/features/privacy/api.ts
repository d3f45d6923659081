// Privacy (SPEC §3 User privacy, §4 Privacy check): the activity's texts, the customer's
// consents and the check that sends a customer who has not accepted to /privacy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPrivacy, Consents, UserPrivacy } from '@tessera/domain';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

export const privacyKeys = {
  texts: (activityId: number | null, lang: string) => ['privacyTexts', activityId, lang] as const,
  consents: (activityId: number | null) => ['userPrivacy', activityId] as const,
  check: (activityId: number | null) => ['privacyCheck', activityId] as const,
};

/** The privacy texts of the current activity, in the language of the request. */
export function usePrivacyTexts(lang: string) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: privacyKeys.texts(activityId, lang),
    enabled: Boolean(activityId),
    queryFn: () =>
      http.get<ActivityPrivacy[]>(`/app/activities/${activityId}/privacies`, { noActivity: true }),
  });
}

/** The customer's consents in the current activity. */
export function useUserPrivacy() {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: privacyKeys.consents(activityId),
    enabled: Boolean(activityId),
    queryFn: () => http.get<UserPrivacy>(`/api/userprivacies/activity/${activityId}`),
  });
}

/**
 * Whether the informative privacy is accepted in the current activity. Cached per activity
 * (it changes only when the customer saves the privacy screen, which updates it).
 */
export function usePrivacyCheck(enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: privacyKeys.check(activityId),
    enabled: enabled && Boolean(activityId),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () =>
      http.get<{ checkInformativePrivacy: boolean }>(
        `/api/userprivacies/check/activity/${activityId}`,
        { silent: true },
      ),
  });
}

export function useSavePrivacy() {
  const activityId = useSession().activityId;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consents: Consents) => http.post<UserPrivacy>('/api/userprivacies', consents),
    onSuccess: (saved) => {
      queryClient.setQueryData(privacyKeys.consents(activityId), saved);
      // The check answers at once from the saved consents, then is confirmed by the server.
      queryClient.setQueryData(privacyKeys.check(activityId), {
        checkInformativePrivacy: saved.informativaPrivacy,
      });
      void queryClient.invalidateQueries({ queryKey: privacyKeys.check(activityId) });
    },
  });
}
