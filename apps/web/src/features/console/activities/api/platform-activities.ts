// The super admin's activities (issue 25): every activity, switched-off ones too, onboarding one
// with its first admin, and switching one off and on. Not the current activity's: no activityId.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OnboardingBody } from '@tessera/domain';
import type { TableQuery } from '../../../../components/DataTable.tsx';
import { api } from '../../../../lib/api/client.ts';

export type PlatformActivitiesQuery = TableQuery<'name'>;

export const platformActivityKeys = {
  all: ['platformActivities'] as const,
  list: (q: PlatformActivitiesQuery) => [...platformActivityKeys.all, q] as const,
};

export const platformActivitiesQueryOptions = (q: PlatformActivitiesQuery) =>
  queryOptions({
    queryKey: platformActivityKeys.list(q),
    queryFn: () =>
      api.list('/api/console/activities', {
        query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
        filters: { q: q.search.trim() || undefined },
        noActivity: true,
      }),
    placeholderData: keepPreviousData,
  });

export const usePlatformActivities = (q: PlatformActivitiesQuery) =>
  useQuery(platformActivitiesQueryOptions(q));

/** Errors are the form's to show: silent. One key per form, so a retry opens nothing twice. */
export function useOnboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OnboardingBody; idempotencyKey: string }) =>
      api.post('/api/console/activities', { body, idempotencyKey, silent: true, noActivity: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformActivityKeys.all }),
  });
}

export function useSwitchActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put('/api/console/activities/{id}/active', {
        path: { id },
        body: { active },
        noActivity: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformActivityKeys.all }),
  });
}
