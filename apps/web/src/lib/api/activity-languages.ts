// GET /public/activity-languages: the languages offered in the top bar's picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const activityLanguageKeys = {
  all: ['activityLanguages'] as const,
  list: (activityId: number | null) => [...activityLanguageKeys.all, activityId] as const,
};

export const getActivityLanguages = () =>
  api.list('/public/activity-languages', { query: { rowsPerPage: 50 } });

export const activityLanguagesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activityLanguageKeys.list(activityId),
    queryFn: getActivityLanguages,
    enabled: Boolean(activityId),
  });

/** Only asked when the activity is multi-language. */
export function useActivityLanguages(wanted: boolean) {
  const options = activityLanguagesQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
