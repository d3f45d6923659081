// GET /api/countries/actvity/{id}: the towns addresses may be in, for the current activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tessera/domain';
import { http } from '../http.ts';
import { useSession } from '../session.ts';

export const activityCountryKeys = {
  all: ['activityCountries'] as const,
  list: (activityId: number | null) => [...activityCountryKeys.all, activityId] as const,
};

export const getActivityCountries = async (activityId: number) =>
  (await http.list<Country>(`/api/countries/actvity/${activityId}`)).rows;

export const activityCountriesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activityCountryKeys.list(activityId),
    queryFn: () => getActivityCountries(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 5 * 60_000,
  });

/** Asked when the add-address dialog opens. */
export function useActivityCountries(wanted: boolean) {
  const options = activityCountriesQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
