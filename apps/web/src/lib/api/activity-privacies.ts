// GET /app/activities/{id}/privacies: an activity's privacy texts, in the language of the
// request; public, so sign-up reads them too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@tessera/domain';
import type { QueryConfig } from '../queryClient.ts';
import { api } from './client.ts';

export const activityPrivacyKeys = {
  all: ['activityPrivacies'] as const,
  list: (activityId: number | null, lang: LanguageCode) =>
    [...activityPrivacyKeys.all, activityId, lang] as const,
};

export const getActivityPrivacies = async (activityId: number, opts: { silent?: boolean } = {}) =>
  (
    await api.list('/app/activities/{id}/privacies', {
      path: { id: activityId },
      noActivity: true,
      silent: opts.silent,
    })
  ).rows;

/** The language is part of the key: the server answers in the request's language. */
export const activityPrivaciesQueryOptions = (activityId: number | null, lang: LanguageCode) =>
  queryOptions({
    queryKey: activityPrivacyKeys.list(activityId, lang),
    queryFn: ({ meta }) => getActivityPrivacies(activityId as number, { silent: meta?.silent }),
    enabled: Boolean(activityId),
  });

export function useActivityPrivacies(
  activityId: number | null,
  lang: LanguageCode,
  config: QueryConfig<typeof activityPrivaciesQueryOptions> = {},
) {
  return useQuery({ ...activityPrivaciesQueryOptions(activityId, lang), ...config });
}
