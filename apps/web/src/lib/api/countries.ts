// GET /public/countries: the towns of a nation (or of the current activity's nation) whose name
// starts with a search, accents aside (SPEC §7), at most 50: the sign-up, profile and address
// forms. The server searches Italy's 7,896 comuni; the phone gets a page, never the list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tessera/domain';
import type { QueryConfig } from '../queryClient.ts';
import { api } from './client.ts';

/** What a form keeps of a town (a country, in the API's words); a search gives the rest too. */
export type Town = Pick<Country, 'id' | 'name' | 'province'> &
  Partial<Pick<Country, 'nationCode' | 'caps'>>;

export interface CountrySearch {
  nationId: number | null;
  search: string;
  /** The towns of this activity's nation instead of a nation's (the address form). */
  activityId?: number | null;
}

export const countryKeys = {
  all: ['countries'] as const,
  list: ({ nationId, search, activityId }: CountrySearch) =>
    [...countryKeys.all, nationId, activityId ?? null, search.trim()] as const,
};

export const getCountries = async (
  { nationId, search, activityId }: CountrySearch,
  opts: { silent?: boolean } = {},
) =>
  (
    await api.list('/public/countries', {
      noActivity: true,
      silent: opts.silent,
      filters: {
        nationId: nationId ?? undefined,
        activityId: activityId ?? undefined,
        name: search.trim() || undefined,
      },
      query: { rowsPerPage: 50 },
    })
  ).rows;

export const countriesQueryOptions = (q: CountrySearch) =>
  queryOptions({
    queryKey: countryKeys.list(q),
    queryFn: ({ meta }) => getCountries(q, { silent: meta?.silent }),
    enabled: Boolean(q.nationId || q.activityId),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCountries(
  q: CountrySearch,
  config: QueryConfig<typeof countriesQueryOptions> = {},
) {
  return useQuery({ ...countriesQueryOptions(q), ...config });
}
